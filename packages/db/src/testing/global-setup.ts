import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../migrate.ts';
import { openDatabase } from '../open-database.ts';
import { postgresTemplateName, withDatabaseName } from './postgres-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string | null;
  }
}

/**
 * Builds one migrated database per run and lets each test file clone it: PGlite's initdb
 * takes ~6 s, a clone ~0.7 s (MACHINE-NOTES). With TEST_DATABASE_URL, a PostgreSQL
 * template database is made too and test files create theirs from it.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'hs-pglite-template-'));
  const handle = await openDatabase({ driver: 'pglite', dataDir: null });
  await migrate(handle);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir('gzip');
  await handle.close();
  const path = join(dir, 'template.tar.gz');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = postgresTemplateName();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists "${template}"`);
    await admin.query(`create database "${template}"`);
    await admin.end();
    const pgHandle = await openDatabase({
      driver: 'postgres',
      url: withDatabaseName(url, template),
    });
    await migrate(pgHandle);
    await pgHandle.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && template) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    }
  };
}
