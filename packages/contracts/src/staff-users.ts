import { createRoute, z } from '@hono/zod-openapi';
import { STAFF_ROLES } from '@hs/domain/roles';
import { SIGNED_IN, errorResponse, json } from './common.ts';
import { pagedAnswer, pageQuery } from './paging.ts';

// spec 001 section 2: /admin/user (Users, spec 001 section 6: admin, dev, support, sales).
// Issue 19: search by e-mail, name or id; a person's roles, test-user flag, models and
// orders; an admin changes the staff role. The ledger is /admin/ledger/{uid}.

export const StaffUserRowSchema = z
  .object({
    uid: z.string(),
    email: z.string(),
    displayName: z.string().nullable(),
    role: z.enum(['User', 'TeamLead', 'TeamMember']),
    adminRole: z.enum(STAFF_ROLES).nullable(),
    isTestUser: z.boolean(),
    hasPaidAccount: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('StaffUserRow');
export type StaffUserRow = z.infer<typeof StaffUserRowSchema>;

export const StaffUserListQuerySchema = pageQuery(
  ['createdAt', 'email'] as const,
  'createdAt',
).extend({
  /** Part of the e-mail or name, or a whole uid. */
  q: z.string().trim().max(200).optional(),
});

export const StaffUserListAnswerSchema = pagedAnswer(StaffUserRowSchema);

export const StaffUserDetailSchema = z
  .object({
    user: StaffUserRowSchema.extend({
      organizationId: z.string().nullable(),
      countryCode: z.string().nullable(),
      referredBy: z.string().nullable(),
      referralCode: z.string().nullable(),
    }),
    models: z.array(
      z.object({
        id: z.string(),
        title: z.string().nullable(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
    orders: z.array(
      z.object({
        id: z.string(),
        amountTotal: z.number().int(),
        currency: z.string(),
        status: z.string(),
        provider: z.string(),
        createdAt: z.string(),
      }),
    ),
  })
  .openapi('StaffUserDetail');

const UidParam = z.object({ uid: z.string().min(1).max(128) });
const staffErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed for this staff role'),
};

export const listStaffUsersRoute = createRoute({
  method: 'get',
  path: '/admin/user',
  operationId: 'listUsers',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'People, searched by e-mail, name or id, paged',
  request: { query: StaffUserListQuerySchema },
  responses: { 200: json(StaffUserListAnswerSchema, 'A page of people'), ...staffErrors },
});

export const getStaffUserRoute = createRoute({
  method: 'get',
  path: '/admin/user/{uid}',
  operationId: 'getUser',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'One person: roles, test-user flag, models and orders',
  request: { params: UidParam },
  responses: {
    200: json(z.object({ success: z.literal(true), data: StaffUserDetailSchema }), 'The person'),
    ...staffErrors,
    404: errorResponse('No such person'),
  },
});

export const StaffRoleBodySchema = z.object({ adminRole: z.enum(STAFF_ROLES).nullable() });

export const setStaffRoleRoute = createRoute({
  method: 'put',
  path: '/admin/user/{uid}/staff-role',
  operationId: 'setStaffRole',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: "Change a person's staff role, or take it away (admin only; audited)",
  request: {
    params: UidParam,
    body: { content: { 'application/json': { schema: StaffRoleBodySchema } }, required: true },
  },
  responses: {
    200: json(z.object({ success: z.literal(true), data: StaffUserDetailSchema }), 'The person'),
    ...staffErrors,
    404: errorResponse('No such person'),
    409: errorResponse('An admin cannot take away their own admin role'),
  },
});

export const TestUserBodySchema = z.object({ isTestUser: z.boolean() });

export const setTestUserRoute = createRoute({
  method: 'put',
  path: '/admin/user/{uid}/test-user',
  operationId: 'setTestUser',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Mark or unmark a test user (spec 001 section 6: test users need 2 photos; audited)',
  request: {
    params: UidParam,
    body: { content: { 'application/json': { schema: TestUserBodySchema } }, required: true },
  },
  responses: {
    200: json(z.object({ success: z.literal(true), data: StaffUserDetailSchema }), 'The person'),
    ...staffErrors,
    404: errorResponse('No such person'),
  },
});

// Decision 037: an admin signs in as a customer (never as staff); a banner on every page
// stops it. Start and stop are in the audit trail.
export const ImpersonationAnswerSchema = z
  .object({
    success: z.literal(true),
    /** When the session ends by itself. */
    expiresAt: z.string(),
  })
  .openapi('ImpersonationStarted');

export const impersonateUserRoute = createRoute({
  method: 'post',
  path: '/admin/user/{uid}/impersonate',
  operationId: 'impersonateUser',
  tags: ['admin'],
  security: SIGNED_IN,
  summary:
    "Sign in as this customer (admin only; not staff): the browser's session becomes theirs until stopped or expired (audited)",
  request: { params: UidParam },
  responses: {
    200: json(ImpersonationAnswerSchema, 'Signed in as them; the cookie is set'),
    400: errorResponse('A body this operation does not take (NUL bytes)'),
    ...staffErrors,
    404: errorResponse('No such person'),
    409: errorResponse('The browser holds another session than the token'),
  },
});

export const StopImpersonationAnswerSchema = z
  .object({
    success: z.literal(true),
    /** Whether the staff session came back (false: it had ended; sign in again). */
    restored: z.boolean(),
    /** Where the staff member goes back to: the person's page in Users. */
    backTo: z.string(),
  })
  .openapi('ImpersonationStopped');

export const stopImpersonationRoute = createRoute({
  method: 'post',
  path: '/impersonation/stop',
  operationId: 'stopImpersonation',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Stop signing in as someone: back to the staff session (audited)',
  responses: {
    200: json(StopImpersonationAnswerSchema, 'Back to the staff session'),
    400: errorResponse('A body this operation does not take (NUL bytes)'),
    401: errorResponse('Not signed in'),
    409: errorResponse('Not signed in as someone else'),
  },
});
