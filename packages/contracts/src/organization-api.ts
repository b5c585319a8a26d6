import { createRoute, z } from '@hono/zod-openapi';
import { SIGNED_IN, body, errorResponse, json, outputSizeKey, text } from './common.ts';
import {
  IdSchema,
  InviteMembersSchema,
  PageQuerySchema,
  PagingSchema,
  inviteMembersRoute,
  TeamMemberSchema,
} from './organization.ts';

// The organization API (issue 17 item 9; decision 028): the lead manages API keys and the
// webhook in the lead area (signed in); integrations call /v1/* with one key, which
// reaches exactly one organization.

export const API_KEY_NAME_MAX = 80;
export const WEBHOOK_URL_MAX = 2000;
/** At most this many live keys per organization. */
export const MAX_API_KEYS = 20;

/** The security of the key-authenticated operations: `Authorization: Bearer hsk_...`. */
export const API_KEY_SECURITY = [{ organizationApiKey: [] }];

const LEAD_ERRORS = {
  401: errorResponse('Not signed in'),
  403: errorResponse(
    'No organization yet (organization.required), or not its team lead (organization.leadOnly)',
  ),
};

const KEY_ERRORS = {
  401: errorResponse('No API key (apiKey.missing), or not a live key (apiKey.invalid)'),
  429: errorResponse(
    'Too many requests with this key in a minute (apiKey.rateLimited); Retry-After says when to try again',
  ),
};

export const ApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The key's first characters, to tell keys apart; the whole key is shown once. */
    prefix: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revoked: z.boolean(),
  })
  .openapi('ApiKey');
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const CreateApiKeySchema = z
  .object({ name: text(API_KEY_NAME_MAX).trim().min(1, 'Name the key') })
  .openapi('CreateApiKey');

export const createApiKeyRoute = createRoute({
  method: 'post',
  path: '/organization/api-keys',
  operationId: 'createOrganizationApiKey',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'A new API key for this organization; the key itself is in this answer only',
  request: { body: body(CreateApiKeySchema) },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({ apiKey: ApiKeySchema, key: z.string() }),
      }),
      'The key (shown once) and its record',
    ),
    ...LEAD_ERRORS,
    409: errorResponse('Too many live keys (apiKey.tooMany)'),
  },
});

export const listApiKeysRoute = createRoute({
  method: 'get',
  path: '/organization/api-keys',
  operationId: 'listOrganizationApiKeys',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: "The organization's API keys (never the keys themselves)",
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.object({ apiKeys: z.array(ApiKeySchema) }) }),
      'Keys, newest first',
    ),
    ...LEAD_ERRORS,
  },
});

export const revokeApiKeyRoute = createRoute({
  method: 'delete',
  path: '/organization/api-keys/{id}',
  operationId: 'revokeOrganizationApiKey',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'Revoke an API key: it stops working at once',
  request: { params: z.object({ id: IdSchema }) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: ApiKeySchema }), 'The revoked key'),
    ...LEAD_ERRORS,
    404: errorResponse('No such key in this organization'),
  },
});

export const WEBHOOK_EVENTS = ['member.finished'] as const;

export const WebhookSchema = z
  .object({
    url: z.string().nullable(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    /** The signing secret, in the answer that set the address only. */
    secret: z.string().optional(),
    deliveries: z.array(
      z.object({
        id: z.string(),
        event: z.string(),
        status: z.enum(['pending', 'delivered', 'failed']),
        attempts: z.number().int(),
        lastStatus: z.number().int().nullable(),
        createdAt: z.string(),
        deliveredAt: z.string().nullable(),
      }),
    ),
  })
  .openapi('OrganizationWebhook');
export type OrganizationWebhook = z.infer<typeof WebhookSchema>;

export const getWebhookRoute = createRoute({
  method: 'get',
  path: '/organization/webhook',
  operationId: 'getOrganizationWebhook',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: "The organization's webhook address and its latest deliveries",
  responses: {
    200: json(z.object({ success: z.literal(true), data: WebhookSchema }), 'The webhook'),
    ...LEAD_ERRORS,
  },
});

export const SetWebhookSchema = z
  .object({
    /** https:// (http:// only on a server reached over loopback); null switches it off. */
    url: text(WEBHOOK_URL_MAX).trim().url().nullable(),
  })
  .openapi('SetOrganizationWebhook');

export const setWebhookRoute = createRoute({
  method: 'put',
  path: '/organization/webhook',
  operationId: 'setOrganizationWebhook',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'Set the webhook address (a new signing secret each time), or switch it off',
  request: { body: body(SetWebhookSchema) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: WebhookSchema }), 'The webhook'),
    ...LEAD_ERRORS,
  },
});

