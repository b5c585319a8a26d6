import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { coupon, giftCard, pricePackage, type OrderLineKind } from '@hs/db/schema';
import { priceInCurrency, selectableCurrencies, type CurrencyCode } from '@hs/domain/currency';
import {
  couponDiscount,
  couponRefusal,
  orderAmounts,
  type OrderAmounts,
} from '@hs/domain/order-total';
import { deliveredSize, resolutionLabel, type PackageTerms } from '@hs/domain/packages';
import { photosPerPackage } from '@hs/domain/photos-per-package';
import { discountedPriceCents } from '@hs/domain/bulk-discount';
import type { Package } from '@hs/contracts/checkout';
import { lotOf, type LotRow } from '../entitlements/ledger.ts';
import { AppError } from '../errors.ts';

export type PackageRow = typeof pricePackage.$inferSelect;
export type CouponRow = typeof coupon.$inferSelect;
export type GiftCardRow = typeof giftCard.$inferSelect;

/** What one unit of a package delivers, read from its row (filled from the domain's definition). */
export function termsOf(row: PackageRow): PackageTerms {
  return {
    packageId: row.id,
    headshots: photosPerPackage(row.stylesAllowed),
    styles: row.stylesAllowed,
    width: row.outputWidth,
    height: row.outputHeight,
  };
}

/**
 * A package as customers see it; `maxSide`: the running engine's largest output side, so
 * the size said is the size delivered (issue 34 item 6).
 */
