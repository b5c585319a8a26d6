import { and, asc, eq } from 'drizzle-orm';
import { isUuid } from '@hs/contracts/common';
import type { CheckoutSession, OrderStatus } from '@hs/contracts/checkout';
import { checkoutOrder, orderLine, payment, pricePackage } from '@hs/db/schema';
import type { CurrencyCode } from '@hs/domain/currency';
import { RESERVATION_MINUTES } from '@hs/domain/ledger';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { DEFAULT_BILLING_CONFIG, paymentsMode } from './config.ts';
import { expireOrderJob } from './expire-order.ts';
import { fulfilOrder } from './fulfil.ts';
import { priceOrder, type QuoteInput } from './pricing.ts';
import { cancelOrder } from './cancel-order.ts';
import { releaseOrder, reserve } from './reservations.ts';
import { isStripeError, stripeClient } from './stripe-client.ts';

export interface StartCheckout extends QuoteInput {
  uid: string;
  email: string;
  uiMode: 'embedded' | 'redirect';
  partnerId: string | null;
  rewardfulReferral: string | null;
  expectedTotal?: number | undefined;
  returnTo?: string | undefined;
}

// Stripe lets a checkout session live 30 minutes at least; it expires before the order's
// reservations do, so nothing can be paid at Stripe after they are released.
const STRIPE_SESSION_SECONDS = 31 * 60;

/**
 * Prices the order on the server, stores it with its lines and reserves its coupon use
 * and gift-card value in ONE transaction, then opens the provider's session. The buyer's
 * older unpaid orders are cancelled first: one open checkout per person.
 */
export async function startCheckout(
  services: Services,
  o: StartCheckout,
): Promise<CheckoutSession> {
  const { db } = services.database;
  const billing = services.config.billing ?? DEFAULT_BILLING_CONFIG;
  const mode = paymentsMode(billing);
  if (mode === 'off') {
    throw new AppError('payments.off');
  }
  await cancelOpenOrders(services, o.uid);

  const expiresAt = new Date(Date.now() + RESERVATION_MINUTES * 60_000);
  const { order, priced } = await db.transaction(async (tx) => {
    const priced = await priceOrder(tx, o, { lock: true });
    const { amounts } = priced;
    if (o.expectedTotal !== undefined && o.expectedTotal !== amounts.total) {
      throw new AppError('checkout.totalChanged');
    }
    const [order] = await tx
      .insert(checkoutOrder)
      .values({
        uid: o.uid,
        packageId: priced.pkg?.id ?? null,
        provider: mode,
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
        returnTo: o.returnTo ?? null,
        expiresAt,
      })
      .returning();
    await tx.insert(orderLine).values(
      priced.lines.map((l, sort) => ({
        orderId: order!.id,
        kind: l.kind,
        ref: l.ref,
        description: l.description,
        quantity: l.quantity,
        unitAmount: l.unitAmount,
        amount: l.amount,
        terms: l.terms as unknown as Record<string, unknown> | null,
        sort,
      })),
    );
    if (priced.couponLot) await reserve(tx, order!.id, priced.couponLot, 1);
    for (const hold of priced.holds) await reserve(tx, order!.id, hold.lot, hold.amount);
    if (priced.giftCardLot) await reserve(tx, order!.id, priced.giftCardLot, amounts.giftCard);
    return { order: order!, priced };
  });
  const orderId = order.id;
  const { amounts } = priced;
  const quote = {
    packageId: priced.pkg?.id ?? '',
    currency: o.currency,
    lines: priced.lines.map(publicLine),
    ...amounts,
  };
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
    return { ...base, provider: order.provider, url: confirmation.pathname + confirmation.search };
  }
  await services.jobs.enqueue(
    expireOrderJob,
    { orderId },
    { key: `order-expiry:${orderId}`, runAt: expiresAt },
  );

  if (mode === 'test') {
    await db
      .update(checkoutOrder)
      .set({ providerSessionId: `test_cs_${orderId}` })
      .where(eq(checkoutOrder.id, orderId));
    return { ...base, provider: 'test', url: `/checkout/test?session=${orderId}` };
  }

  const stripe = billing.stripe!;
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
        expires_at: Math.floor(Date.now() / 1000) + STRIPE_SESSION_SECONDS,
        // One line, the total: coupons and gift cards are ours, applied before Stripe.
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: o.currency,
              unit_amount: amounts.total,
              product_data: { name: priced.lines.map((l) => l.description).join('; ') },
            },
          },
        ],
        ...(embedded
          ? { return_url: returnUrl }
          : {
              success_url: returnUrl,
              cancel_url: new URL(
                priced.pkg ? `/checkout?package=${priced.pkg.id}` : (o.returnTo ?? '/app/results'),
                services.config.baseUrl,
              ).href,
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
    // Nothing can be paid: give the reservations back at once.
    await db.transaction((tx) => releaseOrder(tx, orderId, 'cancelled'));
    if (isStripeError(error)) {
      throw new AppError(
        'checkout.providerRefused',
        { detail: error.message },
        {
          cause: error,
        },
      );
    }
    throw error;
  }
}

const publicLine = (l: {
  kind: OrderStatus['lines'][number]['kind'];
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}) => ({
  kind: l.kind,
  description: l.description,
  quantity: l.quantity,
  unitAmount: l.unitAmount,
  amount: l.amount,
});

async function cancelOpenOrders(services: Services, uid: string) {
  const open = await services.database.db
    .select({ id: checkoutOrder.id })
    .from(checkoutOrder)
    .where(and(eq(checkoutOrder.uid, uid), eq(checkoutOrder.status, 'pending')))
    .orderBy(asc(checkoutOrder.createdAt));
  for (const o of open) await cancelOrder(services, o.id, 'cancelled');
}

/** An order, with its lines; the caller has checked it may be seen (policy). */
export async function readOrder(services: Services, orderId: string) {
  const { db } = services.database;
  const [row] = isUuid(orderId)
    ? await db
        .select({ order: checkoutOrder, packageName: pricePackage.name, paymentId: payment.id })
        .from(checkoutOrder)
        .leftJoin(pricePackage, eq(pricePackage.id, checkoutOrder.packageId))
        .leftJoin(payment, eq(payment.orderId, checkoutOrder.id))
        .where(eq(checkoutOrder.id, orderId))
    : [];
  if (!row) return null;
  const lines = await db
    .select()
    .from(orderLine)
    .where(eq(orderLine.orderId, orderId))
    .orderBy(asc(orderLine.sort));
  const status: OrderStatus = {
    orderId: row.order.id,
    status: row.order.status,
    provider: row.order.provider,
    packageId: row.order.packageId ?? '',
    packageName: row.packageName ?? lines[0]?.description ?? '',
    currency: row.order.currency as CurrencyCode,
    lines: lines.map(publicLine),
    total: row.order.amountTotal,
    paymentId: row.paymentId,
    expiresAt: row.order.expiresAt?.toISOString() ?? null,
    returnTo: row.order.returnTo,
  };
  return { status, owner: row.order.uid, expiresAt: row.order.expiresAt };
}
