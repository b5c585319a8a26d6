import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { ApiError } from '@hs/client/api-error';

/**
 * A fresh QueryClient. On the server each render gets its own (one visitor's data never
 * reaches another's page); in the browser one lives as long as the page (decision 018).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Data the server rendered or just loaded is not fetched again at once.
        staleTime: 30_000,
        // A 4xx will answer the same again; a dropped connection may not.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The page's client: in the browser one for the whole visit, shared by every provider (the
 * areas' layouts and the support popups), so moving between areas keeps the cache; on the
 * server (and in each test) a fresh one per render, as a module-level client would be
 * shared by every request the server renders.
 */
function pageClient(): QueryClient {
  if (import.meta.env.SSR || import.meta.env.MODE === 'test') return createQueryClient();
  return (browserClient ??= createQueryClient());
}

/**
 * Gives a subtree the typed query layer (api-query.ts): mounted by the layouts of the areas
 * that load through it (back office, customer, team) and by the support popups, not by the
 * root, so public pages ship no TanStack Query (decision 040).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(pageClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A route component inside a QueryProvider (the layouts of areas that load through it). */
export function withQueries<P extends object>(
  Component: ComponentType<P>,
): (props: P) => ReactElement {
  function WithQueries(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  return WithQueries;
}
