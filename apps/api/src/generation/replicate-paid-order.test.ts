// Issue 36 "done when": per preset, a paid order through the strict fake (the real model's
// inputs, sizes and safety refusals; in Cog mode for the zero-shot presets, on the hosted
// API for FLUX, which trains first) with one output refused on every seed and one answered
// `[]` once: the model ends ready, the refusal is withheld and counted as flagged, the rest
// are delivered at the package's size and 4:5 shape, and the refused one is given back.
import { and, eq } from 'drizzle-orm';
import { appUser, headshot, ledgerLot, model, modelGiveBack, payment } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import type { PackageTerms } from '@hs/domain/packages';
import { createIdentityScorer } from '@hs/engine/identity';
import { createNsfwClassifier } from '@hs/engine/nsfw';
import { seedFor } from '@hs/engine/replicate/generation-input';
import {
  FAKE_MODELS,
  NSFW_ERROR,
  startFakeReplicate,
  type FakeJob,
  type FakeModelName,
  type FakeReplicate,
} from '@hs/engine/testing/fake-replicate';
import { shoulderPhotos } from '@hs/engine/testing/people';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, newBuyer, paymentRunner, type PaymentRunner } from '../billing/test-helpers.ts';
import { JOB_DEFINITIONS } from '../jobs/registry.ts';
import { createJobRunner, type JobRunner } from '../jobs/runner.ts';
import type { TestClient } from '../testing/test-client.ts';
import { TEST_PERSONAL_INFO } from '../testing/personal-info.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { createEngine } from './create-engine.ts';
import type { GenerationKit } from './kit.ts';

const STYLES = ['studio-grey', 'warm-beige'];
/** The Starter package's size (packages.ts); its count cut to 4 so the test stays short. */
const SIZE = { width: 1024, height: 1280 };
const HEADSHOTS = 4;

