import { createRoute, z } from '@hono/zod-openapi';
import { EMAIL_MAX_LENGTH } from '@hs/domain/email';
import {
  INVITE_LINK_MAX_USES,
  MAX_TEAMS,
  ORGANIZATION_NAME_MAX,
  TEAM_ICONS,
  TEAM_NAME_MAX,
  TEAM_SIZES,
} from '@hs/domain/organization';
import { SIGNED_IN, body, errorResponse, json, text } from './common.ts';

// The organization area's API (issue 17; spec 001 sections 3, 4 and 7).

/** Ids of organizations, teams, members and invites: random hex or a better-auth uid. */
export const IdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'An id');

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export const TeamSchema = z
  .object({ id: z.string(), name: z.string(), icon: z.enum(TEAM_ICONS) })
  .openapi('Team');
export type Team = z.infer<typeof TeamSchema>;

// spec 001 section 3: Organization.
export const OrganizationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    teamSize: z.enum(TEAM_SIZES).nullable(),
    teams: z.array(TeamSchema),
    features: z.object({ bulkUpload: z.boolean() }),
    branding: z.object({
      backgroundColor: z.string().nullable(),
      backgroundImage: z.string().nullable(),
    }),
    inviteCount: z.number().int(),
    /** Seats left to use (the organization's team_seats lots). */
    credits: z.number().int(),
    totalCreditsPurchased: z.number().int(),
    bulkDiscountVersion: z.literal('v2'),
  })
  .openapi('Organization');
export type Organization = z.infer<typeof OrganizationSchema>;

const OrganizationAnswer = z.object({
  success: z.literal(true),
  data: z.object({ organization: OrganizationSchema }),
});

export const CreateOrganizationSchema = z
  .object({
    name: text(ORGANIZATION_NAME_MAX).trim().min(1, 'Enter the organization name'),
    teamSize: z.enum(TEAM_SIZES),
    /** The first teams' names (may be none). */
    teams: z.array(text(TEAM_NAME_MAX).trim().min(1)).max(MAX_TEAMS).default([]),
    branding: z
      .object({ backgroundColor: z.string().regex(HEX_COLOR, 'A colour like #1f2937').nullish() })
      .default({}),
  })
  .openapi('CreateOrganization');
export type CreateOrganization = z.input<typeof CreateOrganizationSchema>;

const LEAD_ERRORS = {
  401: errorResponse('Not signed in'),
  403: errorResponse(
    'No organization yet (organization.required), or not its team lead (organization.leadOnly)',
  ),
};

export const createOrganizationRoute = createRoute({
  method: 'post',
  path: '/organization',
  operationId: 'createOrganization',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'Create an organization; the caller becomes its TeamLead (spec 001 section 2)',
  request: { body: body(CreateOrganizationSchema) },
  responses: {
    200: json(OrganizationAnswer, 'The new organization'),
    401: errorResponse('Not signed in'),
    403: errorResponse('No product account, or an anonymous one'),
    409: errorResponse('Already in an organization (organization.exists)'),
  },
});

export const getOrganizationRoute = createRoute({
  method: 'get',
  path: '/organization',
  operationId: 'getOrganization',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: "The lead's organization (spec 001 section 3, Organization state)",
  responses: { 200: json(OrganizationAnswer, 'The organization'), ...LEAD_ERRORS },
});

export const TeamInputSchema = z
  .object({
    name: text(TEAM_NAME_MAX).trim().min(1, 'Enter a team name'),
    icon: z.enum(TEAM_ICONS).default('user-group'),
  })
  .openapi('TeamInput');
export type TeamInput = z.input<typeof TeamInputSchema>;

const TeamIdParams = z.object({
  id: IdSchema.openapi({ param: { name: 'id', in: 'path' } }),
});

// spec 001 section 7: POST/PUT/DELETE /organization/teams answer data.organization.teams
export const createTeamRoute = createRoute({
  method: 'post',
  path: '/organization/teams',
  operationId: 'createTeam',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'Create a team (name, icon)',
  request: { body: body(TeamInputSchema) },
  responses: {
    200: json(OrganizationAnswer, 'The organization with its teams'),
    ...LEAD_ERRORS,
    409: errorResponse('Too many teams'),
  },
});

export const updateTeamRoute = createRoute({
  method: 'put',
  path: '/organization/teams/{id}',
  operationId: 'updateTeam',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'Rename a team or change its icon',
  request: { params: TeamIdParams, body: body(TeamInputSchema) },
  responses: {
    200: json(OrganizationAnswer, 'The organization with its teams'),
    ...LEAD_ERRORS,
    404: errorResponse('No such team in this organization'),
  },
});

