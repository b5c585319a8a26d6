import { Select, type SelectOption } from '@hs/ui/select';

/**
 * A list filter as a select whose first option is "all" (no filter): the address keeps
 * '' for it, so a shared link without the filter shows everything (decision 018).
 */
export function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
  className = 'w-40',
}: {
  label: string;
  allLabel: string;
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <Select
      label={label}
      options={[{ value: 'all', title: allLabel }, ...options]}
      value={value || 'all'}
      onChange={(v) => onChange(v === 'all' ? '' : v)}
      wrapperClassName={className}
    />
  );
}
