import { createTestDatabase, testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { createAuthLimits } from './limits.ts';

const PASSWORD = 'correct horse battery';
const WRONG = 'not the password';

/** A sign-in from `address` (the server trusts the X-Forwarded-For a proxy would append). */
function signInFrom(server: TestServer, address: string, email: string, password: string) {
  return new TestClient(server.url).fetch('/api/auth/sign-in/email', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
    headers: { 'x-forwarded-for': address },
  });
}

let addressCounter = 0;
/** An address no sign-in came from yet. */
const newAddress = () => {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};
const signInFromNewAddress = (server: TestServer, email: string, password: string) =>
  signInFrom(server, newAddress(), email, password);

async function fail(server: TestServer, address: string, email: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    statuses.push((await signInFrom(server, address, email, WRONG)).status);
  }
  return statuses;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// issue 13: no lockout per account (only per address); issue 35 item 8, decision 067: the
// lock holds an account for the address that failed, so an attacker cannot lock the owner out.
describe(`sign-in lockout of an account from an address (${testDriver()})`, () => {
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
    // Locks of 1 s, then 2 s (the cap), so the back-off is seen without waiting minutes; the
    // soft throttle (tested below with its delay recorded) kept out of these.
    server = await startTestServer({
      smtpUrl: smtp.url,
      trustProxy: true,
      lockout: {
        failures: 5,
        firstLockSeconds: 1,
        maxLockSeconds: 2,
        addressFailures: 20,
        slowAfterFailures: 1000,
      },
    });
    for (const email of ['locked', 'bystander', 'reset', 'backoff', 'owner', 'stuffed']) {
      await register(`${email}@example.com`);
    }
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  // The attack of issue 35 item 8: five wrong passwords locked the owner out everywhere.
  it("does not lock the owner out with an attacker's failures", async () => {
    const attacker = newAddress();
    expect(await fail(server, attacker, 'owner@example.com', 5)).toEqual([401, 401, 401, 401, 401]);
    const more = await signInFrom(server, attacker, 'owner@example.com', WRONG);
    expect(more.status).toBe(429);
    const owner = await signInFromNewAddress(server, 'owner@example.com', PASSWORD);
    expect(owner.status).toBe(200);
  });

  it('locks password sign-in after 5 failures from one address; the right password from there waits too', async () => {
    const address = newAddress();
    expect(await fail(server, address, 'locked@example.com', 5)).toEqual([401, 401, 401, 401, 401]);
    const locked = await signInFrom(server, address, 'locked@example.com', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('1');
    expect(await locked.json()).toEqual({
      code: 'ACCOUNT_LOCKED',
      message:
        'Too many failed sign-ins for this account: its password sign-in is locked for 1 second. Sign in with an email link or reset your password meanwhile.',
      reason: 'auth.locked',
      params: { seconds: 1 },
    });
    // Another account, from the same address, is not affected.
    expect((await signInFrom(server, address, 'bystander@example.com', PASSWORD)).status).toBe(200);

    await pause(1100);
    expect((await signInFrom(server, address, 'locked@example.com', PASSWORD)).status).toBe(200);
  });

  it('starts counting again after a successful sign-in', async () => {
    const address = newAddress();
    expect(await fail(server, address, 'reset@example.com', 4)).toEqual([401, 401, 401, 401]);
    expect((await signInFrom(server, address, 'reset@example.com', PASSWORD)).status).toBe(200);
    expect(await fail(server, address, 'reset@example.com', 4)).toEqual([401, 401, 401, 401]);
    expect((await signInFrom(server, address, 'reset@example.com', PASSWORD)).status).toBe(200);
  });

  it('doubles each further lock up to the cap', async () => {
    const address = newAddress();
    const retryAfter = async () => {
      await fail(server, address, 'backoff@example.com', 5);
      const res = await signInFrom(server, address, 'backoff@example.com', PASSWORD);
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
    const address = newAddress();
    expect(await fail(server, address, 'nobody@example.com', 5)).toEqual([401, 401, 401, 401, 401]);
    const res = await signInFrom(server, address, 'nobody@example.com', WRONG);
    expect(res.status).toBe(429);
    expect(((await res.json()) as { code: string }).code).toBe('ACCOUNT_LOCKED');
  });

  it('refuses an address that failed on 20 accounts, for every account', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await signInFrom(server, address, `guess${i}@example.com`, WRONG)).status);
    }
    expect(statuses).toEqual(Array(20).fill(401));
    const next = await signInFrom(server, address, 'stuffed@example.com', PASSWORD);
    expect(next.status).toBe(429);
    expect(await next.json()).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'auth.tooManyAttempts',
    });
    expect((await signInFromNewAddress(server, 'stuffed@example.com', PASSWORD)).status).toBe(200);
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

  it('lets only 5 of 12 parallel guesses from one address reach the password check; the others find the lock', async () => {
    const attacker = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => signInFrom(server, attacker, 'guessed@example.com', WRONG)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(((await answer.json()) as { code: string }).code).toBe('ACCOUNT_LOCKED');
    }
    // Locked now for that address: the right password from there waits too (the 60-second
    // first lock of decision 014); from the owner's address it gets in (decision 067).
    const there = await signInFrom(server, attacker, 'guessed@example.com', PASSWORD);
    expect(there.status).toBe(429);
    expect(there.headers.get('retry-after')).toBe('60');
    expect((await signInFromNewAddress(server, 'guessed@example.com', PASSWORD)).status).toBe(200);
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
      // (addressFailures and slowAfterFailures keep their defaults)
      const one = createAuthLimits({ database, strictPerMinute: 10, lockout: policy });
      const two = createAuthLimits({ database, strictPerMinute: 10, lockout: policy });
      const ip = '10.9.0.1';
      const first = await one.beginPasswordSignIn('shared@example.com', ip);
      expect(first).toEqual({ attempt: 1 });
      await one.endPasswordSignIn('shared@example.com', ip, 1, 'failed');
      const second = await two.beginPasswordSignIn('Shared+x@Example.com ', ip);
      expect(second).toEqual({ attempt: 2 });
      await two.endPasswordSignIn('shared@example.com', ip, 2, 'failed');
      const third = await one.beginPasswordSignIn('shared@example.com', ip);
      expect(third).toMatchObject({ refusal: { code: 'ACCOUNT_LOCKED', retryAfterSeconds: 60 } });
    } finally {
      await database.close();
    }
  });
});

