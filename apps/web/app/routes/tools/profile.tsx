import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BIO_MAX } from '@hs/domain/tools/linkedin-bio';
import { linkedinProfile } from '@hs/domain/tools/linkedin-profile';
import { TextInput } from '@hs/ui/text-input';
import type { Route } from './+types/profile';
import { useLocale } from '../../hooks/use-locale.ts';
import { contentMeta } from '../public/parts/meta.ts';
import {
  BioFields,
  EMPTY_BIO_FORM,
  ResultText,
  bioInput,
  type BioForm,
} from './parts/bio-fields.tsx';
import { ResultPanel, ToolPage } from './parts/tool-page.tsx';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'tools.profile');
}

// spec 001 section 2, Tools: free-linkedin-profile-generator.
export default function LinkedinProfileGenerator() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, setForm] = useState<BioForm>(EMPTY_BIO_FORM);
  const [location, setLocation] = useState('');
  const draft = linkedinProfile({ ...bioInput(form), location }, locale);
  return (
    <ToolPage tool="profile" how="text">
      <div className="grid gap-8 lg:grid-cols-2">
        <form className="space-y-4" onSubmit={(e) => e.preventDefault()}>
          <BioFields form={form} onChange={setForm} />
          <TextInput
            label={t('tools.profile.location')}
            value={location}
            onValueChange={setLocation}
            maxLength={100}
          />
        </form>
        <ResultPanel ready={draft !== null}>
          {draft ? (
            <div className="space-y-6" data-testid="tool-result">
              <ResultText title={t('tools.profile.headline')} text={draft.headline} />
              {draft.alternativeHeadlines.length ? (
                <div>
                  <h3 className="text-sm font-semibold text-slate-900">
                    {t('tools.profile.alternatives')}
                  </h3>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                    {draft.alternativeHeadlines.map((h) => (
                      <li key={h} className="break-words">
                        {h}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <ResultText title={t('tools.profile.about')} text={draft.about} max={BIO_MAX} />
              {draft.skills.length ? (
                <ResultText title={t('tools.profile.skills')} text={draft.skills.join(', ')} />
              ) : null}
              {draft.profileUrl ? (
                <ResultText title={t('tools.profile.url')} text={draft.profileUrl} />
              ) : null}
              <div>
                <h3 className="text-sm font-semibold text-slate-900">
                  {t('tools.profile.checklist')}
                </h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {draft.checklist.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </div>
          ) : null}
        </ResultPanel>
      </div>
    </ToolPage>
  );
}
