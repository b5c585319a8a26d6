import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { CheckoutSession, OrderStatus } from '@hs/contracts/checkout';
import { checkoutOrder, payment, pricePackage } from '@hs/db/schema';
import type { CurrencyCode } from '@hs/domain/currency';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { DEFAULT_BILLING_CONFIG } from './config.ts';
import { fulfilOrder } from './fulfil.ts';
import { priceOrder, type QuoteInput } from './pricing.ts';
import { stripeClient } from './stripe-client.ts';

export interface StartCheckout extends QuoteInput {
  uid: string;
  email: string;
  uiMode: 'embedded' | 'redirect';
  partnerId: string | null;
  rewardfulReferral: string | null;
}

/** Stores the pending order at its fixed price, then opens the provider's session. */
export async function startCheckout(
  services: Services,
  o: StartCheckout,
): Promise<CheckoutSession> {
  const { db } = services.database;
  const stripe = (services.config.billing ?? DEFAULT_BILLING_CONFIG).stripe;
  const priced = await priceOrder(db, o);
  const { amounts } = priced;
  const [order] = await db
    .insert(checkoutOrder)
    .values({
      uid: o.uid,
      packageId: priced.pkg.id,
      provider: stripe ? 'stripe' : 'test',
      currency: o.currency,
      parity: o.parity,
      amountSubtotal: amounts.subtotal,
      amountDiscount: amounts.discount,
      amountGiftCard: amounts.giftCard,
      amountTotal: amounts.total,
      couponId: priced.coupon?.id ?? null,
      giftCardId: priced.giftCard?.id ?? null,
      partnerId: o.partnerId,
      rewardfulReferral: o.rewardfulReferral,
    })
    .returning();
  const orderId = order!.id;
  const quote = { packageId: priced.pkg.id, currency: o.currency, ...amounts };
  const confirmation = new URL('/checkout/confirmation', services.config.baseUrl);
  confirmation.searchParams.set('order', orderId);
  const base = { orderId, quote, clientSecret: null };

  // A coupon or gift card covering everything: nothing to collect, fulfilled now.
  if (amounts.total === 0) {
    await fulfilOrder(services, {
      orderId,
      providerRef: `free_${orderId}`,
      amountPaid: 0,
      currency: o.currency,
    });
    return { ...base, provider: order!.provider, url: confirmation.pathname + confirmation.search };
  }

  if (!stripe) {
    await db
      .update(checkoutOrder)
      .set({ providerSessionId: `test_cs_${orderId}` })
      .where(eq(checkoutOrder.id, orderId));
    return { ...base, provider: 'test', url: `/checkout/test?session=${orderId}` };
  }

  const returnUrl = `${confirmation.toString()}&session_id={CHECKOUT_SESSION_ID}`;
  const embedded = o.uiMode === 'embedded' && Boolean(stripe.publishableKey);
  try {
    const session = await stripeClient(stripe).checkout.sessions.create(
      {
        mode: 'payment',
        ui_mode: embedded ? 'embedded_page' : 'hosted_page',
        client_reference_id: orderId,
        customer_email: o.email,
        metadata: { orderId, uid: o.uid },
        payment_intent_data: { metadata: { orderId, uid: o.uid } },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: o.currency,
              unit_amount: amounts.total,
              product_data: { name: `${priced.pkg.name}: ${priced.pkg.headshots} headshots` },
            },
          },
        ],
        ...(embedded
          ? { return_url: returnUrl }
          : {
              success_url: returnUrl,
              cancel_url: new URL(`/checkout?package=${priced.pkg.id}`, services.config.baseUrl)
                .href,
            }),
      },
      { idempotencyKey: `checkout-${orderId}` },
    );
    await db
      .update(checkoutOrder)
      .set({ providerSessionId: session.id })
      .where(eq(checkoutOrder.id, orderId));
    return {
      ...base,
      provider: 'stripe',
      clientSecret: embedded ? session.client_secret : null,
      url: embedded ? null : session.url,
    };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError('UNAVAILABLE', `The payment provider refused: ${error.message}`, {
        cause: error,
      });
    }
    throw error;
  }
}

/** An order of `uid`, or 404 (another user's order ids answer 404 too). */
export async function orderStatus(
  services: Services,
  uid: string,
  orderId: string,
): Promise<OrderStatus> {
  const { db } = services.database;
  const isUuid = /^[0-9a-f-]{36}$/i.test(orderId);
  const [row] = isUuid
    ? await db
        .select({ order: checkoutOrder, packageName: pricePackage.name, paymentId: payment.id })
        .from(checkoutOrder)
        .innerJoin(pricePackage, eq(pricePackage.id, checkoutOrder.packageId))
        .leftJoin(payment, eq(payment.orderId, checkoutOrder.id))
        .where(eq(checkoutOrder.id, orderId))
    : [];
  if (!row || row.order.uid !== uid) throw new AppError('NOT_FOUND', 'No such order.');
  return {
    orderId: row.order.id,
    status: row.order.status,
    provider: row.order.provider,
    packageId: row.order.packageId,
    packageName: row.packageName,
    currency: row.order.currency as CurrencyCode,
    total: row.order.amountTotal,
    paymentId: row.paymentId,
  };
}
