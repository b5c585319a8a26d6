import type { PageContext } from '@hs/contracts/page-context';

// The server (apps/api/src/page-context.ts) hands every page request its viewer and the
// runtime switches; loaders read them as `context`.
declare module 'react-router' {
  interface AppLoadContext extends PageContext {
    /** The nonce of this response's Content-Security-Policy, for the inline scripts it renders. */
    cspNonce?: string | undefined;
  }
}

export type { PageContext };
