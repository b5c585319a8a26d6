import { useTranslation } from 'react-i18next';
import { TextInput } from '@hs/ui/text-input';

// The longest address RFC 5321 allows.
const EMAIL_MAX_LENGTH = 320;

/** The email field of the sign-in, sign-up and reset forms. */
export function EmailField(props: {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      label={t('auth.fields.email')}
      placeholder={t('auth.fields.emailPlaceholder')}
      value={props.value}
      onValueChange={props.onValueChange}
      error={props.error}
      maxLength={EMAIL_MAX_LENGTH}
      required
    />
  );
}
