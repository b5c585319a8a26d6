import { useTranslation } from 'react-i18next';
import { Spinner } from '@hs/ui/spinner';
import {
  FinishedModels,
  InvitesTable,
  MembersTable,
  StatsTiles,
} from '../../components/team-area/members-panels.tsx';
import { useOrganization, useSelectedTeam } from '../../components/team-area/organization-data.tsx';
import { useFailureMessage } from '../../upload/failure-message.ts';

/** The page's heading and the team the sidebar selected. */
export function AreaHeading({
  title,
  intro,
  filtered = false,
}: {
  title: string;
  intro?: string;
  /** The page's lists follow the sidebar's team: say which. */
  filtered?: boolean;
}) {
  const { t } = useTranslation();
  const { organization } = useOrganization();
  const { team } = useSelectedTeam(organization);
  return (
    <header>
      <title>{`${title} · Headshot Studio`}</title>
      <p className="text-sm font-semibold text-brand-700">
        {organization?.name ?? t('account.team.yourOrganization')}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
      {intro ? <p className="mt-3 max-w-3xl text-base leading-7 text-gray-700">{intro}</p> : null}
      {organization && filtered ? (
        <p className="mt-2 text-sm text-gray-600" data-team-filter={team?.id ?? ''}>
          {team
            ? t('lead.dashboard.filteredBy', { team: team.name })
            : t('lead.dashboard.allTeams')}
        </p>
      ) : null}
    </header>
  );
}

/** Loading and error states of the organization every area page needs. */
export function WithOrganization({
  children,
}: {
  children: (o: NonNullable<ReturnType<typeof useOrganization>['organization']>) => React.ReactNode;
}) {
  const query = useOrganization();
  const failureMessage = useFailureMessage();
  if (query.isError) {
    return (
      <p role="alert" className="mt-8 text-sm text-red-700">
        {failureMessage(query.error)}
      </p>
    );
  }
  if (!query.organization) {
    return (
      <p role="status" className="mt-8 flex items-center gap-3 text-sm text-gray-600">
        <Spinner size="sm" />
      </p>
    );
  }
  return <>{children(query.organization)}</>;
}

// spec 001 sections 2 and 3: the organization dashboard: stats, members, pending invites
// and finished models, each paged and filtered by the team the sidebar selected.
export default function TeamDashboard() {
  const { t } = useTranslation();
  const { organization } = useOrganization();
  const { teamId } = useSelectedTeam(organization);
  return (
    <div className="py-8 sm:py-10">
      <AreaHeading title={t('lead.dashboard.title')} intro={t('lead.dashboard.intro')} filtered />
      <WithOrganization>
        {(o) => (
          <>
            <StatsTiles />
            <FinishedModels key={`m${teamId}`} organization={o} teamId={teamId} />
            <MembersTable key={`p${teamId}`} organization={o} teamId={teamId} />
            <InvitesTable key={`i${teamId}`} organization={o} teamId={teamId} />
          </>
        )}
      </WithOrganization>
    </div>
  );
}
