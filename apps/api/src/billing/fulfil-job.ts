import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { payment, webhookEvent } from '@hs/db/schema';
import type { Services } from '../context.ts';
import { defineJob } from '../jobs/queue.ts';
import { DEFAULT_BILLING_CONFIG } from './config.ts';
import { fulfilOrder } from './fulfil.ts';
import { reversePayment } from './refund.ts';
import { stripeClient } from './stripe-client.ts';

const FulfilPayload = z.object({
  action: z.literal('fulfil'),
  eventId: z.string().nullable(),
  orderId: z.string(),
  providerRef: z.string(),
  amountPaid: z.number().int().min(0),
  currency: z.string(),
  stripeCustomerId: z.string().nullable(),
});

const RefundedPayload = z.object({
  action: z.literal('refunded'),
  eventId: z.string().nullable(),
  /** The Stripe payment intent that was refunded at Stripe (e.g. from the dashboard). */
  providerRef: z.string(),
  refundRef: z.string().nullable(),
  amountRefunded: z.number().int().min(0),
});

export const PaymentJobPayload = z.discriminatedUnion('action', [FulfilPayload, RefundedPayload]);
export type PaymentJobPayload = z.infer<typeof PaymentJobPayload>;

/** Webhook -> fulfilment. Idempotent: fulfilment and reversal both check what is done. */
export const paymentFulfilJob = defineJob({
  name: 'payment.fulfil',
  version: 1,
  lane: 'urgent',
  payload: PaymentJobPayload,
  retry: { limit: 5, backoffSeconds: 5 },
  handler: async (payload, ctx) => {
    await runPaymentJob(ctx.services, payload);
  },
});

export async function runPaymentJob(services: Services, payload: PaymentJobPayload) {
  const { db } = services.database;
  if (payload.action === 'fulfil') {
    await fulfilOrder(services, payload);
  } else {
    await ensureFulfilledBeforeRefund(services, payload.providerRef);
    const [paid] = await db
      .select({ id: payment.id })
      .from(payment)
      .where(eq(payment.providerRef, payload.providerRef));
    if (paid) {
      await reversePayment(services, paid.id, {
        providerRef: payload.refundRef,
        amount: payload.amountRefunded,
        byUid: null,
      });
    }
  }
  if (payload.eventId) {
    await db
      .update(webhookEvent)
      .set({ processedAt: new Date() })
      .where(eq(webhookEvent.eventId, payload.eventId));
  }
}

/**
 * A refund event can arrive before the payment's own events: the payment intent is read
 * back from Stripe and fulfilled first, so the end state is the same in any order.
 */
async function ensureFulfilledBeforeRefund(services: Services, paymentIntentId: string) {
  const { db } = services.database;
  const [known] = await db
    .select({ id: payment.id })
    .from(payment)
    .where(eq(payment.providerRef, paymentIntentId));
  const stripe = (services.config.billing ?? DEFAULT_BILLING_CONFIG).stripe;
  if (known || !stripe) return;
  const intent = await stripeClient(stripe).paymentIntents.retrieve(paymentIntentId);
  const orderId = intent.metadata?.orderId;
  if (!orderId) return;
  await fulfilOrder(services, {
    orderId,
    providerRef: intent.id,
    amountPaid: intent.amount_received || intent.amount,
    currency: intent.currency,
    stripeCustomerId: typeof intent.customer === 'string' ? intent.customer : null,
  });
}

/** Hands the work to the job queue; one unfinished job per key (event or order). */
export async function requestPaymentJob(
  services: Services,
  payload: PaymentJobPayload,
  key: string,
): Promise<string> {
  return services.jobs.enqueue(paymentFulfilJob, payload, { key: `payment:${key}` });
}