// Decision 067: an account failing from many addresses is slowed, never locked, and not at
// all for an address that signed in to it before. The wait is recorded, not slept.
describe(`the soft throttle of an account attacked from many addresses (${testDriver()})`, () => {
  it('makes a new address wait more with each failure, and a known one not at all', async () => {
    const database = await createTestDatabase();
    try {
      const waits: number[] = [];
      const limits = createAuthLimits({
        database,
        strictPerMinute: 1000,
        lockout: { failures: 5, slowAfterFailures: 3 },
        delay: async (ms) => void waits.push(ms),
      });
      const email = 'target@example.com';
      const attempt = async (ip: string, outcome: 'failed' | 'succeeded') => {
        const started = await limits.beginPasswordSignIn(email, ip);
        if (!('attempt' in started)) return started.refusal.code;
        await limits.endPasswordSignIn(email, ip, started.attempt, outcome);
        return outcome;
      };
      expect(await attempt('10.8.0.1', 'succeeded')).toBe('succeeded'); // the owner's home
      for (let i = 1; i <= 5; i++) expect(await attempt(`10.7.0.${i}`, 'failed')).toBe('failed');
      expect(waits).toEqual([500, 1000]); // the 4th and 5th failures came after 3
      expect(await attempt('10.8.0.2', 'succeeded')).toBe('succeeded'); // the owner elsewhere
      expect(waits).toEqual([500, 1000, 2000]);
      expect(await attempt('10.8.0.1', 'succeeded')).toBe('succeeded');
      expect(waits).toHaveLength(3);
    } finally {
      await database.close();
    }
  });
});
