import { createHash } from 'node:crypto';
import { reasonMessage } from '@hs/contracts/error-reasons';
import { normalizeEmail } from '@hs/domain/email';
import type { DatabaseHandle } from '@hs/db/database';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * How failed password sign-ins slow an attacker without locking the owner out (decision 067,
 * OWASP ASVS 5 V6.1.1/V6.3.1). A lock holds one account for one client address; an address
 * failing on many accounts is refused for all of them; an account failing from many
 * addresses is only slowed, and never for an address that signed in to it before.
 */
export interface LockoutPolicy {
  /** Failed sign-ins of one account from one address that lock that pair. */
  failures: number;
  /** The first lock; each further lock within a day doubles, up to maxLockSeconds. */
  firstLockSeconds: number;
  maxLockSeconds: number;
  /** Failed sign-ins from one address, whatever the accounts, that refuse it for the hour. */
  addressFailures: number;
  /** Failed sign-ins of one account, from any address, after which its checks are slowed. */
  slowAfterFailures: number;
}

export const DEFAULT_LOCKOUT: LockoutPolicy = {
  failures: 5,
  firstLockSeconds: 60,
  maxLockSeconds: 60 * 60,
  addressFailures: 30,
  slowAfterFailures: 10,
};

/** The soft throttle: half a second after slowAfterFailures, doubling, at most 8 s. */
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 8000;
/** An address that signed in to an account is known to it this long (no slowing). */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

/** Failures are counted for an hour from the first; locks for a day from the first. */
const FAILURE_WINDOW_SECONDS = 60 * 60;
/**
 * A sign-in that finds the account's attempts all in flight waits for one of them to end
 * (checking again after 10 ms, doubling up to 200 ms), at most this long.
 */
const WAIT_FOR_ATTEMPTS_MS = 20_000;
const WAIT_STEP_MAX_MS = 200;
const LOCK_HISTORY_SECONDS = 24 * 60 * 60;
/** Requests one address may make per minute to each identity path without a stricter rule. */
const GENERAL_PER_MINUTE = 100;
/**
 * Paths that take a password, send a mail or spend a token: AUTH_RATE_LIMIT_PER_MINUTE an
 * address, counted apart for each entry (the first that matches; a token in the path
 * does not make a new count).
 */
const STRICT_PATHS = [
  '/sign-in/email',
  '/sign-in/magic-link',
  '/sign-in/anonymous',
  '/sign-in/social',
  '/sign-in',
  '/sign-up',
  '/change-password',
  '/change-email',
  '/request-password-reset',
  '/reset-password',
  '/forget-password',
  '/send-verification-email',
  '/verify-email',
  '/magic-link/verify',
];
/** PostgreSQL: one table for every limiter, created by the library when missing. */
const TABLE = 'auth_rate_limit_flexible';

/** The wait before checking a password of an account with `failures` recent failures. */
export function slowDownMs(policy: LockoutPolicy, failures: number): number {
  if (failures < policy.slowAfterFailures) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - policy.slowAfterFailures), MAX_DELAY_MS);
}

/** The length of the n-th lock (n from 1): 1 min, 2, 4, ... up to the cap. */
export function lockSeconds(policy: LockoutPolicy, n: number): number {
  return Math.min(policy.firstLockSeconds * 2 ** (n - 1), policy.maxLockSeconds);
}

/** A 429 the identity endpoints answer instead of handling the request. */
export interface Refusal {
  code: 'RATE_LIMITED' | 'ACCOUNT_LOCKED';
  reason: 'auth.tooManyAttempts' | 'auth.locked' | 'http.rateLimited';
  message: string;
  retryAfterSeconds: number;
}

export type SignInOutcome = 'failed' | 'succeeded' | 'other';

/** The n-th attempt within the failure window, or the refusal while the account is locked. */
export type SignInAttempt = { attempt: number } | { refusal: Refusal };

export interface AuthLimits {
  /** Counts one request of an address to /api/auth<path>; a refusal when it is over the limit. */
  admitAddress(ip: string, path: string): Promise<Refusal | null>;
  /**
   * Before a password sign-in from `ip`: reserves an attempt for the e-mail from that address,
   * or refuses while that pair is locked or the address has failed too often. When every
   * attempt the lock allows is in flight (their passwords not checked yet), it waits for one
   * to end: a success frees them all, a failure may lock the pair. An account failing from
   * many addresses makes an address it does not know wait (`slowDownMs`) first.
   */
  beginPasswordSignIn(email: string, ip: string): Promise<SignInAttempt>;
  /** After it: a failure counts (and may lock the pair), a success clears the pair and knows the address. */
  endPasswordSignIn(
    email: string,
    ip: string,
    attempt: number,
    outcome: SignInOutcome,
  ): Promise<void>;
}

