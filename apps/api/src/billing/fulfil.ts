import { and, eq, ne, sql } from 'drizzle-orm';
import {
  appUser,
  checkoutOrder,
  coupon,
  couponRedemption,
  entitlement,
  giftCard,
  payment,
  pricePackage,
  reward,
} from '@hs/db/schema';
import { photosPerPackage } from '@hs/domain/photos-per-package';
import type { Services } from '../context.ts';
import { PermanentJobError } from '../jobs/queue.ts';
import { DEFAULT_BILLING_CONFIG } from './config.ts';
import { sendReceiptOnce } from './receipt.ts';

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
 * hasPaidAccount, the package grant, coupon and gift card redemption, and the referrer's
 * reward. Idempotent: the order row is locked and a paid order is left as it is. The
 * receipt mail goes after the commit, at most once per payment.
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
    const [pkg] = await tx.select().from(pricePackage).where(eq(pricePackage.id, order.packageId));
    if (!pkg) throw new PermanentJobError(`order ${order.id}: no package ${order.packageId}`);

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

    // spec 000 section 9: photos per package = package count x photos per style + 10
    await tx.insert(entitlement).values({
      paymentId,
      uid: order.uid,
      packageId: pkg.id,
      stylesAllowed: pkg.stylesAllowed,
      photos: photosPerPackage(pkg.stylesAllowed),
      credits: 0,
    });
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
      // The buyer already paid the discounted price: a coupon used up meanwhile by
      // someone else still counts the redemption, within its limit.
      await tx
        .update(coupon)
        .set({ redemptions: sql`${coupon.redemptions} + 1` })
        .where(
          and(
            eq(coupon.id, order.couponId),
            sql`(${coupon.maxRedemptions} is null or ${coupon.redemptions} < ${coupon.maxRedemptions})`,
          ),
        );
      await tx
        .insert(couponRedemption)
        .values({ couponId: order.couponId, paymentId, uid: order.uid });
    }
    if (order.giftCardId && order.amountGiftCard > 0) {
      await tx
        .update(giftCard)
        .set({ balance: sql`greatest(0, ${giftCard.balance} - ${order.amountGiftCard})` })
        .where(eq(giftCard.id, order.giftCardId));
    }

    // spec 000 section 1 and 6: the referrer is rewarded for a referred user's first payment
    if (buyer?.referredBy && config.referralRewardCredits > 0) {
      const [earlier] = await tx
        .select({ id: payment.id })
        .from(payment)
        .where(and(eq(payment.uid, order.uid), ne(payment.id, paymentId)))
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
          await tx
            .update(appUser)
            .set({ studioCredits: sql`${appUser.studioCredits} + ${config.referralRewardCredits}` })
            .where(eq(appUser.uid, buyer.referredBy));
        }
      }
    }
    return { paymentId, created: true };
  });
  await sendReceiptOnce(services, result.paymentId);
  return result;
}