// Key-authenticated operations.

export const ApiMemberSchema = TeamMemberSchema.extend({
  /** The newest model's status ('queued', 'training'... 'ready', 'failed'), or 'joined' before any. */
  status: z.string(),
}).openapi('ApiMember');

export const apiListMembersRoute = createRoute({
  method: 'get',
  path: '/v1/members',
  operationId: 'apiListMembers',
  tags: ['organization API'],
  security: API_KEY_SECURITY,
  summary: "The key's organization's members and their status, paged, by team",
  request: { query: PageQuerySchema },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({ members: z.array(ApiMemberSchema), paging: PagingSchema }),
      }),
      'A page of members',
    ),
    ...KEY_ERRORS,
  },
});

export const apiInviteMembersRoute = createRoute({
  method: 'post',
  path: '/v1/invites',
  operationId: 'apiInviteMembers',
  tags: ['organization API'],
  security: API_KEY_SECURITY,
  summary: 'Invite people by e-mail into a team of the organization',
  request: { body: body(InviteMembersSchema) },
  responses: {
    // The lead area's answers (the same service makes the invites).
    200: inviteMembersRoute.responses[200],
    ...KEY_ERRORS,
    404: inviteMembersRoute.responses[404],
    409: inviteMembersRoute.responses[409],
  },
});

export const ApiPhotoSchema = z
  .object({
    id: z.string(),
    style: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /** A signed link, valid for an hour. */
    url: z.string(),
    /** The image the team lead selected for this member (answered first), else false. */
    selected: z.boolean(),
  })
  .openapi('ApiPhoto');

const sizeQuery = z.object({
  size: outputSizeKey(
    "One of the organization's custom output sizes (decision 048), e.g. 640x800: the photos at that size; absent: the rendered size",
  ).optional(),
});

export const apiMemberPhotosRoute = createRoute({
  method: 'get',
  path: '/v1/members/{id}/photos',
  operationId: 'apiMemberSelectedPhotos',
  tags: ['organization API'],
  security: API_KEY_SECURITY,
  summary:
    "A member's selected photos: the team lead's selected image first, then the ones they marked favourite or loved",
  request: { params: z.object({ id: IdSchema }), query: sizeQuery },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({
          photos: z.array(ApiPhotoSchema),
          sizes: z.array(z.string()).openapi({
            description:
              "The organization's custom output sizes (e.g. '640x800'), each a valid `size`",
          }),
        }),
      }),
      'The photos: signed links at the rendered size; with `size`, links to /v1/members/{id}/photos/{photoId} at that size (send the key)',
    ),
    400: errorResponse('A size the organization does not offer (headshot.sizeUnknown)'),
    ...KEY_ERRORS,
    404: errorResponse('No such member in this organization'),
  },
});

export const apiMemberPhotoRoute = createRoute({
  method: 'get',
  path: '/v1/members/{id}/photos/{photoId}',
  operationId: 'apiMemberPhoto',
  tags: ['organization API'],
  security: API_KEY_SECURITY,
  summary: "One of a member's selected photos as PNG, at one of the organization's sizes",
  request: { params: z.object({ id: IdSchema, photoId: z.uuid() }), query: sizeQuery },
  responses: {
    200: {
      description: 'The PNG, resized to `size` (cropped around the face), else as rendered',
      content: {
        'image/png': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
      },
    },
    400: errorResponse('A size the organization does not offer (headshot.sizeUnknown)'),
    ...KEY_ERRORS,
    404: errorResponse('No such member in this organization, or not one of their selected photos'),
  },
});
