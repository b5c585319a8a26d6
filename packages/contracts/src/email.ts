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
