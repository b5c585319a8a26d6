import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type Stripe from 'stripe';
import {
  adminParityLinkRoute,
  applyParityRoute,
  bulkDiscountRoute,
  cancelOrderRoute,
  checkoutOptionsRoute,
  confirmPaymentRoute,
  createSessionRoute,
  listPackagesRoute,
  orderStatusRoute,
  quoteRoute,
  stripeWebhookRoute,
  testPayRoute,
} from '@hs/contracts/checkout';
import {
  BULK_DISCOUNT_TIERS,
  DEFAULT_BULK_DISCOUNT_VERSION,
  teamMaxSeats,
} from '@hs/domain/bulk-discount';
import { currencyForCountry, selectableCurrencies } from '@hs/domain/currency';
import { TRACKING_COOKIE } from '@hs/domain/tracking';
import { requireUser, signedIn } from '../auth/guards.ts';
import { cancelOrder } from '../billing/cancel-order.ts';
import { readOrder, startCheckout } from '../billing/checkout.ts';
import { DEFAULT_BILLING_CONFIG, paymentsMode } from '../billing/config.ts';
import { requestPaymentJob } from '../billing/fulfil-job.ts';
import { activePackages, priceOrder, toPackage } from '../billing/pricing.ts';
import { engineCapabilities } from '@hs/engine/capabilities';
import { WEBHOOK_TOLERANCE_SECONDS, stripeClient } from '../billing/stripe-client.ts';
import { signParity, verifiedParity } from '../billing/parity.ts';
import { checkoutCookies, visitorCountry, visitorParity } from '../billing/visitor.ts';
import { payTestOrder, receiveStripeEvent } from '../billing/webhook-events.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { authorize, authorizeLead, principalOf, type Principal } from '../policy/policy.ts';

/** Seats are bought by the organization's lead, for their own organization only. */
function seatsFor(c: Context<AppEnv>, count: number | undefined) {
  if (count === undefined) return undefined;
  return { organizationId: authorizeLead(principalOf(c)), count };
}

