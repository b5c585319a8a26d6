import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { modelGiveBack, payment } from '@hs/db/schema';
import type { Services } from '../context.ts';
import { post } from '../entitlements/ledger.ts';
import { AppError } from '../errors.ts';
import { defineJob } from '../jobs/queue.ts';
import { DEFAULT_BILLING_CONFIG } from './config.ts';
import { isStripeError, stripeClient } from './stripe-client.ts';

// Issue 34 item 5 (decision 071): money a run owes its buyer reaches them as a partial
// refund at the payment provider. The run's transaction wrote what is owed; this job pays it,
// once: the provider call carries an idempotency key of the give-back, and the ledger entry
// that clears the debt is written under the row's lock only while it is still owed.

export const giveBackPayoutJob = defineJob({
  name: 'give-back.payout',
  version: 1,
  lane: 'urgent',
  payload: z.object({ giveBackId: z.string().uuid() }),
  retry: { limit: 8, backoffSeconds: 15 },
  handler: async ({ giveBackId }, ctx) => {
    await payOut(ctx.services, giveBackId);
  },
});

/** Queues the payout of a money give-back (safe to call again: one job per give-back). */
export async function queuePayout(services: Services, giveBackId: string): Promise<void> {
  await services.jobs.enqueue(
    giveBackPayoutJob,
    { giveBackId },
    { key: `give-back:${giveBackId}` },
  );
}

/** The provider's refund of `amount` of the payment, idempotent per give-back. */
async function refundAtProvider(
  services: Services,
  paid: typeof payment.$inferSelect,
  o: { giveBackId: string; amount: number },
): Promise<string> {
  if (paid.provider !== 'stripe') return `test_gb_${o.giveBackId}`;
  const stripe = (services.config.billing ?? DEFAULT_BILLING_CONFIG).stripe;
  if (!stripe) throw new AppError('refund.stripeOff');
  try {
    const created = await stripeClient(stripe).refunds.create(
      {
        payment_intent: paid.providerRef,
        amount: o.amount,
        metadata: { paymentId: paid.id, giveBackId: o.giveBackId },
      },
      { idempotencyKey: `give-back-${o.giveBackId}` },
    );
    return created.id;
  } catch (error) {
    if (isStripeError(error)) {
      throw new AppError('refund.providerRefused', { detail: error.message }, { cause: error });
    }
    throw error;
  }
}

/** Pays an owed give-back; answers whether it was paid now (false: paid before, or none). */
export async function payOut(services: Services, giveBackId: string): Promise<boolean> {
  const { db } = services.database;
  const [owed] = await db.select().from(modelGiveBack).where(eq(modelGiveBack.id, giveBackId));
  if (!owed || owed.status !== 'owed' || !owed.paymentId) return false;
  const [paid] = await db.select().from(payment).where(eq(payment.id, owed.paymentId));
  if (!paid) return false;
  const providerRef = await refundAtProvider(services, paid, {
    giveBackId,
    amount: owed.amount,
  });
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(modelGiveBack)
      .where(and(eq(modelGiveBack.id, giveBackId), eq(modelGiveBack.status, 'owed')))
      .for('update');
    if (!locked) return false;
    if (locked.lotId) {
      await post(tx, locked.lotId, -locked.amount, 'refund', {
        modelId: locked.modelId,
        paymentId: locked.paymentId,
        note: `refunded at the provider (${providerRef})`,
      });
    }
    await tx
      .update(modelGiveBack)
      .set({ status: 'paid', providerRef, paidAt: new Date() })
      .where(eq(modelGiveBack.id, giveBackId));
    return true;
  });
}
