import { describe, expect, it } from 'vitest';
import { NEAR_COPY_MAX_BITS, hammingDistance, isNearCopy } from './near-duplicate.ts';

describe('near-copies by difference hash', () => {
  it('counts the bits in which two hashes differ', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('00000000000000f0', '0000000000000001')).toBe(5);
  });

  it(`takes up to ${NEAR_COPY_MAX_BITS} differing bits as the same picture, and no more`, () => {
    const delivered = ['a5a5a5a5a5a5a5a5', '0f0f0f0f0f0f0f0f'];
    expect(isNearCopy('a5a5a5a5a5a5a5a5', delivered)).toBe(true);
    expect(isNearCopy('a5a5a5a5a5a5a5a2', delivered)).toBe(true); // 3 bits
    expect(isNearCopy('a5a5a5a5a5a5a5aa', delivered)).toBe(false); // 4 bits
    expect(isNearCopy('a5a5a5a5a5a5a5a5', [])).toBe(false);
  });
});
