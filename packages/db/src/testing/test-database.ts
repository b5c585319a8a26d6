import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseDriver, DatabaseHandle } from '../database.ts';
import { openDatabase } from '../open-database.ts';
import { withDatabaseName } from './postgres-url.ts';

/** The driver this test run targets: the `api-postgres` project sets TEST_DB_DRIVER. */
export function testDriver(): DatabaseDriver {
  return process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

/** A fresh, migrated database for one test file, cloned from the run's template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver() === 'pglite') {
    const tarball = readFileSync(inject('pgliteTemplatePath'));
    return openDatabase({ driver: 'pglite', dataDir: null, loadDataDir: new Blob([tarball]) });
  }
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!url || !template) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `hs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  const handle = await openDatabase({ driver: 'postgres', url: withDatabaseName(url, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`drop database if exists "${name}" with (force)`);
      await drop.end();
    },
  };
}
