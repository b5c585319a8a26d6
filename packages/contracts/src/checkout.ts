import { createRoute, z } from '@hono/zod-openapi';
import { BULK_DISCOUNT_TIERS, teamMaxSeats } from '@hs/domain/bulk-discount';
import { CURRENCIES, type CurrencyCode } from '@hs/domain/currency';
import { MIN_PARITY } from '@hs/domain/order-total';
import { MAX_PACKAGE_QUANTITY } from '@hs/domain/packages';
import { OPTIONAL_SIGN_IN, SIGNED_IN, body, errorResponse, json } from './common.ts';

export const CurrencySchema = z.enum(Object.keys(CURRENCIES) as [CurrencyCode, ...CurrencyCode[]]);
/** Money: integer minor units (cents), never a float. */
const Minor = z.number().int().min(0);

// spec 000 section 3: Package (id, price in cents USD, per-currency price map).
export const PackageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    priceUsdCents: Minor,
    prices: z.record(z.string(), Minor),
    headshots: z.number().int(),
    stylesAllowed: z.number().int(),
    turnaroundHours: z.number().int(),
    resolution: z.string(),
    /** Pixel size of every delivered headshot. */
    outputWidth: z.number().int(),
    outputHeight: z.number().int(),
  })
  .openapi('Package');
export type Package = z.infer<typeof PackageSchema>;

export const listPackagesRoute = createRoute({
  method: 'get',
  path: '/checkout/package/package',
  operationId: 'listPackages',
  tags: ['checkout'],
  summary: 'The packages on sale (spec 001 section 7)',
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.object({ packages: z.array(PackageSchema) }) }),
      'Packages, cheapest first',
    ),
  },
});

const TierSchema = z.object({
  minSeats: z.number().int(),
  maxSeats: z.number().int().nullable(),
  percent: z.number().int(),
});

export const BulkDiscountSchema = z
  .object({
    version: z.literal('v2'),
    tiers: z.array(TierSchema).min(BULK_DISCOUNT_TIERS.length),
    teamMaxSeats: z.number().int(),
  })
  .openapi('BulkDiscount');
export type BulkDiscount = z.infer<typeof BulkDiscountSchema>;

export const bulkDiscountRoute = createRoute({
  method: 'get',
  path: '/checkout/discount/bulk-discount',
  operationId: 'getBulkDiscount',
  tags: ['checkout'],
  summary: 'Team bulk discount tiers (spec 000 section 9)',
  responses: {
    200: json(z.object({ success: z.literal(true), data: BulkDiscountSchema }), 'Tiers'),
  },
});

export const CheckoutOptionsSchema = z
  .object({
    /** 'test': demo mode, no money moves; 'off': nothing can be bought here. */
    provider: z.enum(['stripe', 'test', 'off']),
    /** Set only when Stripe is configured with a publishable key (embedded checkout). */
    publishableKey: z.string().nullable(),
    countryCode: z.string().nullable(),
    currency: CurrencySchema,
    currencies: z.array(CurrencySchema),
    /** The parity multiplier the server verified (a signed hpai_parity cookie), else 1. */
    parity: z.number(),
  })
  .openapi('CheckoutOptions');
export type CheckoutOptions = z.infer<typeof CheckoutOptionsSchema>;

export const checkoutOptionsRoute = createRoute({
  method: 'get',
  path: '/checkout/options',
  operationId: 'getCheckoutOptions',
  tags: ['checkout'],
  security: OPTIONAL_SIGN_IN,
  summary: 'Which provider takes payments, and the currencies this visitor may pay in',
  responses: {
    200: json(z.object({ success: z.literal(true), data: CheckoutOptionsSchema }), 'Options'),
  },
});

