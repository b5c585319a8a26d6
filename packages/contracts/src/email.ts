import { createRoute, z } from '@hono/zod-openapi';
import { SIGNED_IN, errorResponse } from './common.ts';

export const OutboxEmailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    kind: z.string(),
    status: z.enum(['outbox', 'sent', 'failed']),
    error: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('OutboxEmail');

export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;

export const listEmailsRoute = createRoute({
  method: 'get',
  path: '/admin/email',
  operationId: 'listEmails',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Mail the product sent (the outbox), newest first',
  request: {
    query: z.object({
      to: z.string().max(320).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
  },
  responses: {
    200: {
      description: 'Emails',
      content: {
        'application/json': {
          schema: z.object({ success: z.literal(true), emails: z.array(OutboxEmailSchema) }),
        },
      },
    },
    401: errorResponse('Not signed in'),
    403: errorResponse('Not allowed for this staff role'),
  },
});

const emailIdParams = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }),
});

// Issue 19, Content: staff resend a mail from the outbox to its recipient, as stored.
export const resendEmailRoute = createRoute({
  method: 'post',
  path: '/admin/email/{id}/resend',
  operationId: 'resendEmail',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Send an outbox mail again to its recipient (not one whose one-time link was redacted)',
  request: { params: emailIdParams },
  responses: {
    200: {
      description: 'The new outbox row of the mail sent again',
      content: {
        'application/json': {
          schema: z.object({ success: z.literal(true), email: OutboxEmailSchema }),
        },
      },
    },
    400: errorResponse('Not a mail id'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not allowed for this staff role'),
    404: errorResponse('No such mail'),
    409: errorResponse('The mail held a one-time link, kept redacted: it cannot be sent again'),
  },
});

export const EmailPreviewSchema = z
  .object({ kind: z.string(), subject: z.string(), text: z.string(), html: z.string() })
  .openapi('EmailPreview');

export type EmailPreview = z.infer<typeof EmailPreviewSchema>;

// Issue 19, Content: every mail template rendered with sample values, to look at.
export const emailPreviewsRoute = createRoute({
  method: 'get',
  path: '/admin/email/templates',
  operationId: 'emailTemplatePreviews',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Every mail template, rendered with sample values (example.invalid links)',
  responses: {
    200: {
      description: 'The previews',
      content: {
        'application/json': {
          schema: z.object({ success: z.literal(true), templates: z.array(EmailPreviewSchema) }),
        },
      },
    },
    401: errorResponse('Not signed in'),
    403: errorResponse('Not allowed for this staff role'),
  },
});
