import { useTranslation } from 'react-i18next';
import {
  InviteForm,
  InvitesTable,
  MembersTable,
} from '../../components/team-area/members-panels.tsx';
import { InviteLinksPanel } from '../../components/team-area/invite-links.tsx';
import { useOrganization, useSelectedTeam } from '../../components/team-area/organization-data.tsx';
import { AreaHeading, WithOrganization } from './dashboard.tsx';

// spec 001 section 2: /app/admin/members: invite by e-mail, the members (moved between
// teams here), the pending invites with their reminders, and the open invite links.
export default function TeamMembers() {
  const { t } = useTranslation();
  const { organization } = useOrganization();
  const { teamId } = useSelectedTeam(organization);
  return (
    <div className="py-8 sm:py-10">
      <AreaHeading title={t('lead.members.title')} filtered />
      <WithOrganization>
        {(o) => (
          <>
            <InviteForm key={`f${teamId}`} organization={o} teamId={teamId} />
            <MembersTable key={`p${teamId}`} organization={o} teamId={teamId} />
            <InvitesTable key={`i${teamId}`} organization={o} teamId={teamId} />
            <InviteLinksPanel organization={o} />
          </>
        )}
      </WithOrganization>
    </div>
  );
}
