import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proportionalRestore } from './ledger.ts';

describe('proportionalRestore', () => {
  it('gives everything back on a full refund or a free order', () => {
    expect(proportionalRestore(1000, 2000, 2000)).toBe(1000);
    expect(proportionalRestore(1, 0, 0)).toBe(1);
  });

  it('gives back the refunded share, rounded down', () => {
    expect(proportionalRestore(1000, 1000, 2000)).toBe(500);
    expect(proportionalRestore(1, 1999, 2000)).toBe(0);
    expect(proportionalRestore(0, 10, 20)).toBe(0);
  });

  it('never gives back more than was consumed', () => {
    fc.assert(
      fc.property(fc.nat(1e6), fc.nat(1e6), fc.nat(1e6), (consumed, refunded, paid) => {
        const back = proportionalRestore(consumed, refunded, paid);
        expect(back).toBeGreaterThanOrEqual(0);
        expect(back).toBeLessThanOrEqual(consumed);
      }),
    );
  });
});
