import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { acceptInviteRoute, getInviteRoute } from '@hs/contracts/organization';
import { localizePath } from '@hs/domain/locale';
import { Button } from '@hs/ui/button';
import { UserGroupIcon } from '@hs/ui/icons';
import { LoadingOverlay } from '@hs/ui/loading-overlay';
import { Spinner } from '@hs/ui/spinner';
import { TextInput } from '@hs/ui/text-input';
import type { Route } from './+types/team-access';
import { useAnonymousStart } from '../auth/use-anonymous-start.ts';
import { AuthAlert } from '../components/auth-alert.tsx';
import { useApiMutation, useApiQuery, withQuery } from '../components/data-kit/api-query.ts';
import { withQueries } from '../components/data-kit/query-provider.tsx';
import { MemberCard } from '../components/member-card.tsx';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { usePageContext } from '../hooks/use-page-context.ts';
import { useFailureMessage } from '../upload/failure-message.ts';
import { contentMeta } from './public/parts/meta.ts';

export function meta(args: Route.MetaArgs) {
  return [...contentMeta(args, 'pagesTeams.member'), { name: 'robots', content: 'noindex' }];
}

const inviteSchema = getInviteRoute.responses[200].content['application/json'].schema;
const acceptSchema = acceptInviteRoute.responses[200].content['application/json'].schema;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** No code yet: a field for the one the team lead sent. */
function CodeForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        // A pasted link works as well as the code itself.
        const value = code.trim().split('/').pop()?.split('?')[0] ?? '';
        if (!CODE.test(value)) {
          setError(t('auth.teamAccess.badCode'));
          return;
        }
        void navigate(localizePath(`/team-access/${value}`, locale));
      }}
    >
      <TextInput
        label={t('auth.teamAccess.codeLabel')}
        hint={t('auth.teamAccess.codeHint')}
        value={code}
        onValueChange={setCode}
        maxLength={300}
        error={error}
        autoComplete="off"
      />
      <Button type="submit" size="lg" fullWidth>
        {t('auth.teamAccess.open')}
      </Button>
    </form>
  );
}

/**
 * The access link's page: what it is for, and Continue, which makes an anonymous account
 * (no e-mail sign-up), comes back here signed in and joins the link's organization and team.
 */
function Join({ code }: { code: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const failureMessage = useFailureMessage();
  const { viewer } = usePageContext();
  const [params] = useSearchParams();
  const upload = localizePath('/app/upload', locale);
  const back = `${localizePath(`/team-access/${encodeURIComponent(code)}`, locale)}?join=1`;
  const invite = useApiQuery(withQuery('/invite', { link: code }), inviteSchema);
  const accept = useApiMutation(acceptSchema, {
    path: '/invite/accept',
    body: () => ({ link: code }),
  });
  const details = invite.data?.data;
  const joining = useRef(false);

  function join() {
    if (joining.current) return;
    joining.current = true;
    accept.mutate(undefined, {
      onSuccess: () => window.location.assign(upload),
      onError: () => (joining.current = false),
    });
  }

  // Back from making the account: join at once (once; a refusal is shown, not retried).
  useEffect(() => {
    if (hydrated && params.get('join') === '1' && viewer?.user && details?.anonymousAccess) join();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, viewer?.user, details?.anonymousAccess]);

  const { start, busy, starting, error } = useAnonymousStart(back, join);

  if (invite.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner /> {t('auth.teamAccess.loading')}
      </p>
    );
  }
  if (invite.isError) {
    return (
      <div className="space-y-4">
        <AuthAlert>{failureMessage(invite.error)}</AuthAlert>
        <p className="text-sm text-slate-600">{t('auth.teamAccess.askLead')}</p>
      </div>
    );
  }
  if (!details?.anonymousAccess) {
    // An ordinary invite link: it needs a signed-up account, on the invite page.
    return (
      <div className="space-y-4">
        <AuthAlert>{t('errors.invite.needsAccount')}</AuthAlert>
        <Button
          size="lg"
          fullWidth
          onClick={() =>
            window.location.assign(
              `${localizePath('/invite', locale)}?link=${encodeURIComponent(code)}`,
            )
          }
        >
          {t('auth.teamAccess.openInvite')}
        </Button>
      </div>
    );
  }
  const shownError = error ?? (accept.isError ? failureMessage(accept.error) : null);
  return (
    <div className="space-y-5">
      {busy || accept.isPending ? <LoadingOverlay message={t('auth.teamAccess.joining')} /> : null}
      <p className="text-base text-slate-900" data-testid="team-access-target">
        {details.teamName
          ? t('auth.teamAccess.toTeam', {
              organization: details.organizationName,
              team: details.teamName,
            })
          : t('auth.teamAccess.to', { organization: details.organizationName })}
      </p>
      <p className="text-sm text-slate-600">{t('auth.teamAccess.noEmail')}</p>
      {shownError ? <AuthAlert>{shownError}</AuthAlert> : null}
      <Button
        size="lg"
        fullWidth
        loading={starting || busy || accept.isPending}
        disabled={!hydrated}
        onClick={() => void start()}
      >
        {t('auth.teamAccess.continue')}
      </Button>
    </div>
  );
}

// /team-access (spec 001 section 2, white-label routing keeps it reachable): an access link
// or code from the team lead gives an anonymous team-member account in the link's team,
// without an e-mail sign-up (decision 035).
function TeamAccess() {
  const { t } = useTranslation();
  const { code: fromPath } = useParams();
  const [params] = useSearchParams();
  const code = fromPath ?? params.get('code') ?? '';
  return (
    <MemberCard
      icon={<UserGroupIcon className="size-6" />}
      eyebrow={t('auth.teamMember.eyebrow')}
      title={t('auth.teamAccess.title')}
      subtitle={t('auth.teamAccess.body')}
      footer={null}
    >
      {CODE.test(code) ? <Join code={code} /> : <CodeForm />}
    </MemberCard>
  );
}

export default withQueries(TeamAccess);
