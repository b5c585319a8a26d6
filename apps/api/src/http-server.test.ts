import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { keepIdleConnections } from './http-server.ts';

/** The local port of the socket a GET went out on, through `agent`. */
function localPortOf(agent: Agent, port: number): Promise<number> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => done(req.socket!.localPort!));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('keepIdleConnections', () => {
  it('keeps a connection that sat idle 7 s (Node closes after 5) open for the next request', async () => {
    const server = serve({ fetch: () => new Response('ok'), port: 0, hostname: '127.0.0.1' });
    keepIdleConnections(server);
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await localPortOf(agent, port);
      await new Promise((r) => setTimeout(r, 7_000));
      // The same socket: with Node's default the server had closed it, and the agent opens
      // a new one (or, in the unlucky instant, the request fails with ECONNRESET).
      expect(await localPortOf(agent, port)).toBe(first);
    } finally {
      agent.destroy();
      server.close();
    }
  }, 15_000);
});
