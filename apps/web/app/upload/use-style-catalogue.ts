import { useCallback, useRef, useState } from 'react';
import { listStylesRoute, preselectedStylesRoute, type Style } from '@hs/contracts/onboarding';
import { useApi } from '../hooks/use-api.ts';
import { useFailureMessage } from './failure-message.ts';

const stylesSchema = listStylesRoute.responses[200].content['application/json'].schema;
const preselectedSchema = preselectedStylesRoute.responses[200].content['application/json'].schema;

export type StyleCatalogue =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; styles: Style[]; preselected: string[] }
  | { status: 'failed'; message: string };

/** The backdrop styles and the ones chosen for this user, loaded when first needed. */
export function useStyleCatalogue() {
  const api = useApi();
  const failureMessage = useFailureMessage();
  const [catalogue, setCatalogue] = useState<StyleCatalogue>({ status: 'idle' });
  const loading = useRef(false);

  const load = useCallback(async () => {
    if (loading.current) return null;
    loading.current = true;
    setCatalogue({ status: 'loading' });
    try {
      const [styles, preselected] = await Promise.all([
        api.request('/styles/', { schema: stylesSchema }),
        // Only a head start: without it the person simply picks themselves.
        api
          .request('/model/preselected-styles', { schema: preselectedSchema })
          .then((answer) => answer.data.styles)
          .catch(() => [] as string[]),
      ]);
      const ready = { status: 'ready' as const, styles: styles.data.styles, preselected };
      setCatalogue(ready);
      return ready;
    } catch (failure) {
      setCatalogue({ status: 'failed', message: failureMessage(failure) });
      return null;
    } finally {
      loading.current = false;
    }
  }, [api, failureMessage]);

  return { catalogue, load };
}
