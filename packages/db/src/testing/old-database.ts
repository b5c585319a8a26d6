import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../migrate.ts';
import { withDatabaseName } from './postgres-url.ts';
import { testDriver } from './test-database.ts';

// A database as it was before a migration, for tests of what that migration does to rows
// written before it: migrated to the first `count` migrations, then to the committed set.

export interface OldDatabase {
  query(text: string): Promise<Record<string, unknown>[]>;
  /** Runs statements separated by semicolons. */
  exec(text: string): Promise<void>;
  /** Applies the migrations of this folder. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function pgliteDatabase(): Promise<OldDatabase> {
  const client = await PGlite.create();
  const db = drizzlePglite(client);
  return {
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    exec: async (text) => void (await client.exec(text)),
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function postgresDatabase(url: string): Promise<OldDatabase> {
  const name = `hs_old_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const pool = new pg.Pool({ connectionString: withDatabaseName(url, name), max: 1 });
  // `pool.end()` can resolve while its connection is still closing; the forced drop below then
  // ends it from the server (57P01), which the pool re-emits as an error no test listens to:
  // every test passed and Vitest still failed the run on that unhandled error.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  });
  // One connection: a test may read a pg_temp function back in the session that made it.
  const db = drizzlePostgres(pool);
  return {
    query: async (text) => (await pool.query<Record<string, unknown>>(text)).rows,
    exec: async (text) => void (await pool.query(text)),
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * A new database of the test driver (PostgreSQL with TEST_DATABASE_URL, else PGlite) with
 * the migrations whose number is below `before` applied; `close` also removes the folder.
 */
export async function databaseBefore(before: number): Promise<OldDatabase> {
  const folder = mkdtempSync(join(tmpdir(), 'hs-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < before);
  writeFileSync(journalPath, JSON.stringify(journal));
  const url = process.env.TEST_DATABASE_URL;
  const database =
    testDriver() === 'postgres' && url ? await postgresDatabase(url) : await pgliteDatabase();
  await database.migrate(folder);
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
