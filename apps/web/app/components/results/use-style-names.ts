import { useCallback, useEffect, useState } from 'react';
import { listStylesRoute } from '@hs/contracts/onboarding';
import { useApi } from '../../hooks/use-api.ts';

const stylesSchema = listStylesRoute.responses[200].content['application/json'].schema;

/** Names of the catalogue's styles by id; an unknown id (or no answer) shows as itself. */
export function useStyleNames(): (id: string) => string {
  const api = useApi();
  const [names, setNames] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    let live = true;
    api
      .request('/styles/', { schema: stylesSchema })
      .then(({ data }) => {
        if (live) setNames(new Map(data.styles.map((s) => [s._id, s.name])));
      })
      // Only labels: without them the filter shows the style ids.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return useCallback((id: string) => names.get(id) ?? id, [names]);
}
