import {
  Server,
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
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

/** Answers a request before Hono when it can (a kept public page), else returns false. */
export type KeptPageServer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * `@hono/node-server`'s `createServer` option: an HTTP server that offers each request to
 * `serveKept` first and hands Hono only those it leaves (decision 052).
 */
export function serverWithKeptPages(serveKept: KeptPageServer | undefined) {
  if (!serveKept) return undefined;
  return ((options: ServerOptions, listener: RequestListener) =>
    createServer(options, (req, res) => {
      if (!serveKept(req, res)) void listener(req, res);
    })) as typeof createServer;
}
