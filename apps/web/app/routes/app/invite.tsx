import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { acceptInviteRoute, getInviteRoute } from '@hs/contracts/organization';
import { localizePath } from '@hs/domain/locale';
import { Button } from '@hs/ui/button';
import { Spinner } from '@hs/ui/spinner';
import { useApiMutation, useApiQuery, withQuery } from '../../components/data-kit/api-query.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';

const inviteSchema = getInviteRoute.responses[200].content['application/json'].schema;
const acceptSchema = acceptInviteRoute.responses[200].content['application/json'].schema;

// spec 000 section 2: /invite, an account page. The link names an e-mail invite
// (?invite=) or an open link (?link=); GET /invite says what it is for (and leaves the
// hshq_invite cookie), and accepting joins the organization in the invite's team.
export default function InvitePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const failureMessage = useFailureMessage();
  const [params] = useSearchParams();
  const ref = { invite: params.get('invite'), link: params.get('link') };
  const invite = useApiQuery(withQuery('/invite', ref), inviteSchema);
  const accept = useApiMutation(acceptSchema, {
    path: '/invite/accept',
    body: () => (ref.invite ? { invite: ref.invite } : ref.link ? { link: ref.link } : {}),
  });
  const data = invite.data?.data;
  return (
    <div className="mx-auto max-w-lg py-10">
      <title>{`${t('account.invite.title')} · Headshot Studio`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">
        {t('account.invite.title')}
      </h1>
      {invite.isPending ? (
        <p className="mt-6 flex items-center gap-2 text-gray-700" role="status">
          <Spinner /> {t('account.invite.loading')}
        </p>
      ) : invite.isError ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-red-800">
          {failureMessage(invite.error)}
        </p>
      ) : accept.isSuccess ? (
        <div className="mt-6 space-y-4" role="status">
          <p className="text-base text-gray-900">
            {t('account.invite.joined', { organization: data?.organizationName ?? '' })}
          </p>
          <Button onClick={() => window.location.assign(localizePath('/app/add', locale))}>
            {t('account.invite.start')}
          </Button>
        </div>
      ) : (
        <div className="mt-6 space-y-4">
          <p className="text-base text-gray-900">
            {data?.teamName
              ? t('account.invite.toTeam', {
                  organization: data.organizationName,
                  team: data.teamName,
                })
              : t('account.invite.to', { organization: data?.organizationName ?? '' })}
          </p>
          <p className="text-sm text-gray-600">{t('account.invite.paid')}</p>
          {accept.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {failureMessage(accept.error)}
            </p>
          ) : null}
          <Button loading={accept.isPending} onClick={() => accept.mutate(undefined)}>
            {t('account.invite.accept')}
          </Button>
        </div>
      )}
    </div>
  );
}
