import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateBillingDetailsRoute, type BillingDetails } from '@hs/contracts/payments';
import { Button } from '@hs/ui/button';
import { TextInput } from '@hs/ui/text-input';
import { useToast } from '@hs/ui/toast';
import { callOperation } from '../data-kit/operation.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const FIELDS = [
  { key: 'name', max: 120, autoComplete: 'name' },
  { key: 'company', max: 120, autoComplete: 'organization' },
  { key: 'address', max: 300, autoComplete: 'street-address' },
  { key: 'postalCode', max: 20, autoComplete: 'postal-code' },
  { key: 'city', max: 100, autoComplete: 'address-level2' },
  { key: 'country', max: 100, autoComplete: 'country-name' },
  { key: 'vatId', max: 40, autoComplete: 'off' },
] as const;

/** The buyer's billing details, printed on every invoice. */
export function BillingDetailsForm({ initial }: { initial: BillingDetails }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const failureMessage = useFailureMessage();
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        setError(null);
        callOperation(api, updateBillingDetailsRoute, { body: values })
          .then(({ data }) => {
            setValues(data);
            toast.success(t('buying.invoice.saved'));
          })
          .catch((failure: unknown) => setError(failureMessage(failure)))
          .finally(() => setSaving(false));
      }}
    >
      {FIELDS.map((field) => (
        <TextInput
          key={field.key}
          label={t(`buying.invoice.${field.key}`)}
          value={values[field.key]}
          onValueChange={(value) => setValues((v) => ({ ...v, [field.key]: value }))}
          maxLength={field.max}
          autoComplete={field.autoComplete}
          wrapperClassName={field.key === 'address' ? 'sm:col-span-2' : undefined}
        />
      ))}
      <div className="sm:col-span-2">
        {error ? (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" loading={saving}>
          {t('buying.invoice.save')}
        </Button>
      </div>
    </form>
  );
}
