import { createRoute, z } from '@hono/zod-openapi';
import { SIGNED_IN, errorResponse, json } from './common.ts';
import { pagedAnswer, pageQuery } from './paging.ts';

// Issue 19, audit trail: every staff action that changed data (who, what, before, after,
// when), viewable and filterable by admins at /admin/audit.

export const AuditRowSchema = z
  .object({
    id: z.string(),
    at: z.string(),
    actorUid: z.string(),
    actorEmail: z.string(),
    actorRole: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
  })
  .openapi('AuditEntry');
export type AuditRow = z.infer<typeof AuditRowSchema>;

export const AuditListQuerySchema = pageQuery(['at'] as const, 'at').extend({
  /** Part of the actor's e-mail, or their uid. */
  actor: z.string().trim().max(200).optional(),
  /** An action name or its area ('ledger' matches 'ledger.grant' and 'ledger.revoke'). */
  action: z.string().trim().max(64).optional(),
  /** The changed thing's id (a uid, a coupon id, a parameter key...). */
  target: z.string().trim().max(200).optional(),
});

export const AuditListAnswerSchema = pagedAnswer(AuditRowSchema);

export const listAuditRoute = createRoute({
  method: 'get',
  path: '/admin/audit',
  operationId: 'listStaffAudit',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'The staff audit trail, newest first, filtered by actor, action or target',
  request: { query: AuditListQuerySchema },
  responses: {
    200: json(AuditListAnswerSchema, 'A page of audit entries'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Admins only'),
  },
});