export function toPackage(row: PackageRow, maxSide: number | null = null): Package {
  const size = deliveredSize({ width: row.outputWidth, height: row.outputHeight }, maxSide);
  return {
    id: row.id,
    name: row.name,
    priceUsdCents: row.priceUsdCents,
    prices: row.prices,
    headshots: row.headshots,
    stylesAllowed: row.stylesAllowed,
    turnaroundHours: row.turnaroundHours,
    resolution: resolutionLabel(size),
    outputWidth: size.width,
    outputHeight: size.height,
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

/** Lots an order takes from while it is open (free style slots); given back on expiry. */
export interface Hold {
  lot: LotRow;
  amount: number;
}

/** Lines of another catalogue than packages (the upsell basket), priced in the order's transaction. */
export type LinePricer = (
  tx: Database,
  o: { currency: CurrencyCode; parity: number; lock: boolean },
) => Promise<{ lines: PricedLine[]; holds: Hold[] }>;

export interface QuoteInput {
  /** The package bought; without it, `basket` prices the lines. */
  packageId?: string | undefined;
  basket?: LinePricer | undefined;
  quantity?: number | undefined;
  currency: CurrencyCode;
  countryCode: string | null;
  /** Verified on the server (billing/parity.ts); never a number the client sent. */
  parity: number;
  couponCode?: string | undefined;
  giftCardCode?: string | undefined;
  /** Team seats for this organization (the policy decided the buyer leads it). */
  seats?: { organizationId: string; count: number } | undefined;
}

export interface PricedLine {
  kind: OrderLineKind;
  ref: string | null;
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  terms: PackageTerms | Record<string, unknown> | null;
}

export interface PricedOrder {
  /** The package line's package; null for a basket. */
  pkg: PackageRow | null;
  lines: PricedLine[];
  /** What the order takes from the buyer's own lots while open (free style slots). */
  holds: Hold[];
  amounts: OrderAmounts;
  coupon: CouponRow | null;
  /** The coupon's uses lot when it has a limit. */
  couponLot: LotRow | null;
  giftCard: GiftCardRow | null;
  giftCardLot: LotRow | null;
}

/**
 * Prices an order from the catalogue, the verified parity and the codes, refusing with a
 * clear message what cannot be bought or redeemed. With `lock` (inside the transaction
 * that creates the order) the coupon and gift-card lots are locked, so what is read here
 * is what gets reserved.
 */
export async function priceOrder(
  db: Database,
  input: QuoteInput,
  options: { now?: Date; lock?: boolean } = {},
): Promise<PricedOrder> {
  const now = options.now ?? new Date();
  // spec 001 section 9: hidden currencies only for visitors of the currency's country
  const currencyAllowed = selectableCurrencies(input.countryCode).includes(input.currency);
  let pkg: PackageRow | null = null;
  let lines: PricedLine[];
  let holds: Hold[] = [];
  // spec 000 section 9: seats get the bulk-discount tier of their count (v2 by default).
  let bulk = 0;
  if (input.basket) {
    if (!currencyAllowed) throw new AppError('currency.notAvailable');
    ({ lines, holds } = await input.basket(db, {
      currency: input.currency,
      parity: input.parity,
      lock: Boolean(options.lock),
    }));
  } else {
    [pkg = null] = await db
      .select()
      .from(pricePackage)
      .where(and(eq(pricePackage.id, input.packageId ?? ''), eq(pricePackage.active, true)));
    if (!pkg) throw new AppError('package.notOnSale');
    if (!currencyAllowed) throw new AppError('currency.notAvailable');
    const unit = priceInCurrency(pkg, input.currency, input.parity);
    const quantity = input.seats?.count ?? input.quantity ?? 1;
    const terms = termsOf(pkg);
    const what = `${pkg.name}: ${terms.headshots} headshots, ${terms.styles} styles, ${resolutionLabel(terms)}`;
    lines = [
      {
        // issue 17: a seat is one run of the package, owned by the organization (line ref).
        kind: input.seats ? 'team_seats' : 'package',
        ref: input.seats ? input.seats.organizationId : pkg.id,
        description: input.seats ? `Team seats, each ${what}` : what,
        quantity,
        unitAmount: unit,
        amount: unit * quantity,
        terms,
      },
    ];
    if (input.seats) bulk = unit * quantity - discountedPriceCents(unit, quantity);
  }
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);

  let couponRow: CouponRow | null = null;
  let couponLot: LotRow | null = null;
  let discount = 0;
  if (input.couponCode) {
    [couponRow = null] = await db
      .select()
      .from(coupon)
      .where(eq(sql`upper(${coupon.code})`, normalizeCode(input.couponCode)));
    if (!couponRow) throw new AppError('coupon.unknown');
    const refusal = couponRefusal({ ...couponRow, maxRedemptions: null }, input.currency, now);
    if (refusal?.refusal === 'otherCurrency') {
      throw new AppError('coupon.otherCurrency', { currency: refusal.currency });
    }
    if (refusal) throw new AppError(`coupon.${refusal.refusal}`);
    if (couponRow.maxRedemptions !== null) {
      couponLot = await lotOf(db, { couponId: couponRow.id }, options.lock);
      // Uses left, reservations of unpaid checkouts taken out (spec: one use = one paid order).
      if (!couponLot || couponLot.balance < 1) {
        throw new AppError('coupon.usedUp');
      }
    }
    discount = couponDiscount(couponRow, subtotal - bulk);
  }
  discount += bulk;

  let cardRow: GiftCardRow | null = null;
  let cardLot: LotRow | null = null;
  if (input.giftCardCode) {
    [cardRow = null] = await db
      .select()
      .from(giftCard)
      .where(eq(sql`upper(${giftCard.code})`, normalizeCode(input.giftCardCode)));
    if (!cardRow) throw new AppError('giftCard.unknown');
    if (cardRow.currency !== input.currency) {
      throw new AppError('giftCard.otherCurrency', {
        currency: cardRow.currency.toUpperCase(),
      });
    }
    cardLot = await lotOf(db, { giftCardId: cardRow.id }, options.lock);
    if (!cardLot || cardLot.balance <= 0) {
      throw new AppError('giftCard.empty');
    }
  }

  return {
    pkg,
    lines,
    holds,
    amounts: orderAmounts(subtotal, discount, cardLot?.balance ?? 0),
    coupon: couponRow,
    couponLot,
    giftCard: cardRow,
    giftCardLot: cardLot,
  };
}
