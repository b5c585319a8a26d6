/**
 * The JSON API called in process by the server (apps/api/src/page-api.ts puts `api` in
 * every page's load context). Absent under `npm run dev`, where loaders get null.
 */
export type PageApi = (path: string) => Promise<Response>;

export function pageApiOf(context: unknown): PageApi | null {
  const api = (context as { api?: unknown } | null | undefined)?.api;
  return typeof api === 'function' ? (api as PageApi) : null;
}

/** A GET of the API from a loader: the status and JSON body, or null without a server. */
export async function getFromApi<T>(
  context: unknown,
  path: string,
): Promise<{ status: number; body: T } | null> {
  const api = pageApiOf(context);
  if (!api) return null;
  const res = await api(path);
  return { status: res.status, body: (await res.json()) as T };
}
