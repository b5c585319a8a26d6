import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DatabaseHandle } from './database.ts';
import * as schema from './schema.ts';

export type OpenDatabaseOptions =
  | {
      driver: 'postgres';
      url: string;
      maxConnections?: number;
      /** Told when an idle pooled connection fails (the pool drops and replaces it). */
      onIdleError?: (error: Error) => void;
    }
  | { driver: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

/**
 * PostgreSQL's buffer cache inside PGlite's wasm memory (PostgreSQL's default is 128MB): the
 * embedded database is small and the operating system caches its files as well, so a
 * smaller one keeps about 100 MB off a reopened database's process at rest (decision 051).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * How long a pooled PostgreSQL connection may stay idle before it is closed (pg's default is
 * 10 s). A new connection is a new server process whose first queries load its catalogue
 * caches and prepare the hot queries again: with 10 s, a burst after a short lull found every
 * connection new (decision 065).
 */
const IDLE_CONNECTION_MS = 5 * 60_000;

/** Whether `dataDir` already holds a PostgreSQL data folder (initdb ran there). */
const isDatabaseFolder = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/**
 * Opens the database the configuration names: PGlite on disk (embedded default), PGlite in
 * memory (dataDir null, tests), or a PostgreSQL server.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      idleTimeoutMillis: IDLE_CONNECTION_MS,
    });
    // An idle connection the server closes (restart, failover, a dropped test database)
    // errors on the pool; unhandled, that would end the process. The pool replaces it.
    pool.on('error', (error) => options.onIdleError?.(error));
    // The health check's round trip has a connection of its own: it shows that the server
    // answers, without waiting in line behind the application's queries when they fill the
    // pool (the load bench's health p99 followed the pool's queue as a mix began).
    const pingPool = new pg.Pool({ connectionString: options.url, max: 1 });
    pingPool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      pool,
      dedicatedClient: () =>
        new pg.Client({ connectionString: options.url, application_name: 'headshot-listen' }),
      ping: async () => void (await pingPool.query('select 1')),
      close: async () => void (await Promise.all([pool.end(), pingPool.end()])),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // A new folder is made (initdb) by a PGlite of its own, closed at once: the instance that
  // ran initdb keeps initdb's wasm memory reachable until it closes (external memory 662 MB
  // instead of 148 MB, RSS about 500 MB more, measured; decision 052). Given while PGlite runs
  // initdb, start options also reach the initdb instance (decision 051), so it gets none.
  if (options.dataDir && !options.loadDataDir && !isDatabaseFolder(options.dataDir)) {
    await (await PGlite.create({ dataDir: options.dataDir })).close();
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.dataDir && isDatabaseFolder(options.dataDir)
      ? {
          startParams: [
            ...PGlite.defaultStartParams,
            '-c',
            `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
          ],
        }
      : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    // The raw client: a health probe need not pay for the query builder (bench/health.ts).
    ping: async () => void (await client.exec('select 1')),
    close: () => client.close(),
  };
}
