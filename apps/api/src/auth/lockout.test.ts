import { createTestDatabase, testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { createAuthLimits } from './limits.ts';

const PASSWORD = 'correct horse battery';
const WRONG = 'not the password';

let addressCounter = 0;
/** A sign-in from an address of its own (the server trusts X-Forwarded-For here). */
async function signInFromNewAddress(server: TestServer, email: string, password: string) {
  addressCounter += 1;
  const client = new TestClient(server.url);
  return client.fetch('/api/auth/sign-in/email', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
    headers: {
      'x-forwarded-for': `10.0.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`,
    },
  });
}

async function fail(server: TestServer, email: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    statuses.push((await signInFromNewAddress(server, email, WRONG)).status);
  }
  return statuses;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// issue 13: no lockout per account (only per address).
describe(`per-account lockout (${testDriver()})`, () => {
  let server: TestServer;
  let smtp: SmtpSink;

  async function register(email: string) {
    const client = new TestClient(server.url);
    const since = smtp.mails.length;
    const res = await client.post('/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      name: 'L',
    });
    expect(res.status).toBe(200);
    await client.follow(linkIn(await smtp.next(email, since), '/api/auth/verify-email'));
  }

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // Locks of 1 s, then 2 s (the cap), so the back-off is seen without waiting minutes.
    server = await startTestServer({
      smtpUrl: smtp.url,
      trustProxy: true,
      lockout: { failures: 5, firstLockSeconds: 1, maxLockSeconds: 2 },
    });
    await register('locked@example.com');
    await register('bystander@example.com');
    await register('reset@example.com');
    await register('backoff@example.com');
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('locks password sign-in after 5 failures from any address; the right password waits too', async () => {
    expect(await fail(server, 'locked@example.com', 5)).toEqual([401, 401, 401, 401, 401]);
    const locked = await signInFromNewAddress(server, 'locked@example.com', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('1');
    expect(await locked.json()).toEqual({
      code: 'ACCOUNT_LOCKED',
      message:
        'Too many failed sign-ins for this account: its password sign-in is locked for 1 second. Sign in with an email link or reset your password meanwhile.',
      reason: 'auth.locked',
      params: { seconds: 1 },
    });
    // Another account, from the same addresses, is not affected.
    expect((await signInFromNewAddress(server, 'bystander@example.com', PASSWORD)).status).toBe(
      200,
    );

    await pause(1100);
    expect((await signInFromNewAddress(server, 'locked@example.com', PASSWORD)).status).toBe(200);
  });

  it('starts counting again after a successful sign-in', async () => {
    expect(await fail(server, 'reset@example.com', 4)).toEqual([401, 401, 401, 401]);
    expect((await signInFromNewAddress(server, 'reset@example.com', PASSWORD)).status).toBe(200);
    expect(await fail(server, 'reset@example.com', 4)).toEqual([401, 401, 401, 401]);
    expect((await signInFromNewAddress(server, 'reset@example.com', PASSWORD)).status).toBe(200);
  });

  it('doubles each further lock up to the cap', async () => {
    const retryAfter = async () => {
      await fail(server, 'backoff@example.com', 5);
      const res = await signInFromNewAddress(server, 'backoff@example.com', PASSWORD);
      expect(res.status).toBe(429);
      return Number(res.headers.get('retry-after'));
    };
    expect(await retryAfter()).toBe(1);
    await pause(1100);
    expect(await retryAfter()).toBe(2);
    await pause(2100);
    expect(await retryAfter()).toBe(2);
  });

  it('locks an unknown e-mail the same way, so a lock tells nothing about accounts', async () => {
    expect(await fail(server, 'nobody@example.com', 5)).toEqual([401, 401, 401, 401, 401]);
    const res = await signInFromNewAddress(server, 'nobody@example.com', WRONG);
    expect(res.status).toBe(429);
    expect(((await res.json()) as { code: string }).code).toBe('ACCOUNT_LOCKED');
  });
});

// Decision 014: the lockout counts failures. Attempts are reserved before the password is
// checked (so parallel guesses cannot pass a stale count); the right password in parallel
// must still get in, not be refused as if the account were locked.
describe(`sign-ins of one account in parallel (${testDriver()})`, () => {
  let server: TestServer;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ smtpUrl: smtp.url, trustProxy: true });
    for (const email of ['many@example.com', 'guessed@example.com']) {
      const client = new TestClient(server.url);
      const since = smtp.mails.length;
      await client.post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'P' });
      await client.follow(linkIn(await smtp.next(email, since), '/api/auth/verify-email'));
    }
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('lets 12 sign-ins with the right password in at once (more than the 5 failures that lock)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => signInFromNewAddress(server, 'many@example.com', PASSWORD)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
  });

  it('lets only 5 of 12 parallel guesses reach the password check; the others find the lock', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => signInFromNewAddress(server, 'guessed@example.com', WRONG)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(((await answer.json()) as { code: string }).code).toBe('ACCOUNT_LOCKED');
    }
    // Locked now: the right password waits too (the 60-second first lock of decision 014).
    const owner = await signInFromNewAddress(server, 'guessed@example.com', PASSWORD);
    expect(owner.status).toBe(429);
    expect(owner.headers.get('retry-after')).toBe('60');
  });
});

describe(`per-address limit (${testDriver()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ authRateLimitPerMinute: 3 });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After once one address tries too often, whatever the accounts', async () => {
    const client = new TestClient(server.url);
    const statuses: number[] = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      statuses.push(
        (await client.post('/api/auth/sign-in/email', { email, password: WRONG })).status,
      );
    }
    const refused = await client.post('/api/auth/sign-in/email', {
      email: 'd@example.com',
      password: WRONG,
    });
    expect([...statuses, refused.status]).toEqual([401, 401, 401, 429]);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // A token in the path does not open a new count.
    const resets = [];
    for (let i = 0; i < 4; i++) {
      resets.push((await client.post(`/api/auth/reset-password/token-${i}`, {})).status);
    }
    expect(resets.at(-1)).toBe(429);
  });
});

describe.runIf(testDriver() === 'postgres')('limits shared by processes (postgres)', () => {
  it('counts one account across two processes on one database', async () => {
    const database = await createTestDatabase();
    try {
      const policy = { failures: 2, firstLockSeconds: 60, maxLockSeconds: 60 };
      const one = createAuthLimits({ database, strictPerMinute: 10, lockout: policy });
      const two = createAuthLimits({ database, strictPerMinute: 10, lockout: policy });
      const first = await one.beginPasswordSignIn('shared@example.com');
      expect(first).toEqual({ attempt: 1 });
      await one.endPasswordSignIn('shared@example.com', 1, 'failed');
      const second = await two.beginPasswordSignIn('Shared@Example.com ');
      expect(second).toEqual({ attempt: 2 });
      await two.endPasswordSignIn('shared@example.com', 2, 'failed');
      const third = await one.beginPasswordSignIn('shared@example.com');
      expect(third).toMatchObject({ refusal: { code: 'ACCOUNT_LOCKED', retryAfterSeconds: 60 } });
    } finally {
      await database.close();
    }
  });
});
