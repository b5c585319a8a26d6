import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SAME_PERSON_THRESHOLD,
  descriptorDistance,
  distanceToReference,
  isSamePerson,
  photosOfSomeoneElse,
} from './identity.ts';

const descriptor = fc.array(fc.double({ min: -1, max: 1, noNaN: true }), {
  minLength: 128,
  maxLength: 128,
});

describe('identity', () => {
  it('uses 0.6 for 128-d descriptors', () => {
    expect(SAME_PERSON_THRESHOLD).toBe(0.6);
    expect(isSamePerson(0.6)).toBe(true);
    expect(isSamePerson(0.61)).toBe(false);
    expect(isSamePerson(null)).toBe(false);
    expect(isSamePerson(Number.NaN)).toBe(false);
  });

  it('measures Euclidean distance, symmetric and zero to itself', () => {
    expect(descriptorDistance([0, 3], [4, 0])).toBe(5);
    fc.assert(
      fc.property(descriptor, descriptor, (a, b) => {
        expect(descriptorDistance(a, a)).toBe(0);
        expect(descriptorDistance(a, b)).toBeCloseTo(descriptorDistance(b, a), 12);
      }),
    );
    expect(() => descriptorDistance([1], [1, 2])).toThrow(RangeError);
  });

  it('averages over the references, between the nearest and the farthest', () => {
    fc.assert(
      fc.property(descriptor, fc.array(descriptor, { minLength: 1, maxLength: 5 }), (d, refs) => {
        const all = refs.map((r) => descriptorDistance(d, r));
        const mean = distanceToReference(d, refs) ?? Number.NaN;
        expect(mean).toBeGreaterThanOrEqual(Math.min(...all) - 1e-12);
        expect(mean).toBeLessThanOrEqual(Math.max(...all) + 1e-12);
      }),
    );
    expect(distanceToReference([1, 2], [])).toBeNull();
  });
});

describe('photosOfSomeoneElse (issue 15 item 6)', () => {
  const at = (x: number) => [x, 0];
  it('names the photos outside the largest group of one person', () => {
    expect(photosOfSomeoneElse([at(0), at(0.3), at(5), at(0.5), null])).toEqual([2]);
    // A chain of close photos is one person.
    expect(photosOfSomeoneElse([at(0), at(0.5), at(1), at(1.5)])).toEqual([]);
  });
  it('on a tie keeps the earliest upload as the person, and needs two faces to compare', () => {
    expect(photosOfSomeoneElse([at(5), at(0)])).toEqual([1]);
    expect(photosOfSomeoneElse([at(0), at(0.1), at(5), at(5.1)])).toEqual([2, 3]);
    expect(photosOfSomeoneElse([at(0), null])).toEqual([]);
    expect(photosOfSomeoneElse([])).toEqual([]);
  });
});
