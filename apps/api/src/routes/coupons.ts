import { randomBytes } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import { desc, eq, sql } from 'drizzle-orm';
import {
  adminCouponsRoute,
  adminCreateCouponRoute,
  adminCreateGiftCardRoute,
  adminGiftCardsRoute,
  type Coupon,
  type GiftCard,
} from '@hs/contracts/payments';
import { coupon, giftCard, ledgerLot } from '@hs/db/schema';
import type { CurrencyCode } from '@hs/domain/currency';
import { requireStaff, staffOnly } from '../auth/guards.ts';
import { actorOf, recordStaffAction } from '../audit/audit.ts';
import { normalizeCode, type CouponRow, type GiftCardRow } from '../billing/pricing.ts';
import type { AppEnv, Services } from '../context.ts';
import { openLot } from '../entitlements/ledger.ts';
import { AppError } from '../errors.ts';

// spec 001 section 2: the admin menu's Coupons and Giftcards items
const COUPONS_PATH = '/admin/coupons';
const GIFT_CARDS_PATH = '/admin/giftcard';

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

export function couponRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  async function codeTaken(code: string): Promise<boolean> {
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

  app.openapi({ ...adminCouponsRoute, middleware: [staffOnly(COUPONS_PATH)] }, async (c) => {
    const rows = await db.select().from(coupon).orderBy(desc(coupon.createdAt)).limit(500);
    return c.json({ success: true as const, data: rows.map(toCoupon) }, 200);
  });

  app.openapi({ ...adminCreateCouponRoute, middleware: [staffOnly(COUPONS_PATH)] }, async (c) => {
    const staff = requireStaff(c, COUPONS_PATH);
    const body = c.req.valid('json');
    const code = normalizeCode(body.code);
    if (await codeTaken(code)) throw new AppError('coupon.codeTaken');
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
        await recordStaffAction(tx, actorOf(staff), {
          action: 'coupon.create',
          targetType: 'coupon',
          targetId: row.id,
          after: toCoupon(row),
        });
      }
      return row;
    });
    if (!row) throw new AppError('coupon.codeTaken');
    return c.json({ success: true as const, data: toCoupon(row) }, 200);
  });

  app.openapi({ ...adminGiftCardsRoute, middleware: [staffOnly(GIFT_CARDS_PATH)] }, async (c) => {
    const rows = await db
      .select({ card: giftCard, balance: ledgerLot.balance })
      .from(giftCard)
      .leftJoin(ledgerLot, eq(ledgerLot.giftCardId, giftCard.id))
      .orderBy(desc(giftCard.createdAt))
      .limit(500);
    return c.json(
      { success: true as const, data: rows.map((r) => toGiftCard(r.card, r.balance ?? 0)) },
      200,
    );
  });

  app.openapi(
    { ...adminCreateGiftCardRoute, middleware: [staffOnly(GIFT_CARDS_PATH)] },
    async (c) => {
      const staff = requireStaff(c, GIFT_CARDS_PATH);
      const body = c.req.valid('json');
      const code = normalizeCode(body.code ?? `GIFT-${randomBytes(5).toString('hex')}`);
      if (await codeTaken(code)) throw new AppError('coupon.codeTaken');
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
          await recordStaffAction(tx, actorOf(staff), {
            action: 'giftcard.create',
            targetType: 'giftcard',
            targetId: row.id,
            after: toGiftCard(row, body.balance),
          });
        }
        return row;
      });
      if (!row) throw new AppError('coupon.codeTaken');
      return c.json({ success: true as const, data: toGiftCard(row, body.balance) }, 200);
    },
  );

  return app;
}
