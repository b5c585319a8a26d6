// Issue 36 item 4, "done when": a Replicate webhook reaches the waiting job in any process.
// PostgreSQL; a job worker started from source (`node --import tsx apps/worker/src/main.ts`)
// and two web servers in this test, each with its own services and database connections.
// The fallback poll is 10 minutes away, so only a webhook can end a wait in time, and every
// webhook goes to web server B, which never runs the job: the worker (then server A) does.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { headshot, model } from '@hs/db/schema';
import { withDatabaseName } from '@hs/db/testing/postgres-url';
import { testDriver } from '@hs/db/testing/test-database';
import { createIdentityScorer } from '@hs/engine/identity';
import { createNsfwClassifier } from '@hs/engine/nsfw';
import { startFakeReplicate, type FakeReplicate } from '@hs/engine/testing/fake-replicate';
import { shoulderPhotos } from '@hs/engine/testing/people';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { grantTestPackage } from '../entitlements/test-helpers.ts';
import { JOB_DEFINITIONS } from '../jobs/registry.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TEST_PERSONAL_INFO } from '../testing/personal-info.ts';
import { startProcess, waitFor, type Proc } from '../testing/processes.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { createEngine } from './create-engine.ts';
import type { GenerationKit } from './kit.ts';

const SECRET = `whsec_${Buffer.from('replicate-webhook-across-procs!').toString('base64')}`;
/** The test server's AUTH_SECRET (testing/test-server.ts): the worker derives the same keys. */
const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';
const HEADSHOTS = 2;
const TEN_MINUTES_MS = '600000';

