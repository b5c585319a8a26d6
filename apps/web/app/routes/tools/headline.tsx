import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADLINE_MAX, linkedinHeadlines } from '@hs/domain/tools/linkedin-headline';
import { TextInput } from '@hs/ui/text-input';
import type { Route } from './+types/headline';
import { useLocale } from '../../hooks/use-locale.ts';
import { contentMeta } from '../public/parts/meta.ts';
import { CopyButton } from './parts/copy-button.tsx';
import { ResultPanel, ToolPage } from './parts/tool-page.tsx';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'tools.headline');
}

// spec 001 section 2, Tools: free-linkedin-headline-generator.
export default function LinkedinHeadlineGenerator() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, setForm] = useState({
    role: '',
    company: '',
    skills: '',
    audience: '',
    achievement: '',
  });
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  const headlines = linkedinHeadlines(form, locale);
  return (
    <ToolPage tool="headline" how="text">
      <div className="grid gap-8 lg:grid-cols-2">
        <form className="space-y-4" onSubmit={(e) => e.preventDefault()}>
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
            maxLength={100}
          />
          <TextInput
            label={t('tools.headline.achievement')}
            placeholder={t('tools.headline.achievementPlaceholder')}
            value={form.achievement}
            onValueChange={set('achievement')}
            maxLength={120}
          />
        </form>
        <ResultPanel ready={headlines.length > 0}>
          <ol className="space-y-3" data-testid="tool-result">
            {headlines.map((headline) => (
              <li key={headline} className="rounded-lg bg-slate-50 p-3">
                <p className="text-sm font-medium break-words text-slate-900">{headline}</p>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <span className="text-xs text-slate-500">
                    {t('tools.common.chars', { count: headline.length, max: HEADLINE_MAX })}
                  </span>
                  <CopyButton text={headline} />
                </div>
              </li>
            ))}
          </ol>
        </ResultPanel>
      </div>
    </ToolPage>
  );
}
