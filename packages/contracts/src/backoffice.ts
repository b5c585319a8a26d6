import { createRoute, z } from '@hono/zod-openapi';
import { CurrencySchema } from './checkout.ts';
import { SIGNED_IN, body, errorResponse, json, text } from './common.ts';
import { pagedAnswer, pageQuery } from './paging.ts';

// Issue 19, the back office's home, money and work sections (spec 001 sections 2 and 6):
// /admin (home), /admin/transactions, /admin/invoices, /admin/model, /admin/upload,
// /admin/playground. Each API path sits under the admin area whose menu row decides who
// may call it (decision 032).

const staffErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed for this staff role'),
};

const Minor = z.number().int();
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');
const idParam = z.object({ id: z.string().max(64) });

export const MoneyByCurrencySchema = z
  .object({ currency: CurrencySchema, amount: Minor })
  .openapi('MoneyByCurrency');

// ---- Home -------------------------------------------------------------------------------

export const STATS_DAYS = 30;

export const AdminStatsSchema = z
  .object({
    success: z.literal(true),
    /** The UTC day "today" means. */
    today: Day,
    orders: z.object({
      /** Checkouts started today, any status. */
      started: z.number().int(),
      /** Payments received today. */
      paid: z.number().int(),
    }),
    /** Paid today (refunded payments left out), per currency; null for roles without Transactions. */
    revenue: z.array(MoneyByCurrencySchema).nullable(),
    signups: z.number().int(),
    /** Every model stage with its count (zero included). */
    models: z.array(z.object({ stage: z.string(), count: z.number().int() })),
    queue: z.object({
      /** Jobs due and waiting. */
      waiting: z.number().int(),
      running: z.number().int(),
      /** Jobs that failed for good in the last 24 hours. */
      failed24h: z.number().int(),
      /** The latest failures: job name, error, when. */
      recentFailures: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          error: z.string().nullable(),
          at: z.string(),
        }),
      ),
    }),
    /** The last STATS_DAYS UTC days, oldest first. */
    days: z.array(
      z.object({
        date: Day,
        paid: z.number().int(),
        signups: z.number().int(),
        modelsReady: z.number().int(),
        jobsFailed: z.number().int(),
      }),
    ),
    /** Per currency the paid amount of each of those days; null as for `revenue`. */
    revenueDays: z
      .array(z.object({ currency: CurrencySchema, amounts: z.array(Minor) }))
      .nullable(),
  })
  .openapi('AdminStats');
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const adminStatsRoute = createRoute({
  method: 'get',
  path: '/admin/stats',
  operationId: 'adminStats',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: "Today's figures and the last 30 days for the back-office home",
  responses: { 200: json(AdminStatsSchema, 'Figures'), ...staffErrors },
});

// ---- Transactions and invoices ------------------------------------------------------------

export const TRANSACTION_STATUSES = [
  'pending',
  'paid',
  'expired',
  'cancelled',
  'refunded',
] as const;

const moneyFilters = {
  currency: CurrencySchema.optional(),
  /** First and last UTC day, inclusive. */
  from: Day.optional(),
  to: Day.optional(),
  /** Part of the buyer's e-mail, or an order or payment id. */
  q: text(200).optional(),
};

export const TransactionListQuerySchema = pageQuery(
  ['createdAt', 'amountTotal'],
  'createdAt',
).extend({ status: z.enum(TRANSACTION_STATUSES).optional(), ...moneyFilters });
export type TransactionListQuery = z.infer<typeof TransactionListQuerySchema>;
export const TransactionExportQuerySchema = TransactionListQuerySchema.omit({
  page: true,
  pageSize: true,
  sort: true,
  order: true,
});

export const TransactionRowSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    email: z.string(),
    uid: z.string(),
    status: z.enum(TRANSACTION_STATUSES),
    provider: z.string(),
    currency: CurrencySchema,
    amountSubtotal: Minor,
    amountDiscount: Minor,
    amountGiftCard: Minor,
    amountTotal: Minor,
    /** The lines' descriptions, joined. */
    items: z.string(),
    paymentId: z.string().nullable(),
  })
  .openapi('AdminTransactionRow');
export type TransactionRow = z.infer<typeof TransactionRowSchema>;

export const OrderLineViewSchema = z
  .object({
    kind: z.string(),
    description: z.string(),
    quantity: z.number().int(),
    unitAmount: Minor,
    amount: Minor,
  })
  .openapi('AdminOrderLine');

export const TransactionDetailSchema = TransactionRowSchema.extend({
  lines: z.array(OrderLineViewSchema),
  couponCode: z.string().nullable(),
  providerRef: z.string().nullable(),
  refunds: z.array(z.object({ amount: Minor, createdAt: z.string() })),
}).openapi('AdminTransactionDetail');

