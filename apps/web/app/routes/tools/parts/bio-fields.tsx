import { useTranslation } from 'react-i18next';
import type { BioTone } from '@hs/domain/tools/linkedin-bio';
import { Select } from '@hs/ui/select';
import { TextInput } from '@hs/ui/text-input';
import { CopyButton } from './copy-button.tsx';

export interface BioForm {
  name: string;
  role: string;
  company: string;
  years: string;
  skills: string;
  audience: string;
  achievement: string;
  goal: string;
  tone: BioTone;
}

export const EMPTY_BIO_FORM: BioForm = {
  name: '',
  role: '',
  company: '',
  years: '',
  skills: '',
  audience: '',
  achievement: '',
  goal: '',
  tone: 'professional',
};

/** The fields the bio and profile generators share. */
export function BioFields({
  form,
  onChange,
}: {
  form: BioForm;
  onChange: (next: BioForm) => void;
}) {
  const { t } = useTranslation();
  const set = (key: keyof BioForm) => (value: string) => onChange({ ...form, [key]: value });
  return (
    <>
      <TextInput
        label={t('tools.bio.name')}
        value={form.name}
        onValueChange={set('name')}
        maxLength={100}
        autoComplete="name"
      />
      <TextInput
        label={t('tools.headline.role')}
        placeholder={t('tools.headline.rolePlaceholder')}
        value={form.role}
        onValueChange={set('role')}
        maxLength={100}
        required
      />
      <TextInput
        label={t('tools.headline.company')}
        value={form.company}
        onValueChange={set('company')}
        maxLength={100}
      />
      <TextInput
        label={t('tools.bio.years')}
        value={form.years}
        onValueChange={set('years')}
        numbersOnly
        maxLength={2}
        inputMode="numeric"
      />
      <TextInput
        label={t('tools.headline.skills')}
        hint={t('tools.headline.skillsHint')}
        value={form.skills}
        onValueChange={set('skills')}
        maxLength={300}
      />
      <TextInput
        label={t('tools.headline.audience')}
        placeholder={t('tools.headline.audiencePlaceholder')}
        value={form.audience}
        onValueChange={set('audience')}
        maxLength={150}
      />
      <TextInput
        label={t('tools.headline.achievement')}
        placeholder={t('tools.headline.achievementPlaceholder')}
        value={form.achievement}
        onValueChange={set('achievement')}
        maxLength={300}
      />
      <Select<BioTone>
        label={t('tools.bio.tone')}
        value={form.tone}
        onChange={(tone) => onChange({ ...form, tone })}
        options={[
          { value: 'professional', title: t('tools.bio.toneProfessional') },
          { value: 'friendly', title: t('tools.bio.toneFriendly') },
        ]}
      />
    </>
  );
}

export function bioInput(form: BioForm) {
  return { ...form, years: form.years ? Number(form.years) : null };
}

export function ResultText({ title, text, max }: { title: string; text: string; max?: number }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm leading-6 break-words whitespace-pre-line text-slate-800">
        {text}
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        {max ? (
          <span className="text-xs text-slate-500">
            {t('tools.common.chars', { count: text.length, max })}
          </span>
        ) : (
          <span />
        )}
        <CopyButton text={text} />
      </div>
    </div>
  );
}
