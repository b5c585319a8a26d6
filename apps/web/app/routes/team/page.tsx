import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { stripLocale } from '@hs/domain/locale';
import type { Route } from './+types/page';
import { ChangelogFeed } from '../../components/changelog/changelog-feed.tsx';
import { TEAM_MENU, type TeamMenuItem, teamHref } from '@hs/domain/team-menu';
import { useLocale } from '../../hooks/use-locale.ts';

/** The organization page a path names ('/de/app/admin/members' -> 'members'). */
function teamItem(pathname: string): TeamMenuItem | undefined {
  const path = stripLocale(pathname).replace(/\/+$/, '');
  return TEAM_MENU.find((item) => teamHref(item) === path);
}

// Every other item of the organization's menu has a page of its own (routes.ts); this one
// is the Changelog.
export function loader({ request }: Route.LoaderArgs) {
  if (teamItem(new URL(request.url).pathname) !== 'changelog') throw data(null, { status: 404 });
  return null;
}

export default function TeamPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="space-y-6 py-8">
      <h1 className="text-2xl font-bold text-gray-900">{t('account.team.items.changelog')}</h1>
      <ChangelogFeed locale={locale} initial={null} />
    </div>
  );
}
