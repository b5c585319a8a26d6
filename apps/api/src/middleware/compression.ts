import type { Context } from 'hono';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';

/** Answers smaller than this go out as they are: gzip would save a few bytes for its cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const acceptsCompression = (header: string | undefined) =>
  header !== undefined && /\b(?:gzip|deflate)\b/i.test(header);

/**
 * The API's JSON answers state their length, so compression skips the small ones (most of
 * them) instead of streaming a few bytes through gzip; Hono's `c.json` leaves it out.
 */
function withJsonLength(c: Context<AppEnv>) {
  const json = c.json;
  c.json = ((object: unknown, arg?: never, headers?: Record<string, string | string[]>) => {
    const text = JSON.stringify(object) as string | undefined;
    if (typeof text !== 'string') return json(object, arg, headers);
    return c.body(text, arg, {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(text)),
      ...headers,
    });
  }) as typeof c.json;
}

/**
 * gzip (or deflate) for text answers of 1 KB and more when the client accepts it: pages,
 * scripts, styles and large JSON are several times smaller on the wire. Under `/api/` a
 * client that accepts no compression costs nothing here (decision 051): its answer has no
 * `Vary: Accept-Encoding`, which is harmless, since an uncompressed answer suits every client.
 */
export function compression() {
  const gzip = compress({ threshold: COMPRESS_THRESHOLD_BYTES });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!c.req.path.startsWith('/api/')) return gzip(c, next);
    if (!acceptsCompression(c.req.header('accept-encoding'))) return next();
    withJsonLength(c);
    return gzip(c, next);
  });
}
