import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRetryableStatus, retryDelayMs, sleep } from './retry.ts';

describe('retry', () => {
  it('retries throttling and server failures only', () => {
    expect([429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 404, 409, 422, 501].some(isRetryableStatus)).toBe(false);
  });

  it('follows retry-after in seconds or as a date, capped', () => {
    expect(retryDelayMs(0, '3', 100, 30_000)).toBe(3000);
    expect(retryDelayMs(0, '120', 100, 30_000)).toBe(30_000);
    const inTwoSeconds = new Date(Date.now() + 2000).toUTCString();
    expect(retryDelayMs(0, inTwoSeconds, 100, 30_000)).toBeGreaterThan(500);
    expect(retryDelayMs(0, inTwoSeconds, 100, 30_000)).toBeLessThanOrEqual(2000);
  });

  it('backs off exponentially with jitter, never past the cap', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, r) => {
        const ceiling = Math.min(30_000, 500 * 2 ** attempt);
        const wait = retryDelayMs(attempt, null, 500, 30_000, () => r);
        expect(wait).toBeGreaterThanOrEqual(Math.floor(ceiling / 2));
        expect(wait).toBeLessThanOrEqual(ceiling);
      }),
    );
  });

  it('sleep rejects with the abort reason', async () => {
    const controller = new AbortController();
    const waiting = sleep(60_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
  });
});
