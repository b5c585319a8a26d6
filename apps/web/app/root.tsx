import { lazy, Suspense, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ToastProvider } from '@hs/ui/toast';
import { firstIntent } from '@hs/ui/intent';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  type LinksFunction,
} from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameter-values';
import { stripLocale } from '@hs/domain/locale';
import type { Route } from './+types/root';
import { island, rootHasHydrated } from './components/island.tsx';
import { usePageContext } from './hooks/use-page-context.ts';
import type { PageContext } from './load-context.ts';
import { useLocale } from './hooks/use-locale.ts';
import { watchEarlyScroll } from './tracking/early-scroll.ts';
import { PageTextsData, usePageTexts } from './i18n/page-texts-provider.tsx';
import './app.css';

// Decision 040: only a staff member signed in as someone sees it; its contract (zod) and
// API call stay out of every other page's JavaScript.
const ImpersonationBanner = lazy(() =>
  import('./components/impersonation-banner.tsx').then((m) => ({ default: m.ImpersonationBanner })),
);

// Decision 042: screens that only some days show (their code loads when they do).
const MaintenanceScreen = lazy(() =>
  import('./components/maintenance-screen.tsx').then((m) => ({ default: m.MaintenanceScreen })),
);
const HolidayNotice = lazy(() =>
  import('./components/holiday-notice.tsx').then((m) => ({ default: m.HolidayNotice })),
);

// Decision 055: the error boundary's pages load when one is shown (the server and the web tests
// render them in place); an error page from the server stays as drawn until its code is in.
const errorPages = () => import('./components/error-pages.ts');
const notFound = island(() => errorPages().then((m) => m.NotFoundPage));
const failed = island(() => errorPages().then((m) => m.ErrorPage));
if (import.meta.env.SSR || import.meta.env.MODE === 'test') {
  await Promise.all([notFound.preload(), failed.preload()]);
}
const NotFoundPage = notFound.Component;
const ErrorPage = failed.Component;

// Decision 042: the support button comes with its code once the page is interactive (before
// that it could not open anything); for a signed-out visitor at their first action (decision
// 055: most only read the page, and a touch or key brings it at once). Page views
// and scroll depth are recorded from the browser only, so their code (and the arrival rules)
// loads once the page is interactive, not before its first paint.
const Tracking = lazy(() =>
  import('./tracking/tracking.tsx').then((m) => ({ default: m.Tracking })),
);
const SupportEntry = lazy(() =>
  import('./components/support/support-entry.tsx').then((m) => ({ default: m.SupportEntry })),
);

/** Whether this render is in the browser after hydration (false on the server and while hydrating). */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Whether the visitor has acted on the page yet (decision 055; false on the server). */
function useIntended(): boolean {
  const [intended, setIntended] = useState(false);
  useEffect(() => {
    let live = true;
    void firstIntent().then(() => live && setIntended(true));
    return () => {
      live = false;
    };
  }, []);
  return intended;
}

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// Staff must still reach sign-in and the back office to end maintenance.
const MAINTENANCE_EXEMPT = ['/admin', '/auth', '/design-system'];

function inMaintenance(context: PageContext, pathname: string): boolean {
  const path = stripLocale(pathname);
  return (
    context.parameters.maintenanceMode.enabled &&
    !MAINTENANCE_EXEMPT.some((p) => path === p || path.startsWith(`${p}/`))
  );
}

/** Every page gets the viewer and runtime switches the server resolved (PageContext). */
export function loader({ context, request }: Route.LoaderArgs) {
  // `npm run dev` (Vite alone) has no server context: signed out, no modes.
  const page: PageContext = {
    viewer: context.viewer ?? null,
    parameters: context.parameters ?? DEFAULT_PARAMETER_VALUES,
    oauthProviders: context.oauthProviders ?? [],
    countryCode: context.countryCode ?? null,
    payments: context.payments,
    parity: context.parity ?? 1,
    currency: context.currency ?? null,
    supportEmail: context.supportEmail ?? 'support@localhost',
  };
  const down = inMaintenance(page, new URL(request.url).pathname);
  return data(page, down ? { status: 503, headers: { 'retry-after': '3600' } } : undefined);
}

/**
 * Marks the page once React has hydrated it: this effect runs after every other one of the
 * first render, so a key or tap from then on reaches its handler (journeys wait for it); the
 * mark waits for the islands too (decision 049).
 */
function useHydrationMark() {
  useEffect(() => {
    // Decision 049: a page from the public page cache painted with its critical CSS inline;
    // the whole stylesheet, loaded meanwhile without blocking, applies from now on.
    for (const link of document.querySelectorAll<HTMLLinkElement>(
      'link[data-deferred-stylesheet]',
    )) {
      link.media = 'all';
    }
    rootHasHydrated();
    watchEarlyScroll(window.location.pathname);
  }, []);
}

export function Layout({ children }: { children: React.ReactNode }) {
  useHydrationMark();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  // Before anything renders a text (<Meta /> included): the page's texts only (decision 042).
  const routeIds = useMatches().map((m) => m.id);
  const { i18n, json } = usePageTexts(locale, routeIds, `${pathname}${search}${hash}`);
  return (
    <html lang={locale} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-full bg-white text-slate-900 antialiased">
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <PageTextsData json={json} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { t } = useTranslation();
  const context = usePageContext();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const intended = useIntended();
  if (inMaintenance(context, pathname)) {
    return (
      <>
        <Suspense fallback={null}>
          <MaintenanceScreen endsAt={context.parameters.maintenanceMode.endsAt} />
        </Suspense>
        {/* Staff signed in as someone can still stop (the back office is not theirs then). */}
        {context.viewer?.impersonatedBy ? (
          <Suspense fallback={null}>
            <ImpersonationBanner />
          </Suspense>
        ) : null}
      </>
    );
  }
  const { holidayMode } = context.parameters;
  return (
    <ToastProvider labels={{ dismiss: t('data.toast.dismiss'), region: t('data.toast.region') }}>
      {holidayMode.enabled ? (
        <Suspense fallback={null}>
          <HolidayNotice endsAt={holidayMode.endsAt} />
        </Suspense>
      ) : null}
      <Outlet />
      {hydrated ? (
        <Suspense fallback={null}>
          <Tracking />
        </Suspense>
      ) : null}
      {/* Staff signed in as someone do not write to support in their name (decision 037). */}
      {context.viewer?.impersonatedBy ? (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      ) : (context.viewer ? hydrated : intended) ? (
        <Suspense fallback={null}>
          <SupportEntry />
        </Suspense>
      ) : null}
    </ToastProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage />;
}
