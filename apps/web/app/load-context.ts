import type { PageContext } from '@hs/contracts/page-context';

// The server (apps/api/src/page-context.ts) hands every page request its viewer and the
// runtime switches; loaders read them as `context`.
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageContext {}
}

export type { PageContext };
