import { useEffect, type ReactNode } from 'react';
import { cn } from './cn.ts';
import { AlertIcon, CheckIcon, InfoIcon, XIcon } from './icons.tsx';
import type { ToastItem, ToastKind } from './toast.tsx';

const KIND: Record<ToastKind, { icon: ReactNode; className: string }> = {
  success: {
    icon: <CheckIcon className="size-5 text-green-600" />,
    className: 'border-l-green-500',
  },
  error: { icon: <AlertIcon className="size-5 text-red-600" />, className: 'border-l-red-500' },
  info: { icon: <InfoIcon className="size-5 text-brand-600" />, className: 'border-l-brand-500' },
};

export interface ToastViewProps {
  toast: ToastItem;
  onDismiss: (id: string) => void;
  dismissLabel: string;
}

/** One toast: its icon, message and dismiss button; it goes after its duration. */
export function ToastView({ toast, onDismiss, dismissLabel }: ToastViewProps) {
  const { id, duration, kind, message } = toast;
  useEffect(() => {
    if (!(duration > 0) || duration === Infinity) return;
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration, onDismiss]);

  return (
    <li
      role={kind === 'error' ? 'alert' : 'status'}
      data-kind={kind}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border-l-4 bg-white p-4 shadow-lg ring-1 ring-black/5',
        'transition duration-200 starting:translate-y-2 starting:opacity-0',
        KIND[kind].className,
      )}
    >
      <span className="mt-0.5 shrink-0">{KIND[kind].icon}</span>
      <div className="min-w-0 flex-1 text-sm text-gray-800">{message}</div>
      <button
        type="button"
        aria-label={dismissLabel}
        onClick={() => onDismiss(id)}
        className="-m-1 shrink-0 rounded-md p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <XIcon className="size-4" />
      </button>
    </li>
  );
}