describe(`a paid order through each preset's strict fake (${testDriver()})`, () => {
  let server: TestServer;
  let payments: PaymentRunner;
  let runner: JobRunner;
  let fake: FakeReplicate | undefined;
  const saved = { ...process.env };
  const identity = createIdentityScorer();
  const nsfw = createNsfwClassifier();

  beforeAll(async () => {
    server = await startTestServer({ accountCreationLimitPerHour: 10_000 });
    payments = paymentRunner(server);
    runner = createJobRunner({
      services: server.services,
      definitions: JOB_DEFINITIONS,
      concurrency: 1,
      leaseSeconds: 60,
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
    await payments.stop();
    await server.close();
  });

  /** A buyer who paid for a Starter package with the test provider (4 headshots here). */
  async function paidBuyer() {
    const buyer = await newBuyer(server);
    const session = await json<{ data: { orderId: string } }>(
      await buyer.apiPost('/checkout/session', { packageId: 'starter', currency: 'usd' }),
    );
    expect((await buyer.apiPost(`/checkout/test/${session.data.orderId}/pay`, {})).status).toBe(
      200,
    );
    await payments.drain();
    const db = server.database.db;
    const [paid] = await db.select().from(payment).where(eq(payment.uid, buyer.uid!));
    const [lot] = await db
      .select()
      .from(ledgerLot)
      .where(and(eq(ledgerLot.paymentId, paid!.id), eq(ledgerLot.kind, 'package')));
    const terms = lot!.terms as unknown as PackageTerms;
    expect(terms).toMatchObject(SIZE);
    await db
      .update(ledgerLot)
      .set({ terms: { ...terms, headshots: HEADSHOTS } })
      .where(eq(ledgerLot.id, lot!.id));
    // A test account (spec: two photos are enough for one), so the test uploads two.
    await db.update(appUser).set({ isTestUser: true }).where(eq(appUser.uid, buyer.uid!));
    return { buyer, paid: paid!.amountTotal };
  }

  async function startModel(buyer: TestClient): Promise<string> {
    const start = await buyer.apiPost('/onboarding/start', {});
    return (await json<{ data: { modelId: string } }>(start)).data.modelId;
  }

  async function submit(buyer: TestClient, modelId: string) {
    for (const [i, photo] of (await shoulderPhotos(2)).entries()) {
      const form = new FormData();
      form.append(
        'files',
        new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
        `me-${i}.jpg`,
      );
      form.append('modelId', modelId);
      expect((await buyer.api('/image/upload', { method: 'POST', body: form })).status).toBe(200);
    }
    const info = await buyer.apiPost('/onboarding/save-personal-info', {
      modelId,
      ...TEST_PERSONAL_INFO,
    });
    expect(info.status).toBe(200);
    const submitted = await buyer.apiPost('/onboarding/submit', { modelId, styles: STYLES });
    expect(submitted.status, await submitted.clone().text()).toBe(200);
  }

  async function finished(modelId: string) {
    const end = Date.now() + 240_000;
    for (;;) {
      const [row] = await server.database.db.select().from(model).where(eq(model.id, modelId));
      if (row?.status === 'ready' || row?.status === 'failed') return row;
      if (Date.now() > end) throw new Error(`model ${modelId} is still ${row?.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const cases: Array<{
    preset: string;
    cog: FakeModelName | null;
    /** What the model answers when its safety check refuses. */
    refusal: 'raised' | 'empty';
  }> = [
    { preset: 'instantid', cog: 'instantId', refusal: 'raised' },
    { preset: 'photomaker', cog: 'photoMaker', refusal: 'empty' },
    { preset: 'flux-lora', cog: null, refusal: 'raised' },
  ];

  for (const { preset, cog, refusal } of cases) {
    // A whole order through the engine: 20 s on a quiet machine, over 60 s on CI's loaded cores.
    it(
      `${preset}${cog ? ' on Cog' : ' on the hosted API'}: refused and empty answers keep the order whole`,
      { timeout: 240_000 },
      async () => {
        const { buyer, paid } = await paidBuyer();
        const modelId = await startModel(buyer);
        // Output 1 of the first style is refused on every seed; output 0 of the second is
        // answered `[]` once, then made on its next seed.
        const refusedSeeds = [0, 1, 2].map((a) => seedFor(modelId, STYLES[0]!, 1, a));
        const emptySeed = seedFor(modelId, STYLES[1]!, 0, 0);
        const faces = await Promise.all(
          (await shoulderPhotos(6)).slice(2).map((p) => sharp(p).resize(800).jpeg().toBuffer()),
        );
        let rendered = 0;
        fake = await startFakeReplicate({
          outputFormat: 'png',
          ...(cog ? { mode: 'cog' as const, cogModel: cog } : {}),
          renderOutput: async () => faces[rendered++ % faces.length]!,
          refuse: (job: FakeJob) => refusedSeeds.includes(Number(job.input.seed)),
          emptyOutput: (job: FakeJob) => Number(job.input.seed) === emptySeed,
        });
        process.env = {
          ...saved,
          REPLICATE_PRESET: preset,
          REPLICATE_BASE_URL: fake.url,
          REPLICATE_POLL_INTERVAL_MS: '100',
          ...(cog
            ? { REPLICATE_MODE: 'cog' }
            : {
                REPLICATE_API_TOKEN: fake.token,
                REPLICATE_TRAINING_DESTINATION: FAKE_MODELS.destination,
              }),
        };
        const kit: GenerationKit = {
          engine: createEngine('replicate', server.database.db),
          identity,
          nsfw,
        };
        server.services.generation = async () => kit;

        await submit(buyer, modelId);
        const row = await finished(modelId);
        expect(row).toMatchObject({ status: 'ready', failureReason: null });

        // The model's own answers, as the real model gives them.
        const predictions = fake.predictions();
        const refused = predictions.filter((p) => refusedSeeds.includes(Number(p.input.seed)));
        expect(refused).toHaveLength(3);
        for (const p of refused) {
          if (refusal === 'raised')
            expect(p).toMatchObject({ status: 'failed', error: NSFW_ERROR });
          else expect(p).toMatchObject({ status: 'succeeded', output: [] });
        }
        expect(predictions.filter((p) => Number(p.input.seed) === emptySeed)).toMatchObject([
          { status: 'succeeded', output: [] },
        ]);
        // Every attempt asked for another picture (an output that could not be framed is
        // drawn again too, so the total is not fixed).
        const seeds = predictions.map((p) => Number(p.input.seed));
        expect(new Set(seeds).size).toBe(seeds.length);
        expect(seeds.length).toBeGreaterThanOrEqual(HEADSHOTS + 2 + 1);

        const outputs = await server.database.db
          .select()
          .from(headshot)
          .where(eq(headshot.modelId, modelId));
        expect(outputs).toHaveLength(HEADSHOTS);
        const withheld = outputs.filter((o) => o.hiddenReason === 'nsfw');
        expect(withheld).toMatchObject([{ style: STYLES[0], status: 'hidden', nsfw: true }]);
        const delivered = outputs.filter((o) => o.status === 'active');
        expect(delivered).toHaveLength(HEADSHOTS - 1);
        for (const o of delivered) {
          expect(o).toMatchObject(SIZE);
          expect(o.identityDistance).toBeLessThan(0.6);
          const stored = await server.services.storage.get(o.path);
          expect(await sharp(stored!).metadata()).toMatchObject(SIZE);
        }

        const view = await json<{
          data: { images: unknown[]; withheld: { flagged: number; unmade: number } };
        }>(await buyer.api(`/model/${modelId}`));
        expect(view.data.images).toHaveLength(HEADSHOTS - 1);
        expect(view.data.withheld).toMatchObject({ flagged: 1, unmade: 0 });
        const [giveBack] = await server.database.db
          .select()
          .from(modelGiveBack)
          .where(eq(modelGiveBack.modelId, modelId));
        expect(giveBack).toMatchObject({
          promised: HEADSHOTS,
          shown: HEADSHOTS - 1,
          givenBack: 1,
          kind: 'money',
          amount: Math.floor(paid / HEADSHOTS),
        });
      },
    );
  }
});
