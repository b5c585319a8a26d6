import { useTranslation } from 'react-i18next';
import { data, useLocation } from 'react-router';
import { localizePath, stripLocale } from '@hs/domain/locale';
import type { Route } from './+types/page';
import { ChangelogFeed } from '../../components/changelog/changelog-feed.tsx';
import { NotBuilt } from '../../components/not-built.tsx';
import { TEAM_MENU, type TeamMenuItem, teamHref, visibleTeamMenu } from '@hs/domain/team-menu';
import { useLocale } from '../../hooks/use-locale.ts';

/** The organization page a path names ('/de/app/admin/members' -> 'members'). */
function teamItem(pathname: string): TeamMenuItem | undefined {
  const path = stripLocale(pathname).replace(/\/+$/, '');
  return TEAM_MENU.find((item) => teamHref(item) === path);
}

// A page the sidebar hides (Bulk Upload without its feature flag) does not exist here.
export function loader({ request }: Route.LoaderArgs) {
  const item = teamItem(new URL(request.url).pathname);
  if (!item || !visibleTeamMenu(true).includes(item)) throw data(null, { status: 404 });
  return null;
}

export default function TeamPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const item = teamItem(useLocation().pathname) ?? 'dashboard';
  if (item === 'changelog') {
    return (
      <div className="space-y-6 py-8">
        <h1 className="text-2xl font-bold text-gray-900">{t('account.team.items.changelog')}</h1>
        <ChangelogFeed locale={locale} initial={null} />
      </div>
    );
  }
  return (
    <NotBuilt
      title={t(`account.team.items.${item}`)}
      badge={t('account.notBuilt.badge')}
      body={t('account.notBuilt.body')}
      detail={t('account.notBuilt.detail')}
      back={{
        to: localizePath('/app/admin', locale),
        label: t('account.team.dashboard.title'),
      }}
    />
  );
}
