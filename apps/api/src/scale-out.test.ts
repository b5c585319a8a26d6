import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '@hs/db/database';
import { openDatabase } from '@hs/db/open-database';
import { emailOutbox, headshot, job, ledgerEntry, ledgerLot, model } from '@hs/db/schema';
import { withDatabaseName } from '@hs/db/testing/postgres-url';
import { testDriver } from '@hs/db/testing/test-database';
import { shoulderPhotos } from '@hs/engine/testing/people';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { grant } from './entitlements/grants.ts';
import { TEST_TERMS } from './entitlements/test-helpers.ts';
import { repoRoot } from './paths.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed-demo.ts';
import { TestClient } from './testing/test-client.ts';
import { freePort, killHard, startProcess, waitFor, type Proc } from './testing/processes.ts';
import { TEST_PERSONAL_INFO } from './testing/personal-info.ts';

// Issue 14 item 3: the scaled-out shape. PostgreSQL, S3-compatible storage (s3rver on
// loopback), the built web process (`npm run start:web` runs apps/api/dist/main.js with
// JOBS_IN_PROCESS=false) and two workers (`npm run start:worker`: apps/worker/dist/main.js),
// each its own process. A person uploads, submits with a package granted through the
// ledger, and the generation finishes although the worker running it and the web process
// are killed with SIGKILL in the middle: every output once, one mail, one spend. Then the
// database and the bucket are backed up and restored elsewhere, and a web process on the
// restored pair serves the same result.

const S3rver = createRequire(import.meta.url)('s3rver') as new (o: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
}) => { run(): Promise<{ port: number }>; close(): Promise<void> };

