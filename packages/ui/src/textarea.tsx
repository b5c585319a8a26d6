import { TEXTAREA_COUNTER_BELOW, TEXTAREA_MAX_LENGTH, TEXTAREA_ROWS } from '@hs/domain/constants';
import {
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { Field, fieldControlClasses, fieldDescribedBy } from './field.tsx';

export interface TextareaLabels {
  /** Counter text; default 'N of M', e.g. '12 of 500'. */
  counter: (count: number, max: number) => string;
}

const DEFAULT_LABELS: TextareaLabels = { counter: (count, max) => `${count} of ${max}` };

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  labels?: Partial<TextareaLabels>;
  /** Classes of the wrapper; className goes on the <textarea>. */
  wrapperClassName?: string;
}

/**
 * A multi-line text field. maxLength defaults to 9999999 and rows to 5; a 'N of M' counter shows
 * when maxLength is below 1000. Works controlled (value) or uncontrolled (defaultValue).
 */
export function Textarea({
  label,
  hint,
  error,
  labels,
  wrapperClassName,
  className,
  id,
  // spec: backoffice 5, textarea maxLength 9999999 and rows 5 by default
  maxLength = TEXTAREA_MAX_LENGTH,
  rows = TEXTAREA_ROWS,
  value,
  defaultValue,
  onChange,
  ...rest
}: TextareaProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const [uncontrolledLength, setUncontrolledLength] = useState(
    () => String(defaultValue ?? '').length,
  );
  const length = value !== undefined ? String(value).length : uncontrolledLength;
  // spec: backoffice 5, the counter shows only when max is below 1000
  const showCounter = maxLength < TEXTAREA_COUNTER_BELOW;
  const counterId = `${textareaId}-counter`;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <Field
      id={textareaId}
      label={label}
      hint={hint}
      error={error}
      className={wrapperClassName}
      aside={
        showCounter ? (
          <p id={counterId} className="shrink-0 text-gray-500 tabular-nums">
            {text.counter(length, maxLength)}
          </p>
        ) : null
      }
    >
      <textarea
        id={textareaId}
        rows={rows}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(textareaId, {
          hint,
          error,
          extra: showCounter ? counterId : undefined,
        })}
        className={fieldControlClasses(Boolean(error), className)}
        {...rest}
      />
    </Field>
  );
}
