import { useTranslation } from 'react-i18next';
import { listInvitesRoute, listMembersRoute } from '@hs/contracts/organization';
import { listFinishedModelsRoute } from '@hs/contracts/organization-area';
import { Spinner } from '@hs/ui/spinner';
import { useApiQuery } from '../../components/data-kit/api-query.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';
import { useFailureMessage } from '../../upload/failure-message.ts';
import { AreaHeading } from './dashboard.tsx';

const membersAnswer = listMembersRoute.responses[200].content['application/json'].schema;
const invitesAnswer = listInvitesRoute.responses[200].content['application/json'].schema;
const modelsAnswer = listFinishedModelsRoute.responses[200].content['application/json'].schema;

type Kind = 'joined' | 'invited' | 'reminded' | 'finished';
interface Event {
  kind: Kind;
  email: string;
  at: string;
}

const DOT: Record<Kind, string> = {
  joined: 'bg-emerald-500',
  invited: 'bg-sky-500',
  reminded: 'bg-amber-500',
  finished: 'bg-brand-600',
};

// spec 001 section 2: /app/admin/notifications: what happened lately in the organization,
// read from its newest members, pending invites (and their reminders) and finished models.
export default function TeamNotifications() {
  const { t } = useTranslation();
  const locale = useLocale();
  const failureMessage = useFailureMessage();
  const self = usePageContext().viewer?.uid;
  const members = useApiQuery('/organization/members', membersAnswer);
  const invites = useApiQuery('/organization/invites', invitesAnswer);
  const models = useApiQuery('/organization/models', modelsAnswer);
  const failed = members.error ?? invites.error ?? models.error;
  const loaded = members.data && invites.data && models.data;
  const events: Event[] = loaded
    ? [
        ...members.data.data.members
          .filter((m) => m._id !== self)
          .map((m) => ({ kind: 'joined' as const, email: m.email, at: m.joinedAt })),
        ...invites.data.data.invites.flatMap((i) => [
          { kind: 'invited' as const, email: i.email, at: i.createdAt },
          ...i.reminders.map((r) => ({
            kind: 'reminded' as const,
            email: i.email,
            at: r.remindedAt,
          })),
        ]),
        ...models.data.data.models.map((m) => ({
          kind: 'finished' as const,
          email: m.email,
          at: m.finishedAt,
        })),
      ].sort((a, b) => b.at.localeCompare(a.at))
    : [];
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return (
    <div className="py-8 sm:py-10">
      <AreaHeading title={t('lead.notifications.title')} intro={t('lead.notifications.intro')} />
      <div className="mt-8">
        {failed ? (
          <p role="alert" className="text-sm text-red-700">
            {failureMessage(failed)}
          </p>
        ) : !loaded ? (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
            <Spinner size="sm" />
          </p>
        ) : events.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center text-sm text-gray-600">
            {t('lead.notifications.empty')}
          </p>
        ) : (
          <ol className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white shadow-sm">
            {events.map((event, i) => (
              <li
                key={`${event.kind}-${event.email}-${event.at}-${i}`}
                className="flex items-start gap-3 px-5 py-3"
              >
                <span
                  aria-hidden="true"
                  className={`mt-1.5 size-2 shrink-0 rounded-full ${DOT[event.kind]}`}
                />
                <div className="min-w-0">
                  <p className="text-sm break-words text-gray-900">
                    {t(`lead.notifications.${event.kind}`, { email: event.email })}
                  </p>
                  <p className="text-xs text-gray-500">
                    <time dateTime={event.at}>{when(event.at)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
