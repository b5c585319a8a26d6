import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  couponDiscount,
  couponRefusal,
  orderAmounts,
  parseMinorUnits,
  taxIncluded,
  type CouponTerms,
} from './order-total.ts';

const base: CouponTerms = {
  percentOff: 10,
  amountOff: null,
  currency: null,
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 0,
};
const now = new Date('2026-11-22T12:00:00Z');

describe('coupon refusal', () => {
  it('accepts a plain coupon', () => expect(couponRefusal(base, 'eur', now)).toBeNull());
  it('refuses an expired coupon', () => {
    const expiresAt = new Date(now.getTime() - 1);
    expect(couponRefusal({ ...base, expiresAt }, 'eur', now)).toEqual({ refusal: 'expired' });
  });
  it('refuses a used-up coupon', () => {
    const terms = { ...base, maxRedemptions: 3, redemptions: 3 };
    expect(couponRefusal(terms, 'eur', now)).toEqual({ refusal: 'usedUp' });
    expect(couponRefusal({ ...terms, redemptions: 2 }, 'eur', now)).toBeNull();
  });
  it('refuses a coupon bound to another currency', () => {
    const terms = { ...base, percentOff: null, amountOff: 500, currency: 'usd' };
    expect(couponRefusal(terms, 'eur', now)).toEqual({
      refusal: 'otherCurrency',
      currency: 'USD',
    });
    expect(couponRefusal(terms, 'usd', now)).toBeNull();
  });
});

describe('order amounts', () => {
  const minor = fc.integer({ min: 0, max: 10_000_000 });

  it('are whole, non-negative and add up', () => {
    fc.assert(
      fc.property(minor, fc.integer({ min: 1, max: 100 }), minor, (subtotal, percent, card) => {
        const discount = couponDiscount({ percentOff: percent, amountOff: null }, subtotal);
        const a = orderAmounts(subtotal, discount, card);
        for (const v of Object.values(a)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        expect(a.subtotal - a.discount - a.giftCard).toBe(a.total);
        expect(a.giftCard).toBeLessThanOrEqual(card);
      }),
    );
  });

  it('never discounts more than the subtotal', () => {
    fc.assert(
      fc.property(minor, minor, (subtotal, off) => {
        expect(couponDiscount({ percentOff: null, amountOff: off }, subtotal)).toBeLessThanOrEqual(
          subtotal,
        );
      }),
    );
  });

  it('takes 10% of 2900 as 290 and a 5000 gift card down to 0', () => {
    expect(couponDiscount({ percentOff: 10, amountOff: null }, 2900)).toBe(290);
    expect(orderAmounts(2900, 290, 5000)).toEqual({
      subtotal: 2900,
      discount: 290,
      giftCard: 2610,
      total: 0,
    });
  });

  it('refuses float money', () => {
    expect(() => orderAmounts(12.5, 0, 0)).toThrow(RangeError);
  });
});

describe('tax included', () => {
  it('is 21% VAT of a 121.00 total = 21.00', () => expect(taxIncluded(12100, 2100)).toBe(2100));
  it('is 0 without a rate', () => expect(taxIncluded(12100, 0)).toBe(0));
  it('never exceeds the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 10_000 }), (t, r) => {
        const tax = taxIncluded(t, r);
        expect(Number.isSafeInteger(tax) && tax >= 0 && tax <= t).toBe(true);
      }),
    );
  });
});

describe('amounts typed by staff', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,05', 1205],
    ['0.99', 99],
    ['1.999', null],
    ['-1', null],
    ['abc', null],
    ['', null],
  ])('%s -> %s minor units', (text, minor) => expect(parseMinorUnits(text)).toBe(minor));
});
