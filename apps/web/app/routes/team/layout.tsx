import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, redirect } from 'react-router';
import { ChevronDownIcon } from '@hs/ui/icons';
import { ToastProvider } from '@hs/ui/toast';
import type { Route } from './+types/layout';
import { revalidateOnPathChange, teamRedirect } from '../../auth/guards.ts';
import { AppHeader } from '../../components/app-header.tsx';
import { DemoModeBanner, useDemoMode } from '../../components/demo-mode-banner.tsx';
import { TeamSelectionProvider } from '../../components/team-area/organization-data.tsx';
import { TeamSidebar } from '../../components/team-sidebar.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { withQueries } from '../../components/data-kit/query-provider.tsx';

// spec 001 section 4, Layout access: team leads only; no organization goes to team
// creation, other roles to /app with the refusal toast (shown by the customer layout).
export function loader({ context, request }: Route.LoaderArgs) {
  const to = teamRedirect(context.viewer ?? null, new URL(request.url));
  if (to) throw redirect(to);
  return null;
}

export const shouldRevalidate = revalidateOnPathChange;

// spec 001 section 2, Layouts: team-lead layout with the app header and the organization sidebar.
function TeamLayout() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const hasOrganization = Boolean(usePageContext().viewer?.user?.organizationId);
  const [open, setOpen] = useState(false);
  const demo = useDemoMode();
  return (
    <ToastProvider
      labels={{ dismiss: t('account.toast.dismiss'), region: t('account.toast.region') }}
    >
      <TeamSelectionProvider>
        <div
          data-hydrated={hydrated ? '' : undefined}
          className="min-h-screen bg-gray-50 text-gray-900"
        >
          <AppHeader />
          <DemoModeBanner className="mt-16" />
          <div
            className={`mx-auto max-w-7xl md:flex md:gap-8 md:px-6 lg:px-8 ${demo ? '' : 'pt-16'}`}
          >
            <aside className="border-b border-gray-200 bg-white md:sticky md:top-20 md:mt-6 md:max-h-[calc(100vh-6rem)] md:w-60 md:overflow-y-auto md:shrink-0 md:rounded-xl md:border md:shadow-sm">
              <button
                type="button"
                aria-expanded={open}
                aria-controls="team-sidebar"
                onClick={() => setOpen((o) => !o)}
                className="flex w-full items-center justify-between px-4 py-3 text-sm font-semibold text-gray-900 md:hidden"
              >
                {open ? t('account.team.closeMenu') : t('account.team.openMenu')}
                <ChevronDownIcon className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
              </button>
              <div id="team-sidebar" className={`${open ? 'block' : 'hidden'} md:block`}>
                <TeamSidebar hasOrganization={hasOrganization} onNavigate={() => setOpen(false)} />
              </div>
            </aside>
            <main id="main" className="min-w-0 flex-1 px-4 pb-16 sm:px-6 md:px-0">
              <Outlet />
            </main>
          </div>
        </div>
      </TeamSelectionProvider>
    </ToastProvider>
  );
}

export default withQueries(TeamLayout);
