// End to end: the `replicate` provider against the loopback Replicate (and Cog) server.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { GeneratedImage, SourcePhoto, StyleSpec, WithheldOutput } from '../engine.ts';
import {
  FAKE_MODELS,
  NSFW_ERROR,
  startFakeReplicate,
  type FakeReplicate,
  type FakeReplicateOptions,
} from '../testing/fake-replicate.ts';
import { samplePerson } from '../testing/people.ts';
import { memoryIdStore, type ReplicateEngineOptions } from './engine-options.ts';
import { decodeHandle, seedFor } from './generation-input.ts';
import { fitOutput } from './output-fit.ts';
import { createReplicateEngine } from './replicate-engine.ts';
import { verifyWebhook } from './webhook.ts';
import { createWebhookCompletions } from './webhook-completions.ts';

const style: StyleSpec = { id: 'corporate', backdrop: { kind: 'solid', colors: ['#808080'] } };
const trainer = {
  model: `${FAKE_MODELS.trainer}:${FAKE_MODELS.trainerVersion}`,
  destination: FAKE_MODELS.destination,
};

async function photos(count: number): Promise<SourcePhoto[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      id: `photo-${i}`,
      fullBody: false,
      bytes: await sharp({
        create: { width: 64, height: 80, channels: 3, background: { r: 40 * i, g: 90, b: 140 } },
      })
        .jpeg()
        .toBuffer(),
    })),
  );
}

let fake: FakeReplicate | undefined;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setUp(
  fakeOptions: FakeReplicateOptions = {},
  engineOptions: Partial<ReplicateEngineOptions> = {},
) {
  fake = await startFakeReplicate(fakeOptions);
  const engine = createReplicateEngine({
    baseUrl: fake.url,
    token: fake.token,
    pollIntervalMs: 10,
    retryBaseMs: 10,
    ...engineOptions,
  });
  return { fake, engine };
}

async function collect(run: (onImage: (image: GeneratedImage) => Promise<void>) => Promise<void>) {
  const images: GeneratedImage[] = [];
  await run(async (image) => {
    images.push(image);
  });
  return images.sort((a, b) => a.variant - b.variant);
}

