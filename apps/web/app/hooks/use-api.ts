import { useMemo } from 'react';
import type { ApiClient } from '@hs/client/api-client';
import { api, tokens } from '../auth/api.ts';
import { usePageContext } from './use-page-context.ts';

/**
 * The browser API client for this page's viewer. It tells the token manager who is signed
 * in right before each call: a layout's effect would run only after its pages' effects
 * (React runs children's effects first), too late for a page that fetches on mount.
 */
export function useApi(): ApiClient {
  const uid = usePageContext().viewer?.uid ?? null;
  return useMemo(
    () => ({
      request: (path, init) => {
        if (uid) tokens.signedIn(uid);
        return api.request(path, init);
      },
    }),
    [uid],
  );
}
