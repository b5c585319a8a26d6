import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasEnoughCredits, studioPhotoCost } from './studio-cost.ts';

describe('studioPhotoCost', () => {
  it('costs 1 credit for sd and 2 for any other quality', () => {
    expect(studioPhotoCost('sd')).toBe(1);
    expect(studioPhotoCost('hd')).toBe(2);
    expect(studioPhotoCost('4k')).toBe(2);
    expect(studioPhotoCost('')).toBe(2);
  });

  it('matches sd exactly, so SD is another quality', () => {
    expect(studioPhotoCost('SD')).toBe(2);
  });

  it('multiplies by count', () => {
    expect(studioPhotoCost('sd', 3)).toBe(3);
    expect(studioPhotoCost('hd', 4)).toBe(8);
    expect(studioPhotoCost('hd', 0)).toBe(0);
  });

  it('rejects a fractional or negative count', () => {
    expect(() => studioPhotoCost('sd', 1.5)).toThrow(RangeError);
    expect(() => studioPhotoCost('sd', -1)).toThrow(RangeError);
  });

  it('is per-photo cost times count, with other qualities twice sd', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(10_000), (quality, count) => {
        const perPhoto = quality === 'sd' ? 1 : 2;
        expect(studioPhotoCost(quality, count)).toBe(perPhoto * count);
        expect(studioPhotoCost('sd', count) * 2).toBe(studioPhotoCost('hd', count));
      }),
    );
  });
});

describe('hasEnoughCredits', () => {
  it('is true when credits cover the cost exactly', () => {
    expect(hasEnoughCredits(2, 2)).toBe(true);
    expect(hasEnoughCredits(1, 2)).toBe(false);
    expect(hasEnoughCredits(0, 0)).toBe(true);
  });

  it('is false for missing (NaN) credits', () => {
    expect(hasEnoughCredits(Number.NaN, 1)).toBe(false);
  });

  it('agrees with credits - cost >= 0', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (credits, cost) => {
        expect(hasEnoughCredits(credits, cost)).toBe(credits - cost >= 0);
      }),
    );
  });
});
