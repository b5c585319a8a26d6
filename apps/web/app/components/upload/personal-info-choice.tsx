import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGES,
  BODY_TYPES,
  ETHNICITIES,
  EYE_COLOURS,
  GLASSES_PREFERENCES,
  SEXES,
} from '@hs/domain/personal-info';
import { Select } from '@hs/ui/select';

// spec 001 section 3, select option labels: each list with its catalogue group.
const CHOICES = {
  age: { values: AGES, group: 'ages' },
  ethnicity: { values: ETHNICITIES, group: 'ethnicities' },
  gender: { values: SEXES, group: 'sexes' },
  eyeColor: { values: EYE_COLOURS, group: 'eyeColours' },
  bodyType: { values: BODY_TYPES, group: 'bodyTypes' },
  glasses: { values: GLASSES_PREFERENCES, group: 'glasses' },
} as const;

export type ChoiceField = keyof typeof CHOICES;

/**
 * One of the wizard's personal-info selects (the person's own wizard and a lead's order on a
 * member's behalf). The shown label is the language's; the value sent stays the English option.
 */
export function PersonalInfoChoice({
  field,
  id,
  value,
  onChange,
  error,
  label,
  required = true,
}: {
  field: ChoiceField;
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  label?: ReactNode;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { values, group } = CHOICES[field];
  return (
    <Select<string>
      id={id}
      label={label ?? t(`upload.info.${field}`)}
      placeholder={t('upload.info.placeholder')}
      options={values.map((option) => ({
        value: option,
        title: t(`upload.options.${group}.${option}`),
      }))}
      value={value || null}
      onChange={onChange}
      error={error}
      required={required}
    />
  );
}
