import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_MODELS, startFakeReplicate, type FakeReplicate } from '../testing/fake-replicate.ts';
import {
  ReplicateApiError,
  ReplicateClient,
  ReplicateNetworkError,
  ReplicateProtocolError,
} from './client.ts';
import { firstOutputUrl } from './protocol.ts';

let fake: FakeReplicate | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(options: Parameters<typeof startFakeReplicate>[0] = {}) {
  fake = await startFakeReplicate(options);
  const client = new ReplicateClient({ baseUrl: fake.url, token: fake.token, retryBaseMs: 10 });
  return { fake, client };
}

describe('ReplicateClient against the loopback Replicate', () => {
  it('creates a prediction and polls it from starting through processing to succeeded', async () => {
    const { fake, client } = await start();
    const created = await client.createPrediction({
      model: FAKE_MODELS.zeroShot,
      input: { prompt: 'TOK, headshot', seed: 7 },
    });
    expect(created.status).toBe('starting');
    expect(created.version).toBe(FAKE_MODELS.zeroShotVersion);
    const seen = [created.status];
    let current = created;
    while (current.status !== 'succeeded') {
      current = await client.getPrediction(created.id);
      seen.push(current.status);
      expect(seen.length).toBeLessThan(10);
    }
    expect(seen).toEqual(['starting', 'processing', 'processing', 'succeeded']);
    const url = firstOutputUrl(current.output);
    expect(url).toMatch(new RegExp(`^${fake.origin}/delivery/`));
    const meta = await sharp(await client.download(url ?? '')).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 400 });
    expect(fake.requests.every((r) => r.path.startsWith('/delivery/') || r.status < 300)).toBe(
      true,
    );
  });

  it('creates by version id and by owner/name:version; an unknown version is a 422', async () => {
    fake = await startFakeReplicate();
    const sent: Array<{ path: string; version: unknown }> = [];
    const client = new ReplicateClient({
      baseUrl: fake.url,
      token: fake.token,
      fetch: (url, init) => {
        const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as object) : {};
        sent.push({
          path: new URL(String(url)).pathname,
          version: (body as { version?: unknown }).version,
        });
        return fetch(url, init);
      },
    });
    const byId = await client.createPrediction({
      model: FAKE_MODELS.zeroShotVersion,
      input: { prompt: 'x' },
    });
    const byRef = await client.createPrediction({
      model: `${FAKE_MODELS.zeroShot}:${FAKE_MODELS.zeroShotVersion}`,
      input: {},
    });
    expect(byId.model).toBe(FAKE_MODELS.zeroShot);
    expect(byRef.model).toBe(FAKE_MODELS.zeroShot);
    // POST /v1/predictions takes `owner/name:version` for any model, as it is (2025-08-05).
    expect(sent).toEqual([
      { path: '/v1/predictions', version: FAKE_MODELS.zeroShotVersion },
      {
        path: '/v1/predictions',
        version: `${FAKE_MODELS.zeroShot}:${FAKE_MODELS.zeroShotVersion}`,
      },
    ]);
    // A version named under another model's name is not that model's.
    const foreign = await client
      .createPrediction({
        model: `${FAKE_MODELS.trainer}:${FAKE_MODELS.zeroShotVersion}`,
        input: {},
      })
      .catch((e: unknown) => e);
    expect(foreign).toMatchObject({ status: 422 });
    const error = await client
      .createPrediction({ model: 'c'.repeat(64), input: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReplicateApiError);
    expect((error as ReplicateApiError).status).toBe(422);
  });

  it('cancels a running prediction, which then stays canceled', async () => {
    const { fake, client } = await start({ ticksFor: () => Infinity });
    const created = await client.createPrediction({
      model: FAKE_MODELS.zeroShot,
      input: { prompt: 'x' },
    });
    await client.getPrediction(created.id);
    const canceled = await client.cancelPrediction(created.id);
    expect(canceled.status).toBe('canceled');
    expect((await client.getPrediction(created.id)).status).toBe('canceled');
    expect(fake.jobs.get(created.id)?.completedAt).not.toBeNull();
  });

  it('with Prefer: wait answers the finished prediction at once', async () => {
    const { client } = await start();
    const done = await client.createPrediction({
      model: FAKE_MODELS.zeroShot,
      input: { prompt: 'x' },
      waitSeconds: 30,
    });
    expect(done.status).toBe('succeeded');
  });

  it('answers 401 without (or with a wrong) token, without retrying', async () => {
    const { fake } = await start();
    for (const token of [undefined, 'r8_wrong']) {
      const client = new ReplicateClient({ baseUrl: fake.url, ...(token ? { token } : {}) });
      const error = await client.getPrediction('anything').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ReplicateApiError);
      expect(error).toMatchObject({ status: 401, title: 'Unauthenticated' });
    }
    expect(fake.requests.map((r) => r.status)).toEqual([401, 401]);
  });

  it('waits out a 429 for its retry-after, then succeeds', async () => {
    const { fake, client } = await start();
    fake.failNext({ status: 429, retryAfterSeconds: 1, match: /^POST \/v1\/predictions$/ });
    const started = Date.now();
    const created = await client.createPrediction({
      model: FAKE_MODELS.zeroShotVersion,
      input: { prompt: 'x' },
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(created.status).toBe('starting');
    expect(fake.requests.map((r) => `${r.status} ${r.method} ${r.path}`)).toEqual([
      '429 POST /v1/predictions',
      '201 POST /v1/predictions',
    ]);
    expect(fake.predictions()).toHaveLength(1);
  });

  it('retries 5xx with backoff and gives up after maxRetries', async () => {
    const { fake, client } = await start();
    const created = await client.createPrediction({
      model: FAKE_MODELS.zeroShotVersion,
      input: {},
    });
    fake.failNext({ status: 503, times: 2 });
    expect((await client.getPrediction(created.id)).id).toBe(created.id);
    fake.failNext({ status: 502, times: 10 });
    const limited = new ReplicateClient({
      baseUrl: fake.url,
      token: fake.token,
      retryBaseMs: 5,
      maxRetries: 2,
    });
    const error = await limited.getPrediction(created.id).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502 });
    const statuses = fake.requests.slice(1).map((r) => r.status);
    expect(statuses).toEqual([503, 503, 200, 502, 502, 502]);
  });

  it('stops retrying at once when its signal aborts', async () => {
    const { fake, client } = await start();
    // A retry that waited out its 10 minutes would outlast the test's own time limit.
    fake.failNext({ status: 429, retryAfterSeconds: 600 });
    const controller = new AbortController();
    const pending = client.getPrediction('x', controller.signal);
    setTimeout(() => controller.abort(new Error('stopped')), 50);
    await expect(pending).rejects.toThrow('stopped');
  });

  it('gives up on a call that does not answer within its time limit', async () => {
    fake = await startFakeReplicate({ mode: 'cog', ticksFor: () => Infinity });
    const client = new ReplicateClient({
      baseUrl: fake.url,
      cogTimeoutMs: 200,
      maxRetries: 1,
      retryBaseMs: 10,
    });
    const started = Date.now();
    await expect(client.cogPredict('slowslowslowslowslowslow22', { prompt: 'x' })).rejects.toThrow(
      /timed out/,
    );
    // The limit is the whole call's, repeated PUTs included (a call that never answers would
    // otherwise outlast the test's own time limit).
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(await client.cogCancel('slowslowslowslowslowslow22')).toBe(true);
  });

  it('says why a request never got through, and never asks again for a URL fetch refuses', async () => {
    // undici blocks some ports outright (6000 is X11's): nothing is sent, ever.
    let calls = 0;
    const counted: typeof fetch = (url, init) => {
      calls += 1;
      return fetch(url, init);
    };
    const blocked = new ReplicateClient({
      baseUrl: 'http://127.0.0.1:6000',
      retryBaseMs: 10,
      fetch: counted,
    });
    const refused = await blocked.cogHealth().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ReplicateNetworkError);
    expect(refused).toMatchObject({ reason: 'bad port', permanent: true });
    expect((refused as Error).message).toBe(
      'GET http://127.0.0.1:6000/health-check failed: bad port',
    );
    expect(calls).toBe(1);

    // A port where nothing listens (yet) is asked again, and says so.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    calls = 0;
    const down = new ReplicateClient({
      baseUrl: `http://127.0.0.1:${port}`,
      maxRetries: 2,
      retryBaseMs: 10,
      fetch: counted,
    });
    const error = await down.cogHealth().catch((e: unknown) => e);
    expect(error).toMatchObject({ permanent: false });
    expect((error as ReplicateNetworkError).reason).toMatch(/ECONNREFUSED/);
    expect(calls).toBe(3);
  });

  it('refuses an answer of the wrong shape, but takes a status it does not know yet', async () => {
    const client = new ReplicateClient({
      token: 't',
      fetch: async () => new Response(JSON.stringify({ id: 'p1', status: 7 }), { status: 200 }),
    });
    await expect(client.getPrediction('p1')).rejects.toBeInstanceOf(ReplicateProtocolError);
    const newer = new ReplicateClient({
      token: 't',
      fetch: async () =>
        new Response(JSON.stringify({ id: 'p1', status: 'queued' }), { status: 200 }),
    });
    expect(await newer.getPrediction('p1')).toMatchObject({ status: 'queued' });
  });

  it('uploads a zip, trains, polls and cancels trainings', async () => {
    const { fake, client } = await start();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const zip = zipSync({ 'a.png': new Uint8Array(png), 'b.png': new Uint8Array(png) });
    const file = await client.uploadFile({
      name: 'photos.zip',
      contentType: 'application/zip',
      bytes: zip,
    });
    expect(file.urls.get).toBe(`${fake.url}/files/${file.id}`);

    const trainer = `${FAKE_MODELS.trainer}:${FAKE_MODELS.trainerVersion}`;
    const training = await client.createTraining({
      trainer,
      destination: FAKE_MODELS.destination,
      input: { input_images: file.urls.get },
    });
    let current = training;
    while (current.status === 'starting' || current.status === 'processing')
      current = await client.getTraining(training.id);
    expect(current.status).toBe('succeeded');
    expect(current.output).toMatchObject({
      version: expect.stringMatching(/^hs-test\/people:[0-9a-f]{64}$/),
    });
    expect(fake.jobs.get(training.id)?.photoCount).toBe(2);

    const second = await client.createTraining({
      trainer,
      destination: FAKE_MODELS.destination,
      input: { input_images: file.urls.get },
    });
    expect((await client.cancelTraining(second.id)).status).toBe('canceled');

    const badDestination = await client
      .createTraining({ trainer, destination: 'hs-test/missing', input: {} })
      .catch((e: unknown) => e);
    expect(badDestination).toMatchObject({ status: 422 });
  });

  it('speaks to a Cog container: health-check and a synchronous prediction with a data: URL output', async () => {
    fake = await startFakeReplicate({ mode: 'cog' });
    const client = new ReplicateClient({ baseUrl: fake.url });
    expect(await client.cogHealth()).toMatchObject({ status: 'READY' });
    const done = await client.cogPredict('wjx3whax6rf4vphkegkhcvpv6a', { prompt: 'x' });
    expect(done).toMatchObject({ id: 'wjx3whax6rf4vphkegkhcvpv6a', status: 'succeeded' });
    const url = firstOutputUrl(done.output) ?? '';
    expect(url.startsWith('data:image/webp;base64,')).toBe(true);
    expect((await sharp(await client.download(url)).metadata()).format).toBe('webp');
    expect(await client.cogCancel('wjx3whax6rf4vphkegkhcvpv6a')).toBe(false);
  });
});
