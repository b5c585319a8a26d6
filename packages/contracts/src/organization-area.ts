import { createRoute, z } from '@hono/zod-openapi';
import { SIGNED_IN, body, errorResponse, json, outputSizeKey } from './common.ts';
import { IdSchema, PageQuerySchema, PagingSchema, PendingInviteSchema } from './organization.ts';

// The team lead's area as a person uses it (issue 17 items 3 and 4; spec 001 sections 3, 4
// and 7): reminders, finished models, a selected image per member, the team's zip.

const LEAD_ERRORS = {
  401: errorResponse('Not signed in'),
  403: errorResponse(
    'No organization yet (organization.required), or not its team lead (organization.leadOnly)',
  ),
};

const IdParams = z.object({
  id: IdSchema.openapi({ param: { name: 'id', in: 'path' } }),
});

// spec 001 section 4: a reminder appends an entry with the organization and the current time.
export const remindInviteRoute = createRoute({
  method: 'post',
  path: '/organization/invites/{id}/remind',
  operationId: 'remindOrganizationInvite',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'Send a pending invite again; the reminder is recorded (organization, remindedAt)',
  request: { params: IdParams },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: PendingInviteSchema }),
      'The invite with its reminders',
    ),
    ...LEAD_ERRORS,
    404: errorResponse('No such pending invite in this organization'),
    429: errorResponse('Reminded too recently (invite.remindedRecently)'),
  },
});

/** A headshot a lead may pick for a member (signed, expiring links). */
export const MemberImageSchema = z
  .object({
    id: z.string(),
    thumbnailUrl: z.string().openapi({ description: 'Signed, expiring link' }),
    position: z.number().int(),
  })
  .openapi('MemberImage');
export type MemberImage = z.infer<typeof MemberImageSchema>;

// spec 001 section 3: dashboard state finishedModels; Team member selectedImage.
export const FinishedModelSchema = z
  .object({
    modelId: z.string(),
    /** The member (Team member _id). */
    uid: z.string(),
    email: z.string(),
    displayName: z.string().nullable(),
    teamId: z.string().nullable(),
    totalPhotos: z.number().int(),
    finishedAt: z.string(),
    selectedImage: MemberImageSchema.nullable(),
  })
  .openapi('FinishedModel');
export type FinishedModel = z.infer<typeof FinishedModelSchema>;

export const listFinishedModelsRoute = createRoute({
  method: 'get',
  path: '/organization/models',
  operationId: 'listOrganizationFinishedModels',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: "Members' finished models with their selected image, paged, by team",
  request: { query: PageQuerySchema },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({ models: z.array(FinishedModelSchema), paging: PagingSchema }),
      }),
      'A page of finished models',
    ),
    ...LEAD_ERRORS,
  },
});

export const listMemberImagesRoute = createRoute({
  method: 'get',
  path: '/organization/members/{id}/images',
  operationId: 'listOrganizationMemberImages',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: "A member's shown headshots (of their newest finished model), to pick one",
  request: { params: IdParams },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({
          images: z.array(MemberImageSchema),
          selectedImageId: z.string().nullable(),
        }),
      }),
      'The images and the selected one',
    ),
    ...LEAD_ERRORS,
    404: errorResponse('No such member in this organization'),
  },
});

export const SelectImageSchema = z
  .object({ imageId: z.string().uuid().nullable() })
  .openapi('SelectMemberImage');

export const selectMemberImageRoute = createRoute({
  method: 'put',
  path: '/organization/members/{id}/selected-image',
  operationId: 'selectOrganizationMemberImage',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: "Choose a member's selected image (one of their shown headshots), or none",
  request: { params: IdParams, body: body(SelectImageSchema) },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({ selectedImageId: z.string().nullable() }),
      }),
      'Saved',
    ),
    ...LEAD_ERRORS,
    404: errorResponse('No such member in this organization, or not one of their headshots'),
  },
});

export const ZipSelectedSchema = z
  .object({
    /** A team of the organization; absent: every member. */
    teamId: IdSchema.optional(),
    size: outputSizeKey(
      "One of the organization's custom output sizes (decision 048), e.g. 640x800: every image resized to it as the zip streams (no Content-Length then); absent: the rendered size",
    ).optional(),
  })
  .openapi('ZipSelectedImages');

export const zipSelectedImagesRoute = createRoute({
  method: 'post',
  path: '/organization/selected-images/zip',
  operationId: 'zipOrganizationSelectedImages',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: 'The selected images of a team (or everyone) as one zip, streamed as it is built',
  request: { body: body(ZipSelectedSchema) },
  responses: {
    200: {
      description:
        'A zip of PNG files named by member e-mail; x-zip-files and x-zip-missing count what is in it and what could not be read',
      content: {
        'application/octet-stream': {
          schema: z.string().openapi({ type: 'string', format: 'binary' }),
        },
      },
    },
    400: errorResponse('A size the organization does not offer (headshot.sizeUnknown)'),
    ...LEAD_ERRORS,
    404: errorResponse('No such team in this organization, or no selected images'),
  },
});
