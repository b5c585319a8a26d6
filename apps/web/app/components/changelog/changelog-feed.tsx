import { useTranslation } from 'react-i18next';
import type { ChangelogEntry } from '@hs/contracts/changelog';
import type { Locale } from '@hs/domain/locale';
import { Badge } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { Spinner } from '@hs/ui/spinner';
import { formatPostDate } from '../../routes/public/blog.tsx';
import { useChangelogFeed } from './use-changelog.ts';
import { MarkdownBody } from '../site/markdown-body.tsx';

/** The changelog entries, newest first: on /changelog and the organization's Changelog page. */
export function ChangelogFeed({
  locale,
  initial,
}: {
  locale: Locale;
  initial: ChangelogEntry[] | null;
}) {
  const { t } = useTranslation();
  const { state, reload } = useChangelogFeed(locale, initial);
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'failed') {
    return (
      <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
        <p>{t('changelog.loadFailed')}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={reload}>
          {t('results.retry')}
        </Button>
      </div>
    );
  }
  if (state.entries.length === 0) {
    return (
      <p
        role="status"
        className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600"
      >
        {t('changelog.empty')}
      </p>
    );
  }
  return (
    <ol className="space-y-6" data-changelog-entries={state.entries.length}>
      {state.entries.map((entry) => (
        <li
          key={entry.id}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <article aria-labelledby={`changelog-${entry.id}`}>
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-500">
              <time dateTime={entry.publishedAt}>{formatPostDate(entry.publishedAt, locale)}</time>
              {state.unseenIds.has(entry.id) ? (
                <Badge tone="brand">{t('changelog.unseen')}</Badge>
              ) : null}
            </div>
            <h2
              id={`changelog-${entry.id}`}
              className="mt-1 text-xl font-semibold break-words text-slate-900"
            >
              {entry.title}
            </h2>
            {entry.locale !== locale ? (
              <p lang={locale} className="mt-1 text-xs text-slate-500">
                {t('changelog.onlyEnglish')}
              </p>
            ) : null}
            {entry.html ? (
              <MarkdownBody
                html={entry.html}
                lang={entry.locale}
                className="mt-3 space-y-3 leading-7 text-slate-700"
              />
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
