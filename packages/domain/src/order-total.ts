// Money rules of a checkout: all amounts are integer minor units of one currency.

export interface CouponTerms {
  percentOff: number | null;
  amountOff: number | null;
  /** The currency of amountOff; a currency-bound coupon works only in that currency. */
  currency: string | null;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
}

export const COUPON_REFUSALS = Object.freeze({
  unknown: 'This coupon code does not exist.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has already been used the maximum number of times.',
  otherCurrency: 'This coupon only works for payments in {currency}.',
});

export const GIFT_CARD_REFUSALS = Object.freeze({
  unknown: 'This gift card code does not exist.',
  empty: 'This gift card has no balance left.',
  otherCurrency: 'This gift card only works for payments in {currency}.',
});

/** Why a coupon is refused: a key of COUPON_REFUSALS, with the currency it is bound to. */
export type CouponRefusal =
  { refusal: 'expired' | 'usedUp' } | { refusal: 'otherCurrency'; currency: string };

/** Why a coupon cannot be used for a payment in `currency` at `now`, or null when it can. */
export function couponRefusal(
  terms: CouponTerms,
  currency: string,
  now: Date,
): CouponRefusal | null {
  if (terms.expiresAt && terms.expiresAt.getTime() <= now.getTime()) return { refusal: 'expired' };
  if (terms.maxRedemptions !== null && terms.redemptions >= terms.maxRedemptions) {
    return { refusal: 'usedUp' };
  }
  if (terms.currency && terms.currency !== currency) {
    return { refusal: 'otherCurrency', currency: terms.currency.toUpperCase() };
  }
  return null;
}

/** The coupon's discount on `subtotal`, never more than the subtotal; rounds down. */
export function couponDiscount(
  terms: Pick<CouponTerms, 'percentOff' | 'amountOff'>,
  subtotal: number,
): number {
  assertMinor(subtotal, 'subtotal');
  if (terms.percentOff !== null) return Math.floor((subtotal * terms.percentOff) / 100);
  if (terms.amountOff !== null) return Math.min(subtotal, terms.amountOff);
  return 0;
}

export interface OrderAmounts {
  subtotal: number;
  discount: number;
  giftCard: number;
  total: number;
}

/** Subtotal less the coupon, then as much of the gift card balance as is left to pay. */
export function orderAmounts(
  subtotal: number,
  discount: number,
  giftCardBalance: number,
): OrderAmounts {
  assertMinor(subtotal, 'subtotal');
  assertMinor(discount, 'discount');
  assertMinor(giftCardBalance, 'giftCardBalance');
  const afterCoupon = Math.max(0, subtotal - discount);
  const giftCard = Math.min(afterCoupon, giftCardBalance);
  return {
    subtotal,
    discount: subtotal - afterCoupon,
    giftCard,
    total: afterCoupon - giftCard,
  };
}

// spec 000 section 9: a parity pricing multiplier applies (cookie hpai_parity). The server
// honours only values it signed itself (apps/api/src/billing/parity.ts), never below this.
export const MIN_PARITY = 0.4;

/** The tax contained in a tax-inclusive `total` at `rateBasisPoints` (21% = 2100). */
export function taxIncluded(total: number, rateBasisPoints: number): number {
  assertMinor(total, 'total');
  if (rateBasisPoints <= 0) return 0;
  return total - Math.round((total * 10_000) / (10_000 + rateBasisPoints));
}

function assertMinor(value: number, name: string) {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be whole minor units >= 0, got ${value}`);
  }
}

/** '12', '12.5', '12.50' -> 1250 minor units, read as text (no float); null when not money. */
export function parseMinorUnits(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
