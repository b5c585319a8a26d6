import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, data, redirect, useLocation } from 'react-router';
import { adminMenuFor, canAccessAdminPath } from '@hs/domain/staff-menu';
import { Badge } from '@hs/ui/badge';
import { Button, buttonClasses } from '@hs/ui/button';
import { MenuIcon, XIcon } from '@hs/ui/icons';
import { ToastProvider } from '@hs/ui/toast';
import type { Route } from './+types/layout';
import { logout } from '../../auth/api.ts';
import { adminAccess, revalidateOnPathChange } from '../../auth/guards.ts';
import { DemoModeBanner } from '../../components/demo-mode-banner.tsx';
import { Logo } from '../../components/logo.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { withQueries } from '../../components/data-kit/query-provider.tsx';

// spec 001 section 4, Layout access: staff only, signed out to login; spec 001 section 2:
// white-label mode sends everyone to /. The menu is the table the API authorizes with.
export function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const access = adminAccess(
    context.viewer ?? null,
    url,
    context.parameters?.whiteLabelMode.enabled ?? false,
  );
  if ('redirect' in access) throw redirect(access.redirect);
  const { role } = access;
  const menu = adminMenuFor(role).map(({ id, href, title }) => ({ id, href, title }));
  const staff = { role, name: context.viewer?.name || context.viewer?.email || '', menu };
  return data(staff, { status: canAccessAdminPath(role, url.pathname) ? 200 : 403 });
}

export const shouldRevalidate = revalidateOnPathChange;

export type StaffData = Awaited<ReturnType<typeof loader>>['data'];

function Forbidden({ role }: { role: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <title>{`${t('admin.forbidden.title')} · ${t('admin.title')}`}</title>
      <p className="text-base font-semibold text-red-700">{t('admin.forbidden.code')}</p>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {t('admin.forbidden.title')}
      </h1>
      <p className="mt-4 text-base leading-7 text-gray-600">
        {t('admin.forbidden.body', { role })}
      </p>
      <Link to="/admin" className={buttonClasses('secondary', 'md', 'mt-8')}>
        {t('admin.forbidden.back')}
      </Link>
    </section>
  );
}

function Sidebar({ staff, onNavigate }: { staff: StaffData; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-full flex-col p-4">
      {/* The shared logo at text-base and 28px fits the 200px sidebar on one line. */}
      <Link
        to="/admin"
        onClick={onNavigate}
        className="rounded-md focus-visible:outline-2 focus-visible:outline-brand-600 [&_svg]:size-7 [&>span]:text-base"
      >
        <Logo />
      </Link>
      <div className="mt-4 rounded-lg bg-gray-50 px-3 py-2">
        <p className="truncate text-sm font-medium text-gray-900">{staff.name}</p>
        <p className="mt-1 flex items-center gap-2 text-xs text-gray-500">
          {t('admin.staffRole')}
          <Badge tone="info" data-staff-role={staff.role}>
            {staff.role}
          </Badge>
        </p>
      </div>
      <nav aria-label={t('admin.nav')} className="mt-4">
        <ul className="flex flex-col gap-0.5">
          {staff.menu.map((item) => (
            <li key={item.id}>
              <NavLink
                to={item.href}
                end={item.href === '/admin'}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900'}`
                }
              >
                {item.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-col gap-1 border-t border-gray-200 pt-4">
        <Link
          to="/"
          className="rounded-md px-3 py-1.5 text-sm text-gray-700 hover:bg-gray-100 hover:text-gray-900"
        >
          {t('admin.toSite')}
        </Link>
        <Button variant="ghost" size="sm" className="justify-start" onClick={() => void logout()}>
          {t('admin.logout')}
        </Button>
      </div>
    </div>
  );
}

// spec 001 section 2: admin layout with a 200px sidebar, hidden on small screens.
function AdminLayout({ loaderData: staff }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // The layout's data stays while its pages change, so access is checked against this path.
  const allowed = canAccessAdminPath(staff.role, pathname);

  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <ToastProvider labels={{ dismiss: t('admin.toast.dismiss'), region: t('admin.toast.region') }}>
      <div
        data-hydrated={hydrated ? '' : undefined}
        className="min-h-screen bg-gray-50 text-gray-900 md:flex"
      >
        <div className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-gray-200 bg-white px-4 md:hidden">
          <button
            type="button"
            aria-expanded={open}
            aria-controls="admin-sidebar"
            aria-label={t('admin.openMenu')}
            onClick={() => setOpen(true)}
            className="-ml-2 rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <MenuIcon className="size-6" />
          </button>
          <span className="font-semibold">{t('admin.title')}</span>
          <Badge tone="info" className="ml-auto">
            {staff.role}
          </Badge>
        </div>
        {open ? (
          <button
            type="button"
            aria-label={t('admin.closeMenu')}
            onClick={() => setOpen(false)}
            className="fixed inset-0 z-30 bg-gray-900/40 md:hidden"
          />
        ) : null}
        <aside
          id="admin-sidebar"
          className={`${open ? 'fixed inset-y-0 left-0 z-40 block w-64 shadow-xl' : 'hidden'} overflow-y-auto border-r border-gray-200 bg-white md:sticky md:top-0 md:block md:h-screen md:w-[200px] md:shrink-0 md:shadow-none`}
        >
          {open ? (
            <button
              type="button"
              aria-label={t('admin.closeMenu')}
              onClick={() => setOpen(false)}
              className="absolute top-3 right-3 rounded-md p-1.5 text-gray-500 hover:bg-gray-100 md:hidden"
            >
              <XIcon className="size-5" />
            </button>
          ) : null}
          <Sidebar staff={staff} onNavigate={() => setOpen(false)} />
        </aside>
        <div className="min-w-0 flex-1">
          <DemoModeBanner />
          <main id="main" className="p-4 pb-16 sm:p-8">
            {allowed ? <Outlet /> : <Forbidden role={staff.role} />}
          </main>
        </div>
      </div>
    </ToastProvider>
  );
}

export default withQueries(AdminLayout);
