import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TEAM_PAGE_MAX_MEMBERS,
  teamPageHtml,
  type TeamMemberInput,
} from '@hs/domain/tools/team-page';
import { safeUrl } from '@hs/domain/tools/text';
import { Button } from '@hs/ui/button';
import { TextInput } from '@hs/ui/text-input';
import type { Route } from './+types/team';
import { contentMeta } from '../public/parts/meta.ts';
import { ColorField } from './parts/color-field.tsx';
import { CopyButton } from './parts/copy-button.tsx';
import { HtmlPreview } from './parts/html-preview.tsx';
import { ResultPanel, ToolPage } from './parts/tool-page.tsx';

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'tools.team');
}

interface Person extends Required<TeamMemberInput> {
  id: number;
}

let nextId = 1;
const newPerson = (): Person => ({
  id: nextId++,
  name: '',
  role: '',
  photoUrl: '',
  linkedin: '',
  bio: '',
});

// spec 001 section 2, Tools: free-team-page-generator. People in, an HTML section out.
export default function TeamPageGenerator() {
  const { t } = useTranslation();
  const [title, setTitle] = useState(() => t('tools.team.pageTitleDefault'));
  const [intro, setIntro] = useState('');
  const [color, setColor] = useState('#0f766e');
  const [people, setPeople] = useState<Person[]>(() => [newPerson()]);
  const update = (id: number, key: keyof TeamMemberInput, value: string) =>
    setPeople((list) => list.map((p) => (p.id === id ? { ...p, [key]: value } : p)));
  const html = teamPageHtml({ title, intro, color, members: people });
  const full = people.length >= TEAM_PAGE_MAX_MEMBERS;
  return (
    <ToolPage tool="team" how="html">
      <div className="grid gap-8 lg:grid-cols-2">
        <form className="space-y-4" onSubmit={(e) => e.preventDefault()}>
          <TextInput
            label={t('tools.team.pageTitle')}
            value={title}
            onValueChange={setTitle}
            maxLength={120}
          />
          <TextInput
            label={t('tools.team.intro')}
            value={intro}
            onValueChange={setIntro}
            maxLength={400}
          />
          <ColorField label={t('tools.team.color')} value={color} onChange={setColor} />
          {people.map((person, index) => (
            <fieldset key={person.id} className="space-y-3 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-900">
                {t('tools.team.person', { number: index + 1 })}
              </legend>
              <TextInput
                label={t('tools.team.name')}
                value={person.name}
                onValueChange={(v) => update(person.id, 'name', v)}
                maxLength={100}
              />
              <TextInput
                label={t('tools.team.role')}
                value={person.role}
                onValueChange={(v) => update(person.id, 'role', v)}
                maxLength={100}
              />
              <TextInput
                type="url"
                label={t('tools.team.photo')}
                hint={t('tools.team.photoHint')}
                value={person.photoUrl}
                onValueChange={(v) => update(person.id, 'photoUrl', v)}
                maxLength={500}
                error={
                  person.photoUrl.trim() && !safeUrl(person.photoUrl, 'web')?.startsWith('https://')
                    ? t('tools.team.photoHint')
                    : undefined
                }
              />
              <TextInput
                type="url"
                label={t('tools.team.linkedin')}
                value={person.linkedin}
                onValueChange={(v) => update(person.id, 'linkedin', v)}
                maxLength={200}
              />
              <TextInput
                label={t('tools.team.bio')}
                value={person.bio}
                onValueChange={(v) => update(person.id, 'bio', v)}
                maxLength={300}
              />
              {people.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setPeople((list) => list.filter((p) => p.id !== person.id))}
                >
                  {t('tools.team.remove')}
                  <span className="sr-only">
                    : {person.name || t('tools.team.person', { number: index + 1 })}
                  </span>
                </Button>
              ) : null}
            </fieldset>
          ))}
          {full ? (
            <p className="text-sm text-slate-600">
              {t('tools.team.max', { count: TEAM_PAGE_MAX_MEMBERS })}
            </p>
          ) : (
            <Button
              type="button"
              variant="secondary"
              onClick={() => setPeople((list) => [...list, newPerson()])}
            >
              {t('tools.team.add')}
            </Button>
          )}
        </form>
        <ResultPanel ready={html !== ''}>
          <div className="space-y-4" data-testid="tool-result">
            <h3 className="text-sm font-semibold text-slate-900">{t('tools.common.preview')}</h3>
            <HtmlPreview html={html} title={t('tools.common.preview')} height={420} />
            <CopyButton text={html} label={t('tools.common.copyHtml')} />
            <details>
              <summary className="cursor-pointer text-sm font-semibold text-slate-900">
                {t('tools.common.html')}
              </summary>
              <pre className="mt-2 max-h-60 overflow-auto rounded-lg bg-slate-900 p-3 text-xs whitespace-pre-wrap break-all text-slate-100">
                {html}
              </pre>
            </details>
          </div>
        </ResultPanel>
      </div>
    </ToolPage>
  );
}
