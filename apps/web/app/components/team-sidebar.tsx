import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { Button } from '@hs/ui/button';
import { UserGroupIcon } from '@hs/ui/icons';
import { logout } from '../auth/api.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { ChangelogBadge } from './changelog/changelog-badge.tsx';
import { useChangelogUnseen } from './changelog/use-changelog.ts';
import { teamHref, visibleTeamMenu } from '@hs/domain/team-menu';

/** The organization sidebar: view switcher, the area's pages and Logout. */
export function TeamSidebar({
  hasOrganization,
  onNavigate,
}: {
  hasOrganization: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unseen = useChangelogUnseen();
  return (
    <div className="flex h-full flex-col gap-4 p-4">
      <div className="rounded-lg border border-gray-200 p-1 text-sm">
        <p className="flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 font-semibold text-brand-800">
          <UserGroupIcon className="size-4" />
          {t('account.team.yourOrganization')}
        </p>
        <Link
          to={`${localizePath('/app', locale)}?lead=true`}
          onClick={onNavigate}
          className="mt-1 block rounded-md px-3 py-2 text-gray-700 hover:bg-gray-100 hover:text-gray-900"
        >
          {t('account.team.personalView')}
        </Link>
      </div>
      <nav aria-label={t('account.team.nav')}>
        <ul className="flex flex-col gap-0.5">
          {visibleTeamMenu(hasOrganization).map((item) => (
            <li key={item}>
              <NavLink
                end
                to={localizePath(teamHref(item), locale)}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 text-sm ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900'}`
                }
              >
                {t(`account.team.items.${item}`)}
                {item === 'changelog' ? <ChangelogBadge unseen={unseen} /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto border-t border-gray-200 pt-4">
        <Button variant="ghost" size="sm" fullWidth onClick={() => void logout()}>
          {t('account.header.logout')}
        </Button>
      </div>
    </div>
  );
}
