import { createRoute, z } from '@hono/zod-openapi';
import { EMAIL_MAX_LENGTH } from '@hs/domain/email';
import { SIGNED_IN, errorResponse, json } from './common.ts';

/** The longest display name an account keeps (sign-up and account creation). */
export const NAME_MAX_LENGTH = 200;

// spec 000 section 3: account-creation payload, "plus extra form data".
export const AccountCreationSchema = z
  .object({
    uid: z.string().trim().min(1, 'uid is required').max(128),
    email: z.string().trim().min(1, 'email is required').max(EMAIL_MAX_LENGTH),
    name: z.string().trim().max(NAME_MAX_LENGTH).nullish(),
    referUid: z.string().max(200).nullish(),
    inviteUid: z.string().max(200).nullish(),
    adminInviteId: z.string().max(200).nullish(),
    partnerId: z.string().max(200).nullish(),
    avatar: z.string().max(2000).nullish(),
    userCountry: z.string().max(8).nullish(),
    referralCode: z.string().max(200).nullish(),
  })
  .catchall(z.unknown())
  .openapi('AccountCreation');

export type AccountCreation = z.infer<typeof AccountCreationSchema>;

export const CreateUserResponseSchema = z
  .object({ success: z.literal(true), new: z.boolean() })
  .openapi('CreateUserResponse');

export const UserDetailsSchema = z
  .object({
    uid: z.string(),
    email: z.string(),
    displayName: z.string().nullable(),
    avatar: z.string().nullable(),
    role: z.enum(['User', 'TeamLead', 'TeamMember']),
    adminRole: z.enum(['admin', 'support', 'dev', 'marketer', 'sales', 'adwords']).nullable(),
    isAdmin: z.boolean(),
    isAnonymous: z.boolean(),
    countryCode: z.string().nullable(),
    referredBy: z.string().nullable(),
    referralCode: z.string().nullable(),
    hasPaidAccount: z.boolean(),
    isTestUser: z.boolean(),
    organizationId: z.string().nullable(),
    studio: z.object({ credits: z.number().int() }),
    // spec 001 section 3 "User fields": stripeId, paypalId, packages, rewards. Answered by
    // GET /user/details; the page context leaves them out (undefined).
    stripeId: z.string().nullable().optional(),
    paypalId: z.string().nullable().optional(),
    packages: z
      .array(
        z.object({
          packageId: z.string(),
          /** null for a grant by staff or the demo seed. */
          paymentId: z.string().nullable(),
          photos: z.number().int(),
          stylesAllowed: z.number().int(),
          /** Runs of this package not yet spent on a model (0 or 1). */
          remaining: z.number().int(),
          createdAt: z.string(),
        }),
      )
      .optional(),
    rewards: z
      .array(
        z.object({
          kind: z.string(),
          credits: z.number().int(),
          referredUid: z.string(),
          createdAt: z.string(),
        }),
      )
      .optional(),
  })
  .openapi('UserDetails');

export type UserDetails = z.infer<typeof UserDetailsSchema>;

export const UserDetailsResponseSchema = z
  .object({ success: z.literal(true), user: UserDetailsSchema.nullable() })
  .openapi('UserDetailsResponse');

export const LocationResponseSchema = z
  .object({ success: z.literal(true), countryCode: z.string().length(2).nullable() })
  .openapi('LocationResponse');

export const AdminCheckResponseSchema = z
  .object({
    success: z.literal(true),
    isAdmin: z.boolean(),
    adminRole: UserDetailsSchema.shape.adminRole,
  })
  .openapi('AdminCheckResponse');

export const createUserRoute = createRoute({
  method: 'post',
  path: '/user',
  operationId: 'createUser',
  tags: ['user'],
  security: SIGNED_IN,
  summary: 'Create the account of the signed-in identity (idempotent)',
  request: {
    body: { content: { 'application/json': { schema: AccountCreationSchema } }, required: true },
  },
  responses: {
    200: json(CreateUserResponseSchema, 'Created (new: true) or already there (new: false)'),
    400: errorResponse('Missing uid or email'),
    401: errorResponse('Not signed in, or an incorrect token'),
    403: errorResponse('The uid is not the signed-in user'),
    429: errorResponse('Too many accounts created from this address (account.signupLimited)'),
  },
});

export const userDetailsRoute = createRoute({
  method: 'get',
  path: '/user/details',
  operationId: 'getUserDetails',
  tags: ['user'],
  security: SIGNED_IN,
  summary: 'The signed-in user, or null when the account is not created yet',
  responses: {
    200: json(UserDetailsResponseSchema, 'The user'),
    401: errorResponse('Not signed in, or an incorrect token'),
  },
});

export const userLocationRoute = createRoute({
  method: 'get',
  path: '/user/location',
  operationId: 'getUserLocation',
  tags: ['user'],
  summary: "The visitor's country: trusted proxy header, else Accept-Language region, else null",
  responses: { 200: json(LocationResponseSchema, 'The country code or null') },
});

export const adminCheckRoute = createRoute({
  method: 'get',
  path: '/auth/admin/check',
  operationId: 'checkAdmin',
  tags: ['user'],
  security: SIGNED_IN,
  summary: 'Whether the signed-in user is staff (decides access to the admin layout)',
  responses: {
    200: json(AdminCheckResponseSchema, 'isAdmin and the staff role'),
    401: errorResponse('Not signed in, or an incorrect token'),
  },
});
