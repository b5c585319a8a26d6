import { useCallback, useMemo, useState } from 'react';
import { listClothingRoute } from '@hs/contracts/onboarding';
import {
  getPreselectedOptionsRoute,
  type PreselectedOptionsAnswer,
} from '@hs/contracts/organization-settings';
import { allowsStyle } from '@hs/domain/organization-options';
import { useApi } from '../hooks/use-api.ts';
import { usePageContext } from '../hooks/use-page-context.ts';
import { useFailureMessage } from './failure-message.ts';
import { useStyleCatalogue, type StyleCatalogue } from './use-style-catalogue.ts';

const preselectedSchema =
  getPreselectedOptionsRoute.responses[200].content['application/json'].schema;
const clothingSchema = listClothingRoute.responses[200].content['application/json'].schema;

/** What a team member's lead chose: shown beside the backdrops (decision 034). */
export interface TeamChoice {
  /** The lead limits the backdrops. */
  limited: boolean;
  /** Names of the clothing the lead preselected. */
  clothing: string[];
}

type TeamState =
  | { status: 'none' }
  | { status: 'ready'; options: PreselectedOptionsAnswer; clothing: string[] }
  | { status: 'failed'; message: string };

/**
 * The backdrop catalogue as a person may pick from it (issue 17 item 7): for a TeamMember,
 * only the backdrops their team lead allows, starting from their team's preselection
 * (GET /organization/team/preselected-options); for anyone else the catalogue as it is.
 */
export function useTeamStyleCatalogue() {
  const api = useApi();
  const failureMessage = useFailureMessage();
  const isMember = usePageContext().viewer?.user?.role === 'TeamMember';
  const { catalogue, load: loadCatalogue } = useStyleCatalogue();
  const [team, setTeam] = useState<TeamState>({ status: 'none' });

  const loadTeam = useCallback(async () => {
    try {
      const { data } = await api.request('/organization/team/preselected-options', {
        schema: preselectedSchema,
      });
      const names = data.clothing.length
        ? await api.request('/clothing', { schema: clothingSchema }).then((answer) => {
            const byId = new Map(answer.data.map((c) => [c._id, c.name]));
            return data.clothing.map((id) => byId.get(id) ?? id);
          })
        : [];
      setTeam({ status: 'ready', options: data, clothing: names });
    } catch (failure) {
      setTeam({ status: 'failed', message: failureMessage(failure) });
    }
  }, [api, failureMessage]);

  const load = useCallback(async () => {
    await Promise.all([loadCatalogue(), isMember ? loadTeam() : null]);
  }, [loadCatalogue, loadTeam, isMember]);

  const filtered = useMemo((): StyleCatalogue => {
    if (!isMember || catalogue.status !== 'ready') return catalogue;
    if (team.status === 'failed') return { status: 'failed', message: team.message };
    if (team.status !== 'ready') return { status: 'loading' };
    const { allowedOptions, styles } = team.options;
    const offered = catalogue.styles.filter((s) => allowsStyle(allowedOptions, s._id));
    return {
      status: 'ready',
      styles: offered,
      preselected: styles.length
        ? styles
        : catalogue.preselected.filter((id) => allowsStyle(allowedOptions, id)),
    };
  }, [isMember, catalogue, team]);

  const choice: TeamChoice | null =
    team.status === 'ready'
      ? {
          limited:
            team.options.allowedOptions.styles !== null ||
            team.options.allowedOptions.combos.length > 0,
          clothing: team.clothing,
        }
      : null;

  return { catalogue: filtered, load, choice };
}
