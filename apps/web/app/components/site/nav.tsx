import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { localizePath } from '@hs/domain/locale';
import { NAV_LEFT, NAV_RIGHT, navHref, type NavItem } from '@hs/domain/site-navigation';
import { cx as cn } from './cx.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { MENU_LINK, NavMenu } from './nav-menu.tsx';

const TOP_LINK =
  'inline-flex items-center rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 aria-[current=page]:text-teal-800';

/** A nav item's target in this page's language ('#pricing' stays an anchor). */
export function useNavTarget() {
  const locale = useLocale();
  const { pathname } = useLocation();
  return (item: NavItem) => {
    const href = navHref(item, pathname);
    return href.startsWith('#') ? href : localizePath(href, locale);
  };
}

function NavEntry({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const target = useNavTarget();
  if (item.children) {
    return (
      <NavMenu label={t(`site.${item.title}`)} panelClassName="max-h-[70vh] overflow-y-auto">
        <ul>
          {item.children.map((child) => (
            <li key={child.href}>
              <Link to={target(child)} className={MENU_LINK}>
                {t(`site.${child.title}`)}
              </Link>
            </li>
          ))}
        </ul>
      </NavMenu>
    );
  }
  const to = target(item);
  return to.startsWith('#') ? (
    <a href={to} className={TOP_LINK}>
      {t(`site.${item.title}`)}
    </a>
  ) : (
    <NavLink to={to} end className={TOP_LINK}>
      {t(`site.${item.title}`)}
    </NavLink>
  );
}

/** The header's main navigation, left and right groups (spec 000 section 2). */
export function MainNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('site.nav.main')} className={cn('flex items-center gap-x-1', className)}>
      <ul className="flex items-center gap-x-0.5">
        {NAV_LEFT.map((item) => (
          <li key={item.href}>
            <NavEntry item={item} />
          </li>
        ))}
      </ul>
      <span aria-hidden="true" className="mx-2 h-5 w-px bg-slate-200" />
      <ul className="flex items-center gap-x-0.5">
        {NAV_RIGHT.map((item) => (
          <li key={item.href}>
            <NavEntry item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
