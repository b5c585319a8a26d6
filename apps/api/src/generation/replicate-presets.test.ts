// Issue 21 through the real HTTP server and job runner: a person uploads, submits and gets
// headshots made by each preset (ENGINE=replicate) against the strict loopback Replicate and
// Cog; the outputs go through the same identity scoring as the local engine's (a bad one is
// withheld and counted); with REPLICATE_WEBHOOK_URL a signed webhook to POST
// /api/hooks/replicate completes the jobs without waiting for a poll; replays count once.
import { eq } from 'drizzle-orm';
import { headshot, model } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { createIdentityScorer } from '@hs/engine/identity';
import { createNsfwClassifier } from '@hs/engine/nsfw';
import { signWebhook } from '@hs/engine/replicate/webhook';
import {
  FAKE_MODELS,
  REAL_MODEL_INPUTS,
  startFakeReplicate,
  type FakeReplicate,
  type FakeReplicateOptions,
} from '@hs/engine/testing/fake-replicate';
import { shoulderPhotos } from '@hs/engine/testing/people';
import { blankImage } from '@hs/imaging/sample-images';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { grantTestPackage } from '../entitlements/test-helpers.ts';
import { JOB_DEFINITIONS } from '../jobs/registry.ts';
import { createJobRunner, type JobRunner } from '../jobs/runner.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { createEngine } from './create-engine.ts';
import type { GenerationKit } from './kit.ts';
import { TEST_PERSONAL_INFO } from '../testing/personal-info.ts';

const SECRET = `whsec_${Buffer.from('api-replicate-webhook-signing-01').toString('base64')}`;

