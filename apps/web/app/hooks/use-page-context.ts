import { useRouteLoaderData } from 'react-router';
import { DEFAULT_PARAMETER_VALUES } from '@hs/contracts/parameter-values';
import type { PageContext } from '../load-context.ts';

/** The viewer and runtime switches the server resolved for this page (root loader). */
export function usePageContext(): PageContext {
  const data = useRouteLoaderData('root') as PageContext | undefined;
  return (
    data ?? {
      viewer: null,
      parameters: DEFAULT_PARAMETER_VALUES,
      oauthProviders: [],
    }
  );
}
