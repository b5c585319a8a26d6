import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '@hs/ui/icons';

/** An error (role=alert) or a confirmation (role=status) above a sign-in form. */
export function AuthAlert({
  kind = 'error',
  children,
}: {
  kind?: 'error' | 'success';
  children: ReactNode;
}) {
  const error = kind === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={
        error
          ? 'flex gap-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200'
          : 'flex gap-3 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200'
      }
    >
      {error ? (
        <AlertIcon className="mt-0.5 size-4 text-red-600" />
      ) : (
        <CheckIcon className="mt-0.5 size-4 text-brand-700" />
      )}
      <div className="min-w-0 leading-5">{children}</div>
    </div>
  );
}