const WEB = 'apps/api/dist/main.js';
const WORKER = 'apps/worker/dist/main.js';
const HEADSHOTS = 10;
const SHOULDER_PHOTOS = 4;
// Longer than the longest event-loop block of a worker loading the engine's models, also on
// a loaded machine: at 10 s, a run at load 20 saw the job's lease lapse again and again while
// a worker's loop was blocked, until the job ran out of attempts.
const LEASE_SECONDS = 20;
const BUCKET = 'headshots';
// The PostgreSQL client tools CI installs (Debian's), the newest when several are there.
const PG_BIN =
  readdirSync('/usr/lib/postgresql', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join('/usr/lib/postgresql', d.name, 'bin'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .at(-1) ?? '/usr/lib/postgresql/15/bin';

async function dropDatabase(url: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
  await admin.end();
}

describe.skipIf(testDriver() !== 'postgres')('the scaled-out shape', () => {
  const procs: Proc[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let dir: string;
  let dbUrl: string;
  let database: DatabaseHandle;
  let s3rver: InstanceType<typeof S3rver>;
  let s3: S3Client;
  let env: Record<string, string>;
  let webPort: number;

  const web = async () => {
    const proc = startProcess('web', WEB, {
      ...env,
      PORT: String(webPort),
      JOBS_IN_PROCESS: 'false',
    });
    procs.push(proc);
    await waitFor(
      async () =>
        (await fetch(`http://127.0.0.1:${webPort}/api/health`).catch(() => null))?.ok === true,
      60_000,
      () => proc.output,
    );
    return proc;
  };
  const worker = async () => {
    const proc = startProcess('worker', WORKER, env);
    procs.push(proc);
    await waitFor(
      () => proc.output.includes('worker ready'),
      60_000,
      () => proc.output,
    );
    return proc;
  };

  beforeAll(async () => {
    if (!existsSync(join(repoRoot(), WEB)) || !existsSync(join(repoRoot(), WORKER))) {
      throw new Error('Build first (npm run build): this test runs the built processes.');
    }
    dir = await mkdtemp(join(tmpdir(), 'hs-scale-'));
    const base = process.env.TEST_DATABASE_URL!;
    const name = `hs_scale_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
    await admin.end();
    dbUrl = withDatabaseName(base, name);
    database = await openDatabase({ driver: 'postgres', url: dbUrl });

    s3rver = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: join(dir, 's3'),
      silent: true,
    });
    const { port: s3Port } = await s3rver.run();
    const endpoint = `http://127.0.0.1:${s3Port}`;
    s3 = new S3Client({
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
    webPort = await freePort();
    env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: dbUrl,
      DATA_DIR: join(dir, 'data'),
      AUTH_SECRET: 'scale-out-test-secret-scale-out-test-secret',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      SEED_DEMO_ACCOUNTS: 'true',
      SEED_DEMO_GALLERY: 'false',
      JOBS_CONCURRENCY: '1',
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    // All three at once, as a deployment starts them: one migrates, the others wait.
    await Promise.all([web(), worker(), worker()]);
  }, 240_000);

  afterAll(async () => {
    for (const p of procs) p.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => p.exited));
    await database?.close();
    s3?.destroy();
    await s3rver?.close();
    for (const cleanup of cleanups) await cleanup();
    if (dbUrl) await dropDatabase(dbUrl);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it(
    'generates through SIGKILLs of a worker and of the web process, once',
    // A hang guard, not a threshold: 110 s on a quiet CI machine with the journeys beside it.
    { timeout: 480_000 },
    async () => {
      const { db } = database;
      const person = new TestClient(`http://127.0.0.1:${webPort}`);
      // The demo individual is a test user (two photos would be enough to submit).
      expect((await person.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD)).status).toBe(200);
      const start = await person.apiPost('/onboarding/start', {});
      const { modelId } = ((await start.json()) as { data: { modelId: string } }).data;
      // Photos that show the shoulders (close-ups would be given back, issue 15), four of
      // them: the test counts every one of the package's photos, and two give only the five
      // shots a style needs, so one that failed its draws twice would leave it a photo short
      // (before decision 063's second draw, 8 of 100 random model ids; of four, 0 of 400).
      for (const [i, photo] of (await shoulderPhotos(SHOULDER_PHOTOS)).entries()) {
        const form = new FormData();
        form.append('modelId', modelId);
        form.append(
          'files',
          new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
          `me-${i}.jpg`,
        );
        const upload = await person.api('/image/upload', { method: 'POST', body: form });
        expect(upload.status, await upload.clone().text()).toBe(200);
      }
      const info = await person.apiPost('/onboarding/save-personal-info', {
        modelId,
        ...TEST_PERSONAL_INFO,
        name: 'Scale',
      });
      expect(info.status).toBe(200);
      // Staff grant one package through the ledger.
      await db.transaction((tx) =>
        grant(tx, {
          uid: person.uid!,
          kind: 'package',
          amount: 1,
          reason: 'grant',
          note: 'scale-out test',
          byUid: null,
          terms: { ...TEST_TERMS, headshots: HEADSHOTS, styles: 2 },
        }),
      );
      const styles = (await (await person.api('/styles/')).json()) as {
        data: { styles: { _id: string }[] };
      };
      const submit = await person.apiPost('/onboarding/submit', {
        modelId,
        styles: styles.data.styles.slice(0, 2).map((s) => s._id),
      });
      expect(submit.status).toBe(200);

      // Mid-generation: some outputs saved, not all.
      const saved = async () =>
        (await db.select({ id: headshot.id }).from(headshot).where(eq(headshot.modelId, modelId)))
          .length;
      await waitFor(
        async () => (await saved()) >= 2,
        200_000,
        () => procs.map((p) => p.output).join('\n'),
      );
      const [running] = await db.select().from(job).where(eq(job.key, modelId));
      expect(running!.status).toBe('running');
      const pid = Number(running!.lockedBy!.split(':')[1]);
      const holder = procs.find((p) => p.child.pid === pid && p.name === 'worker')!;
      expect(holder).toBeDefined();
      const webProc = procs.find((p) => p.name === 'web')!;
      await Promise.all([killHard(holder), killHard(webProc)]);
      const savedAtKill = await saved();
      expect(savedAtKill).toBeLessThan(HEADSHOTS);
      // The web comes back (its start-up resumes unfinished models: no second job), and
      // the killed worker is replaced; the other worker takes the job once the lease ends.
      await web();
      await worker();

      await waitFor(
        async () => {
          // The job is recorded as done just after the model turns ready.
          const [row] = await db.select().from(job).where(eq(job.key, modelId));
          return row!.status === 'succeeded' || row!.status === 'failed';
        },
        200_000,
        () => procs.map((p) => p.output).join('\n'),
      );
      const [row] = await db.select().from(model).where(eq(model.id, modelId));
      expect(row).toMatchObject({ status: 'ready', failureReason: null, progressDone: HEADSHOTS });

      // Outputs: each (style, variant) once, and exactly their files in the bucket.
      const rows = await db.select().from(headshot).where(eq(headshot.modelId, modelId));
      expect(rows).toHaveLength(HEADSHOTS);
      expect(new Set(rows.map((r) => `${r.style}/${r.variant}`)).size).toBe(HEADSHOTS);
      expect(new Set(rows.map((r) => r.position)).size).toBe(HEADSHOTS);
      const listed = await s3.send(
        new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `models/${modelId}/headshots/` }),
      );
      const keys = new Set((listed.Contents ?? []).map((o) => o.Key));
      expect(keys.size).toBe(HEADSHOTS * 2);
      for (const r of rows) {
        expect(keys.has(r.path)).toBe(true);
        expect(keys.has(r.thumbPath)).toBe(true);
      }
      // One generation job, claimed again after the kill. A survivor whose event loop is
      // blocked past the lease (a loaded machine) loses it to the other worker and the job is
      // claimed a third time: outputs, mail and spend above still count once.
      const jobs = await db.select().from(job).where(eq(job.key, modelId));
      expect(jobs).toHaveLength(1);
      expect(jobs[0]!.status).toBe('succeeded');
      expect(jobs[0]!.attempts).toBeGreaterThanOrEqual(2);
      // One mail, one spend of one package.
      const mails = await db
        .select()
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.to, DEMO_ACCOUNTS[0]!.email), eq(emailOutbox.kind, 'headshots-ready')),
        );
      expect(mails).toHaveLength(1);
      const entries = await db
        .select({
          amount: ledgerEntry.amount,
          reason: ledgerEntry.reason,
          model: ledgerEntry.modelId,
        })
        .from(ledgerEntry)
        .innerJoin(ledgerLot, eq(ledgerLot.id, ledgerEntry.lotId))
        .where(eq(ledgerLot.uid, person.uid!));
      expect(entries.filter((e) => e.model === modelId)).toEqual([
        { amount: -1, reason: 'spend', model: modelId },
      ]);

      // The restarted web serves the result from the bucket.
      const item = await person.api(`/model/${modelId}`);
      expect(item.status).toBe(200);
      const data = ((await item.json()) as { data: { images: { url: string }[] } }).data;
      expect(data.images.length).toBeGreaterThan(0);
      const image = await fetch(new URL(data.images[0]!.url, person.baseUrl));
      expect(image.status).toBe(200);
      const original = Buffer.from(await image.arrayBuffer());
      expect(original.subarray(1, 4).toString()).toBe('PNG');

      // Backup and restore as docs/operations.md says, into a new database and bucket.
      const dump = join(dir, 'db.dump');
      const files = join(dir, 'files-backup');
      const restoredDb = `${new URL(dbUrl).pathname.slice(1)}_restored`;
      const restoredUrl = withDatabaseName(process.env.TEST_DATABASE_URL!, restoredDb);
      // Not execFileSync: s3rver answers from this process's event loop.
      const run = promisify(execFile);
      const copy = async (from: string, to: string) =>
        (
          await run(process.execPath, ['scripts/storage-copy.mjs', from, to], {
            cwd: repoRoot(),
            env: { ...process.env, ...env },
          })
        ).stdout;
      await run(join(PG_BIN, 'pg_dump'), ['--format=custom', `--file=${dump}`, dbUrl]);
      expect(await copy(`s3://${BUCKET}`, files)).toMatch(/^copied \d+ objects/);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database "${restoredDb}"`);
      await admin.end();
      cleanups.push(() => dropDatabase(restoredUrl));
      await run(join(PG_BIN, 'pg_restore'), ['--no-owner', `--dbname=${restoredUrl}`, dump]);
      await s3.send(new CreateBucketCommand({ Bucket: `${BUCKET}-restored` }));
      await copy(files, `s3://${BUCKET}-restored`);
      // A second run finds everything there.
      expect(await copy(files, `s3://${BUCKET}-restored`)).toMatch(/^copied 0 objects/);

      const restoredPort = await freePort();
      const restoredWeb = startProcess('restored web', WEB, {
        ...env,
        DATABASE_URL: restoredUrl,
        S3_BUCKET: `${BUCKET}-restored`,
        PORT: String(restoredPort),
        JOBS_IN_PROCESS: 'false',
      });
      procs.push(restoredWeb);
      const restoredBase = `http://127.0.0.1:${restoredPort}`;
      await waitFor(
        async () => (await fetch(`${restoredBase}/api/health`).catch(() => null))?.ok === true,
        60_000,
        () => restoredWeb.output,
      );
      const again = new TestClient(restoredBase);
      expect((await again.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD)).status).toBe(200);
      const restored = (
        (await (await again.api(`/model/${modelId}`)).json()) as {
          data: { images: { url: string }[] };
        }
      ).data;
      expect(restored.images).toHaveLength(data.images.length);
      const restoredImage = await fetch(new URL(restored.images[0]!.url, restoredBase));
      expect(restoredImage.status).toBe(200);
      expect(Buffer.from(await restoredImage.arrayBuffer()).equals(original)).toBe(true);
    },
  );
});
