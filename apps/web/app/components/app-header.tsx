import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { Button } from '@hs/ui/button';
import { MenuIcon, XIcon } from '@hs/ui/icons';
import { logout } from '../auth/api.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { usePageContext } from '../hooks/use-page-context.ts';
import { Logo } from './logo.tsx';
import { ChangelogBadge } from './changelog/changelog-badge.tsx';
import { useChangelogUnseen } from './changelog/use-changelog.ts';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  /** Unseen changelog entries: a count badge, hidden at 0. */
  unseen?: number | null;
}

function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const { viewer } = usePageContext();
  const unseen = useChangelogUnseen();
  const user = viewer?.user;
  // Anonymous visitors may open only a few /app pages, none of these (spec 000 section 4).
  if (!user || viewer.isAnonymous) return [];
  const items: NavItem[] = [
    { to: localizePath('/app', locale), label: t('account.header.dashboard'), end: true },
    { to: localizePath('/profile', locale), label: t('account.header.profile') },
  ];
  if (user.role === 'TeamLead' && user.organizationId) {
    items.push({ to: localizePath('/app/admin', locale), label: t('account.header.organization') });
  }
  if (user.adminRole) items.push({ to: '/admin', label: t('account.header.backOffice') });
  items.push({ to: localizePath('/changelog', locale), label: t('changelog.navLink'), unseen });
  return items;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900'}`;

/**
 * The fixed top bar of signed-in pages (spec 001 section 2, Layouts): logo, account
 * navigation, who is signed in and Logout; on phones the links fold into a menu.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { viewer } = usePageContext();
  const [open, setOpen] = useState(false);
  const items = useNavItems();
  const anonymous = !viewer || viewer.isAnonymous;
  const name = anonymous ? t('account.header.guest') : viewer.name || viewer.email;
  const home = localizePath(anonymous ? '/team-member' : '/app', locale);

  const who = (align: 'text-left' | 'text-right') => (
    <span className={`min-w-0 leading-tight ${align}`}>
      <span className="block truncate text-sm font-medium text-gray-900">{name}</span>
      {!anonymous && viewer.name ? (
        <span className="block truncate text-xs text-gray-500">{viewer.email}</span>
      ) : null}
    </span>
  );
  const logoutButton = (
    <Button variant="secondary" size="sm" onClick={() => void logout()}>
      {t('account.header.logout')}
    </Button>
  );

  return (
    <header className="fixed inset-x-0 top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={home}
          aria-label={t('account.header.home')}
          className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Logo />
        </Link>
        {items.length > 0 ? (
          <nav aria-label={t('account.header.nav')} className="hidden md:block">
            <ul className="flex items-center gap-1">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={linkClass}>
                    {item.label}
                    <ChangelogBadge unseen={item.unseen} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="ml-auto hidden items-center gap-4 md:flex">
          {who('text-right')}
          {logoutButton}
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="app-menu"
          aria-label={open ? t('account.header.closeMenu') : t('account.header.openMenu')}
          onClick={() => setOpen((o) => !o)}
          className="ml-auto rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
        >
          {open ? <XIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </div>
      {open ? (
        <div id="app-menu" className="border-t border-gray-200 bg-white px-4 pt-2 pb-4 md:hidden">
          {items.length > 0 ? (
            <nav aria-label={t('account.header.nav')}>
              <ul className="flex flex-col gap-1">
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.end}
                      onClick={() => setOpen(false)}
                      className={(state) => `block ${linkClass(state)}`}
                    >
                      {item.label}
                      <ChangelogBadge unseen={item.unseen} />
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="mt-3 flex items-center justify-between gap-4 border-t border-gray-100 pt-3">
            {who('text-left')}
            {logoutButton}
          </div>
        </div>
      ) : null}
    </header>
  );
}
