import { useRef, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in words: whom it touches, what it changes, what cannot be undone. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button is red: the action is hard or impossible to undo. */
  danger?: boolean;
  /** The action is running: the confirm button spins, Cancel and Escape still close. */
  loading?: boolean;
}

/**
 * Asks before an irreversible action (issue 35 item 14). Cancel has the focus, so Enter or
 * a stray tap does nothing; Escape and the backdrop cancel; on a phone it is a bottom sheet
 * with full-width buttons (the Modal's).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
  loading = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      initialFocusRef={cancelRef}
      // Cancel is the way out (and Escape, and the backdrop): no second one in the corner.
      hideCloseButton
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-2 text-sm text-gray-700">{children}</div>
    </Modal>
  );
}
