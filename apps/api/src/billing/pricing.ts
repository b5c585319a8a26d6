import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { coupon, giftCard, pricePackage } from '@hs/db/schema';
import { priceInCurrency, selectableCurrencies, type CurrencyCode } from '@hs/domain/currency';
import {
  COUPON_REFUSALS,
  GIFT_CARD_REFUSALS,
  couponDiscount,
  couponRefusal,
  orderAmounts,
  type OrderAmounts,
} from '@hs/domain/order-total';
import type { Package } from '@hs/contracts/checkout';
import { AppError } from '../errors.ts';

export type PackageRow = typeof pricePackage.$inferSelect;
export type CouponRow = typeof coupon.$inferSelect;
export type GiftCardRow = typeof giftCard.$inferSelect;

export function toPackage(row: PackageRow): Package {
  return {
    id: row.id,
    name: row.name,
    priceUsdCents: row.priceUsdCents,
    prices: row.prices,
    headshots: row.headshots,
    stylesAllowed: row.stylesAllowed,
    turnaroundHours: row.turnaroundHours,
    resolution: row.resolution,
  };
}

export async function activePackages(db: Database): Promise<PackageRow[]> {
  return db
    .select()
    .from(pricePackage)
    .where(eq(pricePackage.active, true))
    .orderBy(asc(pricePackage.sort));
}

/** Codes are matched without case or surrounding spaces. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

export interface QuoteInput {
  packageId: string;
  currency: CurrencyCode;
  countryCode: string | null;
  parity: number;
  couponCode?: string | undefined;
  giftCardCode?: string | undefined;
}

export interface PricedOrder {
  pkg: PackageRow;
  amounts: OrderAmounts;
  coupon: CouponRow | null;
  giftCard: GiftCardRow | null;
}

/** Prices an order, refusing with a clear message what cannot be bought or redeemed. */
export async function priceOrder(
  db: Database,
  input: QuoteInput,
  now = new Date(),
): Promise<PricedOrder> {
  const [pkg] = await db
    .select()
    .from(pricePackage)
    .where(and(eq(pricePackage.id, input.packageId), eq(pricePackage.active, true)));
  if (!pkg) throw new AppError('BAD_REQUEST', 'This package is not on sale.');
  // spec 001 section 9: hidden currencies only for visitors of the currency's country
  if (!selectableCurrencies(input.countryCode).includes(input.currency)) {
    throw new AppError('BAD_REQUEST', 'This currency is not available in your country.');
  }
  const subtotal = priceInCurrency(pkg, input.currency, input.parity);

  let couponRow: CouponRow | null = null;
  let discount = 0;
  if (input.couponCode) {
    [couponRow = null] = await db
      .select()
      .from(coupon)
      .where(eq(sql`upper(${coupon.code})`, normalizeCode(input.couponCode)));
    if (!couponRow) throw new AppError('BAD_REQUEST', COUPON_REFUSALS.unknown);
    const refusal = couponRefusal(couponRow, input.currency, now);
    if (refusal) throw new AppError('BAD_REQUEST', refusal);
    discount = couponDiscount(couponRow, subtotal);
  }

  let cardRow: GiftCardRow | null = null;
  if (input.giftCardCode) {
    [cardRow = null] = await db
      .select()
      .from(giftCard)
      .where(eq(sql`upper(${giftCard.code})`, normalizeCode(input.giftCardCode)));
    if (!cardRow) throw new AppError('BAD_REQUEST', GIFT_CARD_REFUSALS.unknown);
    if (cardRow.currency !== input.currency) {
      throw new AppError('BAD_REQUEST', GIFT_CARD_REFUSALS.otherCurrency(cardRow.currency));
    }
    if (cardRow.balance <= 0) throw new AppError('BAD_REQUEST', GIFT_CARD_REFUSALS.empty);
  }

  return {
    pkg,
    amounts: orderAmounts(subtotal, discount, cardRow?.balance ?? 0),
    coupon: couponRow,
    giftCard: cardRow,
  };
}
