import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  getOrganizationRoute,
  organizationStatsRoute,
  type Organization,
} from '@hs/contracts/organization';
import { useApiQuery } from '../data-kit/api-query.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';

// The lead area's shared data (spec 001 section 3, Organization state and dashboard state):
// the organization through the query layer, and the team the sidebar's dropdown selected.

const organizationAnswer = getOrganizationRoute.responses[200].content['application/json'].schema;
const statsAnswer = organizationStatsRoute.responses[200].content['application/json'].schema;

/** Paths the area's writes mark stale. */
export const ORGANIZATION_PATHS = ['/organization'];

/** The lead's organization, or undefined while loading (and without one). */
export function useOrganization() {
  const user = usePageContext().viewer?.user;
  // Only a lead may read it (a member's call would be refused).
  const enabled = Boolean(user?.organizationId) && user?.role === 'TeamLead';
  const query = useApiQuery('/organization', organizationAnswer, { enabled });
  return { ...query, organization: query.data?.data.organization };
}

export function useOrganizationStats() {
  return useApiQuery('/organization/stats', statsAnswer);
}

interface TeamSelection {
  /** spec 001 section 3: selectedTeamId; null is All members. */
  selectedTeamId: string | null;
  setSelectedTeamId: (id: string | null) => void;
}

const TeamSelectionContext = createContext<TeamSelection>({
  selectedTeamId: null,
  setSelectedTeamId: () => undefined,
});

export function TeamSelectionProvider({ children }: { children: ReactNode }) {
  const [selectedTeamId, setSelectedTeamId] = useState<string | null>(null);
  const value = useMemo(() => ({ selectedTeamId, setSelectedTeamId }), [selectedTeamId]);
  return <TeamSelectionContext.Provider value={value}>{children}</TeamSelectionContext.Provider>;
}

/** The selected team (null: All members), dropped when the team no longer exists. */
export function useSelectedTeam(organization?: Organization) {
  const { selectedTeamId, setSelectedTeamId } = useContext(TeamSelectionContext);
  const team = organization?.teams.find((t) => t.id === selectedTeamId) ?? null;
  return { teamId: team ? team.id : null, team, setSelectedTeamId };
}
