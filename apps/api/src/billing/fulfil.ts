import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { appUser, checkoutOrder, coupon, couponRedemption, payment, reward } from '@hs/db/schema';
import type { Services } from '../context.ts';
import { grant, grantOrderLines } from '../entitlements/grants.ts';
import { requestUpsellGeneration } from '../generation/generate-upsell.ts';
import { PermanentJobError } from '../jobs/queue.ts';
import { takeBoughtFromBasket } from '../upsell/basket.ts';
import { DEFAULT_BILLING_CONFIG } from './config.ts';
import { sendReceiptOnce } from './receipt.ts';
import { consumeOrder, retakeLapsed } from './reservations.ts';

export interface FulfilInput {
  orderId: string;
  /** The provider's payment id (Stripe payment intent, or the test provider's). */
  providerRef: string;
  /** What the provider says was paid, minor units; must equal the order's total. */
  amountPaid: number;
  currency: string;
  stripeCustomerId?: string | null | undefined;
}

export interface FulfilResult {
  paymentId: string;
  /** false when the order had already been fulfilled: nothing was granted again. */
  created: boolean;
}

/**
 * Turns a paid order into a payment and what it buys, in ONE transaction: the payment row,
 * a ledger lot per order line, the reservations consumed, hasPaidAccount, and the
 * referrer's reward. Idempotent: the order row is locked and a paid order is left as it
 * is. The receipt mail goes after the commit, at most once per payment.
 */
export async function fulfilOrder(services: Services, input: FulfilInput): Promise<FulfilResult> {
  const { db } = services.database;
  const config = services.config.billing ?? DEFAULT_BILLING_CONFIG;
  const result = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(checkoutOrder)
      .where(eq(checkoutOrder.id, input.orderId))
      .for('update');
    if (!order) throw new PermanentJobError(`no order ${input.orderId}`);
    if (order.status === 'paid') {
      const [existing] = await tx
        .select({ id: payment.id })
        .from(payment)
        .where(eq(payment.orderId, order.id));
      if (!existing) throw new Error(`order ${order.id} is paid without a payment`);
      return { paymentId: existing.id, created: false };
    }
    if (input.amountPaid !== order.amountTotal || input.currency !== order.currency) {
      throw new PermanentJobError(
        `order ${order.id}: paid ${input.amountPaid} ${input.currency}, expected ${order.amountTotal} ${order.currency}`,
      );
    }

    const [paid] = await tx
      .insert(payment)
      .values({
        orderId: order.id,
        uid: order.uid,
        packageId: order.packageId,
        provider: order.provider,
        providerRef: input.providerRef,
        currency: order.currency,
        amountTotal: order.amountTotal,
        amountDiscount: order.amountDiscount,
        amountGiftCard: order.amountGiftCard,
        couponId: order.couponId,
        giftCardId: order.giftCardId,
        partnerId: order.partnerId,
        rewardfulReferral: order.rewardfulReferral,
      })
      .returning({ id: payment.id });
    const paymentId = paid!.id;
    await tx.update(checkoutOrder).set({ status: 'paid' }).where(eq(checkoutOrder.id, order.id));
    if (order.status === 'pending') {
      await consumeOrder(tx, order.id);
    } else {
      // Paid at the provider just before the session expired; the event came late.
      const missed = await retakeLapsed(tx, order.id);
      if (missed.length) {
        services.logger.warn(
          { orderId: order.id, lots: missed },
          'paid after its reservations lapsed; a coupon use or gift-card value was not taken again',
        );
      }
    }

    await grantOrderLines(tx, { uid: order.uid, orderId: order.id, paymentId });
    await takeBoughtFromBasket(tx, order.id);
    const [buyer] = await tx
      .update(appUser)
      .set({
        hasPaidAccount: true,
        updatedAt: new Date(),
        ...(input.stripeCustomerId ? { stripeId: input.stripeCustomerId } : {}),
      })
      .where(eq(appUser.uid, order.uid))
      .returning({ referredBy: appUser.referredBy });

    if (order.couponId) {
      await tx
        .update(coupon)
        .set({ redemptions: sql`${coupon.redemptions} + 1` })
        .where(eq(coupon.id, order.couponId));
      await tx
        .insert(couponRedemption)
        .values({ couponId: order.couponId, paymentId, uid: order.uid });
    }

    // spec 000 section 1 and 6: the referrer is rewarded for a referred user's first
    // payment; issue 12: only a payment of more than 0, and only once.
    if (buyer?.referredBy && config.referralRewardCredits > 0 && order.amountTotal > 0) {
      const [earlier] = await tx
        .select({ id: payment.id })
        .from(payment)
        .where(
          and(eq(payment.uid, order.uid), ne(payment.id, paymentId), gt(payment.amountTotal, 0)),
        )
        .limit(1);
      if (!earlier) {
        const [rewarded] = await tx
          .insert(reward)
          .values({
            referrerUid: buyer.referredBy,
            referredUid: order.uid,
            paymentId,
            kind: 'credits',
            credits: config.referralRewardCredits,
          })
          .onConflictDoNothing()
          .returning({ id: reward.id });
        if (rewarded) {
          await grant(tx, {
            uid: buyer.referredBy,
            kind: 'studio_credits',
            amount: config.referralRewardCredits,
            reason: 'reward',
            note: `referral: first payment of ${order.uid}`,
            byUid: null,
            paymentId,
          });
        }
      }
    }
    return { paymentId, created: true };
  });
  await sendReceiptOnce(services, result.paymentId);
  // Styles bought in the upsell basket are made for their model (also when this is a
  // replay of a payment fulfilled before: the job is keyed and skips what is done).
  await requestUpsellGeneration(services, input.orderId);
  return result;
}
