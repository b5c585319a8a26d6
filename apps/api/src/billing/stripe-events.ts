import type Stripe from 'stripe';
import type { PaymentJobPayload } from './fulfil-job.ts';

const idOf = (v: string | { id: string } | null | undefined) =>
  typeof v === 'string' ? v : (v?.id ?? null);

/** What a Stripe event asks of us, or null for events we do not act on. */
export function jobForStripeEvent(event: Stripe.Event): PaymentJobPayload | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const orderId = session.metadata?.orderId ?? session.client_reference_id;
      const providerRef = idOf(session.payment_intent);
      if (session.payment_status !== 'paid' || !orderId || !providerRef) return null;
      return {
        action: 'fulfil',
        eventId: event.id,
        orderId,
        providerRef,
        amountPaid: session.amount_total ?? 0,
        currency: session.currency ?? '',
        stripeCustomerId: idOf(session.customer),
      };
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const orderId = intent.metadata?.orderId;
      if (!orderId) return null;
      return {
        action: 'fulfil',
        eventId: event.id,
        orderId,
        providerRef: intent.id,
        amountPaid: intent.amount_received || intent.amount,
        currency: intent.currency,
        stripeCustomerId: idOf(intent.customer),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const providerRef = idOf(charge.payment_intent);
      // Only a full refund takes the package back; partial refunds are goodwill.
      if (!charge.refunded || !providerRef) return null;
      return {
        action: 'refunded',
        eventId: event.id,
        providerRef,
        refundRef: charge.refunds?.data[0]?.id ?? null,
        amountRefunded: charge.amount_refunded,
      };
    }
    default:
      return null;
  }
}
