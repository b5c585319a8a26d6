import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeReplicate, FAKE_MODELS, type FakeReplicate } from '../testing/fake-replicate.ts';
import { ReplicateClient } from './client.ts';
import { signWebhook, verifyWebhook, WEBHOOK_TOLERANCE_SECONDS } from './webhook.ts';

// The reference vector of the Standard Webhooks specification, which Replicate follows.
const vector = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const headers = (signature = vector.signature, timestamp = vector.timestamp, id = vector.id) => ({
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': signature,
});

describe('verifyWebhook', () => {
  it('signs the reference vector exactly', () => {
    expect(signWebhook(vector.secret, vector.id, vector.timestamp, vector.body)).toBe(
      vector.signature,
    );
  });

  it('accepts a good signature, also among several (key rotation)', () => {
    expect(verifyWebhook(vector.secret, headers(), vector.body, vector.timestamp + 10)).toEqual({
      ok: true,
      id: vector.id,
      timestamp: vector.timestamp,
    });
    const several = `v1,${Buffer.alloc(32).toString('base64')} ${vector.signature}`;
    expect(
      verifyWebhook(vector.secret, new Headers(headers(several)), vector.body, vector.timestamp).ok,
    ).toBe(true);
  });

  it('refuses a bad signature, a changed body or id, and other versions', () => {
    const now = vector.timestamp;
    const flipped = `v1,${Buffer.from('x'.repeat(32)).toString('base64')}`;
    expect(verifyWebhook(vector.secret, headers(flipped), vector.body, now)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verifyWebhook(vector.secret, headers(), '{"test": 2432232315}', now).ok).toBe(false);
    expect(
      verifyWebhook(vector.secret, headers(vector.signature, now, 'msg_other'), vector.body, now)
        .ok,
    ).toBe(false);
    expect(
      verifyWebhook(
        vector.secret,
        headers(vector.signature.replace('v1,', 'v2,')),
        vector.body,
        now,
      ).ok,
    ).toBe(false);
    expect(verifyWebhook(vector.secret, headers('v1,'), vector.body, now).ok).toBe(false);
  });

  it('refuses timestamps older (or newer) than five minutes, even when signed', () => {
    const tooLate = vector.timestamp + WEBHOOK_TOLERANCE_SECONDS + 1;
    expect(verifyWebhook(vector.secret, headers(), vector.body, tooLate)).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifyWebhook(vector.secret, headers(), vector.body, vector.timestamp - 301).ok).toBe(
      false,
    );
    expect(verifyWebhook(vector.secret, headers(), vector.body, vector.timestamp + 300).ok).toBe(
      true,
    );
    const nonNumeric = { ...headers(), 'webhook-timestamp': '1614265330.5' };
    expect(verifyWebhook(vector.secret, nonNumeric, vector.body, vector.timestamp)).toEqual({
      ok: false,
      reason: 'bad-timestamp',
    });
  });

  it('refuses with the wrong secret, a malformed secret or missing headers', () => {
    const other = `whsec_${Buffer.from('another-secret-of-enough-bytes!!').toString('base64')}`;
    expect(verifyWebhook(other, headers(), vector.body, vector.timestamp)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verifyWebhook('whsec_***', headers(), vector.body, vector.timestamp)).toEqual({
      ok: false,
      reason: 'bad-secret',
    });
    const { 'webhook-signature': _drop, ...partial } = headers();
    expect(verifyWebhook(vector.secret, partial, vector.body, vector.timestamp)).toEqual({
      ok: false,
      reason: 'missing-headers',
    });
  });
});

describe('webhooks from the fake Replicate', () => {
  let fake: FakeReplicate | undefined;
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await fake?.close();
    await close?.();
  });

  it('arrive signed so that verifyWebhook accepts them, and fail with another secret', async () => {
    const secret = `whsec_${Buffer.from('fake-replicate-signing-key-0001').toString('base64')}`;
    const received: Array<{
      headers: Record<string, string | string[] | undefined>;
      body: string;
    }> = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    close = () => new Promise((resolve) => receiver.close(() => resolve()));
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/replicate`;

    fake = await startFakeReplicate({ webhookSecret: secret });
    const client = new ReplicateClient({ baseUrl: fake.url, token: fake.token });
    const created = await client.createPrediction({
      model: FAKE_MODELS.zeroShot,
      input: { prompt: 'a headshot' },
      webhook: hook,
      webhookEventsFilter: ['completed'],
    });
    for (let i = 0; i < 5; i += 1) await client.getPrediction(created.id);
    await expect.poll(() => received.length).toBe(1);

    const [delivery] = received;
    if (!delivery) throw new Error('no delivery');
    expect(JSON.parse(delivery.body)).toMatchObject({ id: created.id, status: 'succeeded' });
    expect(verifyWebhook(secret, delivery.headers, delivery.body).ok).toBe(true);
    const wrong = `whsec_${Buffer.from('not-the-fake-replicate-key-0001').toString('base64')}`;
    expect(verifyWebhook(wrong, delivery.headers, delivery.body).ok).toBe(false);
    expect(
      verifyWebhook(secret, delivery.headers, delivery.body.replace('succeeded', 'failed')).ok,
    ).toBe(false);
  });
});
