import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { submitForMemberRoute, type MemberModel } from '@hs/contracts/member-photos';
import { allowsStyle } from '@hs/domain/organization-options';
import { Button } from '@hs/ui/button';
import { Spinner } from '@hs/ui/spinner';
import { TextInput } from '@hs/ui/text-input';
import { useApi } from '../../hooks/use-api.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { PersonalInfoChoice } from '../upload/personal-info-choice.tsx';
import {
  checkPersonalInfo,
  formFromModel,
  type PersonalInfoField,
  type PersonalInfoForm,
} from '../../upload/personal-info-form.ts';
import { useCatalogueOptions, useOrganizationSettings } from './options-data.ts';

const submitAnswer = submitForMemberRoute.responses[200].content['application/json'].schema;

// The wizard's required choices (spec 001 section 3), labelled as the wizard labels them.
const CHOICES = ['age', 'gender', 'ethnicity', 'eyeColor', 'glasses'] as const;

/**
 * The details and backdrops the member's wizard would ask, then submit for them (decision
 * 048): one of the organization's seats pays, as for the member's own submit.
 */
export function MemberOrderForm({
  current,
  onSubmitted,
}: {
  /** A model the lead's uploads opened (the form shows once there are enough photos). */
  current: MemberModel & { modelId: string; model: NonNullable<MemberModel['model']> };
  onSubmitted: (answer: MemberModel) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const failureMessage = useFailureMessage();
  const catalogue = useCatalogueOptions();
  const settings = useOrganizationSettings();
  const [form, setForm] = useState<PersonalInfoForm>(() =>
    formFromModel(current.model, current.member.displayName ?? ''),
  );
  const [styles, setStyles] = useState<string[]>(current.model.styles);
  const [invalid, setInvalid] = useState<(PersonalInfoField | 'styles')[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = (field: string) => `behalf-${current.member.uid}-${field}`;
  const set = (field: PersonalInfoField, value: string) => {
    setForm({ ...form, [field]: value });
    setInvalid((fields) => fields.filter((f) => f !== field));
  };
  const error = (field: PersonalInfoField) =>
    invalid.includes(field) ? t(`upload.info.required.${field}`) : undefined;

  const allowed = settings.data?.data.allowedOptions;
  const offered = allowed
    ? (catalogue.data?.styles ?? []).filter((s) => allowsStyle(allowed, s.id))
    : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const check = checkPersonalInfo(current.modelId, form);
    const wrong = [
      ...(check.ok ? [] : check.invalid),
      ...(styles.length ? [] : ['styles' as const]),
    ];
    if (!check.ok || wrong.length) {
      setInvalid(wrong);
      document.getElementById(id(wrong[0] ?? 'name'))?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await api.request(
        `/organization/members/${encodeURIComponent(current.member.uid)}/submit`,
        { method: 'POST', schema: submitAnswer, body: { ...check.payload, styles, locale } },
      );
      onSubmitted(answer.data);
    } catch (caught) {
      setFailure(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <h3 className="text-sm font-semibold text-gray-900">{t('bulkUpload.behalf.details')}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id={id('name')}
          label={t('upload.info.name')}
          value={form.name}
          onValueChange={(value) => set('name', value)}
          maxLength={100}
          required
          error={error('name')}
          wrapperClassName="sm:col-span-2"
        />
        {CHOICES.map((field) => (
          <PersonalInfoChoice
            key={field}
            field={field}
            id={id(field)}
            value={form[field]}
            onChange={(value) => set(field, value)}
            error={error(field)}
          />
        ))}
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900">
          {t('bulkUpload.behalf.styles')}
        </legend>
        {catalogue.isError || settings.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {t('bulkUpload.behalf.stylesFailed')}{' '}
            <Button size="sm" variant="secondary" onClick={catalogue.retry}>
              {t('bulkUpload.retry')}
            </Button>
          </p>
        ) : !catalogue.data || !allowed ? (
          <p role="status" className="mt-2 flex items-center gap-2 text-sm text-gray-700">
            <Spinner /> {t('bulkUpload.behalf.loadingStyles')}
          </p>
        ) : offered.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700">{t('bulkUpload.behalf.noStyles')}</p>
        ) : (
          <div id={id('styles')} tabIndex={-1} className="mt-2 grid gap-2 sm:grid-cols-2">
            {offered.map((s) => (
              <label key={s.id} className="flex min-h-11 items-center gap-2 text-sm text-gray-900">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={styles.includes(s.id)}
                  onChange={(e) => {
                    setInvalid((fields) => fields.filter((f) => f !== 'styles'));
                    setStyles((list) =>
                      e.target.checked ? [...list, s.id] : list.filter((x) => x !== s.id),
                    );
                  }}
                />
                {s.name}
              </label>
            ))}
          </div>
        )}
        {invalid.includes('styles') ? (
          <p className="mt-1 text-sm text-red-700">{t('bulkUpload.behalf.pickStyle')}</p>
        ) : null}
      </fieldset>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <p className="text-sm text-gray-700">{t('bulkUpload.behalf.seatNote')}</p>
      <Button type="submit" loading={busy}>
        {t('bulkUpload.behalf.submit', { name: form.name || current.member.email })}
      </Button>
    </form>
  );
}
