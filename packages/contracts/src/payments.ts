import { createRoute, z } from '@hono/zod-openapi';
import { REFUND_REQUEST_SOURCES } from '@hs/domain/refund-window';
import { CurrencySchema } from './checkout.ts';
import { SIGNED_IN, body, errorResponse, json } from './common.ts';
import { GiveBackSchema } from './results.ts';

const Minor = z.number().int().min(0);

// spec 001 section 3: Payment (as read): _id, createdOn, amountTotal (cents).
export const PaymentSchema = z
  .object({
    _id: z.string(),
    createdOn: z.string(),
    amountTotal: Minor,
    amountDiscount: Minor,
    amountGiftCard: Minor,
    currency: CurrencySchema,
    packageId: z.string(),
    packageName: z.string(),
    /** Paid with the offline test provider (demo mode): no money moved. */
    test: z.boolean(),
    status: z.enum(['paid', 'refunded']),
    refundRequest: z
      .object({ status: z.enum(['open', 'refunded', 'declined']), createdAt: z.string() })
      .nullable(),
    /** issue 34 item 5: what the runs it paid for promised, made and gave back. */
    giveBacks: z.array(GiveBackSchema),
  })
  .openapi('Payment');
export type Payment = z.infer<typeof PaymentSchema>;

export const listPaymentsRoute = createRoute({
  method: 'get',
  path: '/user/payments/all',
  operationId: 'listPayments',
  tags: ['payments'],
  security: SIGNED_IN,
  summary: 'Your payments, newest first (spec 001 section 7)',
  responses: {
    200: json(z.object({ success: z.literal(true), payments: z.array(PaymentSchema) }), 'List'),
    401: errorResponse('Not signed in'),
  },
});

export const BillingDetailsSchema = z
  .object({
    name: z.string().trim().max(120),
    company: z.string().trim().max(120),
    address: z.string().trim().max(300),
    postalCode: z.string().trim().max(20),
    city: z.string().trim().max(100),
    country: z.string().trim().max(100),
    vatId: z.string().trim().max(40),
  })
  .openapi('BillingDetails');
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;

const billingAnswer = json(
  z.object({ success: z.literal(true), data: BillingDetailsSchema }),
  'Billing details',
);

export const getBillingDetailsRoute = createRoute({
  method: 'get',
  path: '/user/billing-details',
  operationId: 'getBillingDetails',
  tags: ['payments'],
  security: SIGNED_IN,
  summary: 'Your billing details, printed on invoices',
  responses: { 200: billingAnswer, 401: errorResponse('Not signed in') },
});

export const updateBillingDetailsRoute = createRoute({
  method: 'put',
  path: '/user/billing-details',
  operationId: 'updateBillingDetails',
  tags: ['payments'],
  security: SIGNED_IN,
  summary: 'Change your billing details',
  request: { body: body(BillingDetailsSchema) },
  responses: {
    200: billingAnswer,
    400: errorResponse('A field is too long'),
    401: errorResponse('Not signed in'),
    403: errorResponse('No account yet'),
  },
});

export const invoicePdfRoute = createRoute({
  method: 'get',
  path: '/invoice/{file}',
  operationId: 'getInvoicePdf',
  tags: ['payments'],
  security: SIGNED_IN,
  summary: 'The invoice of one of your payments as PDF: /invoice/{paymentId}.pdf',
  request: {
    params: z.object({
      file: z
        .string()
        .regex(
          /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/,
          'Not an invoice file',
        ),
    }),
  },
  responses: {
    200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } },
    400: errorResponse('Not an invoice file name'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such payment of yours'),
  },
});

export const RewardSchema = z
  .object({
    id: z.string(),
    kind: z.literal('credits'),
    credits: z.number().int(),
    createdAt: z.string(),
    revoked: z.boolean(),
  })
  .openapi('Reward');
export type Reward = z.infer<typeof RewardSchema>;

