import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { appUser, modelGiveBack, payment, refund, refundRequest, reward } from '@hs/db/schema';
import { refundableAfterGiveBacks } from '@hs/domain/give-back';
import type { Services } from '../context.ts';
import { reversePaymentLots, type Reversal } from '../entitlements/grants.ts';
import { AppError } from '../errors.ts';
import { DEFAULT_BILLING_CONFIG } from './config.ts';
import { mailRefunded } from './refund-mail.ts';
import { restoreForRefund } from './reservations.ts';
import { recordStaffAction, type StaffActor } from '../audit/audit.ts';
import { isStripeError, stripeClient } from './stripe-client.ts';

export interface RefundOutcome {
  refundId: string;
  amount: number;
  alreadyRefunded: boolean;
  /** What the payment granted, and what of it was taken back or was already spent. */
  reversals: Reversal[];
  /** Coupon uses and gift-card value given back, per lot. */
  restored: { lotId: string; amount: number }[];
}

/**
 * Records a refund and takes back what the payment granted and was not yet spent, once:
 * the refund row is unique per payment, so a second call (or Stripe's charge.refunded
 * after a staff refund) changes nothing. Coupon uses and gift-card value come back in
 * proportion to the amount refunded. Once it commits, the payer is mailed (issue 35 item
 * 14): from a staff refund and from one made in Stripe's dashboard alike.
 */
export async function reversePayment(
  services: Services,
  paymentId: string,
  o: { providerRef: string | null; amount: number; byUid: string | null; staff?: StaffActor },
): Promise<RefundOutcome> {
  const outcome = await recordRefund(services, paymentId, o);
  if (!outcome.alreadyRefunded) {
    await mailRefunded(services, {
      paymentId,
      refundId: outcome.refundId,
      amount: outcome.amount,
      reversals: outcome.reversals,
      restored: outcome.restored.length > 0,
    });
  }
  return outcome;
}

function recordRefund(
  services: Services,
  paymentId: string,
  o: { providerRef: string | null; amount: number; byUid: string | null; staff?: StaffActor },
): Promise<RefundOutcome> {
  return services.database.db.transaction(async (tx) => {
    const [paid] = await tx.select().from(payment).where(eq(payment.id, paymentId)).for('update');
    if (!paid) throw new AppError('payment.unknown');
    const [created] = await tx
      .insert(refund)
      .values({
        paymentId,
        amount: o.amount,
        currency: paid.currency,
        providerRef: o.providerRef,
        byUid: o.byUid,
      })
      .onConflictDoNothing({ target: refund.paymentId })
      .returning({ id: refund.id, amount: refund.amount });
    if (!created) {
      const [existing] = await tx.select().from(refund).where(eq(refund.paymentId, paymentId));
      return {
        refundId: existing!.id,
        amount: existing!.amount,
        alreadyRefunded: true,
        reversals: [],
        restored: [],
      };
    }
    await tx.update(payment).set({ status: 'refunded' }).where(eq(payment.id, paymentId));
    const reversals = await reversePaymentLots(tx, { paymentId, refundId: created.id });
    const restored = await restoreForRefund(tx, {
      orderId: paid.orderId,
      refundId: created.id,
      refunded: o.amount,
      paid: paid.amountTotal,
    });
    const [otherPaid] = await tx
      .select({ id: payment.id })
      .from(payment)
      .where(and(eq(payment.uid, paid.uid), eq(payment.status, 'paid'), ne(payment.id, paymentId)))
      .limit(1);
    await tx
      .update(appUser)
      .set({ hasPaidAccount: Boolean(otherPaid), updatedAt: new Date() })
      .where(eq(appUser.uid, paid.uid));
    // The referrer's reward came with this payment: its lot was reversed above.
    await tx
      .update(reward)
      .set({ revokedAt: new Date() })
      .where(and(eq(reward.paymentId, paymentId), isNull(reward.revokedAt)));
    await tx
      .update(refundRequest)
      .set({ status: 'refunded' })
      .where(and(eq(refundRequest.paymentId, paymentId), eq(refundRequest.status, 'open')));
    if (o.staff) {
      await recordStaffAction(tx, o.staff, {
        action: 'refund.approve',
        targetType: 'payment',
        targetId: paymentId,
        before: { status: paid.status, uid: paid.uid },
        after: {
          status: 'refunded',
          amount: created.amount,
          currency: paid.currency,
          providerRef: o.providerRef,
        },
      });
    }
    return {
      refundId: created.id,
      amount: created.amount,
      alreadyRefunded: false,
      reversals,
      restored,
    };
  });
}

/**
 * A staff refund at the provider (idempotent there too) of what the payment's runs did not
 * give back already, then reversal.
 */
export async function refundPayment(
  services: Services,
  paymentId: string,
  staff: StaffActor,
): Promise<RefundOutcome> {
  const { db } = services.database;
  const [paid] = await db.select().from(payment).where(eq(payment.id, paymentId));
  if (!paid) throw new AppError('payment.unknown');
  const [done] = await db.select().from(refund).where(eq(refund.paymentId, paymentId));
  if (done) {
    return {
      refundId: done.id,
      amount: done.amount,
      alreadyRefunded: true,
      reversals: [],
      restored: [],
    };
  }

  let providerRef: string | null = null;
  const stripe = (services.config.billing ?? DEFAULT_BILLING_CONFIG).stripe;
  // issue 34 item 5: what runs of this payment gave back already is not refunded twice.
  const amount = refundableAfterGiveBacks(paid.amountTotal, await moneyGivenBack(db, paymentId));
  if (amount > 0 && paid.provider === 'stripe') {
    if (!stripe) {
      throw new AppError('refund.stripeOff');
    }
    try {
      const created = await stripeClient(stripe).refunds.create(
        { payment_intent: paid.providerRef, amount, metadata: { paymentId } },
        { idempotencyKey: `refund-${paymentId}` },
      );
      providerRef = created.id;
    } catch (error) {
      if (isStripeError(error)) {
        throw new AppError('refund.providerRefused', { detail: error.message }, { cause: error });
      }
      throw error;
    }
  } else if (paid.provider === 'test') {
    providerRef = `test_re_${paymentId}`;
  }
  return reversePayment(services, paymentId, {
    providerRef,
    amount,
    byUid: staff.uid,
    staff,
  });
}

/** Money the runs of a payment gave back (owed or paid out): a refund leaves it out. */
export async function moneyGivenBack(db: Database, paymentId: string): Promise<number> {
  return (await moneyGivenBackOf(db, [paymentId])).get(paymentId) ?? 0;
}

/** moneyGivenBack for many payments in one query (the staff refund list). */
export async function moneyGivenBackOf(
  db: Database,
  paymentIds: readonly string[],
): Promise<Map<string, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({
      paymentId: modelGiveBack.paymentId,
      n: sql<number>`coalesce(sum(${modelGiveBack.amount}), 0)::int`,
    })
    .from(modelGiveBack)
    .where(and(inArray(modelGiveBack.paymentId, [...paymentIds]), eq(modelGiveBack.kind, 'money')))
    .groupBy(modelGiveBack.paymentId);
  return new Map(rows.map((r) => [r.paymentId!, Number(r.n)]));
}
