import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cn } from './cn.ts';
import { XIcon } from './icons.tsx';
import { handleDialogKeyDown, useDialogFocus, useScrollLock } from './use-dialog-focus.ts';
import { useIsClient } from './use-is-client.ts';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

export interface ModalLabels {
  /** Accessible name of the X button. */
  close: string;
}

const DEFAULT_LABELS: ModalLabels = { close: 'Close' };

const SIZE: Record<ModalSize, string> = {
  sm: 'sm:max-w-sm',
  md: 'sm:max-w-lg',
  lg: 'sm:max-w-2xl',
  xl: 'sm:max-w-4xl',
  full: '',
};

export interface ModalProps {
  open: boolean;
  /** Called on Escape, backdrop click and the close button. */
  onClose: () => void;
  title: ReactNode;
  /** Short text under the title, also the dialog's accessible description. */
  description?: ReactNode;
  /** Body. */
  children?: ReactNode;
  /** Action row at the bottom, e.g. Cancel and Save buttons. */
  footer?: ReactNode;
  /** Width from the sm breakpoint: sm, md (default), lg or xl; full takes the whole screen. */
  size?: ModalSize;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  hideCloseButton?: boolean;
  /** Element to focus on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  labels?: Partial<ModalLabels>;
  className?: string;
}

/** A modal dialog: traps Tab focus, closes on Escape and backdrop click, restores focus. */
export function Modal({ open, ...props }: ModalProps) {
  const isClient = useIsClient();
  if (!open || !isClient) return null;
  return createPortal(<ModalPanel {...props} />, document.body);
}

function ModalPanel({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  hideCloseButton = false,
  initialFocusRef,
  labels,
  className,
}: Omit<ModalProps, 'open'>) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useDialogFocus(panelRef, true, initialFocusRef);
  useScrollLock(true);

  return (
    <div
      className={cn(
        'fixed inset-0 z-50 flex justify-center',
        size !== 'full' && 'items-end p-0 sm:items-center sm:p-4',
      )}
    >
      <div
        aria-hidden="true"
        data-modal-backdrop=""
        className="absolute inset-0 bg-gray-900/50 transition-opacity duration-200 starting:opacity-0"
        onClick={closeOnBackdrop ? onClose : undefined}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={(event) => handleDialogKeyDown(event, onClose)}
        className={cn(
          size === 'full'
            ? 'relative flex h-dvh w-full flex-col bg-white outline-none'
            : 'relative flex max-h-[90dvh] w-full flex-col rounded-t-lg bg-white shadow-xl ring-1 ring-black/5 outline-none sm:rounded-lg',
          'transition duration-200 starting:translate-y-4 starting:opacity-0 sm:starting:translate-y-0 sm:starting:scale-95',
          SIZE[size],
          className,
        )}
      >
        <div className="flex items-start gap-3 border-b border-gray-100 px-5 py-4 sm:px-6">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-semibold text-gray-900">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-gray-500">
                {description}
              </p>
            ) : null}
          </div>
          {hideCloseButton ? null : (
            <button
              type="button"
              aria-label={text.close}
              onClick={onClose}
              className="-m-1.5 rounded-lg p-1.5 text-gray-400 hover:bg-gray-100 hover:text-gray-600 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <XIcon className="size-5" />
            </button>
          )}
        </div>
        <div
          className={cn(
            'overflow-y-auto px-5 py-4 sm:px-6',
            size === 'full' && 'flex min-h-0 flex-1 flex-col px-3 py-3 sm:px-4',
          )}
        >
          {children}
        </div>
        {footer ? (
          <div className="flex flex-col-reverse gap-2 border-t border-gray-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
            {footer}
          </div>
        ) : null}
      </div>
    </div>
  );
}
