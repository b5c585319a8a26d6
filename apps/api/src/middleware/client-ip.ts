import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';

/**
 * The client's address, the one every per-address limit counts (sign-in, account creation,
 * support, free tools) and the only place it is worked out. With no trusted proxy
 * (`proxyHops` 0) it is the socket's peer. Behind `proxyHops` trusted proxies, each appends
 * the address it was reached from to X-Forwarded-For, so the outermost one's entry (the
 * client it saw) is `proxyHops` from the right; everything left of it is the client's own
 * writing and never read (issue 35 item 2). A header too short for that, or an entry that
 * is not an address, means the request did not come through every proxy: the peer then.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  proxyHops: number,
): string {
  const fallback = peer || 'unknown';
  if (proxyHops < 1 || !forwardedFor) return fallback;
  const entries = forwardedFor.split(',');
  const entry = entries[entries.length - proxyHops]?.trim();
  return entry && isIP(entry) ? entry : fallback;
}

/** Sets `clientIp` from `clientAddress` for every request. */
export function clientIp(proxyHops: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const forwardedFor = c.req.header('x-forwarded-for');
    c.set('clientIp', clientAddress(incoming?.socket.remoteAddress, forwardedFor, proxyHops));
    return next();
  });
}
