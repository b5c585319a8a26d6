import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Coupon,
  CreateCouponSchema,
  CreateGiftCardSchema,
  GiftCard,
} from '@hs/contracts/payments';
import type { Database } from '@hs/db/database';
import { coupon, giftCard, ledgerLot } from '@hs/db/schema';
import type { CurrencyCode } from '@hs/domain/currency';
import { recordStaffAction, type StaffActor } from '../audit/audit.ts';
import { openLot } from '../entitlements/ledger.ts';
import { AppError } from '../errors.ts';
import { normalizeCode, type CouponRow, type GiftCardRow } from './pricing.ts';

// spec 001 section 2: the back office's Coupons and Giftcards items. One code names either
// a coupon or a gift card, never both (checkout reads both by the same field).

const toCoupon = (c: CouponRow): Coupon => ({
  id: c.id,
  code: c.code,
  percentOff: c.percentOff,
  amountOff: c.amountOff,
  currency: c.currency as CurrencyCode | null,
  expiresAt: c.expiresAt?.toISOString() ?? null,
  maxRedemptions: c.maxRedemptions,
  redemptions: c.redemptions,
});

const toGiftCard = (g: GiftCardRow, balance: number): GiftCard => ({
  id: g.id,
  code: g.code,
  currency: g.currency as CurrencyCode,
  balance,
  createdAt: g.createdAt.toISOString(),
});

async function codeTaken(db: Database, code: string): Promise<boolean> {
  const [c] = await db
    .select({ id: coupon.id })
    .from(coupon)
    .where(sql`upper(${coupon.code}) = ${code}`);
  const [g] = await db
    .select({ id: giftCard.id })
    .from(giftCard)
    .where(sql`upper(${giftCard.code}) = ${code}`);
  return Boolean(c || g);
}

/** The newest 500 coupons. */
export async function listCoupons(db: Database): Promise<Coupon[]> {
  const rows = await db.select().from(coupon).orderBy(desc(coupon.createdAt)).limit(500);
  return rows.map(toCoupon);
}

/** A new coupon, its uses a ledger lot when limited, and its audit entry; 409 for a taken code. */
export async function createCoupon(
  db: Database,
  staff: StaffActor,
  body: z.infer<typeof CreateCouponSchema>,
): Promise<Coupon> {
  const code = normalizeCode(body.code);
  if (await codeTaken(db, code)) throw new AppError('coupon.codeTaken');
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coupon)
      .values({
        code,
        percentOff: body.percentOff ?? null,
        amountOff: body.percentOff ? null : (body.amountOff ?? null),
        // A percent coupon may still be limited to one currency.
        currency: body.currency ?? null,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        maxRedemptions: body.maxRedemptions ?? null,
      })
      .onConflictDoNothing()
      .returning();
    // A limited coupon's uses are a ledger lot: orders reserve them (issue 12 item 5).
    if (row && row.maxRedemptions !== null) {
      await openLot(tx, {
        owner: { couponId: row.id },
        kind: 'coupon_uses',
        amount: row.maxRedemptions,
        reason: 'issue',
        byUid: staff.uid,
      });
    }
    if (row) {
      await recordStaffAction(tx, staff, {
        action: 'coupon.create',
        targetType: 'coupon',
        targetId: row.id,
        after: toCoupon(row),
      });
    }
    return row;
  });
  if (!row) throw new AppError('coupon.codeTaken');
  return toCoupon(row);
}

/** The newest 500 gift cards with what is left on each. */
export async function listGiftCards(db: Database): Promise<GiftCard[]> {
  const rows = await db
    .select({ card: giftCard, balance: ledgerLot.balance })
    .from(giftCard)
    .leftJoin(ledgerLot, eq(ledgerLot.giftCardId, giftCard.id))
    .orderBy(desc(giftCard.createdAt))
    .limit(500);
  return rows.map((r) => toGiftCard(r.card, r.balance ?? 0));
}

/** A new gift card (a code made when none is given), its value a ledger lot; 409 for a taken code. */
export async function createGiftCard(
  db: Database,
  staff: StaffActor,
  body: z.infer<typeof CreateGiftCardSchema>,
): Promise<GiftCard> {
  const code = normalizeCode(body.code ?? `GIFT-${randomBytes(5).toString('hex')}`);
  if (await codeTaken(db, code)) throw new AppError('coupon.codeTaken');
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(giftCard)
      .values({ code, currency: body.currency, initialValue: body.balance })
      .onConflictDoNothing()
      .returning();
    // Its value is a ledger lot: orders reserve from it, refunds give back to it.
    if (row) {
      await openLot(tx, {
        owner: { giftCardId: row.id },
        kind: 'gift_card_value',
        amount: body.balance,
        currency: body.currency,
        reason: 'issue',
        byUid: staff.uid,
      });
      await recordStaffAction(tx, staff, {
        action: 'giftcard.create',
        targetType: 'giftcard',
        targetId: row.id,
        after: toGiftCard(row, body.balance),
      });
    }
    return row;
  });
  if (!row) throw new AppError('coupon.codeTaken');
  return toGiftCard(row, body.balance);
}