export const QuoteRequestSchema = z.object({
  packageId: z.string().max(64),
  /** Generation runs of the package (e.g. one for each of two people); 1 by default. */
  quantity: z.number().int().min(1).max(MAX_PACKAGE_QUANTITY).default(1),
  /**
   * Team seats for the caller's organization (team leads only; issue 17): each seat is one
   * run of the package for a member, with the bulk-discount tier of the count (spec 000
   * section 9); at most the team max seats. Replaces `quantity`.
   */
  seats: z.number().int().min(1).max(teamMaxSeats()).optional(),
  currency: CurrencySchema,
  couponCode: z.string().trim().max(64).optional(),
  giftCardCode: z.string().trim().max(64).optional(),
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

export const OrderLineSchema = z
  .object({
    kind: z.enum(['package', 'upsell_style', 'remix_credits', 'studio_credits', 'team_seats']),
    description: z.string(),
    quantity: z.number().int().min(1),
    unitAmount: Minor,
    amount: Minor,
  })
  .openapi('OrderLine');
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const QuoteSchema = z
  .object({
    packageId: z.string(),
    currency: CurrencySchema,
    lines: z.array(OrderLineSchema),
    subtotal: Minor,
    discount: Minor,
    giftCard: Minor,
    total: Minor,
  })
  .openapi('Quote');
export type Quote = z.infer<typeof QuoteSchema>;

export const quoteRoute = createRoute({
  method: 'post',
  path: '/checkout/quote',
  operationId: 'quoteOrder',
  tags: ['checkout'],
  security: SIGNED_IN,
  summary: 'What the buyer would pay, with a coupon and gift card applied',
  request: { body: body(QuoteRequestSchema) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: QuoteSchema }), 'The amounts'),
    400: errorResponse('Unknown package, currency not allowed, coupon or gift card refused'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Seats asked for without an organization, or not as its team lead'),
  },
});

/** A path of this site to come back to after paying (e.g. the upload wizard). */
export const ReturnPathSchema = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])[\w\-./?=&%]*$/, 'A path of this site, starting with /');

export const CreateSessionSchema = QuoteRequestSchema.extend({
  /** embedded: Stripe's embedded form on /checkout; redirect: Stripe's own page. */
  uiMode: z.enum(['embedded', 'redirect']).default('redirect'),
  /** The total the buyer was shown; when it no longer matches, nothing is charged (409). */
  expectedTotal: Minor.max(100_000_000).optional(),
  returnTo: ReturnPathSchema.optional(),
});

export const CheckoutSessionSchema = z
  .object({
    orderId: z.string(),
    provider: z.enum(['stripe', 'test']),
    /** Stripe embedded checkout's client secret. */
    clientSecret: z.string().nullable(),
    /** Where to send the browser: Stripe's page, the test provider's page, or confirmation. */
    url: z.string().nullable(),
    quote: QuoteSchema,
  })
  .openapi('CheckoutSession');
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

export const createSessionRoute = createRoute({
  method: 'post',
  path: '/checkout/session',
  operationId: 'createCheckoutSession',
  tags: ['checkout'],
  security: SIGNED_IN,
  summary: 'Start paying: stores the pending order and opens a checkout session',
  request: { body: body(CreateSessionSchema) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: CheckoutSessionSchema }), 'Session'),
    400: errorResponse('Unknown package, currency not allowed, coupon or gift card refused'),
    401: errorResponse('Not signed in'),
    403: errorResponse('No account yet; seats without an organization or not as its team lead'),
    409: errorResponse('The total changed since the quote the buyer saw'),
    503: errorResponse('Payments are switched off, or the provider could not be reached'),
  },
});

export const OrderStatusSchema = z
  .object({
    orderId: z.string(),
    status: z.enum(['pending', 'paid', 'expired', 'cancelled']),
    provider: z.enum(['stripe', 'test']),
    packageId: z.string(),
    packageName: z.string(),
    currency: CurrencySchema,
    lines: z.array(OrderLineSchema),
    total: Minor,
    paymentId: z.string().nullable(),
    /** Until when an unpaid order holds its price, coupon and gift card. */
    expiresAt: z.string().nullable(),
    /** Where the buyer goes after paying. */
    returnTo: z.string().nullable(),
  })
  .openapi('OrderStatus');
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

const orderAnswer = json(z.object({ success: z.literal(true), data: OrderStatusSchema }), 'Order');

