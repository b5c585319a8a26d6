import { createRoute, z } from '@hono/zod-openapi';
import { MAX_STAFF_GRANT } from '@hs/domain/ledger';
import { SIGNED_IN, body, errorResponse, json } from './common.ts';
import { pagedAnswer, pageQuery } from './paging.ts';

// spec 001 section 2: /admin/organization (section 6: admin, dev, support, sales).
// spec 001 section 3, Organization: name, credits, features.bulkUpload, teamSize...

export const StaffOrganizationRowSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    members: z.number().int(),
    seatsLeft: z.number().int(),
    bulkUpload: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('StaffOrganizationRow');
export type StaffOrganizationRow = z.infer<typeof StaffOrganizationRowSchema>;

export const StaffOrganizationListQuerySchema = pageQuery(
  ['createdAt', 'name'] as const,
  'createdAt',
).extend({
  /** Part of the name or slug, or a whole id. */
  q: z.string().trim().max(200).optional(),
});
export const StaffOrganizationListAnswerSchema = pagedAnswer(StaffOrganizationRowSchema);

export const StaffOrganizationDetailSchema = z
  .object({
    organization: StaffOrganizationRowSchema.extend({ teamSize: z.string().nullable() }),
    seats: z.object({ left: z.number().int(), bought: z.number().int() }),
    members: z.array(
      z.object({
        uid: z.string(),
        email: z.string(),
        role: z.enum(['owner', 'member']),
        joinedAt: z.string(),
      }),
    ),
  })
  .openapi('StaffOrganizationDetail');

const IdParam = z.object({ id: z.string().min(1).max(128) });
const detailAnswer = json(
  z.object({ success: z.literal(true), data: StaffOrganizationDetailSchema }),
  'The organization',
);
const staffErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed for this staff role'),
};

export const listStaffOrganizationsRoute = createRoute({
  method: 'get',
  path: '/admin/organization',
  operationId: 'listOrganizations',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Organizations, searched by name, slug or id, paged',
  request: { query: StaffOrganizationListQuerySchema },
  responses: {
    200: json(StaffOrganizationListAnswerSchema, 'A page of organizations'),
    ...staffErrors,
  },
});

export const getStaffOrganizationRoute = createRoute({
  method: 'get',
  path: '/admin/organization/{id}',
  operationId: 'getStaffOrganization',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'One organization: members, seats, features',
  request: { params: IdParam },
  responses: { 200: detailAnswer, ...staffErrors, 404: errorResponse('No such organization') },
});

export const OrganizationFeaturesBodySchema = z.object({ bulkUpload: z.boolean() });

export const setOrganizationFeaturesRoute = createRoute({
  method: 'put',
  path: '/admin/organization/{id}/features',
  operationId: 'setOrganizationFeatures',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Turn features such as bulkUpload on or off (audited)',
  request: { params: IdParam, body: body(OrganizationFeaturesBodySchema) },
  responses: { 200: detailAnswer, ...staffErrors, 404: errorResponse('No such organization') },
});

export const SeatGrantBodySchema = z.object({
  amount: z.number().int().min(1).max(MAX_STAFF_GRANT),
  /** What one seat delivers; the team package (the first on sale) when left out. */
  packageId: z.string().min(1).max(64).optional(),
  /** Why (required). */
  note: z.string().trim().min(3).max(500),
});

export const grantOrganizationSeatsRoute = createRoute({
  method: 'post',
  path: '/admin/organization/{id}/seats',
  operationId: 'grantOrganizationSeats',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Grant team seats through the ledger, with a reason (admin only; audited)',
  request: { params: IdParam, body: body(SeatGrantBodySchema) },
  responses: { 200: detailAnswer, ...staffErrors, 404: errorResponse('No such organization') },
});
