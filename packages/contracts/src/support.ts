import { createRoute, z } from '@hono/zod-openapi';
import {
  SUPPORT_ATTACHMENTS_MAX,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_NAME_MAX,
  SUPPORT_PAGE_MAX,
  SUPPORT_REQUEST_TYPES,
} from '@hs/domain/support';
import { CurrencySchema } from './checkout.ts';
import { OPTIONAL_SIGN_IN, SIGNED_IN, body, errorResponse, json, text } from './common.ts';
import { pagedAnswer, pageQuery } from './paging.ts';

// spec 001 section 3, Support request: name, message, type, paymentId, uid, email.
// spec 001 section 7: POST /support/feedback/submit {name, message, type, paymentId, email,
// uid} answers success, message.

/** What the support form sends; `uid` is read from the session, never from the body. */
export const SupportRequestBodySchema = z
  .object({
    name: text(SUPPORT_NAME_MAX).trim().min(1),
    message: text(SUPPORT_MESSAGE_MAX).trim().min(1),
    type: z.enum(SUPPORT_REQUEST_TYPES),
    /** The order a refund is about (optional, spec 001 section 5). */
    paymentId: z.string().max(64).nullish(),
    /** Required when signed out (the /contact page); signed in, the account's is used. */
    email: z.email().max(320).optional(),
    /** Sent by the spec's client; ignored (the session decides who writes). */
    uid: z.string().max(128).optional(),
    /** The page the form was sent from, for staff. */
    page: text(SUPPORT_PAGE_MAX).optional(),
    /**
     * The client's key for this message: a repeat of the same message with the same key
     * stores nothing; another message under a used key is refused (409).
     */
    requestId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
    /** Left empty by people; a bot that fills it is told success and nothing is stored. */
    website: z.string().max(500).optional(),
  })
  .openapi('SupportRequestBody');
export type SupportRequestBody = z.infer<typeof SupportRequestBodySchema>;

/**
 * The same fields as multipart/form-data plus up to 3 screenshots in `files`; the handler
 * bounds and checks the files (their first bytes, not their names) before storing any.
 */
export const SupportRequestFormSchema = SupportRequestBodySchema.extend({
  paymentId: z.string().max(64).optional(),
  files: z
    .custom<File | File[]>(
      (v) => v instanceof File || (Array.isArray(v) && v.every((f) => f instanceof File)),
      { message: 'Send the screenshots as files' },
    )
    .optional()
    .openapi({
      type: 'array',
      items: { type: 'string', format: 'binary' },
      description: `At most ${SUPPORT_ATTACHMENTS_MAX} PNG, JPEG or WebP screenshots of ${SUPPORT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB each`,
    }),
});

export const submitSupportRequestRoute = createRoute({
  method: 'post',
  path: '/support/feedback/submit',
  operationId: 'submitSupportRequest',
  tags: ['support'],
  security: OPTIONAL_SIGN_IN,
  summary: 'Send a support request or feedback (spec 001 section 7)',
  request: {
    // JSON, or multipart/form-data with screenshots; one of the two is required (handler).
    body: {
      required: false,
      content: {
        'application/json': { schema: SupportRequestBodySchema },
        'multipart/form-data': { schema: SupportRequestFormSchema },
      },
    },
  },
  responses: {
    200: json(
      z.object({ success: z.literal(true), message: z.string(), id: z.string() }),
      'Received (a repeat of the same requestId answers the same)',
    ),
    400: errorResponse('A field is missing, too long, or an e-mail is needed'),
    403: errorResponse('Refund chosen by a team member or lead'),
    404: errorResponse('The order is not one of your payments'),
    409: errorResponse('The requestId was already used for a different message'),
    413: errorResponse('A screenshot or the whole body is too large'),
    415: errorResponse(
      'A screenshot is not a PNG, JPEG or WebP image, or the body is neither JSON nor a form',
    ),
    429: errorResponse('Too many messages from this address or account'),
  },
});

// The staff inbox (/admin/support and /admin/feedback, spec 001 sections 2 and 6).
export const SupportStatusSchema = z.enum(['open', 'closed']);

