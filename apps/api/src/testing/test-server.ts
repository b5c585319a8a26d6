import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { DatabaseHandle } from '@hs/db/database';
import { seed } from '@hs/db/seed';
import { createTestDatabase } from '@hs/db/testing/test-database';
import { createLogger } from '../logger.ts';
import { createMetrics } from '../metrics.ts';
import { createServerApp } from '../server.ts';

export interface TestServer {
  url: string;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real HTTP server on a free loopback port, on a fresh database of its own. */
export async function startTestServer(): Promise<TestServer> {
  const database = await createTestDatabase();
  await seed(database.db);
  const app = createServerApp({
    services: { database, logger: createLogger('silent'), version: 'test', startedAt: Date.now() },
    metrics: createMetrics(),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close().catch(() => undefined);
    },
  };
}
