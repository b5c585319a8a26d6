import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clamp } from './clamp.ts';

// -0 + 0 is 0, so toBe (Object.is) does not trip over signed zeros.
const finite = fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => x + 0);
const range = fc
  .tuple(finite, finite)
  .map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));

describe('clamp', () => {
  it('defaults to [0, 999999999]', () => {
    expect(clamp(-5)).toBe(0);
    expect(clamp(42)).toBe(42);
    expect(clamp(1e12)).toBe(999_999_999);
  });

  it('turns NaN into min', () => {
    expect(clamp(Number.NaN)).toBe(0);
    expect(clamp(Number.NaN, 3, 7)).toBe(3);
  });

  it('clamps infinities to the bounds', () => {
    expect(clamp(Number.POSITIVE_INFINITY, 1, 9)).toBe(9);
    expect(clamp(Number.NEGATIVE_INFINITY, 1, 9)).toBe(1);
  });

  it('throws on an empty or NaN range, a caller bug', () => {
    expect(() => clamp(5, 10, 1)).toThrow(RangeError);
    expect(() => clamp(5, Number.NaN, 1)).toThrow(RangeError);
  });

  it('always lands within [min, max]', () => {
    fc.assert(
      fc.property(fc.double(), range, (value, [min, max]) => {
        const result = clamp(value, min, max);
        expect(result).toBeGreaterThanOrEqual(min);
        expect(result).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('is the identity inside the range', () => {
    fc.assert(
      fc.property(finite, range, (value, [min, max]) => {
        fc.pre(value >= min && value <= max);
        expect(clamp(value, min, max)).toBe(value);
      }),
    );
  });

  it('is the identity inside the default range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (value) => {
        expect(clamp(value)).toBe(value);
      }),
    );
  });
});
