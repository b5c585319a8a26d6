import { eq } from 'drizzle-orm';
import { checkoutOrder } from '@hs/db/schema';
import type { Services } from '../context.ts';
import { DEFAULT_BILLING_CONFIG } from './config.ts';
import { releaseOrder } from './reservations.ts';
import { isStripeError, stripeClient } from './stripe-client.ts';

/**
 * Ends an unpaid order and releases what it held. At Stripe the session is expired first;
 * a session that was completed meanwhile stays (its payment event fulfils the order).
 * Returns false when the order could not be ended (paid, or paid at Stripe just now).
 */
export async function cancelOrder(
  services: Services,
  orderId: string,
  status: 'expired' | 'cancelled',
): Promise<boolean> {
  const { db } = services.database;
  const [order] = await db.select().from(checkoutOrder).where(eq(checkoutOrder.id, orderId));
  if (!order || order.status !== 'pending') return false;
  const stripe = (services.config.billing ?? DEFAULT_BILLING_CONFIG).stripe;
  if (order.provider === 'stripe' && order.providerSessionId && stripe) {
    try {
      await stripeClient(stripe).checkout.sessions.expire(order.providerSessionId);
    } catch (error) {
      if (!isStripeError(error)) throw error;
      const session = await stripeClient(stripe).checkout.sessions.retrieve(
        order.providerSessionId,
      );
      if (session.status !== 'expired') return false;
    }
  }
  return db.transaction((tx) => releaseOrder(tx, orderId, status));
}
