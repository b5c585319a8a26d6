import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stopImpersonationRoute } from '@hs/contracts/staff-users';
import { Button } from '@hs/ui/button';
import { useApi } from '../hooks/use-api.ts';
import { usePageContext } from '../hooks/use-page-context.ts';
import { useFailureMessage } from '../upload/failure-message.ts';

const answer = stopImpersonationRoute.responses[200].content['application/json'].schema;

/**
 * Decision 037: on every page while an admin is signed in as someone, a bar that says so
 * and takes them back to their own session (and to that person's page in Users).
 */
export function ImpersonationBanner({
  leave = (to: string) => window.location.assign(to),
}: {
  /** Where the browser goes after stopping: a full load, so every part reads the new session. */
  leave?: (to: string) => void;
}) {
  const { t } = useTranslation();
  const viewer = usePageContext().viewer;
  const api = useApi();
  const failureMessage = useFailureMessage();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const by = viewer?.impersonatedBy;
  if (!viewer || !by) return null;

  async function stop() {
    setState({ busy: true, error: null });
    try {
      const done = await api.request(stopImpersonationRoute.path, {
        method: 'POST',
        schema: answer,
      });
      leave(done.restored ? done.backTo : '/auth/login');
    } catch (failure) {
      setState({ busy: false, error: failureMessage(failure) });
    }
  }

  // Fixed at the bottom: the signed-in layouts have a fixed bar at the top. The spacer
  // keeps the end of every page above it.
  return (
    <>
      <div aria-hidden="true" className="h-32 sm:h-14 print:hidden" />
      <div
        role="region"
        aria-label={t('people.impersonation.banner', { email: viewer.email })}
        className="fixed inset-x-0 bottom-0 z-[60] border-t-2 border-amber-400 bg-amber-100 px-4 py-2 text-sm text-amber-950 shadow-lg print:hidden"
        data-testid="impersonation-banner"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 [overflow-wrap:anywhere]">
            <strong>{t('people.impersonation.banner', { email: viewer.email })}</strong>{' '}
            {t('people.impersonation.by', { staff: by.email || by.uid })}
          </p>
          <Button size="sm" onClick={() => void stop()} loading={state.busy}>
            {state.busy ? t('people.impersonation.stopping') : t('people.impersonation.stop')}
          </Button>
        </div>
        {state.error ? (
          <p role="alert" className="mx-auto mt-1 max-w-7xl text-red-800">
            {state.error}
          </p>
        ) : null}
      </div>
    </>
  );
}
