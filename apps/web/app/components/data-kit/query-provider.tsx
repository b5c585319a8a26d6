import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
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

/** Gives every page the typed query layer (api-query.ts); mounted once in root.tsx. */
export function QueryProvider({ children }: { children: ReactNode }) {
  // useState, not a module constant: a module-level client would be shared by every
  // request the server renders.
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
