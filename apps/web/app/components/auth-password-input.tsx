import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControlClasses, fieldDescribedBy } from '@hs/ui/field';

export interface PasswordInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'onChange'
> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field at the right, e.g. a 'Forgot password?' link. */
  below?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
      aria-hidden="true"
    >
      {open ? (
        <>
          <path d="M2.04 12.32a1 1 0 0 1 0-.64C3.42 7.51 7.36 4.5 12 4.5s8.57 3 9.96 7.18a1 1 0 0 1 0 .64C20.58 16.49 16.64 19.5 12 19.5s-8.57-3-9.96-7.18Z" />
          <path d="M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z" />
        </>
      ) : (
        <path d="M3.98 8.22A10.48 10.48 0 0 0 1.93 12C3.23 16.34 7.24 19.5 12 19.5c.99 0 1.95-.14 2.86-.4M6.23 6.23A10.45 10.45 0 0 1 12 4.5c4.76 0 8.77 3.16 10.07 7.5a10.52 10.52 0 0 1-4.29 5.77M6.23 6.23 3 3m3.23 3.23 3.65 3.65m7.89 7.89L21 21m-3.23-3.23-3.65-3.65m0 0a3 3 0 1 0-4.24-4.24m4.24 4.24L9.88 9.88" />
      )}
    </svg>
  );
}

/** A password field with a show/hide toggle inside it; label, hint and error like TextInput. */
export function PasswordInput({
  label,
  value,
  onValueChange,
  below,
  hint,
  error,
  id,
  className,
  ...rest
}: PasswordInputProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    // What comes after the field ('Forgot password?') is shown under it too: Tab goes in the
    // order a person reads, label, field, then the link (issue 20 item 5).
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(inputId, { hint, error })}
          className={fieldControlClasses(Boolean(error), `pr-11 ${className ?? ''}`)}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={inputId}
          // A toggle keeps one name; aria-pressed tells whether the password is shown.
          aria-label={t('auth.fields.showPassword')}
          title={visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          <EyeIcon open={!visible} />
        </button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="text-sm text-gray-500">
          {hint}
        </p>
      ) : null}
      {below ? <div className="flex justify-end">{below}</div> : null}
    </div>
  );
}
