import { readFailure, type Failure } from '@hs/client/api-error';
import { FreeHeadshotResponseSchema, type FreeHeadshot } from '@hs/contracts/tools';

export type FreeHeadshotAnswer =
  { ok: true; headshot: FreeHeadshot } | { ok: false; failure: Failure | null };

/**
 * POST /api/tools/free-headshot with one photo and a backdrop (no account, so no token
 * headers). Never rejects: a failure carries what the server said (its message and reason), null without an answer.
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
    return { ok: false, failure: readFailure(body) };
  } catch {
    return { ok: false, failure: null };
  }
}
