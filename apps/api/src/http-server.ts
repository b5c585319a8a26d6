import { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';

/** How long the server keeps an idle kept-alive connection open. */
export const KEEP_ALIVE_MS = 65_000;

/**
 * An idle kept-alive connection is closed by the side that waits less, and a request the
 * other side sends on it at that moment fails with ECONNRESET. Node closes after 5 s, so
 * the server closed sockets that clients (a browser, Playwright, a proxy keeping them 60 s)
 * were about to reuse; it now outwaits them.
 */
export function keepIdleConnections(server: ServerType) {
  if (!(server instanceof Server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node's own advice: a headers timeout above the keep-alive one.
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
}
