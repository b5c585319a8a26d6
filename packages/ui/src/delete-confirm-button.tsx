import { CONFIRM_TIMEOUT_MS } from '@hs/domain/constants';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button.tsx';
import { TrashIcon } from './icons.tsx';

export interface DeleteConfirmButtonLabels {
  /** Shown first. */
  idle: string;
  /** Shown after the first click. */
  confirm: string;
}

const DEFAULT_LABELS: DeleteConfirmButtonLabels = { idle: 'Delete', confirm: 'Are you sure?' };

export interface DeleteConfirmButtonProps {
  /** Runs on the second click, if it comes within the timeout. */
  onConfirm: () => void;
  labels?: Partial<DeleteConfirmButtonLabels>;
  /** ms the confirmation waits before reverting (default 2000). */
  timeout?: number;
  /** Variant before the first click (default 'secondary'); the confirmation is always 'danger'. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Icon before the label (default a trash can); null for none. */
  icon?: ReactNode;
  disabled?: boolean;
  loading?: boolean;
  className?: string;
}

/**
 * spec: backoffice 4, inline delete-confirm: shows its label; one click shows 'Are you sure?';
 * a second click within 2 seconds confirms; otherwise it reverts.
 */
export function DeleteConfirmButton({
  onConfirm,
  labels,
  // spec: backoffice 9, confirm timeout 2 seconds
  timeout = CONFIRM_TIMEOUT_MS,
  variant = 'secondary',
  size = 'sm',
  icon = <TrashIcon className="size-4" />,
  disabled,
  loading,
  className,
}: DeleteConfirmButtonProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => setConfirming(false), timeout);
    return () => clearTimeout(timer);
  }, [confirming, timeout]);

  function handleClick() {
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    onConfirm();
  }

  return (
    <Button
      variant={confirming ? 'danger' : variant}
      size={size}
      icon={icon}
      disabled={disabled}
      loading={loading}
      onClick={handleClick}
      data-state={confirming ? 'confirming' : 'idle'}
      className={className}
    >
      <span aria-live="polite">{confirming ? text.confirm : text.idle}</span>
    </Button>
  );
}