describe(`ENGINE=replicate through the job runner (${testDriver()})`, () => {
  let server: TestServer;
  let runner: JobRunner;
  let alice: TestClient;
  let fake: FakeReplicate | undefined;
  const identity = createIdentityScorer();
  const nsfw = createNsfwClassifier();
  const saved = { ...process.env };

  beforeAll(async () => {
    server = await startTestServer({ replicateWebhookSecret: SECRET });
    await seedDemoAccounts(server.services);
    alice = new TestClient(server.url);
    await alice.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    runner = createJobRunner({
      services: server.services,
      definitions: JOB_DEFINITIONS,
      concurrency: 1,
      leaseSeconds: 30,
      pollMs: 50,
    });
    runner.start();
  });
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
    process.env = { ...saved };
  });
  afterAll(async () => {
    await runner.stop();
    await server.close();
  });

  /**
   * The fake renders the person: three different photos of her, then one without a face.
   * A run that `repeats` itself renders the same photo three times instead.
   */
  async function startFake(options: FakeReplicateOptions, repeats = false) {
    // Head-and-shoulders photos: every output passes the framing check (issue 36 item 3).
    const small = (photo: Buffer) => sharp(photo).resize(800).jpeg().toBuffer();
    const [a, b, c] = await Promise.all((await shoulderPhotos(3)).map(small));
    const faces = repeats ? [a!, a!, a!] : [a!, b!, c!];
    const none = await blankImage(320, 400);
    let rendered = 0;
    fake = await startFakeReplicate({
      outputFormat: 'jpeg',
      renderOutput: async () => {
        rendered += 1;
        return rendered % 4 === 0 ? none : faces[(rendered % 4) - 1]!;
      },
      ...options,
    });
    return fake;
  }

  /** ENGINE=replicate with these REPLICATE_* settings, wired as the API wires it. */
  function useEngine(env: Record<string, string>) {
    process.env = { ...saved, ...env };
    const kit: GenerationKit = {
      engine: createEngine('replicate', server.database.db, {
        hooks: server.services.replicateHooks,
        logger: server.services.logger,
      }),
      identity,
      nsfw,
    };
    server.services.generation = async () => kit;
  }

  /** Uploads two photos, answers the questions, gets a package and submits two styles. */
  async function submit(): Promise<string> {
    const start = await alice.apiPost('/onboarding/start', {});
    const modelId = ((await start.json()) as { data: { modelId: string } }).data.modelId;
    for (const [i, photo] of (await shoulderPhotos(2)).entries()) {
      const form = new FormData();
      const bytes = new Uint8Array(photo);
      form.append('files', new Blob([bytes], { type: 'image/jpeg' }), `me-${i}.jpg`);
      form.append('modelId', modelId);
      expect((await alice.api('/image/upload', { method: 'POST', body: form })).status).toBe(200);
    }
    const info = await alice.apiPost('/onboarding/save-personal-info', {
      modelId,
      ...TEST_PERSONAL_INFO,
    });
    expect(info.status).toBe(200);
    await grantTestPackage(server, alice.uid!, { headshots: 4, styles: 2 });
    const submitted = await alice.apiPost('/onboarding/submit', {
      modelId,
      styles: ['studio-grey', 'warm-beige'],
    });
    expect(submitted.status).toBe(200);
    return modelId;
  }

  async function finished(modelId: string) {
    const end = Date.now() + 170_000;
    for (;;) {
      const [row] = await server.database.db.select().from(model).where(eq(model.id, modelId));
      if (row?.status === 'ready' || row?.status === 'failed') return row;
      if (Date.now() > end) throw new Error(`model ${modelId} is still ${row?.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * The person's view: 4 made, the one without a face withheld and counted; with a run
   * that repeated itself, its copies are withheld and counted too.
   */
  async function expectScoredLikeAnyOutput(modelId: string, duplicates = 0) {
    const row = await finished(modelId);
    expect(row).toMatchObject({ status: 'ready', failureReason: null, progressDone: 4 });
    const outputs = await server.database.db
      .select()
      .from(headshot)
      .where(eq(headshot.modelId, modelId));
    expect(outputs).toHaveLength(4);
    expect(outputs.filter((o) => o.hiddenReason === 'no-face')).toHaveLength(1);
    expect(outputs.filter((o) => o.hiddenReason === 'duplicate')).toHaveLength(duplicates);
    for (const o of outputs.filter((o) => o.status === 'active'))
      expect(o.identityDistance).toBeLessThan(0.6);
    const view = await alice.api(`/model/${modelId}`);
    const { data } = (await view.json()) as {
      data: { images: unknown[]; withheld: { noFace: number; duplicate: number } };
    };
    expect(data.images).toHaveLength(3 - duplicates);
    expect(data.withheld).toMatchObject({ noFace: 1, duplicate: duplicates });
  }

  it(
    'flux-lora: trains once, renders each style, completed by signed webhooks alone',
    { timeout: 180_000 },
    async () => {
      const fake = await startFake({ webhookSecret: SECRET, autoAdvanceMs: 30 });
      useEngine({
        REPLICATE_PRESET: 'flux-lora',
        REPLICATE_API_TOKEN: fake.token,
        REPLICATE_BASE_URL: fake.url,
        REPLICATE_TRAINING_DESTINATION: FAKE_MODELS.destination,
        // The fallback poll is far off: only the webhooks can end the waits in time.
        REPLICATE_POLL_INTERVAL_MS: '600000',
        REPLICATE_WEBHOOK_URL: `${server.url}/api/hooks/replicate`,
        REPLICATE_WEBHOOK_SECRET: SECRET,
      });
      // The fallback poll is 10 minutes away: the run ends at all only by the webhooks.
      const modelId = await submit();
      await expectScoredLikeAnyOutput(modelId);
      expect(fake.trainings()).toHaveLength(1);
      const prompts = fake.predictions().map((p) => String(p.input.prompt));
      expect(prompts.filter((p) => p.includes('mid-grey seamless studio backdrop'))).toHaveLength(
        2,
      );
      expect(prompts.every((p) => p.startsWith('professional headshot photo of TOK woman'))).toBe(
        true,
      );
      const completed = fake.webhookDeliveries.filter((d) => d.event === 'completed');
      expect(completed).toHaveLength(5);
      expect(completed.every((d) => d.status === 200)).toBe(true);
    },
  );

  it(
    'instantid on the hosted API: the face goes in as `image`; a run that repeats itself is withheld',
    { timeout: 180_000 },
    async () => {
      const fake = await startFake({}, true);
      useEngine({
        REPLICATE_PRESET: 'instantid',
        REPLICATE_API_TOKEN: fake.token,
        REPLICATE_BASE_URL: fake.url,
        REPLICATE_POLL_INTERVAL_MS: '100',
      });
      await expectScoredLikeAnyOutput(await submit(), 2);
      expect(fake.predictions().every((p) => typeof p.input.image === 'string')).toBe(true);
    },
  );

  it(
    'photomaker self-hosted on Cog: one at a time, after READY',
    { timeout: 180_000 },
    async () => {
      const fake = await startFake({
        mode: 'cog',
        cogInputs: REAL_MODEL_INPUTS.photoMaker,
        cogSetupMs: 300,
      });
      useEngine({
        REPLICATE_PRESET: 'photomaker',
        REPLICATE_MODE: 'cog',
        REPLICATE_BASE_URL: fake.url,
        REPLICATE_POLL_INTERVAL_MS: '100',
      });
      await expectScoredLikeAnyOutput(await submit());
      expect(fake.cogPeak).toBe(1);
      expect(fake.requests.filter((r) => r.status === 409 || r.status === 503)).toHaveLength(0);
      expect(fake.predictions().every((p) => String(p.input.input_image).startsWith('data:'))).toBe(
        true,
      );
    },
  );

  it('POST /api/hooks/replicate: checks the signature, takes each delivery once', async () => {
    const body = JSON.stringify({ id: 'p-hook-1', status: 'succeeded', output: ['https://x/1'] });
    const post = (headers: Record<string, string>, text = body) =>
      fetch(`${server.url}/api/hooks/replicate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: text,
      });
    const now = Math.floor(Date.now() / 1000);
    const signed = (id: string, at = now, text = body) => ({
      'webhook-id': id,
      'webhook-timestamp': String(at),
      'webhook-signature': signWebhook(SECRET, id, at, text),
    });
    const waiting = server.services.replicateHooks.waitFor('p-hook-1', 5000);
    const first = await post(signed('msg_1'));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ duplicate: false, accepted: true });
    expect(await waiting).toMatchObject({ id: 'p-hook-1', status: 'succeeded' });
    // The same delivery again (a replay inside the tolerance) changes nothing.
    expect(await (await post(signed('msg_1'))).json()).toMatchObject({ duplicate: true });
    for (const [headers, reason] of [
      [{ ...signed('msg_2'), 'webhook-signature': 'v1,AAAA' }, 'bad-signature'],
      [signed('msg_3', now - 3600), 'stale'],
      [{ 'webhook-id': 'msg_4' }, 'missing-headers'],
    ] as const) {
      const refused = await post(headers);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        reason: 'replicate.badSignature',
        params: { detail: reason },
      });
    }
    // Signed, but the body was changed on the way.
    const tampered = await post(signed('msg_5'), body.replace('succeeded', 'failed'));
    expect(tampered.status).toBe(400);
  });

  it('POST /api/hooks/replicate answers 404 while webhooks are not configured', async () => {
    const { config } = server.services;
    delete config.replicateWebhookSecret;
    try {
      const response = await fetch(`${server.url}/api/hooks/replicate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ reason: 'replicate.notConfigured' });
    } finally {
      config.replicateWebhookSecret = SECRET;
    }
  });
});
