import { createRoute, z } from '@hono/zod-openapi';
import { SIGNED_IN, errorResponse, json } from './common.ts';
import { pagedAnswer, pageQuery } from './paging.ts';

// spec 001 section 2: /admin/referral (Referral Program; section 6: admin, dev, sales).
// Section 3: a user's referralCode and referredBy, the referral link (?ref); spec 000
// section 1: the referrer's reward (studio credits) for a referred user's first payment.
// Staff see who refers whom, what it earned, and take back a reward (audited; decision 037).

const staffErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed for this staff role'),
};

export const ReferrerRowSchema = z
  .object({
    uid: z.string(),
    email: z.string(),
    referralCode: z.string().nullable(),
    /** People who signed up through their link. */
    referred: z.number().int(),
    /** Of those, how many have paid. */
    paid: z.number().int(),
    /** Rewards earned, revoked ones included. */
    rewards: z.number().int(),
    /** Studio credits of the rewards still in force. */
    credits: z.number().int(),
    revoked: z.number().int(),
    /** When the latest referred person signed up. */
    lastReferredAt: z.string(),
  })
  .openapi('ReferrerRow');
export type ReferrerRow = z.infer<typeof ReferrerRowSchema>;

export const ReferralListQuerySchema = pageQuery(
  ['lastReferredAt', 'referred', 'credits'] as const,
  'lastReferredAt',
).extend({
  /** Part of the referrer's e-mail, or their whole referral code or uid. */
  q: z.string().trim().max(200).optional(),
});
export type ReferralListQuery = z.infer<typeof ReferralListQuerySchema>;

export const ReferralSummarySchema = z
  .object({
    referrers: z.number().int(),
    referred: z.number().int(),
    paid: z.number().int(),
    rewards: z.number().int(),
    /** Studio credits given by rewards still in force. */
    credits: z.number().int(),
    /** What one reward gives now (the server's setting). */
    rewardCredits: z.number().int(),
  })
  .openapi('ReferralSummary');

export const adminReferralsRoute = createRoute({
  method: 'get',
  path: '/admin/referral',
  operationId: 'adminReferrals',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'People whose referral link brought sign-ups, with what it earned; searched, paged',
  request: { query: ReferralListQuerySchema },
  responses: {
    200: json(
      pagedAnswer(ReferrerRowSchema).extend({ summary: ReferralSummarySchema }),
      'A page of referrers and the programme totals',
    ),
    ...staffErrors,
  },
});

export const REFERRAL_DETAIL_LIMIT = 100;

export const ReferralRewardSchema = z
  .object({
    id: z.string(),
    referredUid: z.string(),
    referredEmail: z.string().nullable(),
    paymentId: z.string(),
    credits: z.number().int(),
    createdAt: z.string(),
    revokedAt: z.string().nullable(),
  })
  .openapi('ReferralReward');
export type ReferralReward = z.infer<typeof ReferralRewardSchema>;

export const ReferrerDetailSchema = z
  .object({
    uid: z.string(),
    email: z.string(),
    referralCode: z.string().nullable(),
    referralLink: z.string().nullable(),
    referredBy: z.string().nullable(),
    /** The newest REFERRAL_DETAIL_LIMIT people they referred; `referredTotal` counts all. */
    referred: z.array(
      z.object({
        uid: z.string(),
        email: z.string(),
        joinedAt: z.string(),
        hasPaidAccount: z.boolean(),
      }),
    ),
    referredTotal: z.number().int(),
    rewards: z.array(ReferralRewardSchema),
  })
  .openapi('ReferrerDetail');
export type ReferrerDetail = z.infer<typeof ReferrerDetailSchema>;

export const adminReferrerRoute = createRoute({
  method: 'get',
  path: '/admin/referral/{uid}',
  operationId: 'adminReferrer',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'One referrer: link, the people they referred, their rewards',
  request: { params: z.object({ uid: z.string().min(1).max(128) }) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: ReferrerDetailSchema }), 'It'),
    ...staffErrors,
    404: errorResponse('No such person'),
  },
});

export const RevokeRewardBodySchema = z
  .object({
    /** Why (required; in the audit trail and on the ledger entry). */
    note: z.string().trim().min(3).max(500),
  })
  .strict();

export const adminRevokeRewardRoute = createRoute({
  method: 'post',
  path: '/admin/referral/rewards/{id}/revoke',
  operationId: 'adminRevokeReferralReward',
  tags: ['admin'],
  security: SIGNED_IN,
  summary:
    'Take back a referral reward: what is left of its credits leaves the referrer, once (audited)',
  request: {
    params: z.object({ id: z.uuid() }),
    body: { content: { 'application/json': { schema: RevokeRewardBodySchema } }, required: true },
  },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        reward: ReferralRewardSchema,
        /** Credits taken back now; `spent` of the reward's credits were already used. */
        takenBack: z.number().int(),
        spent: z.number().int(),
      }),
      'Revoked',
    ),
    400: errorResponse('No reason given'),
    ...staffErrors,
    404: errorResponse('No such reward'),
    409: errorResponse('Already revoked'),
  },
});