export const deleteTeamRoute = createRoute({
  method: 'delete',
  path: '/organization/teams/{id}',
  operationId: 'deleteTeam',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'Delete a team; its members and invites stay, without a team',
  request: { params: TeamIdParams },
  responses: {
    200: json(OrganizationAnswer, 'The organization with its teams'),
    ...LEAD_ERRORS,
    404: errorResponse('No such team in this organization'),
  },
});

// spec 001 section 7: GET /organization/stats answers creditsLeft, totalTeamSize, selectedImages
export const OrganizationStatsSchema = z
  .object({
    creditsLeft: z.number().int(),
    totalTeamSize: z.number().int(),
    selectedImages: z.number().int(),
  })
  .openapi('OrganizationStats');

export const organizationStatsRoute = createRoute({
  method: 'get',
  path: '/organization/stats',
  operationId: 'getOrganizationStats',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'Seats left, members and pending invites, selected images',
  responses: {
    200: json(z.object({ success: z.literal(true), data: OrganizationStatsSchema }), 'Stats'),
    ...LEAD_ERRORS,
  },
});

/** Paging metadata (spec 001 section 3). */
export const PagingSchema = z.object({
  total: z.number().int(),
  pages: z.number().int(),
  reachedEnd: z.boolean(),
});

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  teamId: IdSchema.optional(),
});

// spec 001 section 3: Pending invite (createdAt, email, modelStatus, uid, invite, teamId).
export const PendingInviteSchema = z
  .object({
    invite: z.string(),
    email: z.string(),
    teamId: z.string().nullable(),
    modelStatus: z.literal('pending-invite'),
    uid: z.string().nullable(),
    createdAt: z.string(),
    expiresAt: z.string(),
    /** spec 001 section 3, Invite: reminders [organization, remindedAt], oldest first. */
    reminders: z.array(z.object({ organization: z.string(), remindedAt: z.string() })),
  })
  .openapi('PendingInvite');
export type PendingInvite = z.infer<typeof PendingInviteSchema>;

export const listInvitesRoute = createRoute({
  method: 'get',
  path: '/organization/invites',
  operationId: 'listOrganizationInvites',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'Pending e-mail invites, paged, by team (spec 001 section 7)',
  request: { query: PageQuerySchema },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({ invites: z.array(PendingInviteSchema), paging: PagingSchema }),
      }),
      'A page of invites',
    ),
    ...LEAD_ERRORS,
  },
});

export const InviteMembersSchema = z
  .object({
    emails: z.array(text(EMAIL_MAX_LENGTH).trim().email()).min(1).max(100),
    /** A team of the organization; 'none' or absent: no team (spec 001 section 4). */
    teamId: IdSchema.nullish(),
  })
  .openapi('InviteMembers');

export const inviteMembersRoute = createRoute({
  method: 'post',
  path: '/organization/invites',
  operationId: 'inviteMembers',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'Invite people by e-mail; each gets a link to /invite',
  request: { body: body(InviteMembersSchema) },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({ invites: z.array(PendingInviteSchema) }),
      }),
      'The invites made',
    ),
    ...LEAD_ERRORS,
    404: errorResponse('No such team in this organization'),
    409: errorResponse('An address is a member already or has a pending invite'),
  },
});

export const InviteLinkSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    teamId: z.string().nullable(),
    allowedDomain: z.string().nullable(),
    usageLimit: z.number().int().nullable(),
    usedCount: z.number().int(),
    expiresAt: z.string().nullable(),
    revoked: z.boolean(),
    /** An access link: people join through it without an e-mail sign-up (decision 035). */
    anonymousAccess: z.boolean(),
    /** The /team-access page of an access link, else null. */
    accessUrl: z.string().nullable(),
  })
  .openapi('InviteLink');
export type InviteLink = z.infer<typeof InviteLinkSchema>;

export const CreateInviteLinkSchema = z
  .object({
    teamId: IdSchema.nullish(),
    allowedDomain: z
      .string()
      .trim()
      .max(253)
      .regex(
        /^@?[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9-]{1,63})+$/,
        'A domain like example.com',
      )
      .nullish(),
    usageLimit: z.number().int().min(1).max(INVITE_LINK_MAX_USES).nullish(),
    expiresAt: z.iso.datetime({ offset: true }).nullish(),
    /** Let people join without an e-mail sign-up, as anonymous team-member accounts. */
    anonymousAccess: z.boolean().optional(),
  })
  .openapi('CreateInviteLink');

