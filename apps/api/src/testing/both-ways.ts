import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { serverWithKeptPages } from '../http-server.ts';
import type { createServerApp } from '../server.ts';

/**
 * One app served two ways on loopback: as main.ts serves it (kept answers and pages sent
 * before Hono, counted) and through Hono alone, to compare what each sends.
 */
export async function serveBothWays(app: ReturnType<typeof createServerApp>) {
  let beforeHono = 0;
  const http = serve({
    fetch: app.fetch,
    port: 0,
    hostname: '127.0.0.1',
    createServer: serverWithKeptPages((req, res) => {
      const sent = app.serveKept!(req, res);
      if (sent) beforeHono++;
      return sent;
    }),
  });
  const honoOnly = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  const listening = (s: ServerType) =>
    s.listening ? undefined : new Promise<void>((resolve) => s.once('listening', resolve));
  await Promise.all([listening(http), listening(honoOnly)]);
  const urlOf = (s: ServerType) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  const close = (s: ServerType) => new Promise<void>((resolve) => s.close(() => resolve()));
  return {
    url: urlOf(http),
    honoUrl: urlOf(honoOnly),
    /** Answers sent before Hono so far. */
    sentBeforeHono: () => beforeHono,
    close: () => Promise.all([close(http), close(honoOnly)]).then(() => undefined),
  };
}