describe.skipIf(testDriver() !== 'postgres')('Replicate webhooks across processes', () => {
  let dir: string;
  let dbUrl: string;
  let fake: FakeReplicate;
  let a: TestServer;
  let b: TestServer;
  let worker: Proc | undefined;
  let alice: TestClient;
  const saved = { ...process.env };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hs-hooks-'));
    const base = process.env.TEST_DATABASE_URL!;
    const name = `hs_hooks_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
    await admin.end();
    dbUrl = withDatabaseName(base, name);
    // The worker's DATA_DIR/files is where both web servers keep the uploads.
    const shared = { databaseUrl: dbUrl, filesDir: join(dir, 'files') };
    a = await startTestServer({ ...shared, replicateWebhookSecret: SECRET });
    b = await startTestServer({ ...shared, replicateWebhookSecret: SECRET });
    await seedDemoAccounts(a.services);
    alice = new TestClient(a.url);
    expect((await alice.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD)).status).toBe(200);
    // The model draws the person (head-and-shoulders photos pass the framing check).
    const faces = await Promise.all(
      (await shoulderPhotos(4)).slice(2).map((p) => sharp(p).resize(800).jpeg().toBuffer()),
    );
    let rendered = 0;
    fake = await startFakeReplicate({
      webhookSecret: SECRET,
      // Jobs end on the fake's own clock: a client that never polls still sees them end.
      autoAdvanceMs: 30,
      outputFormat: 'jpeg',
      renderOutput: async () => faces[rendered++ % faces.length]!,
    });
  }, 120_000);

  afterAll(async () => {
    process.env = { ...saved };
    if (worker) {
      worker.child.kill('SIGKILL');
      await worker.exited;
    }
    await a?.close();
    await b?.close();
    await fake?.close();
    if (dbUrl) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(
        `drop database if exists "${new URL(dbUrl).pathname.slice(1)}" with (force)`,
      );
      await admin.end();
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** The instantid preset on the fake's hosted API, webhooks to B, the poll 10 minutes off. */
  const replicateEnv = () => ({
    ENGINE: 'replicate',
    REPLICATE_PRESET: 'instantid',
    REPLICATE_API_TOKEN: fake.token,
    REPLICATE_BASE_URL: fake.url,
    REPLICATE_POLL_INTERVAL_MS: TEN_MINUTES_MS,
    REPLICATE_WEBHOOK_URL: `${b.url}/api/hooks/replicate`,
    REPLICATE_WEBHOOK_SECRET: SECRET,
  });

  /** Uploads two photos on A, gets a package and submits one style. */
  async function submit(): Promise<string> {
    const start = await alice.apiPost('/onboarding/start', {});
    const modelId = ((await start.json()) as { data: { modelId: string } }).data.modelId;
    for (const [i, photo] of (await shoulderPhotos(2)).entries()) {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `${i}.jpg`);
      form.append('modelId', modelId);
      expect((await alice.api('/image/upload', { method: 'POST', body: form })).status).toBe(200);
    }
    const info = await alice.apiPost('/onboarding/save-personal-info', {
      modelId,
      ...TEST_PERSONAL_INFO,
    });
    expect(info.status).toBe(200);
    await grantTestPackage(a, alice.uid!, { headshots: HEADSHOTS, styles: 1 });
    const submitted = await alice.apiPost('/onboarding/submit', {
      modelId,
      styles: ['studio-grey'],
    });
    expect(submitted.status, await submitted.clone().text()).toBe(200);
    return modelId;
  }

  async function ready(modelId: string, what: () => string) {
    let status: string | undefined;
    await waitFor(
      async () => {
        const [row] = await a.database.db.select().from(model).where(eq(model.id, modelId));
        status = row?.status;
        return status === 'ready' || status === 'failed';
      },
      240_000,
      () => `model ${modelId} is still ${status}\n${what()}`,
    );
    const [row] = await a.database.db.select().from(model).where(eq(model.id, modelId));
    expect(row).toMatchObject({ status: 'ready', failureReason: null });
    const outputs = await a.database.db
      .select()
      .from(headshot)
      .where(eq(headshot.modelId, modelId));
    expect(outputs).toHaveLength(HEADSHOTS);
  }

  /**
   * Every prediction since `from` was read once (right after its create) and then never
   * again: it ended by its webhook, delivered to B alone.
   */
  function endedByWebhooksToB(from: number) {
    const predictions = fake.predictions().slice(from);
    expect(predictions.length).toBeGreaterThanOrEqual(HEADSHOTS);
    for (const p of predictions) {
      expect(p.status).toBe('succeeded');
      const reads = fake.requests.filter(
        (r) => r.method === 'GET' && r.path === `/v1/predictions/${p.id}`,
      );
      expect(reads).toHaveLength(1);
      const hooks = fake.webhookDeliveries.filter((d) => d.jobId === p.id);
      expect(hooks).toEqual([
        { url: `${b.url}/api/hooks/replicate`, event: 'completed', jobId: p.id, status: 200 },
      ]);
    }
  }

  it(
    'a job worker finishes a job by the webhook another web process received',
    { timeout: 300_000 },
    async () => {
      worker = startProcess(
        'worker',
        'apps/worker/src/main.ts',
        {
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          DATABASE_URL: dbUrl,
          DATA_DIR: dir,
          AUTH_SECRET,
          JOBS_CONCURRENCY: '1',
          ...replicateEnv(),
        },
        ['--import', 'tsx'],
      );
      await waitFor(
        () => worker!.output.includes('worker ready'),
        120_000,
        () => worker!.output,
      );
      const modelId = await submit();
      await ready(modelId, () => worker!.output);
      endedByWebhooksToB(0);
    },
  );

  it(
    'a web process that runs the job hears the webhook its neighbour received, after a lost connection too',
    { timeout: 300_000 },
    async () => {
      // The worker stops; web server A runs the jobs from now on.
      worker!.child.kill('SIGTERM');
      expect(await worker!.exited).toBe(0);
      worker = undefined;
      process.env = { ...saved, ...replicateEnv() };
      const kit: GenerationKit = {
        engine: createEngine('replicate', a.database.db, {
          hooks: a.services.replicateHooks,
          logger: a.services.logger,
        }),
        identity: createIdentityScorer(),
        nsfw: createNsfwClassifier(),
      };
      a.services.generation = async () => kit;
      await a.services.replicateRelay.listening();

      // A's listening connection is cut: it listens again on a new one.
      const admin = new pg.Client({ connectionString: dbUrl });
      await admin.connect();
      const listeners = async () =>
        (
          await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and application_name = 'headshot-listen' and query ilike 'listen%'`,
          )
        ).rows.map((r) => r.pid);
      // The stopped worker's connection is gone: A's is the only one left.
      await waitFor(
        async () => (await listeners()).length === 1,
        30_000,
        () => 'A alone should listen',
      );
      const [cut] = await listeners();
      expect(cut).toBeTypeOf('number');
      await admin.query('select pg_terminate_backend($1)', [cut]);
      await waitFor(
        async () => (await listeners()).some((pid) => pid !== cut),
        30_000,
        () => 'A did not listen again',
      );
      await admin.end();

      const runner = createJobRunner({
        services: a.services,
        definitions: JOB_DEFINITIONS,
        concurrency: 1,
        leaseSeconds: 60,
        pollMs: 50,
      });
      runner.start();
      try {
        const from = fake.predictions().length;
        const modelId = await submit();
        await ready(modelId, () => '');
        endedByWebhooksToB(from);
      } finally {
        await runner.stop();
      }
    },
  );
});
