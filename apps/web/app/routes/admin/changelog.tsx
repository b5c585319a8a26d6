import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminChangelogRoute,
  adminCreateChangelogRoute,
  adminDeleteChangelogRoute,
  adminUpdateChangelogRoute,
  type StaffChangelogEntry,
} from '@hs/contracts/changelog';
import { CHANGELOG_BODY_MAX, CHANGELOG_TITLE_MAX } from '@hs/domain/changelog';
import { LOCALES, type Locale } from '@hs/domain/locale';
import { Button } from '@hs/ui/button';
import { DeleteConfirmButton } from '@hs/ui/delete-confirm-button';
import { TextInput } from '@hs/ui/text-input';
import { Textarea } from '@hs/ui/textarea';
import { useApiData } from '../../components/buying/use-api-data.ts';
import { answerSchema, callOperation } from '../../components/data-kit/operation.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { ActionResult, ApiDataState } from '../../components/buying/api-data-state.tsx';

type Texts = Record<Locale, string>;
const blank = (): Texts => ({ en: '', es: '', de: '' });

// spec 001 section 2: /admin/changelog (Changelog in the staff menu; section 6 says who).
export default function AdminChangelogPage() {
  const { t } = useTranslation();
  const api = useApi();
  const failureMessage = useFailureMessage();
  const list = useApiData(adminChangelogRoute.path, answerSchema(adminChangelogRoute));
  const [editing, setEditing] = useState<string | null>(null);
  const [title, setTitle] = useState<Texts>(blank);
  const [body, setBody] = useState<Texts>(blank);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const k = 'changelog.staff';
  const language = (locale: Locale) => t(`${k}.languages.${locale}`);

  function reset() {
    setEditing(null);
    setTitle(blank());
    setBody(blank());
  }

  function edit(entry: StaffChangelogEntry) {
    setEditing(entry.id);
    setTitle(entry.title);
    setBody(entry.body);
    setResult(null);
  }

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setResult(null);
    try {
      await action();
      setResult({ ok: true, text: t(done) });
      await list.reload();
    } catch (failure) {
      setResult({ ok: false, text: failureMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    run(
      async () => {
        await (editing
          ? callOperation(api, adminUpdateChangelogRoute, {
              params: { id: editing },
              body: { title, body },
            })
          : callOperation(api, adminCreateChangelogRoute, { body: { title, body } }));
        reset();
      },
      `${k}.${editing ? 'saved' : 'published'}`,
    );

  const remove = (id: string) =>
    run(async () => {
      await callOperation(api, adminDeleteChangelogRoute, { params: { id } });
      if (editing === id) reset();
    }, `${k}.removed`);

  return (
    <div className="max-w-4xl space-y-6">
      <title>{`${t(`${k}.title`)} · Headshot Studio`}</title>
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t(`${k}.title`)}</h1>
        <p className="mt-2 text-sm text-gray-700">{t(`${k}.intro`)}</p>
      </div>
      <form
        aria-label={t(`${k}.title`)}
        className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {LOCALES.map((locale) => (
          <fieldset key={locale} className="space-y-2" lang={locale}>
            <legend className="text-sm font-semibold text-gray-900">{language(locale)}</legend>
            <TextInput
              label={t(`${k}.titleField`, { language: language(locale) })}
              value={title[locale]}
              onValueChange={(v) => setTitle((old) => ({ ...old, [locale]: v }))}
              maxLength={CHANGELOG_TITLE_MAX}
              required={locale === 'en'}
            />
            <Textarea
              label={t(`${k}.bodyField`, { language: language(locale) })}
              value={body[locale]}
              onChange={(e) => {
                const v = e.target.value;
                setBody((old) => ({ ...old, [locale]: v }));
              }}
              maxLength={CHANGELOG_BODY_MAX}
              rows={4}
            />
          </fieldset>
        ))}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" loading={busy}>
            {t(`${k}.${editing ? 'save' : 'publish'}`)}
          </Button>
          {editing ? (
            <Button variant="ghost" onClick={reset}>
              {t(`${k}.cancel`)}
            </Button>
          ) : null}
        </div>
        <ActionResult result={result} />
      </form>
      <ApiDataState state={list.state} empty={t(`${k}.empty`)}>
        {(entries) => (
          <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-start gap-3 p-3 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-gray-900">{entry.title.en}</p>
                  <p className="text-xs text-gray-500">
                    {new Date(entry.publishedAt).toLocaleString('en')} ·{' '}
                    {t(`${k}.viewers`, { count: entry.viewers })}
                    {(['es', 'de'] as const)
                      .filter((l) => !entry.title[l])
                      .map((l) => ` · ${t(`${k}.untranslated`, { language: language(l) })}`)
                      .join('')}
                  </p>
                </div>
                <Button variant="secondary" size="sm" onClick={() => edit(entry)}>
                  {t(`${k}.edit`)}
                </Button>
                <DeleteConfirmButton
                  size="sm"
                  disabled={busy}
                  labels={{ idle: t(`${k}.remove`), confirm: t(`${k}.confirmRemove`) }}
                  onConfirm={() => void remove(entry.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </ApiDataState>
    </div>
  );
}
