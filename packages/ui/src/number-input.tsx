import { clamp } from '@hs/domain/clamp';
import { NUMBER_INPUT_MAX, NUMBER_INPUT_MIN } from '@hs/domain/constants';
import {
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { Field, fieldControlClasses, fieldDescribedBy } from './field.tsx';

export interface NumberInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'
> {
  /** null or undefined shows an empty field. */
  value: number | null | undefined;
  /** Always receives a number inside [min, max]. */
  onChange: (value: number) => void;
  /** Default 0. */
  min?: number;
  /** Default 999999999. */
  max?: number;
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Classes of the wrapper; className goes on the <input>. */
  wrapperClassName?: string;
}

const toText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * A number field clamped to [min, max] (spec: public-site 5). Above max the text snaps to max
 * while typing; below min it waits for blur, so typing 5 on the way to 50 with min 10 works.
 * An empty field becomes min on blur.
 */
export function NumberInput({
  value,
  onChange,
  min = NUMBER_INPUT_MIN,
  max = NUMBER_INPUT_MAX,
  label,
  hint,
  error,
  wrapperClassName,
  className,
  id,
  onBlur,
  ...rest
}: NumberInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [draft, setDraft] = useState(() => toText(value));
  // The value this field last showed or emitted; a different incoming value replaces the draft.
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setDraft(toText(value));
  }

  function emit(next: number) {
    setSynced(next);
    if (next !== value) onChange(next);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    const parsed = Number(text);
    if (text.trim() === '' || Number.isNaN(parsed)) {
      setDraft(text);
      return;
    }
    const next = clamp(parsed, min, max);
    setDraft(parsed > max ? String(next) : text);
    emit(next);
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    const next = clamp(draft.trim() === '' ? Number.NaN : Number(draft), min, max);
    setDraft(String(next));
    emit(next);
    onBlur?.(event);
  }

  return (
    <Field id={inputId} label={label} hint={hint} error={error} className={wrapperClassName}>
      <input
        id={inputId}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        value={draft}
        onChange={handleChange}
        onBlur={handleBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(inputId, { hint, error })}
        className={fieldControlClasses(Boolean(error), className)}
        {...rest}
      />
    </Field>
  );
}
