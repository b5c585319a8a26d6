import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { savePersonalInfoRoute, type Model } from '@hs/contracts/onboarding';
import { Button } from '@hs/ui/button';
import { TextInput } from '@hs/ui/text-input';
import { callOperation } from '../data-kit/operation.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import {
  checkPersonalInfo,
  type PersonalInfoField,
  type PersonalInfoForm,
} from '../../upload/personal-info-form.ts';
import { FormAlert } from './form-alert.tsx';
import { PersonalInfoChoice, type ChoiceField } from './personal-info-choice.tsx';
import { StepFooter } from './step-footer.tsx';

export interface PersonalInfoStepProps {
  modelId: string;
  form: PersonalInfoForm;
  onChange: (form: PersonalInfoForm) => void;
  onBack: () => void;
  onSaved: (model: Model) => void;
}

/** Step 2: who the headshots are of (spec 001 section 3, personal info payload). */
export function PersonalInfoStep({
  modelId,
  form,
  onChange,
  onBack,
  onSaved,
}: PersonalInfoStepProps) {
  const { t } = useTranslation();
  const api = useApi();
  const failureMessage = useFailureMessage();
  const [invalid, setInvalid] = useState<PersonalInfoField[]>([]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: PersonalInfoField, value: string) => {
    onChange({ ...form, [field]: value });
    setInvalid((fields) => fields.filter((f) => f !== field));
  };
  const error = (field: PersonalInfoField) =>
    invalid.includes(field) ? t(`upload.info.required.${field}`) : undefined;
  const fieldId = (field: PersonalInfoField) => `personal-${field}`;
  const optional = (field: PersonalInfoField) => (
    <>
      {t(`upload.info.${field}`)}{' '}
      <span className="font-normal text-gray-500">({t('upload.info.optional')})</span>
    </>
  );

  const choice = (field: ChoiceField) => (
    <PersonalInfoChoice
      field={field}
      id={fieldId(field)}
      label={field === 'bodyType' ? optional(field) : undefined}
      value={form[field]}
      onChange={(value) => set(field, value)}
      error={error(field)}
      required={field !== 'bodyType'}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const check = checkPersonalInfo(modelId, form);
    if (!check.ok) {
      setInvalid(check.invalid);
      const first = check.invalid[0];
      const field = first ? document.getElementById(fieldId(first)) : null;
      // Centred, so the fixed top bar does not cover it.
      field?.focus({ preventScroll: true });
      field?.scrollIntoView?.({ block: 'center' });
      return;
    }
    setSaving(true);
    try {
      const answer = await callOperation(api, savePersonalInfoRoute, { body: check.payload });
      onSaved(answer.data.model);
    } catch (caught) {
      setFailure(failureMessage(caught));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="mt-2">
      <p className="max-w-3xl text-sm leading-6 text-gray-700">{t('upload.info.intro')}</p>
      {invalid.length > 0 ? (
        <FormAlert className="mt-4">{t('upload.info.fixFields')}</FormAlert>
      ) : null}
      {failure ? <FormAlert className="mt-4">{failure}</FormAlert> : null}
      <div className="mt-6 grid max-w-3xl gap-5 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
        <TextInput
          id={fieldId('name')}
          label={t('upload.info.name')}
          value={form.name}
          onValueChange={(value) => set('name', value)}
          maxLength={100}
          autoComplete="name"
          required
          error={error('name')}
          wrapperClassName="sm:col-span-2"
        />
        {choice('age')}
        {choice('gender')}
        {choice('ethnicity')}
        {choice('eyeColor')}
        <TextInput
          id={fieldId('height')}
          label={optional('height')}
          hint={t('upload.info.heightHint')}
          value={form.height}
          onValueChange={(value) => set('height', value)}
          maxLength={20}
          error={error('height')}
        />
        <TextInput
          id={fieldId('weight')}
          label={optional('weight')}
          hint={t('upload.info.weightHint')}
          value={form.weight}
          onValueChange={(value) => set('weight', value)}
          maxLength={20}
          error={error('weight')}
        />
        {choice('bodyType')}
        {choice('glasses')}
      </div>
      <StepFooter>
        <Button variant="secondary" size="lg" onClick={onBack}>
          {t('upload.back')}
        </Button>
        <Button type="submit" size="lg" loading={saving}>
          {t('upload.info.save')}
        </Button>
      </StepFooter>
    </form>
  );
}