const transactionsTag = { tags: ['admin'], security: SIGNED_IN };

export const adminTransactionsRoute = createRoute({
  method: 'get',
  path: '/admin/transactions',
  operationId: 'adminTransactions',
  ...transactionsTag,
  summary: 'Orders with their lines, filtered and paged',
  request: { query: TransactionListQuerySchema },
  responses: { 200: json(pagedAnswer(TransactionRowSchema), 'A page'), ...staffErrors },
});

export const adminTransactionRoute = createRoute({
  method: 'get',
  path: '/admin/transactions/{id}',
  operationId: 'adminTransaction',
  ...transactionsTag,
  summary: 'One order: lines, payment, refunds',
  request: { params: idParam },
  responses: {
    200: json(z.object({ success: z.literal(true), transaction: TransactionDetailSchema }), 'It'),
    ...staffErrors,
    404: errorResponse('No such order'),
  },
});

const csv = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.string() } },
});

export const adminTransactionsCsvRoute = createRoute({
  method: 'get',
  path: '/admin/transactions/export',
  operationId: 'adminTransactionsCsv',
  ...transactionsTag,
  summary: 'Every order the filters match, as CSV (streamed)',
  request: { query: TransactionExportQuerySchema },
  responses: { 200: csv('CSV, one row per order'), ...staffErrors },
});

export const INVOICE_STATUSES = ['paid', 'refunded'] as const;

export const InvoiceListQuerySchema = pageQuery(['createdOn', 'amountTotal'], 'createdOn').extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  ...moneyFilters,
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;
export const InvoiceExportQuerySchema = InvoiceListQuerySchema.omit({
  page: true,
  pageSize: true,
  sort: true,
  order: true,
});

export const InvoiceRowSchema = z
  .object({
    /** The payment id: one invoice per payment. */
    id: z.string(),
    orderId: z.string(),
    createdOn: z.string(),
    email: z.string(),
    status: z.enum(INVOICE_STATUSES),
    currency: CurrencySchema,
    amountTotal: Minor,
    amountDiscount: Minor,
    amountGiftCard: Minor,
    items: z.string(),
    test: z.boolean(),
  })
  .openapi('AdminInvoiceRow');
export type InvoiceRow = z.infer<typeof InvoiceRowSchema>;

export const adminInvoicesRoute = createRoute({
  method: 'get',
  path: '/admin/invoices',
  operationId: 'adminInvoices',
  ...transactionsTag,
  summary: 'Invoices (one per payment) with their lines, filtered and paged',
  request: { query: InvoiceListQuerySchema },
  responses: { 200: json(pagedAnswer(InvoiceRowSchema), 'A page'), ...staffErrors },
});

export const adminInvoicesCsvRoute = createRoute({
  method: 'get',
  path: '/admin/invoices/export',
  operationId: 'adminInvoicesCsv',
  ...transactionsTag,
  summary: 'Every invoice the filters match, as CSV (streamed)',
  request: { query: InvoiceExportQuerySchema },
  responses: { 200: csv('CSV, one row per invoice'), ...staffErrors },
});

// The invoice of one payment as the customer gets it (/invoice/{id}.pdf), for staff.
export const adminInvoicePdfRoute = createRoute({
  method: 'get',
  path: '/admin/invoices/{id}/pdf',
  operationId: 'adminInvoicePdf',
  ...transactionsTag,
  summary: "A payment's invoice as PDF, the same document its buyer downloads",
  request: {
    params: z.object({
      id: z
        .string()
        .regex(
          /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
          'Not a payment id',
        ),
    }),
  },
  responses: {
    200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } },
    400: errorResponse('Not a payment id'),
    ...staffErrors,
    404: errorResponse('No such payment'),
  },
});

// ---- Models -------------------------------------------------------------------------------

export const MODEL_STAGES = [
  'onboarding',
  'queued',
  'training',
  'generating',
  'ranking',
  'ready',
  'failed',
] as const;
export const ModelStageSchema = z.enum(MODEL_STAGES);

export const ModelListQuerySchema = pageQuery(['createdAt', 'updatedAt'], 'updatedAt').extend({
  stage: ModelStageSchema.optional(),
  /** Part of the owner's e-mail, or the model id. */
  q: text(200).optional(),
});
export type ModelListQuery = z.infer<typeof ModelListQuerySchema>;

export const AdminModelRowSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    title: z.string().nullable(),
    stage: ModelStageSchema,
    progressDone: z.number().int(),
    progressTotal: z.number().int(),
    failureReason: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('AdminModelRow');
export type AdminModelRow = z.infer<typeof AdminModelRowSchema>;

