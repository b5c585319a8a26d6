import type { IncomingMessage } from 'node:http';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';

/**
 * The caller's address: the socket's, or with TRUST_PROXY the first X-Forwarded-For entry.
 * A client can never choose it when no proxy is trusted.
 */
export function clientIp(trustProxy: boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const forwarded = trustProxy
      ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
      : undefined;
    c.set('clientIp', forwarded || incoming?.socket.remoteAddress || 'unknown');
    return next();
  });
}