export const SupportRequestRowSchema = z
  .object({
    id: z.string(),
    type: z.enum(SUPPORT_REQUEST_TYPES),
    status: SupportStatusSchema,
    name: z.string(),
    email: z.string(),
    uid: z.string().nullable(),
    message: z.string(),
    page: z.string(),
    payment: z
      .object({
        id: z.string(),
        amountTotal: z.number().int(),
        currency: CurrencySchema,
        createdOn: z.string(),
      })
      .nullable(),
    attachments: z.number().int(),
    replies: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('SupportRequestRow');
export type SupportRequestRow = z.infer<typeof SupportRequestRowSchema>;

export const SupportReplySchema = z
  .object({
    id: z.string(),
    message: z.string(),
    staffEmail: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('SupportReply');

export const SUPPORT_SORTS = ['createdAt', 'updatedAt'] as const;

export const SupportListQuerySchema = pageQuery(SUPPORT_SORTS, 'createdAt').extend({
  status: SupportStatusSchema.optional(),
  type: z.enum(SUPPORT_REQUEST_TYPES).optional(),
  /** Part of the requester's e-mail or name. */
  q: z.string().trim().max(200).optional(),
});

export const SupportListAnswerSchema = pagedAnswer(SupportRequestRowSchema);

const staffErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed for this staff role'),
};

export const listSupportRequestsRoute = createRoute({
  method: 'get',
  path: '/admin/support/requests',
  operationId: 'listSupportRequests',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Support requests (every type but feedback), paged and filtered',
  request: { query: SupportListQuerySchema },
  responses: { 200: json(SupportListAnswerSchema, 'A page of requests'), ...staffErrors },
});

export const listFeedbackRoute = createRoute({
  method: 'get',
  path: '/admin/feedback/requests',
  operationId: 'listFeedback',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Feedback sent through the support form, paged and filtered',
  request: { query: SupportListQuerySchema.omit({ type: true }) },
  responses: { 200: json(SupportListAnswerSchema, 'A page of feedback'), ...staffErrors },
});

const idParam = z.object({ id: z.string().max(64) });

export const SupportRequestDetailSchema = SupportRequestRowSchema.extend({
  thread: z.array(SupportReplySchema),
  attachmentUrls: z.array(z.object({ url: z.string(), contentType: z.string() })),
}).openapi('SupportRequestDetail');

export const getSupportRequestRoute = createRoute({
  method: 'get',
  path: '/admin/support/requests/{id}',
  operationId: 'getSupportRequest',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'One request with its replies',
  request: { params: idParam },
  responses: {
    200: json(
      z.object({ success: z.literal(true), request: SupportRequestDetailSchema }),
      'The request',
    ),
    ...staffErrors,
    404: errorResponse('No such request'),
  },
});

export const SupportReplyBodySchema = z
  .object({
    message: text(SUPPORT_MESSAGE_MAX).trim().min(1),
    requestId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
  })
  .openapi('SupportReplyBody');

export const replySupportRequestRoute = createRoute({
  method: 'post',
  path: '/admin/support/requests/{id}/reply',
  operationId: 'replySupportRequest',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Answer the requester by e-mail, in the thread of their request',
  request: { params: idParam, body: body(SupportReplyBodySchema) },
  responses: {
    200: json(z.object({ success: z.literal(true), request: SupportRequestDetailSchema }), 'Sent'),
    400: errorResponse('Empty or too long'),
    ...staffErrors,
    404: errorResponse('No such request'),
  },
});

export const setSupportStatusRoute = createRoute({
  method: 'post',
  path: '/admin/support/requests/{id}/status',
  operationId: 'setSupportRequestStatus',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Close or reopen a request',
  request: { params: idParam, body: body(z.object({ status: SupportStatusSchema })) },
  responses: {
    200: json(
      z.object({ success: z.literal(true), request: SupportRequestDetailSchema }),
      'Changed',
    ),
    ...staffErrors,
    404: errorResponse('No such request'),
  },
});