export const createInviteLinkRoute = createRoute({
  method: 'post',
  path: '/organization/invite-links',
  operationId: 'createInviteLink',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'An open invite link: allowed e-mail domain, usage limit, expiry',
  request: { body: body(CreateInviteLinkSchema) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: InviteLinkSchema }), 'The link'),
    ...LEAD_ERRORS,
    404: errorResponse('No such team in this organization'),
  },
});

export const listInviteLinksRoute = createRoute({
  method: 'get',
  path: '/organization/invite-links',
  operationId: 'listInviteLinks',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: "The organization's open invite links",
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.array(InviteLinkSchema) }),
      'Links, newest first',
    ),
    ...LEAD_ERRORS,
  },
});

export const revokeInviteLinkRoute = createRoute({
  method: 'delete',
  path: '/organization/invite-links/{id}',
  operationId: 'revokeInviteLink',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'Switch an open invite link off',
  request: { params: TeamIdParams },
  responses: {
    200: json(z.object({ success: z.literal(true), data: InviteLinkSchema }), 'The link'),
    ...LEAD_ERRORS,
    404: errorResponse('No such link in this organization'),
  },
});

// spec 000 section 7: GET /invite answers success, data, errorMessage.
export const InviteQuerySchema = z.object({
  /** An e-mail invite's id; else the hshq_invite cookie is read. */
  invite: IdSchema.optional(),
  /** An open invite link's id. */
  link: IdSchema.optional(),
});

export const InviteDetailsSchema = z
  .object({
    kind: z.enum(['email', 'link']),
    organizationName: z.string(),
    teamName: z.string().nullable(),
    /** For an e-mail invite: the address it was sent to. */
    email: z.string().nullable(),
    allowedDomain: z.string().nullable(),
    expiresAt: z.string().nullable(),
    /** Joining needs no e-mail sign-up (an access link, decision 035). */
    anonymousAccess: z.boolean(),
  })
  .openapi('InviteDetails');

export const getInviteRoute = createRoute({
  method: 'get',
  path: '/invite',
  operationId: 'getInvite',
  tags: ['organization'],
  summary: 'What an invite (by id, link or the hshq_invite cookie) is for',
  request: { query: InviteQuerySchema },
  responses: {
    200: json(z.object({ success: z.literal(true), data: InviteDetailsSchema }), 'The invite'),
    400: errorResponse('Expired or switched off'),
    404: errorResponse('Unknown or withdrawn'),
    409: errorResponse('Used already, or used up'),
  },
});

export const AcceptInviteSchema = z
  .object({ invite: IdSchema.optional(), link: IdSchema.optional() })
  .openapi('AcceptInvite');

export const acceptInviteRoute = createRoute({
  method: 'post',
  path: '/invite/accept',
  operationId: 'acceptInvite',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'Join the organization of an invite, in its team, as TeamMember',
  request: { body: body(AcceptInviteSchema) },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({ organizationId: z.string(), teamId: z.string().nullable() }),
      }),
      'Joined',
    ),
    400: errorResponse('Expired or switched off'),
    401: errorResponse('Not signed in'),
    403: errorResponse('An address the link does not allow, or no product account'),
    404: errorResponse('Unknown or withdrawn'),
    409: errorResponse('Used already, used up, or in another organization'),
  },
});

// spec 001 section 3: Team member (_id, email, teamId, images, selectedImage, reminders).
export const TeamMemberSchema = z
  .object({
    _id: z.string(),
    email: z.string(),
    displayName: z.string().nullable(),
    role: z.enum(['TeamLead', 'TeamMember']),
    teamId: z.string().nullable(),
    modelStatus: z.string().nullable(),
    joinedAt: z.string(),
  })
  .openapi('TeamMember');
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const listMembersRoute = createRoute({
  method: 'get',
  path: '/organization/members',
  operationId: 'listOrganizationMembers',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'Members, paged, by team',
  request: { query: PageQuerySchema },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({ members: z.array(TeamMemberSchema), paging: PagingSchema }),
      }),
      'A page of members',
    ),
    ...LEAD_ERRORS,
  },
});

export const moveMemberRoute = createRoute({
  method: 'put',
  path: '/organization/members/{id}/team',
  operationId: 'moveOrganizationMember',
  tags: ['organization'],
  security: SIGNED_IN,
  summary:
    'Move a member (and their models and invites) to a team, or to none (spec 001 section 4)',
  request: { params: TeamIdParams, body: body(z.object({ teamId: IdSchema.nullable() })) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: TeamMemberSchema }), 'The member'),
    ...LEAD_ERRORS,
    404: errorResponse('No such member or team in this organization'),
  },
});