export const ReferralSchema = z
  .object({
    referralCode: z.string(),
    referralLink: z.string(),
    rewardCredits: z.number().int(),
    rewards: z.array(RewardSchema),
  })
  .openapi('Referral');
export type Referral = z.infer<typeof ReferralSchema>;

export const referralRoute = createRoute({
  method: 'get',
  path: '/user/referral',
  operationId: 'getReferral',
  tags: ['payments'],
  security: SIGNED_IN,
  summary: 'Your referral code, link and rewards (spec 001 section 3: referralCode, rewards)',
  responses: {
    200: json(z.object({ success: z.literal(true), data: ReferralSchema }), 'Referral'),
    401: errorResponse('Not signed in'),
    403: errorResponse('No account yet'),
  },
});

export const RefundRequestBodySchema = z.object({
  paymentId: z.string().uuid('Choose a payment'),
  reason: z.string().trim().min(1, 'Please tell us why').max(2000),
  source: z.enum(REFUND_REQUEST_SOURCES).default('profile'),
});

export const requestRefundRoute = createRoute({
  method: 'post',
  path: '/refund/request',
  operationId: 'requestRefund',
  tags: ['payments'],
  security: SIGNED_IN,
  summary: 'Ask for a refund of one of your payments; staff handle it within 48 hours',
  request: { body: body(RefundRequestBodySchema) },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({ id: z.string(), status: z.string(), dueBy: z.string() }),
      }),
      'Requested (again: the same request)',
    ),
    400: errorResponse('Missing reason'),
    401: errorResponse('Not signed in'),
    403: errorResponse("Team members can't request refunds"),
    404: errorResponse('No such payment of yours'),
    409: errorResponse('Already refunded'),
  },
});

export const AdminRefundRequestSchema = z
  .object({
    id: z.string(),
    uid: z.string(),
    email: z.string(),
    paymentId: z.string(),
    amountTotal: Minor,
    /**
     * What a staff refund returns now: the payment less the money its runs gave back
     * already (decision 071); 0 once refunded.
     */
    refundable: Minor,
    currency: CurrencySchema,
    reason: z.string(),
    source: z.string(),
    status: z.enum(['open', 'refunded', 'declined']),
    createdAt: z.string(),
    dueBy: z.string(),
  })
  .openapi('AdminRefundRequest');
export type AdminRefundRequest = z.infer<typeof AdminRefundRequestSchema>;

export const adminRefundListRoute = createRoute({
  method: 'get',
  path: '/admin/refund',
  operationId: 'listRefundRequests',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Refund requests, open first',
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.array(AdminRefundRequestSchema) }),
      'Requests',
    ),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not staff with the Refund menu'),
  },
});

export const adminRefundRoute = createRoute({
  method: 'post',
  path: '/admin/refund/{paymentId}',
  operationId: 'refundPayment',
  tags: ['admin'],
  security: SIGNED_IN,
  summary:
    'Refund what is left of a payment after its give-backs at the provider, and take back what it granted (once)',
  request: { params: z.object({ paymentId: z.string().max(64) }) },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({
          refundId: z.string(),
          amount: Minor,
          alreadyRefunded: z.boolean(),
          /** Per lot the payment granted: what was taken back, and what was already spent. */
          reversals: z.array(
            z.object({
              kind: z.string(),
              granted: z.number().int(),
              reversed: z.number().int(),
              spent: z.number().int(),
            }),
          ),
          /** Coupon uses and gift-card value given back. */
          restored: z.array(z.object({ lotId: z.string(), amount: z.number().int() })),
        }),
      }),
      'Refunded',
    ),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not staff with the Refund menu'),
    404: errorResponse('No such payment'),
    503: errorResponse('The payment provider could not be reached'),
  },
});

