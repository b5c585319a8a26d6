// The loopback Replicate, driven by the official `replicate` npm client (pinned as a dev
// dependency): what that client sends and expects is the real protocol, so the fake cannot
// drift from it unnoticed. Each answer the engine relies on is checked here once more
// through the client Replicate itself ships.
import Replicate, { validateWebhook, type Prediction } from 'replicate';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FAKE_MODELS,
  REAL_MODELS,
  startFakeReplicate,
  type FakeReplicate,
  type FakeReplicateOptions,
} from './fake-replicate.ts';

let fake: FakeReplicate | undefined;
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  for (const close of closers.splice(0)) await close();
});

async function official(options: FakeReplicateOptions = {}) {
  fake = await startFakeReplicate(options);
  const replicate = new Replicate({ auth: fake.token, baseUrl: fake.url, useFileOutput: false });
  return { fake, replicate };
}

/** Polls as the official client's wait() does, but also ends on `aborted` (its type knows it). */
async function settle(replicate: Replicate, prediction: Prediction): Promise<Prediction> {
  let current = prediction;
  for (let i = 0; i < 100; i += 1) {
    if (['succeeded', 'failed', 'canceled', 'aborted'].includes(current.status)) return current;
    current = await replicate.predictions.get(current.id);
  }
  throw new Error(`prediction ${prediction.id} never ended`);
}

describe('the fake Replicate, driven by the official replicate client', () => {
  it('runs a model by owner/name:version and returns its output URL', async () => {
    const { fake, replicate } = await official();
    const output = await replicate.run(`${FAKE_MODELS.zeroShot}:${FAKE_MODELS.zeroShotVersion}`, {
      input: { prompt: 'a headshot' },
      wait: { mode: 'poll', interval: 5 },
    });
    expect(Array.isArray(output)).toBe(true);
    const [url] = output as string[];
    const bytes = Buffer.from(await (await fetch(url ?? '')).arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    expect(fake.predictions()).toHaveLength(1);
  });

  it('creates, polls and cancels predictions; an official model runs by name, a community one by version', async () => {
    const { fake, replicate } = await official({ ticksFor: () => Infinity });
    const created = await replicate.predictions.create({
      model: FAKE_MODELS.zeroShot,
      input: { prompt: 'x' },
    });
    expect(created).toMatchObject({ status: 'starting', version: FAKE_MODELS.zeroShotVersion });
    const canceled = await replicate.predictions.cancel(created.id);
    expect(canceled.status).toBe('canceled');
    expect((await replicate.predictions.get(created.id)).status).toBe('canceled');
    expect(fake.requests.map((r) => `${r.method} ${r.status}`)).toEqual([
      'POST 201',
      'POST 200',
      'GET 200',
    ]);
    await expect(
      replicate.predictions.create({ model: REAL_MODELS.instantId.name, input: {} }),
    ).rejects.toThrow(/404/);
    const model = await replicate.models.get('zsxkib', 'instant-id');
    expect(model.latest_version?.id).toBe(REAL_MODELS.instantId.version);
  });

  it('answers `aborted` for a prediction stopped before it ran, a status the client types', async () => {
    const { fake, replicate } = await official();
    fake.abortPredictions(1);
    const created = await replicate.predictions.create({
      version: FAKE_MODELS.zeroShotVersion,
      input: {},
    });
    const ended = await settle(replicate, created);
    expect(ended).toMatchObject({ status: 'aborted', output: null });
  });

  it('drops inputs the model does not declare, as Cog does', async () => {
    const { replicate } = await official();
    const created = await replicate.predictions.create({
      version: REAL_MODELS.instantId.version,
      input: { image: 'data:image/png;base64,AA==', input_image: 'lost', prompt: 'p' },
    });
    expect(created.input).toEqual({ image: 'data:image/png;base64,AA==', prompt: 'p' });
  });

  it('retries a throttled create as the client does, and never a create that got a 5xx', async () => {
    const { fake, replicate } = await official();
    fake.failNext({ status: 429, retryAfterSeconds: 0, match: /^POST \/v1\/predictions$/ });
    await replicate.predictions.create({ version: FAKE_MODELS.zeroShotVersion, input: {} });
    fake.failNext({ status: 502, match: /^POST \/v1\/predictions$/ });
    await expect(
      replicate.predictions.create({ version: FAKE_MODELS.zeroShotVersion, input: {} }),
    ).rejects.toThrow(/502/);
    expect(fake.requests.map((r) => r.status)).toEqual([429, 201, 502]);
    expect(fake.predictions()).toHaveLength(1);
  });

  it('uploads a zip with the Files API and trains a version into the destination', async () => {
    const { fake, replicate } = await official();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const zip = zipSync({ 'a.png': new Uint8Array(png), 'b.png': new Uint8Array(png) });
    const file = await replicate.files.create(new Blob([zip], { type: 'application/zip' }), {});
    expect(file.urls.get).toMatch(new RegExp(`^${fake.url}/files/`));
    const training = await replicate.trainings.create(
      'ostris',
      'flux-dev-lora-trainer',
      REAL_MODELS.fluxLoraTrainer.version,
      {
        destination: FAKE_MODELS.destination,
        input: { input_images: file.urls.get, trigger_word: 'TOK', not_an_input: 1 },
      },
    );
    expect(training.input).toEqual({ input_images: file.urls.get, trigger_word: 'TOK' });
    let current = training;
    while (current.status === 'starting' || current.status === 'processing')
      current = await replicate.trainings.get(current.id);
    expect(current.status).toBe('succeeded');
    const version = (current.output as { version: string }).version;
    expect(version).toMatch(/^hs-test\/people:[0-9a-f]{64}$/);
    expect(fake.jobs.get(training.id)?.photoCount).toBe(2);
    // The trained version is a FLUX LoRA model: it takes FLUX's inputs, not a photo.
    const prediction = await replicate.predictions.create({
      version: version.split(':')[1] ?? '',
      input: { prompt: 'TOK', width: 512, height: 640, input_image: 'dropped' },
    });
    expect(prediction.input).toEqual({ prompt: 'TOK', width: 512, height: 640 });
  });

  it('signs webhooks that the client validates', async () => {
    const secret = `whsec_${Buffer.from('contract-test-signing-key-000001').toString('base64')}`;
    const verdicts: boolean[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const headers = new Headers();
        for (const [key, value] of Object.entries(request.headers))
          if (typeof value === 'string') headers.set(key, value);
        void validateWebhook(
          new Request('http://x/', {
            method: 'POST',
            headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
          secret,
        ).then((ok) => {
          verdicts.push(ok);
          response.writeHead(ok ? 200 : 401).end();
        });
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => receiver.close(() => resolve())));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const { fake, replicate } = await official({ webhookSecret: secret });
    const created = await replicate.predictions.create({
      version: FAKE_MODELS.zeroShotVersion,
      input: {},
      webhook: url,
      webhook_events_filter: ['completed'],
    });
    await settle(replicate, created);
    await expect.poll(() => fake.webhookDeliveries.length).toBe(1);
    expect(verdicts).toEqual([true]);
  });
});
