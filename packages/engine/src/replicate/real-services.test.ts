// Issue 21, "Why": each way the real services differ from a kind fake, against the strict
// loopback fake (one Cog slot, 409, 202 on a repeated PUT, 503 and the health states during
// setup, `aborted`, unknown statuses, inputs a model does not declare).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GeneratedImage, SourcePhoto, StyleSpec } from '../engine.ts';
import {
  FAKE_MODELS,
  startFakeReplicate,
  type FakeReplicate,
  type FakeReplicateOptions,
} from '../testing/fake-replicate.ts';
import { ReplicateClient } from './client.ts';
import type { ReplicateEngineOptions } from './engine-options.ts';
import { createReplicateEngine } from './replicate-engine.ts';

const style: StyleSpec = { id: 'corporate', backdrop: { kind: 'solid', colors: ['#808080'] } };

let fake: FakeReplicate | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  vi.restoreAllMocks();
});

async function photos(count: number): Promise<SourcePhoto[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      id: `photo-${i}`,
      fullBody: false,
      bytes: await sharp({
        create: { width: 48, height: 60, channels: 3, background: { r: 30 * i, g: 90, b: 140 } },
      })
        .jpeg()
        .toBuffer(),
    })),
  );
}

async function cogEngine(
  fakeOptions: FakeReplicateOptions = {},
  engineOptions: Partial<ReplicateEngineOptions> = {},
) {
  fake = await startFakeReplicate({ mode: 'cog', ...fakeOptions });
  const engine = createReplicateEngine({
    mode: 'cog',
    baseUrl: fake.url,
    pollIntervalMs: 20,
    retryBaseMs: 10,
    ...engineOptions,
  });
  return { fake, engine };
}

async function generate(
  engine: ReturnType<typeof createReplicateEngine>,
  count: number,
  modelId = 'm',
) {
  const sources = await photos(2);
  const trained = await engine.train({ modelId, photos: sources });
  const images: GeneratedImage[] = [];
  await engine.generate({ modelId, trained, photos: sources, style, count }, async (image) => {
    images.push(image);
  });
  return images;
}