export function checkoutRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;
  const billing = () => services.config.billing ?? DEFAULT_BILLING_CONFIG;

  /** The order if the principal may do `action` on it; 404 for anyone else's or none. */
  async function orderFor(
    principal: Principal,
    action: 'order.read' | 'order.cancel' | 'order.pay-test',
    orderId: string,
  ) {
    const found = await readOrder(services, orderId);
    if (!found) throw new AppError('order.unknown');
    authorize(principal, { do: action, owner: found.owner });
    return found;
  }

  // spec 001 section 7: GET /checkout/package/package answers data.packages
  app.openapi(listPackagesRoute, async (c) => {
    const { maxSide } = engineCapabilities(services.engineName);
    const packages = (await activePackages(db)).map((row) => toPackage(row, maxSide));
    return c.json({ success: true as const, data: { packages } }, 200);
  });

  // spec 001 section 7 and spec 000 section 9: bulk discount tiers, version v2, max seats
  app.openapi(bulkDiscountRoute, (c) =>
    c.json(
      {
        success: true as const,
        data: {
          version: DEFAULT_BULK_DISCOUNT_VERSION,
          tiers: BULK_DISCOUNT_TIERS.map((t) => ({ ...t })),
          teamMaxSeats: teamMaxSeats(),
        },
      },
      200,
    ),
  );

  app.openapi(checkoutOptionsRoute, (c) => {
    const countryCode = visitorCountry(c, services);
    const { stripe } = billing();
    return c.json(
      {
        success: true as const,
        data: {
          provider: paymentsMode(billing()),
          publishableKey: stripe?.publishableKey ?? null,
          countryCode,
          currency: currencyForCountry(countryCode),
          currencies: selectableCurrencies(countryCode),
          parity: visitorParity(c, services),
        },
      },
      200,
    );
  });

  app.openapi({ ...quoteRoute, middleware: [signedIn] }, async (c) => {
    authorize(principalOf(c), { do: 'order.create' });
    const body = c.req.valid('json');
    const priced = await priceOrder(db, {
      ...body,
      seats: seatsFor(c, body.seats),
      countryCode: visitorCountry(c, services),
      parity: visitorParity(c, services),
    });
    const lines = priced.lines.map(({ kind, description, quantity, unitAmount, amount }) => ({
      kind,
      description,
      quantity,
      unitAmount,
      amount,
    }));
    return c.json(
      {
        success: true as const,
        data: {
          packageId: priced.pkg?.id ?? '',
          currency: body.currency,
          lines,
          ...priced.amounts,
        },
      },
      200,
    );
  });

  app.openapi({ ...createSessionRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    authorize(principalOf(c), { do: 'order.create' });
    const body = c.req.valid('json');
    const cookies = checkoutCookies(c);
    const session = await startCheckout(services, {
      ...body,
      seats: seatsFor(c, body.seats),
      uid: viewer.uid,
      email: viewer.email,
      countryCode: visitorCountry(c, services),
      parity: visitorParity(c, services),
      partnerId: cookies.partnerId ?? viewer.user.partnerId,
      rewardfulReferral: cookies.rewardfulReferral,
    });
    return c.json({ success: true as const, data: session }, 200);
  });

  app.openapi({ ...orderStatusRoute, middleware: [signedIn] }, async (c) => {
    const found = await orderFor(principalOf(c), 'order.read', c.req.valid('param').orderId);
    return c.json({ success: true as const, data: found.status }, 200);
  });

  app.openapi({ ...cancelOrderRoute, middleware: [signedIn] }, async (c) => {
    const { orderId } = c.req.valid('param');
    const found = await orderFor(principalOf(c), 'order.cancel', orderId);
    if (found.status.status === 'paid') throw new AppError('order.paid');
    await cancelOrder(services, orderId, 'cancelled');
    const after = await readOrder(services, orderId);
    if (after?.status.status === 'paid') throw new AppError('order.paid');
    return c.json({ success: true as const, data: after!.status }, 200);
  });

  // spec 000 section 7: the confirmation page sends payment_intent_client_secret or
  // client_secret from its URL; the payment intent (or session) is read back from Stripe.
  app.openapi({ ...confirmPaymentRoute, middleware: [signedIn] }, async (c) => {
    const principal = principalOf(c);
    const body = c.req.valid('json');
    const { stripe } = billing();
    let orderId = body.orderId ?? null;
    const secretId = body.clientSecret?.split('_secret_')[0] ?? null;
    const sessionId = body.sessionId ?? (secretId?.startsWith('cs_') ? secretId : null);
    const intentId = secretId?.startsWith('pi_') ? secretId : null;
    if (stripe && (sessionId || intentId)) {
      const client = stripeClient(stripe);
      const intent = intentId
        ? await client.paymentIntents.retrieve(intentId)
        : await client.checkout.sessions
            .retrieve(sessionId!, { expand: ['payment_intent'] })
            .then((s) => (typeof s.payment_intent === 'object' ? s.payment_intent : null));
      const fromIntent = intent?.metadata?.orderId;
      if (!fromIntent || (orderId && orderId !== fromIntent)) {
        throw new AppError('order.unknown');
      }
      orderId = fromIntent;
      const { status } = await orderFor(principal, 'order.read', orderId);
      if (intent && intent.status === 'succeeded' && status.status !== 'paid') {
        await requestPaymentJob(
          services,
          {
            action: 'fulfil',
            eventId: null,
            orderId,
            providerRef: intent.id,
            amountPaid: intent.amount_received || intent.amount,
            currency: intent.currency,
            stripeCustomerId: typeof intent.customer === 'string' ? intent.customer : null,
          },
          `confirm:${orderId}`,
        );
      }
    }
    if (!orderId) throw new AppError('order.nothingToConfirm');
    const found = await orderFor(principal, 'order.read', orderId);
    return c.json({ success: true as const, data: found.status }, 200);
  });

  // The offline test provider (demo mode only): same order, same job, same fulfilment as
  // a Stripe payment. With Stripe configured, or payments off, it does not exist.
  app.openapi({ ...testPayRoute, middleware: [signedIn] }, async (c) => {
    if (paymentsMode(billing()) !== 'test') {
      throw new AppError('order.testProviderOff');
    }
    const { orderId } = c.req.valid('param');
    const { status, expiresAt } = await orderFor(principalOf(c), 'order.pay-test', orderId);
    if (status.provider !== 'test') throw new AppError('order.unknown');
    if (status.status === 'expired' || status.status === 'cancelled') {
      throw new AppError('order.ended');
    }
    if (status.status === 'pending' && expiresAt && expiresAt.getTime() <= Date.now()) {
      await cancelOrder(services, orderId, 'expired');
      throw new AppError('order.ended');
    }
    if (status.status === 'pending') await payTestOrder(services, orderId);
    return c.json({ success: true as const, data: status }, 200);
  });

  app.openapi({ ...adminParityLinkRoute, middleware: [signedIn] }, (c) => {
    authorize(principalOf(c), { do: 'staff.parity' });
    const { parity, days } = c.req.valid('json');
    const expiresAt = new Date(Date.now() + days * 86_400_000);
    const link = new URL('/api/parity/apply', services.config.baseUrl);
    link.searchParams.set('token', signParity(services.fileSecret, parity, expiresAt));
    return c.json(
      { success: true as const, data: { link: link.href, expiresAt: expiresAt.toISOString() } },
      200,
    );
  });

  app.openapi(applyParityRoute, (c) => {
    const { token, to } = c.req.valid('query');
    const parity = verifiedParity(services.fileSecret, token);
    if (parity < 1) {
      const expires = Number(token.split('.').at(-2)) * 1000;
      setCookie(c, TRACKING_COOKIE.parity, token, {
        path: '/',
        sameSite: 'Lax',
        httpOnly: true,
        secure: services.config.baseUrl.startsWith('https:'),
        expires: new Date(expires),
      });
    }
    return c.redirect(to ?? '/pricing', 302);
  });

  // Stripe webhooks: signature checked on the raw body, each event id once, 2xx at once;
  // the work is a job (payment.fulfil).
  app.openapi(stripeWebhookRoute, async (c) => {
    const { stripe } = billing();
    if (!stripe?.webhookSecret) throw new AppError('stripe.notConfigured');
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = stripeClient(stripe).webhooks.constructEvent(
        raw,
        c.req.header('stripe-signature') ?? '',
        stripe.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Invalid signature';
      throw new AppError('stripe.badSignature', { detail: message });
    }
    const { duplicate } = await receiveStripeEvent(services, event);
    return c.json({ success: true as const, duplicate }, 200);
  });

  return app;
}