// spec 000 section 7: POST /t/fb/sale with cookies, transactionId, currentUrl, uid.
export const fbSaleRoute = createRoute({
  method: 'post',
  path: '/t/fb/sale',
  operationId: 'reportSale',
  tags: ['payments'],
  security: SIGNED_IN,
  summary: "Report a purchase to Meta's Conversions API, when configured; once per payment",
  request: {
    body: body(
      z.object({
        cookies: z
          .record(z.string().max(100), z.string().max(500))
          .refine((c) => Object.keys(c).length <= 20, 'at most 20 cookies')
          .default({}),
        transactionId: z.string().max(64),
        currentUrl: z.string().max(2000),
        uid: z.string().max(128),
      }),
    ),
  },
  responses: {
    200: json(z.object({ success: z.literal(true), sent: z.boolean() }), 'Sent, or not configured'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such payment of yours'),
  },
});

// spec 001 section 2 and 6: /admin/coupons and /admin/giftcard (admin, support, dev,
// marketer, sales). Money in minor units of the given currency.
export const CouponSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    percentOff: z.number().int().nullable(),
    amountOff: Minor.nullable(),
    currency: CurrencySchema.nullable(),
    expiresAt: z.string().nullable(),
    maxRedemptions: z.number().int().nullable(),
    redemptions: z.number().int(),
  })
  .openapi('Coupon');
export type Coupon = z.infer<typeof CouponSchema>;

const CODE = z
  .string()
  .trim()
  .min(3, 'At least 3 characters')
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only');

export const CreateCouponSchema = z
  .object({
    code: CODE,
    percentOff: z.number().int().min(1).max(100).nullish(),
    amountOff: z.number().int().min(1).max(100_000_000).nullish(),
    currency: CurrencySchema.nullish(),
    expiresAt: z.string().datetime({ offset: true }).nullish(),
    maxRedemptions: z.number().int().min(1).max(1_000_000).nullish(),
  })
  .refine((c) => (c.percentOff ? !c.amountOff : Boolean(c.amountOff && c.currency)), {
    message: 'Give either a percent off, or an amount off with its currency',
  });

export const adminCouponsRoute = createRoute({
  method: 'get',
  path: '/admin/coupons',
  operationId: 'listCoupons',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Coupons, newest first',
  responses: {
    200: json(z.object({ success: z.literal(true), data: z.array(CouponSchema) }), 'Coupons'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not staff with the Coupons menu'),
  },
});

export const adminCreateCouponRoute = createRoute({
  method: 'post',
  path: '/admin/coupons',
  operationId: 'createCoupon',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Create a coupon: percent off, or an amount off in one currency',
  request: { body: body(CreateCouponSchema) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: CouponSchema }), 'Created'),
    400: errorResponse('Bad terms'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not staff with the Coupons menu'),
    409: errorResponse('The code exists already'),
  },
});

export const GiftCardSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    currency: CurrencySchema,
    balance: Minor,
    createdAt: z.string(),
  })
  .openapi('GiftCard');
export type GiftCard = z.infer<typeof GiftCardSchema>;

export const CreateGiftCardSchema = z.object({
  code: CODE.optional(),
  currency: CurrencySchema,
  balance: z.number().int().min(1).max(100_000_000),
});

export const adminGiftCardsRoute = createRoute({
  method: 'get',
  path: '/admin/giftcard',
  operationId: 'listGiftCards',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Gift cards, newest first',
  responses: {
    200: json(z.object({ success: z.literal(true), data: z.array(GiftCardSchema) }), 'Gift cards'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not staff with the Giftcards menu'),
  },
});

export const adminCreateGiftCardRoute = createRoute({
  method: 'post',
  path: '/admin/giftcard',
  operationId: 'createGiftCard',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Issue a gift card with a balance in one currency (a code is made when none is given)',
  request: { body: body(CreateGiftCardSchema) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: GiftCardSchema }), 'Issued'),
    400: errorResponse('Bad balance or currency'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not staff with the Giftcards menu'),
    409: errorResponse('The code exists already'),
  },
});