describe('createReplicateEngine against the loopback Replicate', () => {
  it('trains once per model, then generates the right count of PNGs with the style prompt', async () => {
    const ids = memoryIdStore();
    const { fake, engine } = await setUp(
      {},
      {
        trainer,
        ids,
        stylePrompts: {
          corporate: 'photo of {trigger} {subject} in a navy suit, grey studio backdrop',
        },
      },
    );
    const sources = await photos(3);

    const trained = await engine.train({ modelId: 'model-1', photos: sources, trigger: 'female' });
    expect(engine.name).toBe('replicate');
    const [training] = fake.trainings();
    expect(training).toMatchObject({
      status: 'succeeded',
      photoCount: 3,
      input: { trigger_word: 'TOK' },
    });
    expect(fake.requests.some((r) => r.method === 'POST' && r.path === '/v1/files')).toBe(true);
    const handle = decodeHandle(trained.handle);
    expect(handle).toMatchObject({ kind: 'trained', trainingId: training?.id, subject: 'woman' });

    // A retried job calls train() again: same handle, no second training.
    expect(await engine.train({ modelId: 'model-1', photos: sources, trigger: 'female' })).toEqual(
      trained,
    );
    expect(fake.trainings()).toHaveLength(1);

    const images = await collect((onImage) =>
      engine.generate({ modelId: 'model-1', trained, photos: sources, style, count: 3 }, onImage),
    );
    expect(images.map((i) => i.variant)).toEqual([0, 1, 2]);
    for (const image of images) {
      expect(image.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      const meta = await sharp(image.bytes).metadata();
      expect(meta).toMatchObject({ format: 'png', width: image.width, height: image.height });
      // No size asked: fitted to the default 4:5 frame (the model drew 320 x 400).
      expect([image.width, image.height]).toEqual([1024, 1280]);
    }
    const predictions = fake.predictions();
    expect(predictions).toHaveLength(3);
    const trainedVersion = handle.kind === 'trained' ? handle.version.split(':')[1] : '';
    for (const prediction of predictions) {
      // No size asked: the default 4:5 frame is asked of a model that takes a size.
      expect(prediction.input).toMatchObject({ width: 1024, height: 1280 });
      expect(prediction.model).toBe(FAKE_MODELS.destination);
      expect(prediction.version).toBe(trainedVersion);
      expect(prediction.input.prompt).toBe(
        'photo of TOK woman in a navy suit, grey studio backdrop',
      );
    }
    const seeds = predictions.map((p) => p.input.seed).sort();
    expect(seeds).toEqual([0, 1, 2].map((v) => seedFor('model-1', 'corporate', v)).sort());
  });

  it("asks the model for the package's size, unless the fixed input sets one", async () => {
    const { fake, engine } = await setUp({}, { trainer, input: { output_format: 'png' } });
    const sources = await photos(1);
    const trained = await engine.train({ modelId: 'model-s', photos: sources });
    const size = { width: 1536, height: 1920 };
    const images = await collect((onImage) =>
      engine.generate(
        { modelId: 'model-s', trained, photos: sources, style, count: 2, size },
        onImage,
      ),
    );
    for (const prediction of fake.predictions()) {
      expect(prediction.input).toMatchObject({ output_format: 'png', ...size });
    }
    for (const image of images) {
      expect([image.width, image.height]).toEqual([1536, 1920]);
      expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'png', ...size });
    }

    // REPLICATE_MODEL_INPUT that fixes the size wins; the image says the size it has.
    const fixed = createReplicateEngine({
      baseUrl: fake.url,
      token: fake.token,
      pollIntervalMs: 10,
      trainer,
      input: { width: 512, height: 640 },
    });
    const [own] = await collect((onImage) =>
      fixed.generate(
        {
          modelId: 'model-s',
          trained,
          photos: sources,
          style: { ...style, id: 'b' },
          count: 1,
          size,
        },
        onImage,
      ),
    );
    expect(fake.predictions().at(-1)?.input).toMatchObject({ width: 512, height: 640 });
    expect([own?.width, own?.height]).toEqual([1536, 1920]);

    // A bad size is refused before any prediction is paid for.
    const before = fake.predictions().length;
    for (const bad of [
      { width: 0, height: 1280 },
      { width: 1024.5, height: 1280 },
      { width: 2048, height: 4097 },
    ]) {
      await expect(
        engine.generate(
          { modelId: 'model-s', trained, photos: sources, style, count: 1, size: bad },
          async () => undefined,
        ),
      ).rejects.toThrow(/GenerateInput\.size must be whole pixels from 1 to 4096/);
    }
    expect(fake.predictions()).toHaveLength(before);
  });

  it('resumes the predictions of a retried job instead of paying for them twice', async () => {
    const ids = memoryIdStore();
    const { fake, engine } = await setUp({}, { trainer, ids });
    const sources = await photos(2);
    const trained = await engine.train({ modelId: 'model-2', photos: sources });
    const input = { modelId: 'model-2', trained, photos: sources, style, count: 2 };
    const first = await collect((onImage) => engine.generate(input, onImage));

    const restarted = createReplicateEngine({
      baseUrl: fake.url,
      token: fake.token,
      pollIntervalMs: 10,
      trainer,
      ids,
    });
    const again = await collect((onImage) => restarted.generate(input, onImage));
    expect(fake.predictions()).toHaveLength(2);
    expect(again.map((i) => i.bytes.equals(first[i.variant]?.bytes ?? Buffer.alloc(0)))).toEqual([
      true,
      true,
    ]);
  });

  it('retries a failed prediction and a throttled create', async () => {
    const { fake, engine } = await setUp({}, { trainer });
    const sources = await photos(1);
    const trained = await engine.train({ modelId: 'model-3', photos: sources });
    fake.failPredictions(1, 'CUDA out of memory');
    fake.failNext({ status: 429, retryAfterSeconds: 0, match: /^POST \/v1\/predictions$/ });
    const images = await collect((onImage) =>
      engine.generate({ modelId: 'model-3', trained, photos: sources, style, count: 2 }, onImage),
    );
    expect(images).toHaveLength(2);
    expect(
      fake
        .predictions()
        .map((p) => p.status)
        .sort(),
    ).toEqual(['failed', 'succeeded', 'succeeded']);
    expect(fake.requests.filter((r) => r.status === 429)).toHaveLength(1);
  });

  it('fails with the provider error once every attempt failed', async () => {
    const { fake, engine } = await setUp({}, { trainer, predictionAttempts: 2 });
    const sources = await photos(1);
    const trained = await engine.train({ modelId: 'model-4', photos: sources });
    fake.failPredictions(2, 'CUDA out of memory');
    await expect(
      engine.generate(
        { modelId: 'model-4', trained, photos: sources, style, count: 1 },
        async () => {},
      ),
    ).rejects.toThrow(/CUDA out of memory/);
  });

  it("withholds an output the model's safety check refuses on every seed, and never fails", async () => {
    // Every other prediction is refused: once raised ("NSFW content detected", InstantID and
    // FLUX), once answered `[]` (PhotoMaker); output 0 passes on its third seed.
    const { fake, engine } = await setUp(
      {
        refuse: (job) => job.input.seed !== seedFor('model-r', style.id, 0, 2),
        emptyOutput: (job) => job.input.seed === seedFor('model-r', style.id, 1, 1),
      },
      { trainer, predictionAttempts: 3 },
    );
    const sources = await photos(1);
    const trained = await engine.train({ modelId: 'model-r', photos: sources });
    const withheld: WithheldOutput[] = [];
    const images = await collect((onImage) =>
      engine.generate(
        {
          modelId: 'model-r',
          trained,
          photos: sources,
          style,
          count: 2,
          onWithheld: async (w) => void withheld.push(w),
        },
        onImage,
      ),
    );
    expect(images.map((i) => i.variant)).toEqual([0]);
    expect(withheld).toEqual([{ variant: 1, reason: 'flagged', width: 1024, height: 1280 }]);
    // Each attempt asked for another picture: a refusal is deterministic for its seed.
    const seeds = fake.predictions().map((p) => p.input.seed);
    expect(seeds).toHaveLength(6);
    expect(new Set(seeds).size).toBe(6);
    expect(fake.predictions().filter((p) => p.error === NSFW_ERROR)).toHaveLength(4);
    expect(
      fake.predictions().filter((p) => Array.isArray(p.output) && p.output.length === 0),
    ).toHaveLength(1);
  });

  it('cancels the outstanding predictions when the signal aborts mid-way', async () => {
    let created = 0;
    const { fake, engine } = await setUp(
      { ticksFor: (job) => (job.kind === 'prediction' && created++ > 0 ? Infinity : 3) },
      { trainer },
    );
    const sources = await photos(1);
    const trained = await engine.train({ modelId: 'model-5', photos: sources });
    const controller = new AbortController();
    const images: GeneratedImage[] = [];
    const run = engine.generate(
      { modelId: 'model-5', trained, photos: sources, style, count: 3 },
      async (image) => {
        images.push(image);
        // Abort once the other two are running at the provider, as a real job would be.
        await expect.poll(() => fake.predictions().length).toBe(3);
        controller.abort(new Error('model deleted'));
      },
      controller.signal,
    );
    await expect(run).rejects.toThrow('model deleted');
    expect(images).toHaveLength(1);
    const statuses = fake
      .predictions()
      .map((p) => p.status)
      .sort();
    expect(statuses).toEqual(['canceled', 'canceled', 'succeeded']);
    expect(fake.requests.filter((r) => r.path.endsWith('/cancel'))).toHaveLength(2);
  });

  it('cancels its training when the signal aborts, and trains anew on the next call', async () => {
    let trainings = 0;
    const { fake, engine } = await setUp(
      { ticksFor: (job) => (job.kind === 'training' && trainings++ === 0 ? Infinity : 3) },
      { trainer },
    );
    const sources = await photos(2);
    const controller = new AbortController();
    const first = engine.train({ modelId: 'model-9', photos: sources }, controller.signal);
    await expect.poll(() => fake.trainings()[0]?.status).toBe('processing');
    controller.abort(new Error('shutting down'));
    await expect(first).rejects.toThrow('shutting down');
    expect(fake.trainings().map((t) => t.status)).toEqual(['canceled']);

    const trained = await engine.train({ modelId: 'model-9', photos: sources });
    expect(decodeHandle(trained.handle)).toMatchObject({ trainingId: fake.trainings()[1]?.id });
  });

  it('takes completions from verified webhooks without waiting for the next poll', async () => {
    const secret = `whsec_${Buffer.from('engine-webhook-signing-key-00001').toString('base64')}`;
    const completions = createWebhookCompletions();
    let verified = 0;
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const verdict = verifyWebhook(secret, request.headers, body);
        if (verdict.ok) {
          verified += 1;
          completions.deliver(JSON.parse(body));
        }
        response.writeHead(verdict.ok ? 200 : 401).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => receiver.close(() => resolve())));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/hooks/replicate`;

    const { fake, engine } = await setUp(
      { webhookSecret: secret, autoAdvanceMs: 20, ticksFor: () => 5 },
      // Polls 10 minutes apart: only the webhooks can end the waits within the test's limit.
      { trainer, pollIntervalMs: 600_000, webhook: { url, completions } },
    );
    const sources = await photos(1);
    const trained = await engine.train({ modelId: 'model-6', photos: sources });
    const images = await collect((onImage) =>
      engine.generate({ modelId: 'model-6', trained, photos: sources, style, count: 2 }, onImage),
    );
    expect(images).toHaveLength(2);
    expect(verified).toBe(3);
    expect(fake.webhookDeliveries.every((d) => d.event === 'completed' && d.status === 200)).toBe(
      true,
    );
  });

  it('runs a zero-shot model with the photos uploaded through the Files API', async () => {
    const sources = await photos(2);
    const { fake, engine } = await setUp(
      { outputFormat: 'jpeg', renderOutput: async () => sources[1]?.bytes ?? Buffer.alloc(0) },
      { model: FAKE_MODELS.zeroShot, photoInputKey: 'face_image' },
    );
    const trained = await engine.train({ modelId: 'model-7', photos: sources, trigger: 'male' });
    expect(fake.trainings()).toHaveLength(0);
    const images = await collect((onImage) =>
      engine.generate(
        {
          modelId: 'model-7',
          trained,
          photos: sources,
          style: { ...style, prompt: 'headshot of a {subject}' },
          count: 3,
        },
        onImage,
      ),
    );
    expect(images.map((i) => i.sourcePhotoId)).toEqual(['photo-0', 'photo-1', 'photo-0']);
    expect(fake.requests.filter((r) => r.path === '/v1/files')).toHaveLength(2);
    for (const prediction of fake.predictions()) {
      expect(prediction.input.face_image).toMatch(new RegExp(`^${fake.url}/files/`));
      expect(prediction.input.prompt).toBe('headshot of a man');
    }
    // Fitted to the default 4:5 frame (the model drew 64 x 80).
    expect(await sharp(images[0]?.bytes).metadata()).toMatchObject({
      format: 'png',
      width: 1024,
      height: 1280,
    });

    // The next style reuses the uploads.
    const next = {
      modelId: 'model-7',
      trained,
      photos: sources,
      style: { ...style, id: 'casual' },
      count: 1,
    };
    expect(await collect((onImage) => engine.generate(next, onImage))).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === '/v1/files')).toHaveLength(2);
  });

  it('runs a community model by its latest version after one 404, not one per output', async () => {
    const community = 'hs-test/community-headshot';
    const version = 'c'.repeat(64);
    const sources = await photos(2);
    const notices: string[] = [];
    const { fake, engine } = await setUp(
      { outputFormat: 'jpeg', models: { [community]: { versions: [version] } } },
      { model: community, photoInputKey: 'face_image', notice: (m) => notices.push(m) },
    );
    const trained = await engine.train({ modelId: 'model-9', photos: sources });
    const run = (styleId: string, count: number) =>
      collect((onImage) =>
        engine.generate(
          {
            modelId: 'model-9',
            trained,
            photos: sources,
            style: { ...style, id: styleId },
            count,
          },
          onImage,
        ),
      );
    // Four outputs at once (concurrency 4), then a second style.
    expect(await run('corporate', 4)).toHaveLength(4);
    expect(await run('casual', 1)).toHaveLength(1);
    const byName = fake.requests.filter((r) => r.path === `/v1/models/${community}/predictions`);
    expect(byName.map((r) => r.status)).toEqual([404]);
    expect(fake.requests.filter((r) => r.path === `/v1/models/${community}`)).toHaveLength(1);
    const creates = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/predictions',
    );
    expect(creates.map((r) => r.status)).toEqual(Array(5).fill(201));
    expect(fake.predictions().every((p) => p.model === community && p.version === version)).toBe(
      true,
    );
    expect(notices.filter((n) => n.includes('no endpoint of its own'))).toHaveLength(1);
  });

  it("puts the person on an organization's branding colour or image (decision 044)", async () => {
    const person = await samplePerson('a');
    const portrait = await sharp(person.photos[0]!.bytes).resize(320, 400).png().toBuffer();
    const { fake, engine } = await setUp(
      { outputFormat: 'png', renderOutput: async () => portrait },
      { trainer, ids: memoryIdStore() },
    );
    const trained = await engine.train({ modelId: 'brand-1', photos: await photos(2) });
    const pixel = async (png: Buffer, left: number, top: number) => {
      const { data } = await sharp(png)
        .extract({ left, top, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    const brand = { kind: 'solid' as const, colors: ['#0a2540'] };
    const [coloured] = await collect((onImage) =>
      engine.generate(
        {
          modelId: 'brand-1',
          trained,
          photos: [],
          style: { ...style, backdrop: brand, branded: true },
          count: 1,
        },
        onImage,
      ),
    );
    // The prompt asks for the colour; the background is exactly it, the face is the person's.
    expect(fake.predictions()[0]?.input.prompt).toMatch(
      /, plain seamless studio background in solid colour #0a2540$/,
    );
    for (const [x, y] of [
      [2, 2],
      [1021, 2],
    ]) {
      expect(await pixel(coloured!.bytes, x!, y!)).toEqual([0x0a, 0x25, 0x40]);
    }
    // The model's output framed as every output is, then placed on the branding.
    const framed = await fitOutput(portrait, { width: 1024, height: 1280 });
    if (!framed.ok) throw new Error('the sample portrait frames');
    const face = await pixel(coloured!.bytes, 512, 470);
    expect(face).toEqual(await pixel(framed.bytes, 512, 470));
    expect(face).not.toEqual([0x0a, 0x25, 0x40]);

    // An image: its pixels behind the person. A catalogue backdrop (not branded) is left
    // to the model: the output is the model's own.
    const image = await sharp({
      create: { width: 64, height: 80, channels: 3, background: '#c81e1e' },
    })
      .png()
      .toBuffer();
    const [pictured] = await collect((onImage) =>
      engine.generate(
        {
          modelId: 'brand-1',
          trained,
          photos: [],
          style: {
            ...style,
            id: 'pictured',
            backdrop: { kind: 'image', colors: ['#0a2540'], image },
            branded: true,
          },
          count: 1,
        },
        onImage,
      ),
    );
    expect(fake.predictions()[1]?.input.prompt).toMatch(
      /plain seamless neutral studio background$/,
    );
    expect(await pixel(pictured!.bytes, 2, 2)).toEqual([0xc8, 0x1e, 0x1e]);
    const [plain] = await collect((onImage) =>
      engine.generate(
        { modelId: 'brand-1', trained, photos: [], style: { ...style, id: 'plain' }, count: 1 },
        onImage,
      ),
    );
    expect(fake.predictions()[2]?.input.prompt).not.toMatch(/background/);
    expect(await pixel(plain!.bytes, 2, 2)).toEqual(await pixel(framed.bytes, 2, 2));
  });

  it('runs against a self-hosted Cog container (synchronous, data: URLs)', async () => {
    const { fake, engine } = await setUp({ mode: 'cog' }, { mode: 'cog', token: undefined });
    const sources = await photos(1);
    const trained = await engine.train({ modelId: 'model-8', photos: sources });
    const size = { width: 96, height: 120 };
    const images = await collect((onImage) =>
      engine.generate(
        { modelId: 'model-8', trained, photos: sources, style, count: 2, size },
        onImage,
      ),
    );
    expect(images).toHaveLength(2);
    expect(await sharp(images[1]?.bytes).metadata()).toMatchObject({ format: 'png', ...size });
    expect(fake.predictions().every((p) => p.input.width === 96 && p.input.height === 120)).toBe(
      true,
    );
    const inputs = fake.predictions().map((p) => p.input.input_image);
    expect(
      inputs.every(
        (value) => typeof value === 'string' && value.startsWith('data:image/jpeg;base64,'),
      ),
    ).toBe(true);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/health-check' });
    expect(
      fake.requests
        .slice(1)
        .every((r) => r.method === 'PUT' && /^\/predictions\/[a-z2-7]{26}$/.test(r.path)),
    ).toBe(true);
  });
});
