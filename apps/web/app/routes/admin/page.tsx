import { useTranslation } from 'react-i18next';
import { data, useLocation } from 'react-router';
import { ADMIN_MENU } from '@hs/domain/staff-menu';
import type { Route } from './+types/page';
import { NotBuilt } from '../../components/not-built.tsx';

/** The menu item a back-office path belongs to: the longest href it is at or under. */
function menuItem(pathname: string) {
  const path = pathname.replace(/\/+$/, '');
  return ADMIN_MENU.filter(
    (item) => item.href !== '/admin' && (path === item.href || path.startsWith(`${item.href}/`)),
  ).sort((a, b) => b.href.length - a.href.length)[0];
}

// An /admin path outside the menu is no page at all.
export function loader({ request }: Route.LoaderArgs) {
  if (!menuItem(new URL(request.url).pathname)) throw data(null, { status: 404 });
  return null;
}

export default function AdminPage() {
  const { t } = useTranslation();
  const title = menuItem(useLocation().pathname)?.title ?? t('admin.title');
  return (
    <NotBuilt
      title={title}
      badge={t('admin.home.notBuilt')}
      body={t('admin.notBuilt.body')}
      back={{ to: '/admin', label: t('admin.notBuilt.back') }}
    />
  );
}