export interface AuthLimitsOptions {
  database: DatabaseHandle;
  strictPerMinute: number;
  lockout?: Partial<LockoutPolicy>;
  /** How long a sign-in waits for the attempts in flight (default 20 s). */
  waitForAttemptsMs?: number;
  /** The soft throttle's wait (tests record it instead of waiting). */
  delay?: (ms: number) => Promise<void>;
}

type LimiterSpec = { keyPrefix: string; points: number; duration: number };

/** The longest window the memory store keeps (its expiry timer's limit, rounded down). */
export const MEMORY_MAX_SECONDS = 24 * 24 * 60 * 60;

/** "already exists" from a CREATE TABLE IF NOT EXISTS that raced another process's. */
const CREATED_BY_ANOTHER = new Set(['42P07', '42710', '23505']);

/**
 * PostgreSQL: rows in one table every process shares; PGlite (one process): memory.
 * `ready()` resolves once the table exists; after a failure (database down) it tries again.
 */
export function limiterStore(database: Pick<DatabaseHandle, 'pool'>) {
  const { pool } = database;
  if (!pool) {
    return {
      // The memory store expires a key with a timer; Node runs a timer of more than
      // 2^31 - 1 ms (24.8 days) after 1 ms instead, so the 30 days an address stays known
      // were forgotten at once. In memory a window is at most 24 days.
      make: (spec: LimiterSpec): RateLimiterAbstract =>
        new RateLimiterMemory({ ...spec, duration: Math.min(spec.duration, MEMORY_MAX_SECONDS) }),
      ready: () => Promise.resolve(),
    };
  }
  const options = { storeClient: pool, storeType: 'pool', tableName: TABLE } as const;
  let made = 0;
  // Every limiter shares the table; the first one made also deletes its expired rows.
  const make = (spec: LimiterSpec): RateLimiterAbstract =>
    new RateLimiterPostgres({
      ...spec,
      ...options,
      tableCreated: true,
      clearExpiredByTimeout: made++ === 0,
    });
  // The library's own CREATE TABLE IF NOT EXISTS, run by a limiter made for that alone.
  const createTable = () =>
    new Promise<void>((resolve, reject) => {
      new RateLimiterPostgres(
        { ...options, keyPrefix: 'table', points: 1, duration: 1, clearExpiredByTimeout: false },
        (error?: Error & { code?: string }) =>
          error && !CREATED_BY_ANOTHER.has(error.code ?? '') ? reject(error) : resolve(),
      );
    });
  let table: Promise<void> | null = null;
  const ready = () => {
    table ??= createTable().catch((error: unknown) => {
      table = null;
      throw error;
    });
    return table;
  };
  return { make, ready };
}

/** The strict entry a path falls under, or null. */
const strictPath = (path: string) =>
  STRICT_PATHS.find((p) => path === p || path.startsWith(`${p}/`)) ?? null;

