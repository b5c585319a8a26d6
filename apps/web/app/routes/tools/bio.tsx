import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BIO_MAX, linkedinBio } from '@hs/domain/tools/linkedin-bio';
import { TextInput } from '@hs/ui/text-input';
import type { Route } from './+types/bio';
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
  return contentMeta(args, 'tools.bio');
}

// spec 001 section 2, Tools: free-linkedin-bio-generator.
export default function LinkedinBioGenerator() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, setForm] = useState<BioForm>(EMPTY_BIO_FORM);
  const bio = linkedinBio(bioInput(form), locale);
  return (
    <ToolPage tool="bio" how="text">
      <div className="grid gap-8 lg:grid-cols-2">
        <form className="space-y-4" onSubmit={(e) => e.preventDefault()}>
          <BioFields form={form} onChange={setForm} />
          <TextInput
            label={t('tools.bio.goal')}
            placeholder={t('tools.bio.goalPlaceholder')}
            value={form.goal}
            onValueChange={(goal) => setForm({ ...form, goal })}
            maxLength={200}
          />
        </form>
        <ResultPanel ready={bio.long !== ''}>
          <div className="space-y-6" data-testid="tool-result">
            <ResultText title={t('tools.bio.short')} text={bio.short} max={300} />
            <ResultText title={t('tools.bio.long')} text={bio.long} max={BIO_MAX} />
          </div>
        </ResultPanel>
      </div>
    </ToolPage>
  );
}
