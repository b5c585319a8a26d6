import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAME_PERSON_THRESHOLD } from './identity.ts';
import { GOOD_LIKENESS_MAX, STRONG_LIKENESS_MAX, likenessLevel } from './likeness.ts';

describe('likenessLevel', () => {
  it('calls the measured outputs of the same person strong', () => {
    // bench/generation.ts: median 0.128, max 0.157 on the sample person.
    expect(likenessLevel(0)).toBe('strong');
    expect(likenessLevel(0.128)).toBe('strong');
    expect(likenessLevel(0.157)).toBe('strong');
    expect(likenessLevel(STRONG_LIKENESS_MAX)).toBe('strong');
  });

  it('calls the middle band good, up to and including its edge', () => {
    expect(likenessLevel(STRONG_LIKENESS_MAX + 0.001)).toBe('good');
    expect(likenessLevel(GOOD_LIKENESS_MAX)).toBe('good');
  });

  it('shows no label where look-alikes live, past the engine limit, or without a score', () => {
    // The closest other person measured 0.589: inside 0.6, and must not read as a likeness.
    expect(likenessLevel(0.589)).toBeNull();
    expect(likenessLevel(GOOD_LIKENESS_MAX + 0.001)).toBeNull();
    expect(likenessLevel(SAME_PERSON_THRESHOLD)).toBeNull();
    expect(likenessLevel(0.7)).toBeNull();
    for (const bad of [null, undefined, Number.NaN, -0.1, Number.POSITIVE_INFINITY]) {
      expect(likenessLevel(bad)).toBeNull();
    }
  });

  it('never praises a farther face more than a closer one', () => {
    const rank = (d: number) => ({ strong: 2, good: 1, none: 0 })[likenessLevel(d) ?? 'none'];
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        (a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          expect(rank(near)).toBeGreaterThanOrEqual(rank(far));
        },
      ),
    );
  });
});
