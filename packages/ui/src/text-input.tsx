import {
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { Field, fieldControlClasses, fieldDescribedBy } from './field.tsx';

export type TextInputType = 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';

export interface TextInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'type'
> {
  type?: TextInputType;
  value?: string;
  defaultValue?: string;
  /** Native change event; event.target.value is already filtered and cut to maxLength. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The filtered value, for callers that only want the string. */
  onValueChange?: (value: string) => void;
  /** Typing or pasting beyond this many characters is blocked. */
  maxLength?: number;
  /** Whitelist: a string of allowed characters, or a RegExp tested against each character. */
  allowedCharacters?: string | RegExp;
  /** Only the digits 0-9 are kept; mobile shows a numeric keypad. */
  numbersOnly?: boolean;
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Classes of the wrapper; className goes on the <input>. */
  wrapperClassName?: string;
}

function characterTest(allowed: string | RegExp | undefined): ((ch: string) => boolean) | null {
  if (allowed === undefined) return null;
  if (typeof allowed === 'string') return (ch) => allowed.includes(ch);
  // Without g or y the RegExp keeps no lastIndex between characters.
  const single = new RegExp(allowed.source, allowed.flags.replace(/[gy]/g, ''));
  return (ch) => single.test(ch);
}

function keepAllowed(
  text: string,
  allowed: ((ch: string) => boolean) | null,
  numbersOnly: boolean,
): string {
  return Array.from(text)
    .filter((ch) => (!numbersOnly || (ch >= '0' && ch <= '9')) && (!allowed || allowed(ch)))
    .join('');
}

/**
 * A single-line text field (spec: public-site 5): blocks input beyond maxLength, drops characters
 * outside the whitelist, optional numbers-only mode. Works controlled or uncontrolled.
 */
export function TextInput({
  type = 'text',
  value,
  defaultValue,
  onChange,
  onValueChange,
  maxLength,
  allowedCharacters,
  numbersOnly = false,
  label,
  hint,
  error,
  wrapperClassName,
  className,
  id,
  ...rest
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  const allowed = characterTest(allowedCharacters);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const raw = input.value;
    const caret = input.selectionEnd ?? raw.length;
    let next = keepAllowed(raw, allowed, numbersOnly);
    let nextCaret = keepAllowed(raw.slice(0, caret), allowed, numbersOnly).length;
    if (maxLength !== undefined && maxLength >= 0 && next.length > maxLength) {
      // Cut the overflow from what was just typed or pasted (just before the caret), keeping the rest.
      const excess = next.length - maxLength;
      const cutFrom = Math.max(0, nextCaret - excess);
      next = next.slice(0, cutFrom) + next.slice(cutFrom + excess);
      nextCaret = cutFrom;
    }
    if (next !== raw) {
      input.value = next;
      try {
        input.setSelectionRange(nextCaret, nextCaret);
      } catch {
        // email inputs have no selection API
      }
    }
    setUncontrolled(next);
    onChange?.(event);
    onValueChange?.(next);
  }

  return (
    <Field id={inputId} label={label} hint={hint} error={error} className={wrapperClassName}>
      <input
        id={inputId}
        type={type}
        value={current}
        onChange={handleChange}
        maxLength={maxLength}
        inputMode={numbersOnly ? 'numeric' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(inputId, { hint, error })}
        className={fieldControlClasses(Boolean(error), className)}
        {...rest}
      />
    </Field>
  );
}