describe('Cog as it really behaves', () => {
  it('runs one prediction at a time by default: 4 images from a one-slot container', async () => {
    const { fake, engine } = await cogEngine({ cogDelayMs: 30 });
    const images = await generate(engine, 4);
    expect(images.map((i) => i.variant).sort()).toEqual([0, 1, 2, 3]);
    expect(fake.cogPeak).toBe(1);
    expect(fake.requests.filter((r) => r.status === 409)).toHaveLength(0);
  });

  it('waits out a 409 when more are sent than the container has slots', async () => {
    // REPLICATE_CONCURRENCY=3 against a one-slot container: the 409s are waited out.
    const { fake, engine } = await cogEngine({ cogDelayMs: 40 }, { concurrency: 3 });
    const images = await generate(engine, 3);
    expect(images).toHaveLength(3);
    expect(fake.requests.some((r) => r.status === 409)).toBe(true);
    expect(fake.cogPeak).toBe(1);
    expect(fake.predictions().every((p) => p.status === 'succeeded')).toBe(true);
  });

  it('uses every slot of a multi-slot server when told to', async () => {
    const { fake, engine } = await cogEngine({ cogDelayMs: 60, cogSlots: 2 }, { concurrency: 2 });
    expect(await generate(engine, 4)).toHaveLength(4);
    expect(fake.cogPeak).toBe(2);
  });

  it('keeps waiting on a 202 for its own prediction (a repeated PUT after a lost answer)', async () => {
    fake = await startFakeReplicate({ mode: 'cog', cogDelayMs: 300 });
    const id = 'wjx3whax6rf4vphkegkhcvpv6a';
    // The first PUT's answer is lost (the caller gave up on it); the prediction runs on.
    const lost = new AbortController();
    const first = fetch(`${fake.url}/predictions/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, input: { prompt: 'x' } }),
      signal: lost.signal,
    }).catch(() => null);
    await expect.poll(() => fake?.predictions().length).toBe(1);
    lost.abort();
    await first;
    const client = new ReplicateClient({ baseUrl: fake.url, retryBaseMs: 10 });
    const done = await client.cogPredict(id, { prompt: 'x' }, undefined, 50);
    expect(done.status).toBe('succeeded');
    const statuses = fake.requests.filter((r) => r.method === 'PUT').map((r) => r.status);
    expect(statuses).toContain(202);
    expect(statuses).not.toContain(409);
    expect(statuses.at(-1)).toBe(200);
  });

  it('waits for /health-check READY before the first prediction, saying why', async () => {
    const notices: string[] = [];
    const { fake, engine } = await cogEngine(
      { cogSetupMs: 700 },
      { notice: (message) => notices.push(message) },
    );
    const images = await generate(engine, 2);
    expect(images).toHaveLength(2);
    // No prediction was sent before setup ended: no 503.
    expect(fake.requests.filter((r) => r.status === 503)).toHaveLength(0);
    expect(notices.some((n) => n.includes('is setting up (UNKNOWN)'))).toBe(true);
    expect(notices.some((n) => n.includes('is setting up (STARTING)'))).toBe(true);
    expect(notices.at(-1)).toMatch(/is READY; predictions start/);
  });

  it('a job that stops waiting for READY leaves the others waiting', async () => {
    const { fake, engine } = await cogEngine({ cogSetupMs: 500 }, { notice: () => undefined });
    const sources = await photos(1);
    const trained = await engine.train({ modelId: 'r', photos: sources });
    const input = { modelId: 'r', trained, photos: sources, style, count: 1 };
    const controller = new AbortController();
    const first = engine.generate(input, async () => undefined, controller.signal);
    const images: GeneratedImage[] = [];
    const second = engine.generate({ ...input, modelId: 's' }, async (image) => {
      images.push(image);
    });
    controller.abort(new Error('first job cancelled'));
    await expect(first).rejects.toThrow('first job cancelled');
    await second;
    expect(images).toHaveLength(1);
    expect(fake.predictions()).toHaveLength(1);
  });

  it('waits through 503s when a container restarts and sets up again mid-run', async () => {
    fake = await startFakeReplicate({ mode: 'cog', cogSetupMs: 400 });
    const client = new ReplicateClient({ baseUrl: fake.url, maxRetries: 1, retryBaseMs: 10 });
    const done = await client.cogPredict(
      'abcdefghijklmnopqrstuvwxyz',
      { prompt: 'x' },
      undefined,
      50,
    );
    expect(done.status).toBe('succeeded');
    expect(fake.requests.filter((r) => r.status === 503).length).toBeGreaterThan(2);
  });

  it('fails at once with a clear message when setup failed or the container is defunct', async () => {
    for (const state of ['SETUP_FAILED', 'DEFUNCT'] as const) {
      const { fake, engine } = await cogEngine();
      fake.setHealth(state);
      await expect(generate(engine, 1)).rejects.toThrow(
        new RegExp(`Cog model at .* is ${state}: .*read the container's logs and restart it`),
      );
      expect(fake.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
      await fake.close();
    }
  });

  it('reads every health state, and one it does not know as UNKNOWN', async () => {
    const answers = ['UNKNOWN', 'STARTING', 'BUSY', 'UNHEALTHY', 'WARMING_UP'];
    const client = new ReplicateClient({
      baseUrl: 'http://cog.invalid',
      fetch: async () => new Response(JSON.stringify({ status: answers.shift() })),
    });
    const seen = [];
    for (let i = 0; i < 5; i += 1) seen.push((await client.cogHealth()).status);
    expect(seen).toEqual(['UNKNOWN', 'STARTING', 'BUSY', 'UNHEALTHY', 'UNKNOWN']);
  });

  it('cancels the running prediction when the job is cancelled', async () => {
    const { fake, engine } = await cogEngine({ ticksFor: () => Infinity });
    const sources = await photos(1);
    const trained = await engine.train({ modelId: 'c', photos: sources });
    const controller = new AbortController();
    const run = engine.generate(
      { modelId: 'c', trained, photos: sources, style, count: 2 },
      async () => undefined,
      controller.signal,
    );
    await expect.poll(() => fake.predictions()[0]?.status).toBe('starting');
    controller.abort(new Error('job cancelled'));
    await expect(run).rejects.toThrow('job cancelled');
    expect(fake.predictions().map((p) => p.status)).toEqual(['canceled']);
    expect(fake.requests.filter((r) => r.path.endsWith('/cancel')).map((r) => r.status)).toEqual([
      200,
    ]);
  });

  it('fails at once, saying why, on a port fetch never connects to', async () => {
    // A 30-minute wait for READY would outlast the test: only failing at once passes.
    const notices: string[] = [];
    let healthChecks = 0;
    const engine = createReplicateEngine({
      mode: 'cog',
      baseUrl: 'http://127.0.0.1:10080',
      pollIntervalMs: 20,
      retryBaseMs: 10,
      notice: (message) => notices.push(message),
      fetch: (url, init) => {
        healthChecks += 1;
        return fetch(url, init);
      },
    });
    await expect(generate(engine, 1)).rejects.toThrow(
      'the Cog model at http://127.0.0.1:10080 cannot be reached: bad port',
    );
    expect(healthChecks).toBe(1);
    expect(notices).toEqual([]);
  });

  it('shows the connection error while the container is not listening yet', async () => {
    // Until the engine has said why it waits, its requests go to a port nobody listens on.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    fake = await startFakeReplicate({ mode: 'cog' });
    const live = fake.url;
    const notices: string[] = [];
    const engine = createReplicateEngine({
      mode: 'cog',
      baseUrl: live,
      pollIntervalMs: 20,
      retryBaseMs: 10,
      maxRetries: 0,
      notice: (message) => notices.push(message),
      fetch: (url, init) => {
        const up = notices.length > 0;
        return fetch(up ? url : String(url).replace(live, `http://127.0.0.1:${port}`), init);
      },
    });
    expect(await generate(engine, 1)).toHaveLength(1);
    expect(notices[0]).toMatch(
      new RegExp(
        `^the Cog model at ${live} does not answer yet \\(connect ECONNREFUSED 127\\.0\\.0\\.1:${port}\\); waiting for it to start$`,
      ),
    );
    expect(notices.at(-1)).toMatch(/is READY; predictions start/);
  });

  it('drops inputs the predictor does not declare, so the photo goes under its real name', async () => {
    const { fake, engine } = await cogEngine(
      { cogInputs: ['image', 'prompt', 'seed', 'width', 'height'] },
      { photoInputKey: 'image' },
    );
    await generate(engine, 1);
    expect(fake.predictions()[0]?.input.image).toMatch(/^data:image\/jpeg;base64,/);
  });
});

