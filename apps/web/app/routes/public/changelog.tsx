import { useTranslation } from 'react-i18next';
import type { ChangelogEntry } from '@hs/contracts/changelog';
import { localeFromPath } from '@hs/domain/locale';
import type { Route } from './+types/changelog';
import { ChangelogFeed } from '../../components/changelog/changelog-feed.tsx';
import { getFromApi } from '../../components/site/page-api.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { contentMeta } from './parts/meta.ts';
import { PageHero } from './parts/page-hero.tsx';

// spec 001 section 7 (/changelog/public): the signed-out copy, the same for every visitor of a
// language, so the page can be cached; a signed-in person's seen state loads in the browser.
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    const answer = await getFromApi<{ data?: { entries: ChangelogEntry[] } }>(
      context,
      `/api/changelog/public?locale=${locale}`,
    );
    if (answer?.status === 200 && answer.body.data) return { entries: answer.body.data.entries };
  } catch (failure) {
    console.warn('changelog fetch failed', failure);
  }
  return { entries: null };
}

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, 'changelog');
}

export default function Changelog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <PageHero title={t('changelog.title')} lead={t('changelog.intro')} />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <ChangelogFeed locale={locale} initial={loaderData.entries} />
      </div>
    </>
  );
}
