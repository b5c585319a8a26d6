import type { z } from 'zod';
import { ApiError, readFailure } from './api-error.ts';

export interface ApiClientOptions {
  /** Origin of the API server; '' for same-origin calls from the browser. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  /** Extra headers for every call. */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
  /** The signed-in session (see token-manager.ts): its headers win over `headers`. */
  tokens?: {
    headers(): Promise<Record<string, string>>;
    withRetry<T>(call: () => Promise<T>): Promise<T>;
  };
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: S;
  signal?: AbortSignal;
}

/** Calls `/api` paths, validates answers with the shared schemas, throws ApiError on failure. */
export function createApiClient(options: ApiClientOptions) {
  // Looked up at each call, not at creation: a page's client outlives a swapped fetch.
  const doFetch: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send<S extends z.ZodType>(
    path: string,
    { method = 'GET', body, schema, signal }: RequestOptions<S>,
  ): Promise<z.infer<S>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(await options.headers?.()),
      ...(await options.tokens?.headers()),
    };
    // A FormData body (files) goes as multipart/form-data: fetch sets its boundary.
    const form = body instanceof FormData ? body : null;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    const res = await doFetch(`${options.baseUrl}/api${path}`, {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    });
    const json: unknown = (res.headers.get('content-type') ?? '').includes('application/json')
      ? await res.json().catch(() => null)
      : null;
    const failed = !res.ok || (json as { success?: unknown } | null)?.success === false;
    if (failed) {
      throw new ApiError({ status: res.status, statusText: res.statusText, ...readFailure(json) });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new ApiError({
        status: res.status,
        statusText: res.statusText,
        errorMessage: `Unexpected answer from ${method} /api${path}`,
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  // spec 001 section 4, token handling: each attempt takes the headers afresh, so a retry
  // after a token refresh sends the new idToken.
  function request<S extends z.ZodType>(
    path: string,
    init: RequestOptions<S>,
  ): Promise<z.infer<S>> {
    const { tokens } = options;
    return tokens ? tokens.withRetry(() => send(path, init)) : send(path, init);
  }

  return { request };
}

export type ApiClient = ReturnType<typeof createApiClient>;