describe('Replicate as it really behaves', () => {
  const trainer = {
    model: `${FAKE_MODELS.trainer}:${FAKE_MODELS.trainerVersion}`,
    destination: FAKE_MODELS.destination,
  };

  async function hosted(fakeOptions: FakeReplicateOptions = {}) {
    fake = await startFakeReplicate(fakeOptions);
    const engine = createReplicateEngine({
      baseUrl: fake.url,
      token: fake.token,
      pollIntervalMs: 10,
      retryBaseMs: 10,
      trainer,
    });
    return { fake, engine };
  }

  it('makes an `aborted` prediction again instead of failing the job', async () => {
    const { fake, engine } = await hosted();
    const sources = await photos(1);
    const trained = await engine.train({ modelId: 'a', photos: sources });
    fake.abortPredictions(1);
    const images: GeneratedImage[] = [];
    await engine.generate(
      { modelId: 'a', trained, photos: sources, style, count: 2 },
      async (i) => {
        images.push(i);
      },
    );
    expect(images).toHaveLength(2);
    expect(
      fake
        .predictions()
        .map((p) => p.status)
        .sort(),
    ).toEqual(['aborted', 'succeeded', 'succeeded']);
  });

  it('tolerates a status it does not know (logged once) and keeps polling', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fake, engine } = await hosted({ unknownStatus: 'queued_for_gpu', startingPolls: 3 });
    const sources = await photos(1);
    const trained = await engine.train({ modelId: 'u', photos: sources });
    const images: GeneratedImage[] = [];
    await engine.generate(
      { modelId: 'u', trained, photos: sources, style, count: 2 },
      async (i) => {
        images.push(i);
      },
    );
    expect(images).toHaveLength(2);
    expect(fake.trainings()[0]?.status).toBe('succeeded');
    const said = warn.mock.calls.filter((call) => String(call[0]).includes('"queued_for_gpu"'));
    expect(said).toHaveLength(1);
  });

  it('never sends a create again after a 5xx: no duplicated paid work', async () => {
    const { fake, engine } = await hosted();
    const sources = await photos(1);
    const trained = await engine.train({ modelId: 'd', photos: sources });
    fake.failNext({ status: 502, match: /^POST \/v1\/predictions$/ });
    await expect(
      engine.generate(
        { modelId: 'd', trained, photos: sources, style, count: 1 },
        async () => undefined,
      ),
    ).rejects.toThrow(/502/);
    const creates = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/predictions',
    );
    expect(creates.map((r) => r.status)).toEqual([502]);
    // Reads are still retried after a 5xx.
    const client = new ReplicateClient({ baseUrl: fake.url, token: fake.token, retryBaseMs: 5 });
    const created = await client.createPrediction({
      model: FAKE_MODELS.zeroShotVersion,
      input: {},
    });
    fake.failNext({ status: 503, times: 2 });
    expect((await client.getPrediction(created.id)).id).toBe(created.id);
  });
});
