import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import type { AppEnv } from '../context.ts';
import { COMPRESS_THRESHOLD_BYTES } from '../middleware/compression.ts';
import { acceptsGzip, matches } from './http-cache.ts';

/** A JSON answer every caller gets alike, serialized and gzipped once (decision 051). */
export interface KeptJson<T> {
  /** The value, for its type only: the routes' answers stay typed by their contract. */
  readonly value?: T;
  body: string;
  /** The body gzipped, when it is worth it (as the compression middleware decides). */
  gzipped: Uint8Array<ArrayBuffer> | null;
  /** A weak validator: the same answer has the same tag in every process. */
  etag: string;
}

export function keepJson<T>(value: T): KeptJson<T> {
  const body = JSON.stringify(value);
  const bytes = Buffer.byteLength(body);
  return {
    body,
    gzipped: bytes >= COMPRESS_THRESHOLD_BYTES ? new Uint8Array(gzipSync(body)) : null,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * The kept answer: `304` when `If-None-Match` names its tag, else its bytes (gzipped when
 * the client takes it). `no-cache`: a client keeps it but asks each time, and a change by
 * staff (a new content version) shows on the next request.
 */
export function sendKeptJson<T>(
  c: Context<AppEnv>,
  kept: KeptJson<T>,
): TypedResponse<T, 200, 'json'> {
  const headers: Record<string, string> = {
    etag: kept.etag,
    'cache-control': 'public, no-cache',
    vary: 'Accept-Encoding',
  };
  // The same bytes as `c.json(value, 200)` would send, so the answer keeps its contract type.
  const typed = (res: Response) => res as unknown as TypedResponse<T, 200, 'json'>;
  if (matches(c.req.header('if-none-match'), kept.etag)) return typed(c.body(null, 304, headers));
  headers['content-type'] = 'application/json';
  // The same for every caller: replayed before Hono to the next ones (kept-answers.ts).
  c.set('keptJson', c.req.routePath);
  if (kept.gzipped && acceptsGzip(c.req.header('accept-encoding'))) {
    headers['content-encoding'] = 'gzip';
    return typed(c.body(kept.gzipped, 200, headers));
  }
  return typed(c.body(kept.body, 200, headers));
}
