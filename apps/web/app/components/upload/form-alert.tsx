import type { ReactNode } from 'react';
import { AlertIcon } from '@hs/ui/icons';

/** A failure said in the flow (role=alert, so it is read out when it appears). */
export function FormAlert({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={`flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200 ring-inset ${className}`}
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0">{children}</p>
    </div>
  );
}
