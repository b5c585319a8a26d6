import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export interface FieldProps {
  /** id of the control inside, used for the label and the hint/error ids. */
  id: string;
  label?: ReactNode;
  /** Help text under the control; replaced by error when there is one. */
  hint?: ReactNode;
  error?: ReactNode;
  /** Shown at the right of the hint row, e.g. a character counter. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The ids a control should list in aria-describedby, matching what Field renders. */
export function fieldDescribedBy(
  id: string,
  { hint, error, extra }: { hint?: ReactNode; error?: ReactNode; extra?: string },
): string | undefined {
  const ids = [error ? `${id}-error` : hint ? `${id}-hint` : null, extra].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Classes shared by text inputs, selects and textareas; red ring when invalid. */
export function fieldControlClasses(invalid: boolean, className?: string): string {
  return cn(
    // text-base below sm stops iOS from zooming into focused fields
    'block w-full rounded-lg border-0 bg-white px-3 py-2 text-base text-gray-900 shadow-sm ring-1 ring-inset sm:text-sm',
    'placeholder:text-gray-400 focus:ring-2 focus:ring-inset focus:outline-none',
    'disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500',
    invalid
      ? 'ring-red-400 focus:ring-red-600'
      : 'ring-gray-300 hover:ring-gray-400 focus:ring-brand-600',
    className,
  );
}

/** Label above, control, then error or hint (and an optional aside) below. */
export function Field({ id, label, hint, error, aside, className, children }: FieldProps) {
  const message = error ? (
    <p id={`${id}-error`} className="text-red-600">
      {error}
    </p>
  ) : hint ? (
    <p id={`${id}-hint`} className="text-gray-500">
      {hint}
    </p>
  ) : null;
  return (
    <div className={cn('space-y-1.5', className)}>
      {label ? (
        <label htmlFor={id} className="block text-sm font-medium text-gray-800">
          {label}
        </label>
      ) : null}
      {children}
      {message || aside ? (
        <div className="flex items-start justify-between gap-3 text-sm">
          <div className="min-w-0">{message}</div>
          {aside}
        </div>
      ) : null}
    </div>
  );
}
