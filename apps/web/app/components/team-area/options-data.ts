import { useMemo } from 'react';
import { listClothingRoute, listStylesRoute } from '@hs/contracts/onboarding';
import {
  getOrganizationSettingsRoute,
  getPreselectedOptionsRoute,
} from '@hs/contracts/organization-settings';
import { useApiQuery, withQuery } from '../data-kit/api-query.ts';

// The data of the lead's Settings, Backdrops and Clothing pages (issue 17 item 7).

const stylesAnswer = listStylesRoute.responses[200].content['application/json'].schema;
const clothingAnswer = listClothingRoute.responses[200].content['application/json'].schema;
const settingsAnswer =
  getOrganizationSettingsRoute.responses[200].content['application/json'].schema;
const preselectedAnswer =
  getPreselectedOptionsRoute.responses[200].content['application/json'].schema;

export const SETTINGS_PATH = '/organization/settings';
export const PRESELECTED_PATH = '/organization/team/preselected-options';

/** A backdrop or clothing item as the pages list it. */
export interface OptionItem {
  id: string;
  name: string;
  previewUrl?: string;
}

/** The catalogue's backdrops and clothing. */
export function useCatalogueOptions() {
  const styles = useApiQuery('/styles', stylesAnswer);
  const clothing = useApiQuery('/clothing', clothingAnswer);
  const data = useMemo(
    () =>
      styles.data && clothing.data
        ? {
            styles: styles.data.data.styles.map((s): OptionItem => ({
              id: s._id,
              name: s.name,
              previewUrl: s.previewUrl,
            })),
            clothing: clothing.data.data.map((c): OptionItem => ({ id: c._id, name: c.name })),
          }
        : undefined,
    [styles.data, clothing.data],
  );
  return {
    data,
    isError: styles.isError || clothing.isError,
    retry: () => {
      void styles.refetch();
      void clothing.refetch();
    },
  };
}

export function useOrganizationSettings() {
  return useApiQuery(SETTINGS_PATH, settingsAnswer);
}

/** A team's preselection (null: All members). */
export function usePreselected(teamId: string | null) {
  return useApiQuery(withQuery(PRESELECTED_PATH, { teamId }), preselectedAnswer);
}
