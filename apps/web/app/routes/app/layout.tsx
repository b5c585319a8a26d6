import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, redirect, useSearchParams } from 'react-router';
import { ToastProvider, useToast } from '@hs/ui/toast';
import type { Route } from './+types/layout';
import {
  NOT_AUTHORIZED_NOTICE,
  customerRedirect,
  revalidateOnPathChange,
} from '../../auth/guards.ts';
import { AppHeader } from '../../components/app-header.tsx';
import { DemoModeBanner, useDemoMode } from '../../components/demo-mode-banner.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { withQueries } from '../../components/data-kit/query-provider.tsx';

// spec 001 section 4, Layout access: signed out goes to login with the encoded path;
// spec 000 section 4: anonymous visitors only on /app/results, /app/upload, /app/vote.
export function loader({ context, request }: Route.LoaderArgs) {
  const to = customerRedirect(context.viewer ?? null, new URL(request.url));
  if (to) throw redirect(to);
  return null;
}

export const shouldRevalidate = revalidateOnPathChange;

/** spec 001 section 8: the team area refused a non-lead; say so once, then tidy the URL. */
function NotAuthorizedNotice() {
  const { t } = useTranslation();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const shown = useRef(false);
  const notice = params.get('notice');
  useEffect(() => {
    if (notice !== NOT_AUTHORIZED_NOTICE) {
      shown.current = false;
      return;
    }
    if (!shown.current) toast.error(t('account.notAuthorized'));
    shown.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('notice');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [notice, setParams, toast, t]);
  return null;
}

// spec 001 section 2, Layouts: customer layout with a fixed top bar and a print area.
function CustomerLayout() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const demo = useDemoMode();
  return (
    <ToastProvider
      labels={{ dismiss: t('account.toast.dismiss'), region: t('account.toast.region') }}
    >
      <NotAuthorizedNotice />
      <div
        data-hydrated={hydrated ? '' : undefined}
        className="min-h-screen bg-gray-50 text-gray-900"
      >
        <AppHeader />
        {/* Below the fixed header, the banner takes the header's place in the flow. */}
        <DemoModeBanner className="mt-16" />
        <main
          id="main"
          className={`mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8 print:p-0 ${demo ? '' : 'pt-16'}`}
        >
          <Outlet />
        </main>
        {/* spec: print area, where pages will render printable documents (invoices); empty until then. */}
        <div id="print-area" className="hidden print:block" />
      </div>
    </ToastProvider>
  );
}

export default withQueries(CustomerLayout);
