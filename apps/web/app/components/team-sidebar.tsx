import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { Team } from '@hs/contracts/organization';
import { localizePath } from '@hs/domain/locale';
import { Button } from '@hs/ui/button';
import { Dropdown } from '@hs/ui/dropdown';
import { UserGroupIcon } from '@hs/ui/icons';
import { logout } from '../auth/api.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { ChangelogBadge } from './changelog/changelog-badge.tsx';
import { useChangelogUnseen } from './changelog/use-changelog.ts';
import { useOrganization, useSelectedTeam } from './team-area/organization-data.tsx';
import { TeamIcon, TeamPopup } from './team-area/team-popup.tsx';
import { TeamSupportModal } from './team-area/team-support.tsx';
import {
  INTEGRATION_URL,
  showHavingTrouble,
  teamHref,
  visibleTeamMenu,
} from '@hs/domain/team-menu';

const ALL = '__all';
const CREATE = '__create';

/** The screen's height as the prompt's rule reads it; 0 before hydration. */
function useScreenHeight() {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const read = () => setHeight(window.innerHeight);
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, []);
  return height;
}

/**
 * The organization sidebar (spec 001 section 2): the view switcher (personal view or the
 * organization's name), the team dropdown (All members, each team, Create new team, an edit
 * button for a selected team), the area's pages with the Changelog badge, the integration
 * link, Logout, and 'Having trouble?' on screens taller than 768 px. With no organization
 * loaded only Dashboard shows.
 */
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
  const { organization } = useOrganization();
  const { team, setSelectedTeamId } = useSelectedTeam(organization);
  const [popup, setPopup] = useState<{ team: Team | null } | null>(null);
  const [chat, setChat] = useState(false);
  const height = useScreenHeight();
  const loaded = hasOrganization && Boolean(organization);
  const items = visibleTeamMenu(loaded, organization?.features);
  return (
    <div className="flex flex-col gap-4 p-4">
      <div
        role="group"
        aria-label={t('lead.sidebar.view')}
        className="rounded-lg border border-gray-200 p-1 text-sm"
      >
        <p
          aria-current="page"
          className="flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 font-semibold text-brand-800"
        >
          <UserGroupIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate" data-organization-name="">
            {organization?.name ?? t('account.team.yourOrganization')}
          </span>
        </p>
        <Link
          to={`${localizePath('/app', locale)}?lead=true`}
          onClick={onNavigate}
          className="mt-1 block rounded-md px-3 py-2 text-gray-700 hover:bg-gray-100 hover:text-gray-900"
        >
          {t('account.team.personalView')}
        </Link>
      </div>
      {loaded && organization ? (
        <div className="flex items-center gap-1">
          <Dropdown
            className="min-w-0 flex-1"
            triggerClassName="flex w-full items-center justify-between gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-800 hover:bg-gray-50"
            menuLabel={t('lead.sidebar.team')}
            selectedValue={team?.id ?? ALL}
            label={
              <span className="flex min-w-0 items-center gap-2" data-selected-team={team?.id ?? ''}>
                {team ? <TeamIcon icon={team.icon} /> : <UserGroupIcon className="size-4" />}
                <span className="truncate">{team?.name ?? t('lead.sidebar.allMembers')}</span>
              </span>
            }
            items={[
              { value: ALL, title: t('lead.sidebar.allMembers') },
              ...organization.teams.map((x) => ({
                value: x.id,
                title: x.name,
                icon: <TeamIcon icon={x.icon} />,
              })),
              { value: CREATE, title: t('lead.sidebar.createTeam'), classes: 'font-semibold' },
            ]}
            onSelect={(value) => {
              if (value === CREATE) setPopup({ team: null });
              else setSelectedTeamId(value === ALL ? null : value);
            }}
          />
          {team ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('lead.sidebar.editTeam', { name: team.name })}
              onClick={() => setPopup({ team })}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
                className="size-4"
              >
                <path
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  d="m16.9 4.6 2.5 2.5M4 20l4.2-.9 10.9-10.9a1.8 1.8 0 0 0-2.5-2.5L5.7 16.6 4 20Z"
                />
              </svg>
            </Button>
          ) : null}
        </div>
      ) : hasOrganization ? (
        <p className="px-3 text-xs text-gray-500">{t('lead.sidebar.loading')}</p>
      ) : null}
      <nav aria-label={t('account.team.nav')}>
        <ul className="flex flex-col gap-0.5">
          {items.map((item) => (
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
          {loaded ? (
            <li>
              <a
                href={INTEGRATION_URL}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded-md px-3 py-2 text-sm text-gray-700 hover:bg-gray-100 hover:text-gray-900"
              >
                {t('lead.sidebar.integration')} <span aria-hidden="true">↗</span>
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className="space-y-3 border-t border-gray-200 pt-4">
        {showHavingTrouble(height) ? (
          <div className="rounded-lg bg-teal-50 p-3 text-sm" data-having-trouble="">
            <p className="font-semibold text-teal-900">{t('lead.sidebar.havingTrouble')}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => setChat(true)}>
              {t('lead.sidebar.chatWithUs')}
            </Button>
          </div>
        ) : null}
        <Button variant="ghost" size="sm" fullWidth onClick={() => void logout()}>
          {t('account.header.logout')}
        </Button>
      </div>
      <TeamPopup
        open={popup !== null}
        team={popup?.team ?? null}
        onClose={() => setPopup(null)}
        onSaved={(_, saved) => {
          if (saved) setSelectedTeamId(saved.id);
        }}
        onDeleted={() => setSelectedTeamId(null)}
      />
      <TeamSupportModal open={chat} onClose={() => setChat(false)} />
    </div>
  );
}
