import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { NumberInput } from '@hs/ui/number-input';
import { TextInput, type TextInputProps } from '@hs/ui/text-input';
import { Textarea } from '@hs/ui/textarea';

// Fields of a contract form (decision 018) whose UI component keeps its own value, so they
// are controlled through react-hook-form rather than registered.

interface FieldProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  label: ReactNode;
  error?: string | undefined;
}

export function FormText<T extends FieldValues>({
  control,
  name,
  label,
  error,
  maxLength,
  ...input
}: FieldProps<T> & { maxLength: number } & Pick<
    TextInputProps,
    'type' | 'placeholder' | 'autoComplete' | 'hint' | 'wrapperClassName'
  >) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          {...input}
          label={label}
          maxLength={maxLength}
          error={error}
          name={field.name}
          value={(field.value as string | null) ?? ''}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A multi-line text field (a markdown body, a review's words). */
export function FormTextarea<T extends FieldValues>({
  control,
  name,
  label,
  error,
  maxLength,
  rows,
  className,
}: FieldProps<T> & { maxLength: number; rows?: number; className?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Textarea
          label={label}
          maxLength={maxLength}
          rows={rows}
          error={error}
          className={className}
          name={field.name}
          value={(field.value as string | null) ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

export function FormNumber<T extends FieldValues>({
  control,
  name,
  label,
  error,
  max,
}: FieldProps<T> & { max: number }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          max={max}
          error={error}
          name={field.name}
          value={field.value as number | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A labelled checkbox bound to a boolean field. */
export function FormCheck<T extends FieldValues>({ control, name, label }: FieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <label className="flex items-center gap-2 text-sm font-medium text-gray-900">
          <input
            type="checkbox"
            className="size-4 rounded border-gray-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
          />
          {label}
        </label>
      )}
    />
  );
}

/** What the last submit came to: the refusal (an alert) or what was done (a status). */
export function FormOutcome({ error, done }: { error: string | null; done: string | null }) {
  if (error) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {error}
      </p>
    );
  }
  return done ? (
    <p role="status" className="text-sm text-green-700">
      {done}
    </p>
  ) : null;
}