export const orderStatusRoute = createRoute({
  method: 'get',
  path: '/checkout/order/{orderId}',
  operationId: 'getOrder',
  tags: ['checkout'],
  security: SIGNED_IN,
  summary: 'A pending or paid order of yours',
  request: { params: z.object({ orderId: z.string().max(64) }) },
  responses: {
    200: orderAnswer,
    401: errorResponse('Not signed in'),
    404: errorResponse('No such order of yours'),
  },
});

// spec 000 section 7: payment confirmation reads payment_intent_client_secret or
// client_secret from the URL and retrieves the payment intent.
export const confirmPaymentRoute = createRoute({
  method: 'post',
  path: '/checkout/confirm',
  operationId: 'confirmPayment',
  tags: ['checkout'],
  security: SIGNED_IN,
  summary: 'After the provider sends the buyer back: look the payment up and fulfil it',
  request: {
    body: body(
      z.object({
        orderId: z.string().max(64).optional(),
        clientSecret: z.string().max(300).optional(),
        sessionId: z.string().max(300).optional(),
      }),
    ),
  },
  responses: {
    200: orderAnswer,
    400: errorResponse('Nothing to look up'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such order of yours'),
  },
});

export const testPayRoute = createRoute({
  method: 'post',
  path: '/checkout/test/{orderId}/pay',
  operationId: 'payTestOrder',
  tags: ['checkout'],
  security: SIGNED_IN,
  summary: 'TEST MODE only (no Stripe key): pay a pending order with the offline test provider',
  request: { params: z.object({ orderId: z.string().max(64) }) },
  responses: {
    200: orderAnswer,
    401: errorResponse('Not signed in'),
    404: errorResponse('No such order of yours, or Stripe is configured'),
    409: errorResponse('The order expired or was cancelled'),
  },
});

export const cancelOrderRoute = createRoute({
  method: 'post',
  path: '/checkout/order/{orderId}/cancel',
  operationId: 'cancelOrder',
  tags: ['checkout'],
  security: SIGNED_IN,
  summary: 'Give up an unpaid order: its coupon use and gift-card value are released',
  request: { params: z.object({ orderId: z.string().max(64) }) },
  responses: {
    200: orderAnswer,
    401: errorResponse('Not signed in'),
    404: errorResponse('No such order of yours'),
    409: errorResponse('The order is paid already'),
  },
});

export const stripeWebhookRoute = createRoute({
  method: 'post',
  path: '/stripe/webhook',
  operationId: 'receiveStripeWebhook',
  tags: ['checkout'],
  summary: 'Stripe events, signed (Stripe-Signature, 300 s tolerance); each event id once',
  responses: {
    200: json(z.object({ success: z.literal(true), duplicate: z.boolean() }), 'Accepted'),
    400: errorResponse('Bad or old signature, or not JSON'),
    404: errorResponse('Stripe is not configured'),
  },
});

// spec 000 section 9: a parity pricing multiplier applies (cookie hpai_parity). Only the
// server issues one: staff make a signed link for a campaign; the link sets the cookie.
export const ParityLinkRequestSchema = z
  .object({
    parity: z.number().min(MIN_PARITY).max(1).multipleOf(0.01),
    days: z.number().int().min(1).max(90),
  })
  .openapi('ParityLinkRequest');

export const adminParityLinkRoute = createRoute({
  method: 'post',
  path: '/admin/parity',
  operationId: 'createParityLink',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Make a signed parity link for a campaign (staff who see Parameters)',
  request: { body: body(ParityLinkRequestSchema) },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({ link: z.string(), expiresAt: z.string() }),
      }),
      'A link that sets the signed cookie, then opens the pricing page',
    ),
    400: errorResponse('Parity outside 0.4 to 1, or days outside 1 to 90'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not staff who see Parameters'),
  },
});

export const applyParityRoute = createRoute({
  method: 'get',
  path: '/parity/apply',
  operationId: 'applyParity',
  tags: ['checkout'],
  summary: 'Follow a signed parity link: sets hpai_parity when the signature holds',
  request: {
    query: z.object({ token: z.string().max(100), to: ReturnPathSchema.optional() }),
  },
  responses: {
    302: { description: 'To the pricing page (or `to`); the cookie is set only if valid' },
    400: errorResponse('Malformed query'),
  },
});
