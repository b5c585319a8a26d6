import { useSyncExternalStore } from 'react';
import { NavLink, Outlet, redirect } from 'react-router';
import { ToastProvider } from '@hs/ui/toast';
import type { Route } from './+types/layout';
import { designSystemRedirect } from '../../auth/guards.ts';
import { DESIGN_SYSTEM_PAGES, designSystemHref } from './pages.ts';

const subscribe = () => () => {};

// Staff tooling for admin and dev only (spec 001 section 2 and 6); signed out goes to login.
export function loader({ context, request }: Route.LoaderArgs) {
  const to = designSystemRedirect(context.viewer ?? null, new URL(request.url));
  if (to) throw redirect(to);
  return null;
}

export default function DesignSystemLayout() {
  // data-hydrated tells journeys the buttons are live; before hydration a click does nothing.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <ToastProvider>
      <div
        data-hydrated={hydrated ? '' : undefined}
        className="min-h-screen bg-gray-50 text-gray-900 md:flex"
      >
        <nav
          aria-label="Design system"
          className="border-b border-gray-200 bg-white md:w-[200px] md:shrink-0 md:border-r md:border-b-0"
        >
          <div className="p-4 md:sticky md:top-0">
            <p className="mb-3 text-xs font-semibold tracking-wide text-gray-500 uppercase">
              Design system
            </p>
            <ul className="flex flex-wrap gap-1 md:flex-col">
              {DESIGN_SYSTEM_PAGES.map(({ path, title }) => (
                <li key={path}>
                  <NavLink
                    end
                    to={designSystemHref(path)}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-gray-700 hover:bg-gray-100'}`
                    }
                  >
                    {title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <main className="min-w-0 flex-1 p-4 pb-16 sm:p-8 sm:pb-24">
          <Outlet />
        </main>
      </div>
    </ToastProvider>
  );
}