/** Keys are digests: bounded in length, and the table holds no addresses or e-mails. */
export const digest = (text: string) => createHash('sha256').update(text).digest('base64url');
const accountKey = (email: string) => digest(normalizeEmail(email));
const pairKey = (email: string, ip: string) => digest(`${normalizeEmail(email)} ${ip}`);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Per-address limits on every identity path and the sign-in lockout (rate-limiter-flexible). */
export function createAuthLimits(o: AuthLimitsOptions): AuthLimits {
  const policy = { ...DEFAULT_LOCKOUT, ...o.lockout };
  const store = limiterStore(o.database);
  const strict = store.make({ keyPrefix: 'address', points: o.strictPerMinute, duration: 60 });
  const general = store.make({
    keyPrefix: 'address-general',
    points: GENERAL_PER_MINUTE,
    duration: 60,
  });
  const failures = store.make({
    keyPrefix: 'pair-failures',
    points: policy.failures,
    duration: FAILURE_WINDOW_SECONDS,
  });
  const locks = store.make({
    keyPrefix: 'pair-locks',
    points: Number.MAX_SAFE_INTEGER,
    duration: LOCK_HISTORY_SECONDS,
  });
  // The lock in force (blocked while it lasts): tells a locked pair from one whose
  // attempts are all in flight, which `failures` alone cannot.
  const locked = store.make({ keyPrefix: 'pair-locked', points: 1, duration: 1 });
  // Counters only (never consumed past): read with get, added to with penalty.
  const counter = (keyPrefix: string, duration: number) =>
    store.make({ keyPrefix, points: Number.MAX_SAFE_INTEGER, duration });
  const addressFailures = counter('address-failures', FAILURE_WINDOW_SECONDS);
  const accountFailures = counter('account-failures-anywhere', FAILURE_WINDOW_SECONDS);
  const knownAddresses = counter('account-known-address', KNOWN_ADDRESS_SECONDS);
  const delay = o.delay ?? sleep;
  const waitMs = o.waitForAttemptsMs ?? WAIT_FOR_ATTEMPTS_MS;
  const ready = store.ready;
  // Made at start-up, not at the first sign-in; a failure is tried again then.
  ready().catch(() => undefined);

  return {
    async admitAddress(ip, path) {
      await ready();
      const matched = strictPath(path);
      const limiter = matched ? strict : general;
      const bucket = matched ?? path.split('/').slice(0, 3).join('/');
      try {
        await limiter.consume(digest(`${ip} ${bucket}`));
        return null;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const wait = seconds(error.msBeforeNext);
        return {
          code: 'RATE_LIMITED',
          reason: 'auth.tooManyAttempts',
          message: reasonMessage('auth.tooManyAttempts', { seconds: wait }),
          retryAfterSeconds: wait,
        };
      }
    },

    async beginPasswordSignIn(email, ip) {
      await ready();
      const key = pairKey(email, ip);
      const [fromAddress, anywhere, known] = await Promise.all([
        addressFailures.get(digest(ip)),
        accountFailures.get(accountKey(email)),
        knownAddresses.get(key),
      ]);
      if (fromAddress && fromAddress.consumedPoints >= policy.addressFailures) {
        const wait = seconds(fromAddress.msBeforeNext);
        return {
          refusal: {
            code: 'RATE_LIMITED',
            reason: 'auth.tooManyAttempts',
            message: reasonMessage('auth.tooManyAttempts', { seconds: wait }),
            retryAfterSeconds: wait,
          },
        };
      }
      const slowFor = known ? 0 : slowDownMs(policy, anywhere?.consumedPoints ?? 0);
      if (slowFor > 0) await delay(slowFor);
      const deadline = Date.now() + waitMs;
      for (let step = 10; ; step = Math.min(step * 2, WAIT_STEP_MAX_MS)) {
        const lock = await locked.get(key);
        if (lock && lock.consumedPoints > 1 && lock.msBeforeNext > 0) {
          const wait = seconds(lock.msBeforeNext);
          return {
            refusal: {
              code: 'ACCOUNT_LOCKED',
              reason: 'auth.locked',
              message: reasonMessage('auth.locked', { seconds: wait }),
              retryAfterSeconds: wait,
            },
          };
        }
        try {
          const res = await failures.consume(key);
          return { attempt: res.consumedPoints };
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
        }
        // Not locked, but the attempts it allows are in flight (or a lock is being set).
        if (Date.now() + step > deadline) {
          return {
            refusal: {
              code: 'RATE_LIMITED',
              reason: 'http.rateLimited',
              message: reasonMessage('http.rateLimited'),
              retryAfterSeconds: 1,
            },
          };
        }
        await new Promise((resolve) => setTimeout(resolve, step));
      }
    },

    async endPasswordSignIn(email, ip, attempt, outcome) {
      await ready();
      const key = pairKey(email, ip);
      if (outcome === 'succeeded') {
        // Also a lock another attempt in flight set meanwhile: this one had the password.
        await Promise.all([
          failures.delete(key),
          locks.delete(key),
          locked.delete(key),
          knownAddresses.penalty(key, 1),
        ]);
        return;
      }
      if (outcome === 'other') {
        await failures.reward(key, 1);
        return;
      }
      await Promise.all([
        addressFailures.penalty(digest(ip), 1),
        accountFailures.penalty(accountKey(email), 1),
      ]);
      if (attempt === policy.failures) {
        // Only the attempt that reached the limit locks, however many ran at once.
        const { consumedPoints } = await locks.penalty(key, 1);
        const lockFor = lockSeconds(policy, consumedPoints);
        await Promise.all([failures.block(key, lockFor), locked.block(key, lockFor)]);
      }
    },
  };
}
