import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hourlyLimit } from './hourly-limit.ts';

describe('hourlyLimit', () => {
  it('allows max uses per key in an hour, then again after the hour', () => {
    let now = 0;
    const limit = hourlyLimit(() => now);
    for (let i = 0; i < 5; i++) expect(limit.take('a', 5)).toBe(true);
    expect(limit.take('a', 5)).toBe(false);
    expect(limit.take('b', 5)).toBe(true);
    now = 59 * 60 * 1000;
    expect(limit.take('a', 5)).toBe(false);
    now = 60 * 60 * 1000;
    expect(limit.take('a', 5)).toBe(true);
  });

  it('never allows more than max in one window, whatever the order of keys', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        (keys, max) => {
          const limit = hourlyLimit(() => 0);
          const allowed = new Map<string, number>();
          for (const k of keys) if (limit.take(k, max)) allowed.set(k, (allowed.get(k) ?? 0) + 1);
          for (const k of new Set(keys)) {
            const sent = keys.filter((x) => x === k).length;
            expect(allowed.get(k) ?? 0).toBe(Math.min(sent, max));
          }
        },
      ),
    );
  });
});
