import { useId, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from './cn.ts';
import { Field, fieldControlClasses, fieldDescribedBy } from './field.tsx';

export type SelectValue = string | number | boolean;

/** spec: backoffice 3, select option: value, title. */
export interface SelectOption<V extends SelectValue = string> {
  value: V;
  title: string;
  disabled?: boolean;
}

export interface SelectProps<V extends SelectValue = string> extends Omit<
  ComponentPropsWithRef<'select'>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> {
  options: SelectOption<V>[];
  /** The chosen value; null or undefined shows the placeholder. */
  value?: V | null;
  /** Receives the option's original value (number 3, not "3"). */
  onChange: (value: V, option: SelectOption<V>) => void;
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Text of the hidden, disabled first option shown while nothing is chosen. */
  placeholder?: string;
  /** Classes of the wrapper; className goes on the <select>. */
  wrapperClassName?: string;
}

/** A native select whose options may carry string, number or boolean values. */
export function Select<V extends SelectValue = string>({
  options,
  value,
  onChange,
  label,
  hint,
  error,
  // spec: backoffice 5, hidden disabled placeholder 'Select your option'
  placeholder = 'Select your option',
  wrapperClassName,
  className,
  id,
  ...rest
}: SelectProps<V>) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  // spec: backoffice 5, the chosen option is matched by string value
  const chosen =
    value === null || value === undefined
      ? undefined
      : options.find((option) => String(option.value) === String(value));

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const option = options.find((o) => String(o.value) === event.target.value);
    // spec: backoffice 5, the original value type is emitted
    if (option) onChange(option.value, option);
  }

  return (
    <Field id={selectId} label={label} hint={hint} error={error} className={wrapperClassName}>
      <select
        id={selectId}
        value={chosen ? String(chosen.value) : ''}
        onChange={handleChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(selectId, { hint, error })}
        data-placeholder={chosen ? undefined : ''}
        // A variant, so the grey wins over the shared text-gray-900 (a plain class would not).
        className={fieldControlClasses(
          Boolean(error),
          cn('appearance-auto pr-8 data-placeholder:text-gray-400', className),
        )}
        {...rest}
      >
        <option value="" disabled hidden>
          {placeholder}
        </option>
        {options.map((option) => (
          <option
            key={String(option.value)}
            value={String(option.value)}
            disabled={option.disabled}
            className="text-gray-900"
          >
            {option.title}
          </option>
        ))}
      </select>
    </Field>
  );
}
