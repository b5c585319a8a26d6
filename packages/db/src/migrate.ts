import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import type { DatabaseHandle } from './database.ts';

// Any constant; every process that migrates the same PostgreSQL database takes this lock.
const MIGRATION_LOCK_ID = 4_242_001;

/**
 * The committed migration set (packages/db/migrations), found by walking up from this
 * module so it resolves from the source tree and from a bundled server alike.
 */
export function migrationsFolder(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    for (const candidate of [join(dir, 'migrations'), join(dir, 'packages', 'db', 'migrations')]) {
      if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    }
    if (dirname(dir) === dir) throw new Error(`No migrations folder above ${from}`);
  }
}

/** Applies every pending migration; safe to run on every start. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
  }
  // Web and worker processes may start together: one migrates, the others wait.
  const db = handle.db as unknown as NodePgDatabase & { $client: Pool };
  const lock = await db.$client.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(db, config);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lock.release();
  }
}
