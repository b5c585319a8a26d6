import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '@hs/client/api-client';
import { useApi } from '../../hooks/use-api.ts';
import { usePageContext } from '../../hooks/use-page-context.ts';
import {
  callOperation,
  operationPath,
  type AnswerOf,
  type CallOf,
  type Operation,
} from './operation.ts';

// The one way the web loads and submits (decision 018): TanStack Query over the typed
// client, answers validated with the contract's schema. Keys are ['api', viewer, path]:
// one person's cache never answers another's, and an area is invalidated by its path.

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The query key of an /api path for a viewer. */
export const apiKey = (uid: string | null, path: string) => ['api', uid, path] as const;

/** Marks stale every cached answer whose path starts with one of `prefixes`. */
export function invalidateApi(client: QueryClient, ...prefixes: string[]): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'api' &&
      typeof queryKey[2] === 'string' &&
      prefixes.some((prefix) => (queryKey[2] as string).startsWith(prefix)),
  });
}

/** `path` with the defined, non-empty values of `query` as its search string. */
export function withQuery(
  path: string,
  query: Record<string, string | number | boolean | null | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export interface ApiQueryOptions {
  /** false: wait (e.g. until a dialog opens or a filter is chosen). */
  enabled?: boolean;
  /** Keep showing the last page's rows while the next page loads (paged tables). */
  keepPrevious?: boolean;
}

/** GET an /api path, validated by `schema`; loading, error and data as TanStack Query's. */
export function useApiQuery<S extends z.ZodType>(
  path: string,
  schema: S,
  { enabled = true, keepPrevious = false }: ApiQueryOptions = {},
) {
  const api = useApi();
  const uid = usePageContext().viewer?.uid ?? null;
  return useQuery({
    queryKey: apiKey(uid, path),
    queryFn: ({ signal }) => api.request(path, { schema, signal }) as Promise<z.infer<S>>,
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

export interface ApiMutationOptions<V> {
  method?: Method;
  /** The path, or how to make it from the variables (e.g. an id in the path). */
  path: string | ((variables: V) => string);
  /** The body, made from the variables; default: the variables themselves. */
  body?: (variables: V) => unknown;
  /** Cached paths to mark stale after success (prefixes). */
  invalidates?: string[];
}

/** A POST/PUT/PATCH/DELETE to /api, validated by `schema`; invalidates what it changed. */
export function useApiMutation<S extends z.ZodType, V = unknown>(
  schema: S,
  { method = 'POST', path, body, invalidates = [] }: ApiMutationOptions<V>,
) {
  const api: ApiClient = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) =>
      api.request(typeof path === 'function' ? path(variables) : path, {
        method,
        schema,
        body: body ? body(variables) : variables,
      }) as Promise<z.infer<S>>,
    onSuccess: () => (invalidates.length ? invalidateApi(client, ...invalidates) : undefined),
  });
}

/** GET a contract operation; keyed by its filled path, so `invalidateApi` prefixes still apply. */
export function useOperationQuery<R extends Operation>(
  route: R,
  call: CallOf<R>,
  { enabled = true, keepPrevious = false }: ApiQueryOptions = {},
) {
  const api = useApi();
  const uid = usePageContext().viewer?.uid ?? null;
  return useQuery({
    queryKey: apiKey(uid, operationPath(route, call)),
    queryFn: ({ signal }): Promise<AnswerOf<R>> => callOperation(api, route, { ...call, signal }),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

export interface OperationMutationOptions<R extends Operation, V> {
  /** The call (params, query, body) made from the variables. */
  call: (variables: V) => CallOf<R>;
  /** Cached paths to mark stale after success (prefixes). */
  invalidates?: string[];
}

/** A contract operation that changes something; invalidates what it changed. */
export function useOperationMutation<R extends Operation, V = void>(
  route: R,
  { call, invalidates = [] }: OperationMutationOptions<R, V>,
) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V): Promise<AnswerOf<R>> => callOperation(api, route, call(variables)),
    onSuccess: () => (invalidates.length ? invalidateApi(client, ...invalidates) : undefined),
  });
}
