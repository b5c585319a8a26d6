import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { checkoutOrder, webhookEvent } from '@hs/db/schema';
import type { Services } from '../context.ts';
import { requestPaymentJob } from './fulfil-job.ts';
import { jobForStripeEvent } from './stripe-events.ts';

// Payment events, each id once: Stripe's webhooks, and the test provider's stand-in for them.

/** The test provider's payment of a pending order: the same job a Stripe payment starts. */
export async function payTestOrder(services: Services, orderId: string): Promise<void> {
  const { db } = services.database;
  const eventId = `evt_test_${orderId}`;
  await db
    .insert(webhookEvent)
    .values({ provider: 'test', eventId, type: 'payment_intent.succeeded' })
    .onConflictDoNothing();
  const [order] = await db.select().from(checkoutOrder).where(eq(checkoutOrder.id, orderId));
  await requestPaymentJob(
    services,
    {
      action: 'fulfil',
      eventId,
      orderId,
      providerRef: `test_pi_${orderId}`,
      amountPaid: order!.amountTotal,
      currency: order!.currency,
      stripeCustomerId: null,
    },
    eventId,
  );
}

/**
 * A verified Stripe event, kept once by its id; its work is a job (payment.fulfil). An event
 * seen before and done answers duplicate at once; one seen but not done runs again.
 */
export async function receiveStripeEvent(
  services: Services,
  event: Stripe.Event,
): Promise<{ duplicate: boolean }> {
  const { db } = services.database;
  const [fresh] = await db
    .insert(webhookEvent)
    .values({ provider: 'stripe', eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: webhookEvent.id });
  if (!fresh) {
    const [seen] = await db
      .select({ processedAt: webhookEvent.processedAt })
      .from(webhookEvent)
      .where(eq(webhookEvent.eventId, event.id));
    if (seen?.processedAt) return { duplicate: true };
  }
  const job = jobForStripeEvent(event);
  if (job) {
    await requestPaymentJob(services, job, event.id);
  } else {
    await db
      .update(webhookEvent)
      .set({ processedAt: new Date() })
      .where(eq(webhookEvent.eventId, event.id));
  }
  return { duplicate: !fresh };
}
