import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '@hs/db/database';
import { openDatabase } from '@hs/db/open-database';
import {
  appUser,
  authUser,
  emailOutbox,
  headshot,
  job,
  model,
  style,
  trainingPhoto,
} from '@hs/db/schema';
import { seed } from '@hs/db/seed';
import { withDatabaseName } from '@hs/db/testing/postgres-url';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { generateModelJob } from '../generation/generate-model.ts';
import { repoRoot } from '../paths.ts';
import { createJobQueue } from './queue.ts';

// Issue 5: a worker killed with SIGKILL mid-job loses nothing. A real child process runs
// the generation job, is killed in the middle of a style, and a second one finishes the
// job once the dead one's lease expires: every output once, the mail once.

const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'testing', 'kill-child.ts');
const HEADSHOTS = 20;
const LEASE_SECONDS = 4;

interface Child {
  process: ChildProcess;
  saved: number;
  output: string;
  exited: Promise<number | null>;
}

function startChild(env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: repoRoot(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state: Child = {
    process: child,
    saved: 0,
    output: '',
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  const read = (chunk: Buffer) => {
    state.output += chunk.toString();
    state.saved = state.output.split('\n').filter((l) => l.startsWith('saved ')).length;
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return state;
}

async function until(check: () => boolean, ms: number, what: () => string) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out: ${what()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe(`a worker killed mid-job (${testDriver()})`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'hs-kill-'));
  const filesDir = join(dir, 'files');
  const dataDir = join(dir, 'db');
  let pgUrl: string | null = null;
  const children: Child[] = [];

  async function open(first: boolean): Promise<DatabaseHandle> {
    if (testDriver() === 'postgres') {
      const base = process.env.TEST_DATABASE_URL!;
      if (first) {
        const name = `hs_kill_${randomBytes(5).toString('hex')}`;
        const admin = new pg.Client({ connectionString: base });
        await admin.connect();
        await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
        await admin.end();
        pgUrl = withDatabaseName(base, name);
      }
      return openDatabase({ driver: 'postgres', url: pgUrl! });
    }
    return openDatabase({
      driver: 'pglite',
      dataDir,
      ...(first ? { loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]) } : {}),
    });
  }

  afterAll(async () => {
    for (const c of children) c.process.kill('SIGKILL');
    if (pgUrl) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(
        `drop database if exists "${new URL(pgUrl).pathname.slice(1)}" with (force)`,
      );
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'is picked up again and finishes with no duplicate output or mail',
    { timeout: 60_000 },
    async () => {
      const modelId = `kill${randomBytes(4).toString('hex')}`;
      const uid = `u-${modelId}`;
      const email = `${modelId}@example.com`;
      let database = await open(true);
      const { db } = database;
      await seed(db);
      await db
        .insert(authUser)
        .values({ id: uid, name: 'Killed Worker', email, emailVerified: true });
      await db.insert(appUser).values({ uid, email, displayName: 'Killed Worker' });
      const styles = await db
        .select({ id: style.id })
        .from(style)
        .orderBy(asc(style.sort))
        .limit(2);
      await db.insert(model).values({
        id: modelId,
        uid,
        status: 'queued',
        styles: styles.map((s) => s.id),
        packageTerms: {
          packageId: 'test',
          headshots: HEADSHOTS,
          styles: styles.length,
          width: 256,
          height: 320,
        },
        submittedAt: new Date(),
      });
      for (let i = 0; i < 2; i++) {
        const path = `models/${modelId}/training/photo-${i}.jpg`;
        mkdirSync(dirname(join(filesDir, path)), { recursive: true });
        writeFileSync(join(filesDir, path), Buffer.from(`photo ${i}`));
        await db.insert(trainingPhoto).values({
          modelId,
          path,
          md5: `md5-${i}`,
          fullBody: false,
          width: 1024,
          height: 1024,
          face: { x: 0, y: 0, width: 10, height: 10 },
        });
      }
      await createJobQueue(db).enqueue(generateModelJob, { modelId }, { key: modelId });
      // PGlite admits one process at a time: the children open it after the test lets go.
      await database.close();

      const env = {
        ...(pgUrl ? { KILL_DATABASE_URL: pgUrl } : { KILL_DATA_DIR: dataDir }),
        KILL_FILES_DIR: filesDir,
        KILL_MODEL_ID: modelId,
        KILL_LEASE_SECONDS: String(LEASE_SECONDS),
        KILL_DELAY_MS: '150',
      };
      const first = startChild(env);
      children.push(first);
      // Half-way through the first style (10 outputs each): kill it where it stands.
      await until(
        () => first.saved >= 4,
        30_000,
        () => first.output,
      );
      first.process.kill('SIGKILL');
      expect(await first.exited).toBeNull();
      const savedBeforeKill = first.saved;
      expect(savedBeforeKill).toBeLessThan(HEADSHOTS);

      // On PostgreSQL two workers start at once: only one may take the orphaned job.
      const after = Array.from({ length: pgUrl ? 2 : 1 }, () =>
        startChild({ ...env, KILL_DELAY_MS: '0' }),
      );
      children.push(...after);
      for (const c of after) {
        expect(await c.exited, c.output).toBe(0);
        expect(c.output).toContain('finished ready');
      }
      // One worker made the outputs the killed one had not saved (the style it was in the
      // middle of is made again); the other found nothing to do.
      const resumed = after.map((c) => c.saved);
      expect(resumed.filter((n) => n > 0)).toHaveLength(1);
      expect(Math.max(...resumed)).toBeLessThanOrEqual(HEADSHOTS);

      database = await open(false);
      try {
        const rows = await database.db.select().from(headshot).where(eq(headshot.modelId, modelId));
        expect(rows).toHaveLength(HEADSHOTS);
        expect(new Set(rows.map((r) => `${r.style}/${r.variant}`)).size).toBe(HEADSHOTS);
        expect(new Set(rows.map((r) => r.position)).size).toBe(HEADSHOTS);
        const files = readdirSync(join(filesDir, 'models', modelId, 'headshots'));
        expect(files).toHaveLength(HEADSHOTS * 2);
        const [row] = await database.db.select().from(model).where(eq(model.id, modelId));
        expect(row).toMatchObject({
          status: 'ready',
          progressDone: HEADSHOTS,
          progressTotal: HEADSHOTS,
          failureReason: null,
        });
        const [generation] = await database.db.select().from(job).where(eq(job.key, modelId));
        // One claim by the killed worker, one by the second after the lease expired.
        expect(generation).toMatchObject({ status: 'succeeded', attempts: 2 });
        const mails = await database.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'headshots-ready')));
        expect(mails).toHaveLength(1);
      } finally {
        await database.close();
      }
    },
  );
});
