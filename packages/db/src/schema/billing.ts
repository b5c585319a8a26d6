import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { organization } from './organizations.ts';
import { appUser } from './users.ts';

// Money is integer minor units of the row's currency everywhere in this file (cents for usd,
// whole rupees never: inr also has 2 decimal digits). No floats hold money.

/** spec 000 section 3: Package (id, price in cents USD, per-currency price map). */
export const pricePackage = pgTable(
  'package',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    priceUsdCents: integer('price_usd_cents').notNull(),
    /** Per-currency prices in minor units, e.g. { eur: 3500 }; missing codes use the USD price. */
    prices: jsonb('prices').$type<Record<string, number>>().notNull().default({}),
    headshots: integer('headshots').notNull(),
    stylesAllowed: integer('styles_allowed').notNull(),
    /** Hours until the headshots are ready. */
    turnaroundHours: integer('turnaround_hours').notNull(),
    resolution: text('resolution').notNull(),
    outputWidth: integer('output_width').notNull().default(1024),
    outputHeight: integer('output_height').notNull().default(1280),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('package_price_positive', sql`${t.priceUsdCents} > 0`)],
);

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const coupon = pgTable(
  'coupon',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    percentOff: integer('percent_off'),
    amountOff: integer('amount_off'),
    /** Required with amountOff: the currency the amount is in; the coupon works only there. */
    currency: text('currency'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'coupon_redemptions_within_max',
      sql`${t.maxRedemptions} IS NULL OR ${t.redemptions} <= ${t.maxRedemptions}`,
    ),
    check(
      'coupon_one_kind',
      sql`(${t.percentOff} IS NOT NULL AND ${t.amountOff} IS NULL AND ${t.percentOff} BETWEEN 1 AND 100) OR (${t.amountOff} IS NOT NULL AND ${t.percentOff} IS NULL AND ${t.amountOff} > 0 AND ${t.currency} IS NOT NULL)`,
    ),
  ],
);

