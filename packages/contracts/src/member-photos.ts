import { createRoute, z } from '@hono/zod-openapi';
import { LOCALES } from '@hs/domain/locale';
import { SIGNED_IN, body, errorResponse, json, text } from './common.ts';
import { PhotoCheckSchema } from './engine.ts';
import { UploadResultSchema } from './image.ts';
import { ModelSchema, PersonalInfoSchema } from './onboarding.ts';
import { IdSchema } from './organization.ts';

// Photos on a member's behalf (issue 17 item 5; decision 048): a team lead whose
// organization has bulkUpload uploads photos for one member of their organization and
// submits the order for them, paid with one seat. The photos take the same checks as the
// member's own uploads; the model is the member's.

const ERRORS = {
  401: errorResponse('Not signed in (an API key is not accepted here)'),
  403: errorResponse(
    'Not the team lead of an organization (organization.required, organization.leadOnly), or bulk upload is off (bulk.notEnabled)',
  ),
  404: errorResponse(
    'No such member in this organization (person.unknown), or no such model of theirs (model.unknown)',
  ),
};

const MemberParams = z.object({
  id: IdSchema.openapi({ param: { name: 'id', in: 'path' } }),
});

export const MemberModelSchema = z
  .object({
    /** null while the member has no model in onboarding: the lead's first upload opens one. */
    modelId: z.string().nullable(),
    model: ModelSchema.nullable(),
    /** How many photos an order needs (spec 001 section 5), before any model exists. */
    minimumPhotos: z.number().int(),
    member: z.object({ uid: z.string(), email: z.string(), displayName: z.string().nullable() }),
  })
  .openapi('MemberModel');

export type MemberModel = z.infer<typeof MemberModelSchema>;

const modelAnswer = z.object({ success: z.literal(true), data: MemberModelSchema });

export const openMemberModelRoute = createRoute({
  method: 'post',
  path: '/organization/members/{id}/model',
  operationId: 'openMemberModel',
  tags: ['organization'],
  security: SIGNED_IN,
  summary:
    "The member's model still in onboarding (the one their own wizard continues), or none: reading opens nothing",
  request: { params: MemberParams },
  responses: { 200: json(modelAnswer, "The member's model"), ...ERRORS },
});

export const uploadMemberPhotosRoute = createRoute({
  method: 'post',
  path: '/organization/members/{id}/photos',
  operationId: 'uploadMemberPhotos',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: "Check, crop and keep training photos on a member's model (the rules of /image/upload)",
  request: {
    params: MemberParams,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            files: z.any().openapi({ type: 'string', format: 'binary' }),
            // Without it, the member's model in onboarding, opened if they have none.
            modelId: text(64).optional(),
            isFullBody: text(8).optional(),
          }),
        },
      },
    },
  },
  responses: {
    200: json(
      z.object({
        success: z.boolean(),
        data: z.array(UploadResultSchema),
        errorMessage: z.string().optional(),
      }),
      'One result per file; success is true when every file was accepted',
    ),
    400: errorResponse('No files, too many files, or no modelId'),
    ...ERRORS,
    409: errorResponse('The model was already submitted'),
    413: errorResponse('The request is too large'),
  },
});

export const removeMemberPhotoRoute = createRoute({
  method: 'post',
  path: '/organization/members/{id}/photos/remove',
  operationId: 'removeMemberPhoto',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: "Remove a training photo from a member's model in onboarding, from storage too",
  request: { params: MemberParams, body: body(z.object({ imagePath: z.string().max(300) })) },
  responses: {
    200: json(z.object({ success: z.literal(true) }), 'Removed'),
    ...ERRORS,
    409: errorResponse('The model was already submitted'),
  },
});

export const memberPhotoCheckRoute = createRoute({
  method: 'get',
  path: '/organization/members/{id}/photo-check/{modelId}',
  operationId: 'checkMemberPhotos',
  tags: ['organization'],
  security: SIGNED_IN,
  summary: "The engine's reading of a member's uploads (the rules of /onboarding/photo-check)",
  request: {
    params: MemberParams.extend({ modelId: text(64) }),
    query: z.object({ styles: z.coerce.number().int().min(1).max(50).optional() }),
  },
  responses: {
    200: json(z.object({ success: z.literal(true), data: PhotoCheckSchema }), 'The check'),
    ...ERRORS,
  },
});

export const SubmitForMemberSchema = PersonalInfoSchema.extend({
  styles: z.array(z.string().max(64)).min(1).max(50),
  /** The language of the "headshots are ready" mail. */
  locale: z.enum(LOCALES).optional(),
}).openapi('SubmitForMember');

export const submitForMemberRoute = createRoute({
  method: 'post',
  path: '/organization/members/{id}/submit',
  operationId: 'submitForMember',
  tags: ['organization'],
  security: SIGNED_IN,
  summary:
    "Save the member's details and styles and queue their model, paid with one of the organization's seats",
  request: { params: MemberParams, body: body(SubmitForMemberSchema) },
  responses: {
    200: json(modelAnswer, 'Queued (or already submitted: nothing spent again)'),
    400: errorResponse(
      'Something the generation needs is missing (`onboarding.missing`), or more styles than the seat includes',
    ),
    ...ERRORS,
    402: errorResponse('No seat left (seats.none)'),
  },
});
