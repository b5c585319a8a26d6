import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BULK_DISCOUNT_TIERS,
  DEFAULT_BULK_DISCOUNT_VERSION,
  bulkDiscountPercent,
  discountedPriceCents,
  teamMaxSeats,
} from './bulk-discount.ts';

describe('bulk discount tiers', () => {
  it('defaults to version v2', () => {
    expect(DEFAULT_BULK_DISCOUNT_VERSION).toBe('v2');
  });

  it('are contiguous from 1 seat, with an open-ended last tier', () => {
    expect(BULK_DISCOUNT_TIERS[0]?.minSeats).toBe(1);
    BULK_DISCOUNT_TIERS.forEach((tier, i) => {
      const next = BULK_DISCOUNT_TIERS[i + 1];
      expect(tier.maxSeats).toBe(next ? next.minSeats - 1 : null);
    });
  });

  it.each([
    [1, 0],
    [4, 0],
    [5, 10],
    [24, 10],
    [25, 15],
    [49, 15],
    [50, 20],
    [99, 20],
    [100, 25],
    [249, 25],
    [250, 30],
    [499, 30],
    [500, 40],
    [999, 40],
    [1000, 50],
    [50_000, 50],
  ])('%i seats get %i%%', (seats, percent) => {
    expect(bulkDiscountPercent(seats)).toBe(percent);
  });

  it('gives 0% for no seats or nonsense', () => {
    expect(bulkDiscountPercent(0)).toBe(0);
    expect(bulkDiscountPercent(-3)).toBe(0);
    expect(bulkDiscountPercent(Number.NaN)).toBe(0);
  });

  it('accepts a server-supplied tier table', () => {
    const tiers = [
      { minSeats: 1, maxSeats: 9, percent: 0 },
      { minSeats: 10, maxSeats: null, percent: 5 },
    ];
    expect(bulkDiscountPercent(12, tiers)).toBe(5);
    expect(teamMaxSeats(tiers)).toBe(500);
  });

  it('is non-decreasing in seats', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 5000 }), fc.nat(5000), (seats, more) => {
        expect(bulkDiscountPercent(seats + more)).toBeGreaterThanOrEqual(
          bulkDiscountPercent(seats),
        );
      }),
    );
  });

  it('is 0 for 4 seats or fewer', () => {
    fc.assert(
      fc.property(fc.integer({ max: 4 }), (seats) => {
        expect(bulkDiscountPercent(seats)).toBe(0);
      }),
    );
  });
});

describe('teamMaxSeats', () => {
  it('is the next multiple of 500 above the last tier start (1000 -> 1500)', () => {
    expect(teamMaxSeats()).toBe(1500);
  });

  it('goes strictly above a start that is already a multiple of 500', () => {
    expect(teamMaxSeats([{ minSeats: 1500, maxSeats: null, percent: 50 }])).toBe(2000);
    expect(teamMaxSeats([{ minSeats: 1200, maxSeats: null, percent: 50 }])).toBe(1500);
  });
});

describe('discountedPriceCents', () => {
  it('returns the discounted total for all seats', () => {
    expect(discountedPriceCents(1000, 1)).toBe(1000);
    expect(discountedPriceCents(1000, 5)).toBe(4500);
    expect(discountedPriceCents(2900, 1000)).toBe(1_450_000);
  });

  it('rounds to whole cents, half up', () => {
    expect(discountedPriceCents(1999, 5)).toBe(8996);
    expect(discountedPriceCents(333, 25)).toBe(7076);
  });

  it('rejects fractional or negative input', () => {
    expect(() => discountedPriceCents(10.5, 5)).toThrow(RangeError);
    expect(() => discountedPriceCents(-1, 5)).toThrow(RangeError);
    expect(() => discountedPriceCents(100, 2.5)).toThrow(RangeError);
    expect(() => discountedPriceCents(100, -1)).toThrow(RangeError);
  });

  it('never exceeds the undiscounted total, and is whole cents', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(100_000), (unitCents, seats) => {
        const total = discountedPriceCents(unitCents, seats);
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(unitCents * seats);
      }),
    );
  });

  it('equals the undiscounted total below 5 seats', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(4), (unitCents, seats) => {
        expect(discountedPriceCents(unitCents, seats)).toBe(unitCents * seats);
      }),
    );
  });
});
