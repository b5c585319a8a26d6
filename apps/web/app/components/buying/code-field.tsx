import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@hs/ui/button';
import { TextInput } from '@hs/ui/text-input';

/** A coupon or gift card code with its own Apply button and its own error. */
export function CodeField({
  label,
  applied,
  error,
  busy,
  onApply,
}: {
  label: string;
  applied: string;
  error: string | null;
  busy: boolean;
  onApply: (code: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(applied);
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void onApply(code);
      }}
    >
      <TextInput
        label={label}
        hint={applied ? `✓ ${applied.toUpperCase()}` : t('buying.checkout.optional')}
        error={error}
        value={code}
        onValueChange={setCode}
        maxLength={64}
        autoComplete="off"
        autoCapitalize="characters"
        wrapperClassName="flex-1"
      />
      <Button
        type="submit"
        variant="secondary"
        disabled={busy || code.trim() === applied}
        className="mb-6"
      >
        {t('buying.checkout.apply')}
      </Button>
    </form>
  );
}
