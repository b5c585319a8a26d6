import { FreeHeadshotResponseSchema, type FreeHeadshot } from '@hs/contracts/tools';

export type FreeHeadshotAnswer =
  { ok: true; headshot: FreeHeadshot } | { ok: false; errorMessage: string | null };

/**
 * POST /api/tools/free-headshot with one photo and a backdrop (no account, so no token
 * headers). Never rejects: a failure carries the server's errorMessage when it sent one.
 */
export async function requestFreeHeadshot(
  file: File,
  style: string,
  signal?: AbortSignal,
): Promise<FreeHeadshotAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('style', style);
  try {
    const res = await fetch('/api/tools/free-headshot', {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
      signal,
    });
    const body: unknown = await res.json().catch(() => null);
    const parsed = FreeHeadshotResponseSchema.safeParse(body);
    if (res.ok && parsed.success) return { ok: true, headshot: parsed.data.data };
    const message = (body as { errorMessage?: unknown } | null)?.errorMessage;
    return { ok: false, errorMessage: typeof message === 'string' ? message : null };
  } catch {
    return { ok: false, errorMessage: null };
  }
}
