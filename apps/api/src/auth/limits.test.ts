import { describe, expect, it } from 'vitest';
import { waitText } from '@hs/contracts/error-reasons';
import { DEFAULT_LOCKOUT, limiterStore, lockSeconds, slowDownMs } from './limits.ts';

describe('lockout back-off', () => {
  it('locks for 1 minute after 5 failures, doubling each time, capped at an hour', () => {
    expect(DEFAULT_LOCKOUT.failures).toBe(5);
    const locks = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => lockSeconds(DEFAULT_LOCKOUT, n));
    expect(locks).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('slows an account after 10 failures from anywhere: half a second, doubling, at most 8 s', () => {
    const waits = [9, 10, 11, 12, 13, 14, 15].map((n) => slowDownMs(DEFAULT_LOCKOUT, n));
    expect(waits).toEqual([0, 500, 1000, 2000, 4000, 8000, 8000]);
  });

  it('says how long to wait, rounded up to whole minutes from a minute on', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(3600)).toBe('60 minutes');
  });
});

describe('limiter store in memory (PGlite)', () => {
  it('keeps a key of a 30-day window instead of expiring it at once (timer overflow)', async () => {
    const store = limiterStore({ pool: undefined });
    const known = store.make({ keyPrefix: 'known', points: 1000, duration: 30 * 24 * 60 * 60 });
    await known.consume('account:127.0.0.1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await known.get('account:127.0.0.1'))?.consumedPoints).toBe(1);
  });
});