export const AdminModelDetailSchema = AdminModelRowSchema.extend({
  uid: z.string(),
  styles: z.array(z.string()),
  inputs: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      fullBody: z.boolean(),
      width: z.number().int(),
      height: z.number().int(),
    }),
  ),
  outputs: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      style: z.string(),
      position: z.number().int(),
      status: z.string(),
      hiddenReason: z.string().nullable(),
      nsfw: z.boolean(),
      /** Face distance to the person's photos (lower is closer); null = no face found. */
      identityDistance: z.number().nullable(),
    }),
  ),
  jobs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
}).openapi('AdminModelDetail');
export type AdminModelDetail = z.infer<typeof AdminModelDetailSchema>;

const modelsTag = { tags: ['admin'], security: SIGNED_IN };

export const adminModelsRoute = createRoute({
  method: 'get',
  path: '/admin/model',
  operationId: 'adminModels',
  ...modelsTag,
  summary: 'Models by stage, searchable and paged',
  request: { query: ModelListQuerySchema },
  responses: { 200: json(pagedAnswer(AdminModelRowSchema), 'A page'), ...staffErrors },
});

const modelAnswer = z.object({ success: z.literal(true), model: AdminModelDetailSchema });

export const adminModelRoute = createRoute({
  method: 'get',
  path: '/admin/model/{id}',
  operationId: 'adminModel',
  ...modelsTag,
  summary: 'One model with its inputs, outputs (identity scores, nsfw flags) and jobs',
  request: { params: idParam },
  responses: { 200: json(modelAnswer, 'It'), ...staffErrors, 404: errorResponse('No such model') },
});

export const adminRetryModelRoute = createRoute({
  method: 'post',
  path: '/admin/model/{id}/retry',
  operationId: 'adminRetryModel',
  ...modelsTag,
  summary: 'Queue a failed model for generation again (twice is the same as once)',
  request: { params: idParam },
  responses: {
    200: json(modelAnswer, 'Queued'),
    ...staffErrors,
    404: errorResponse('No such model'),
    409: errorResponse('The model has not failed'),
  },
});

export const adminRerankModelRoute = createRoute({
  method: 'post',
  path: '/admin/model/{id}/rerank',
  operationId: 'adminRerankModel',
  ...modelsTag,
  summary: "Score a ready model's outputs again (identity, nsfw) through the job queue",
  request: { params: idParam },
  responses: {
    200: json(modelAnswer, 'Queued'),
    ...staffErrors,
    404: errorResponse('No such model'),
    409: errorResponse('The model is not ready'),
  },
});

// ---- Uploads ------------------------------------------------------------------------------

export const UploadListQuerySchema = pageQuery(['createdAt'], 'createdAt').extend({
  q: text(200).optional(),
  fullBody: z.enum(['true', 'false']).optional(),
});

export const AdminUploadRowSchema = z
  .object({
    id: z.string(),
    modelId: z.string(),
    email: z.string(),
    url: z.string(),
    fullBody: z.boolean(),
    width: z.number().int(),
    height: z.number().int(),
    /** The face the check found, as a share of the photo (0..1). */
    face: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
    /** The face's height over the photo's height. */
    faceShare: z.number(),
    createdAt: z.string(),
  })
  .openapi('AdminUploadRow');
export type AdminUploadRow = z.infer<typeof AdminUploadRowSchema>;

export const adminUploadsRoute = createRoute({
  method: 'get',
  path: '/admin/upload',
  operationId: 'adminUploads',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Recent accepted training photos with their face check, paged',
  request: { query: UploadListQuerySchema },
  responses: { 200: json(pagedAnswer(AdminUploadRowSchema), 'A page'), ...staffErrors },
});

// ---- Playground ---------------------------------------------------------------------------

/** The largest side the playground renders (a direct run, so it stays small). */
export const PLAYGROUND_MAX_SIDE = 768;

export const PlaygroundBodySchema = z
  .object({
    /** A training photo already stored (its id, from Uploads). */
    photoId: z.string().uuid(),
    styleId: text(64),
    width: z.number().int().min(128).max(PLAYGROUND_MAX_SIDE),
    height: z.number().int().min(128).max(PLAYGROUND_MAX_SIDE),
  })
  .openapi('PlaygroundBody');

export const PlaygroundAnswerSchema = z.object({
  success: z.literal(true),
  /** The image as a data: URL (PNG). */
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  engine: z.string(),
  ms: z.number().int(),
  identityDistance: z.number().nullable(),
  nsfw: z.boolean(),
});

export const adminPlaygroundRoute = createRoute({
  method: 'post',
  path: '/admin/playground',
  operationId: 'adminPlayground',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Run the engine once on a stored photo with a style and size (bounded, direct)',
  request: { body: body(PlaygroundBodySchema) },
  responses: {
    200: json(PlaygroundAnswerSchema, 'The result'),
    400: errorResponse('Bad settings'),
    ...staffErrors,
    404: errorResponse('No such photo or style'),
  },
});
