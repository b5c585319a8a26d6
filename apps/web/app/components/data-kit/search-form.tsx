import { useState } from 'react';
import { Button } from '@hs/ui/button';
import { TextInput, type TextInputType } from '@hs/ui/text-input';

export interface SearchFormProps {
  label: string;
  submitLabel: string;
  /** The search in force (from the address); the field starts from it. */
  value: string;
  /** Called with the trimmed text when the form is sent. */
  onChange: (value: string) => void;
  type?: Extract<TextInputType, 'search' | 'email'>;
  maxLength?: number;
  placeholder?: string;
  className?: string;
  fieldClassName?: string;
}

/**
 * One text search of a list (decision 018): the field keeps a draft, and the search runs
 * when it is sent (Enter or the button), trimmed; the list keeps the value in the address.
 */
export function SearchForm({
  label,
  submitLabel,
  value,
  onChange,
  type = 'search',
  maxLength = 200,
  placeholder,
  className = 'flex items-end gap-2',
  fieldClassName = 'w-64',
}: SearchFormProps) {
  const [draft, setDraft] = useState(value);
  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onChange(draft.trim());
      }}
    >
      <TextInput
        type={type}
        label={label}
        placeholder={placeholder}
        value={draft}
        onValueChange={setDraft}
        maxLength={maxLength}
        wrapperClassName={fieldClassName}
      />
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </form>
  );
}