export const giftCard = pgTable(
  'gift_card',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    currency: text('currency').notNull(),
    /** The value issued; what is left is the balance of its ledger lot. */
    initialValue: integer('initial_value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('gift_card_value_positive', sql`${t.initialValue} > 0`)],
);

export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A checkout started and not yet paid: what the buyer will get and pay, fixed at start. */
export const checkoutOrder = pgTable(
  'checkout_order',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid')
      .notNull()
      .references(() => appUser.uid, { onDelete: 'cascade' }),
    /** The package line's package, when the order has one (lines are the truth). */
    packageId: text('package_id').references(() => pricePackage.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Checkout session id at the provider (Stripe cs_..., or the test provider's id). */
    providerSessionId: text('provider_session_id').unique(),
    currency: text('currency').notNull(),
    parity: real('parity').notNull().default(1),
    amountSubtotal: integer('amount_subtotal').notNull(),
    amountDiscount: integer('amount_discount').notNull().default(0),
    amountGiftCard: integer('amount_gift_card').notNull().default(0),
    amountTotal: integer('amount_total').notNull(),
    couponId: uuid('coupon_id').references(() => coupon.id),
    giftCardId: uuid('gift_card_id').references(() => giftCard.id),
    partnerId: text('partner_id'),
    rewardfulReferral: text('rewardful_referral'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** A path of this site the buyer returns to after paying (e.g. the upload wizard). */
    returnTo: text('return_to'),
    /** Until when the order holds its coupon use and gift-card value (issue 12). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('checkout_order_status', sql`${t.status} in ('pending', 'paid', 'expired', 'cancelled')`),
    check(
      'checkout_order_amounts',
      sql`${t.amountTotal} >= 0 AND ${t.amountTotal} = ${t.amountSubtotal} - ${t.amountDiscount} - ${t.amountGiftCard}`,
    ),
    index('checkout_order_uid_idx').on(t.uid),
  ],
);

/** spec 001 section 3: Payment (as read): _id, createdOn, amountTotal (cents). */
export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => checkoutOrder.id),
    uid: text('uid')
      .notNull()
      .references(() => appUser.uid, { onDelete: 'cascade' }),
    packageId: text('package_id').references(() => pricePackage.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's payment id (Stripe payment intent pi_..., or the test provider's). */
    providerRef: text('provider_ref').notNull().unique(),
    currency: text('currency').notNull(),
    amountTotal: integer('amount_total').notNull(),
    amountDiscount: integer('amount_discount').notNull().default(0),
    amountGiftCard: integer('amount_gift_card').notNull().default(0),
    couponId: uuid('coupon_id').references(() => coupon.id),
    giftCardId: uuid('gift_card_id').references(() => giftCard.id),
    partnerId: text('partner_id'),
    rewardfulReferral: text('rewardful_referral'),
    status: text('status', { enum: ['paid', 'refunded'] })
      .notNull()
      .default('paid'),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_amount_non_negative', sql`${t.amountTotal} >= 0`),
    index('payment_uid_idx').on(t.uid),
  ],
);

/** Each provider event once: a redelivered event id is a no-op. */
export const webhookEvent = pgTable(
  'webhook_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [unique('webhook_event_provider_event').on(t.provider, t.eventId)],
);

export const couponRedemption = pgTable('coupon_redemption', {
  id: uuid('id').primaryKey().defaultRandom(),
  couponId: uuid('coupon_id')
    .notNull()
    .references(() => coupon.id),
  paymentId: uuid('payment_id')
    .notNull()
    .unique()
    .references(() => payment.id),
  uid: text('uid').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const REFUND_REQUEST_STATUSES = ['open', 'refunded', 'declined'] as const;

export const refundRequest = pgTable(
  'refund_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid')
      .notNull()
      .references(() => appUser.uid, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payment.id),
    reason: text('reason').notNull(),
    /** Where the request came from, e.g. 'support-modal' or 'profile'. */
    source: text('source').notNull(),
    status: text('status', { enum: REFUND_REQUEST_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refund_request_status_idx').on(t.status)],
);

export const refund = pgTable(
  'refund',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payment.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    providerRef: text('provider_ref'),
    byUid: text('by_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('refund_amount_non_negative', sql`${t.amount} >= 0`)],
);

/** spec 000 section 1: the referrer's reward for a referred user's first payment. */
export const reward = pgTable('reward', {
  id: uuid('id').primaryKey().defaultRandom(),
  referrerUid: text('referrer_uid')
    .notNull()
    .references(() => appUser.uid, { onDelete: 'cascade' }),
  referredUid: text('referred_uid').notNull().unique(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payment.id),
  kind: text('kind', { enum: ['credits'] })
    .notNull()
    .default('credits'),
  credits: integer('credits').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const ORDER_LINE_KINDS = [
  'package',
  'upsell_style',
  'remix_credits',
  'studio_credits',
  'team_seats',
] as const;
export type OrderLineKind = (typeof ORDER_LINE_KINDS)[number];

/** What an order sells, priced on the server; totals and invoices are sums of lines. */
export const orderLine = pgTable(
  'order_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => checkoutOrder.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_LINE_KINDS }).notNull(),
    /** What the line is of: the package id for 'package'; a model id for 'upsell_style'. */
    ref: text('ref'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    /** Minor units of the order's currency, per unit, before order-level discounts. */
    unitAmount: integer('unit_amount').notNull(),
    amount: integer('amount').notNull(),
    /** What one unit delivers, fixed when the order was priced (e.g. package terms). */
    terms: jsonb('terms').$type<Record<string, unknown>>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check(
      'order_line_amount',
      sql`${t.quantity} > 0 AND ${t.unitAmount} >= 0 AND ${t.amount} = ${t.quantity} * ${t.unitAmount}`,
    ),
    check(
      'order_line_kind',
      sql`${t.kind} in ('package', 'upsell_style', 'remix_credits', 'studio_credits', 'team_seats')`,
    ),
    index('order_line_order_idx').on(t.orderId),
  ],
);

/**
 * A lot of one kind of entitlement held by one owner (a person, an organization, a coupon
 * or a gift card). `balance` is the sum of the lot's ledger entries, kept by a trigger on
 * ledger_entry and CHECKed >= 0: a spend that would go below zero fails in the database.
 */
export const ledgerLot = pgTable(
  'ledger_lot',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid').references(() => appUser.uid, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organization.id, {
      onDelete: 'cascade',
    }),
    couponId: uuid('coupon_id').references(() => coupon.id, { onDelete: 'cascade' }),
    giftCardId: uuid('gift_card_id').references(() => giftCard.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** For the run kinds 'package' and 'team_seats': what one unit delivers (PackageTerms). */
    terms: jsonb('terms').$type<Record<string, unknown>>(),
    /** Minor-unit currency of gift-card value. */
    currency: text('currency'),
    balance: integer('balance').notNull().default(0),
    /** The order line that bought it, when bought. */
    orderLineId: uuid('order_line_id').references(() => orderLine.id),
    /** The payment whose refund takes back what is left of it (purchases and rewards). */
    paymentId: uuid('payment_id').references(() => payment.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_lot_balance_non_negative', sql`${t.balance} >= 0`),
    check(
      'ledger_lot_one_owner',
      sql`num_nonnulls(${t.uid}, ${t.organizationId}, ${t.couponId}, ${t.giftCardId}) = 1`,
    ),
    // issue 35 item 1: a run lot (package, team seat) says what one run delivers.
    check(
      'ledger_lot_run_terms',
      sql`${t.kind} not in ('package', 'team_seats') or coalesce(${t.terms} ?& array['packageId', 'headshots', 'styles', 'width', 'height'], false)`,
    ),
    index('ledger_lot_uid_kind_idx').on(t.uid, t.kind),
    index('ledger_lot_payment_idx').on(t.paymentId),
    index('ledger_lot_coupon_idx').on(t.couponId),
    index('ledger_lot_gift_card_idx').on(t.giftCardId),
  ],
);

/** One change to a lot's balance. Append-only: a trigger refuses UPDATE and direct DELETE. */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => ledgerLot.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** Free text staff wrote, or what the system did ('demo account', 'refund of ...'). */
    note: text('note').notNull().default(''),
    orderId: uuid('order_id').references(() => checkoutOrder.id),
    paymentId: uuid('payment_id').references(() => payment.id),
    refundId: uuid('refund_id').references(() => refund.id),
    modelId: text('model_id'),
    byUid: text('by_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entry_amount_non_zero', sql`${t.amount} <> 0`),
    index('ledger_entry_lot_idx').on(t.lotId),
    index('ledger_entry_order_idx').on(t.orderId),
  ],
);

export const RESERVATION_STATUSES = ['held', 'consumed', 'released'] as const;

/** A coupon use or gift-card value an order holds: taken from the lot at order creation. */
export const reservation = pgTable(
  'reservation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => checkoutOrder.id, { onDelete: 'cascade' }),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => ledgerLot.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('held'),
    /** What a refund has given back to the lot so far. */
    restored: integer('restored').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reservation_amount_positive', sql`${t.amount} > 0`),
    check('reservation_restored_within', sql`${t.restored} >= 0 AND ${t.restored} <= ${t.amount}`),
    unique('reservation_order_lot').on(t.orderId, t.lotId),
  ],
);

export const billingDetails = pgTable('billing_details', {
  uid: text('uid')
    .primaryKey()
    .references(() => appUser.uid, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  company: text('company').notNull().default(''),
  address: text('address').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default(''),
  vatId: text('vat_id').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
