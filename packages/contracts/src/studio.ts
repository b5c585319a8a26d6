import { createRoute, z } from '@hono/zod-openapi';
import { STUDIO_PAGE_SIZE } from '@hs/domain/constants';
import {
  STUDIO_DEFAULTS,
  STUDIO_LOCAL_LIMITS,
  STUDIO_MAX_COUNT,
  STUDIO_PHOTO_STATUSES,
  STUDIO_QUALITIES,
  STUDIO_SIZES,
} from '@hs/domain/studio';
import { SIGNED_IN, body, errorResponse, json, text } from './common.ts';

// spec 001 section 7: every /studio call; sections 3, 4, 5, 8 and 9 for fields and rules.

const tags = ['studio'];
const pathId = (name: string) =>
  z
    .string()
    .max(64)
    .openapi({ param: { name, in: 'path' } });
const ok = <T extends z.ZodType>(data: T, description: string) =>
  json(z.object({ success: z.literal(true), data }), description);

export const StudioLimitSchema = z.enum(STUDIO_LOCAL_LIMITS);
export type StudioLimit = z.infer<typeof StudioLimitSchema>;

// spec 001 section 3 "Studio settings"; section 9 defaults.
export const StudioSettingsSchema = z
  .object({
    photoTemplateId: z.string().max(64),
    size: z.enum(STUDIO_SIZES).default(STUDIO_DEFAULTS.size),
    outfitId: z.string().max(64).nullish(),
    outfitPrompt: text(500).nullish(),
    gender: z.enum(['male', 'female']).default(STUDIO_DEFAULTS.gender),
    modelId: z.string().max(64),
    glasses: z.boolean().default(STUDIO_DEFAULTS.glasses),
    hairstyle: z.boolean().default(STUDIO_DEFAULTS.hairstyle),
    quality: z.enum(STUDIO_QUALITIES).default(STUDIO_DEFAULTS.quality),
    emotionPrompt: text(200).nullish(),
    ethnicity: text(100).nullish(),
  })
  .openapi('StudioSettings');
export type StudioSettings = z.infer<typeof StudioSettingsSchema>;

export const CreateStudioPhotoSchema = z.object({
  settings: StudioSettingsSchema,
  count: z.number().int().min(1).max(STUDIO_MAX_COUNT).default(STUDIO_DEFAULTS.count),
});
export type CreateStudioPhoto = z.input<typeof CreateStudioPhotoSchema>;

// spec 001 section 3 "Studio photo": _id, status, liked; plus what the page shows.
export const StudioPhotoSchema = z
  .object({
    _id: z.string(),
    status: z.enum(STUDIO_PHOTO_STATUSES),
    liked: z.boolean().nullable(),
    modelId: z.string(),
    settings: z.object({
      photoTemplateId: z.string(),
      size: z.string(),
      quality: z.string(),
      outfitId: z.string().nullable(),
      emotionPrompt: z.string().nullable(),
    }),
    enhanced: z.boolean(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    url: z.string().nullable().openapi({ description: 'Signed, expiring link when ready' }),
    thumbnailUrl: z.string().nullable(),
    unhonoured: z.array(StudioLimitSchema).openapi({
      description: 'Settings the engine kept as in the photos instead (outfit, emotion, ...)',
    }),
    failureReason: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('StudioPhoto');
export type StudioPhoto = z.infer<typeof StudioPhotoSchema>;

export const StudioTemplateSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    backdrop: z.object({ kind: z.enum(['solid', 'gradient']), colors: z.array(z.string()) }),
  })
  .openapi('StudioTemplate');

export const phototemplateRoute = createRoute({
  method: 'get',
  path: '/studio/phototemplate',
  operationId: 'listStudioTemplates',
  tags,
  security: SIGNED_IN,
  summary: 'Studio photo templates, and what the running engine cannot change',
  responses: {
    200: ok(
      z.object({
        templates: z.array(StudioTemplateSchema),
        engine: z.object({
          name: z.enum(['local', 'replicate']),
          cannot: z.array(StudioLimitSchema),
          // Issue 34 item 6: the longer side it renders at most (null: as asked); a size or
          // quality past it is rendered at the largest of its shape within it.
          maxSide: z.number().int().positive().nullable(),
        }),
      }),
      'Templates',
    ),
    401: errorResponse('Not signed in'),
  },
});

export const listStudioPhotosRoute = createRoute({
  method: 'get',
  path: '/studio/photo/{modelId}',
  operationId: 'listStudioPhotos',
  tags,
  security: SIGNED_IN,
  summary: 'Studio photos of your model, newest first, a page at a time',
  request: {
    params: z.object({ modelId: pathId('modelId') }),
    query: z.object({
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
      limit: z.coerce.number().int().min(1).max(STUDIO_PAGE_SIZE).default(STUDIO_PAGE_SIZE),
    }),
  },
  responses: {
    200: ok(z.object({ photos: z.array(StudioPhotoSchema), reachedEnd: z.boolean() }), 'Photos'),
    400: errorResponse('Bad offset or limit'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such model of yours'),
  },
});

export const createStudioPhotoRoute = createRoute({
  method: 'post',
  path: '/studio/photo/create',
  operationId: 'createStudioPhoto',
  tags,
  security: SIGNED_IN,
  summary: 'Create photos: credits are taken at once and given back if the photo fails',
  request: { body: body(CreateStudioPhotoSchema) },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.union([StudioPhotoSchema, z.array(StudioPhotoSchema)]),
        credits: z.number().int(),
      }),
      'One photo, or an array for a count above 1',
    ),
    400: errorResponse('Unknown template, outfit or bad settings'),
    401: errorResponse('Not signed in'),
    402: errorResponse('Not enough credits'),
    404: errorResponse('No such model of yours'),
    409: errorResponse('The model is not ready for the studio'),
  },
});

export const studioPhotosByIdsRoute = createRoute({
  method: 'post',
  path: '/studio/photo/get-by-ids/{modelId}',
  operationId: 'studioPhotosByIds',
  tags,
  security: SIGNED_IN,
  summary: 'Studio photos by id (polling those in progress)',
  request: {
    params: z.object({ modelId: pathId('modelId') }),
    body: body(z.object({ ids: z.array(z.string().max(64)).max(STUDIO_PAGE_SIZE) })),
  },
  responses: {
    200: ok(z.object({ photos: z.array(StudioPhotoSchema) }), 'Photos'),
    400: errorResponse('Bad ids'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such model of yours'),
  },
});

const photoAction = (
  verb: 'enhance' | 'like' | 'dislike' | 'delete',
  operationId: string,
  summary: string,
  extra: Record<number, ReturnType<typeof errorResponse>> = {},
) =>
  createRoute({
    method: 'post',
    path: `/studio/photo/${verb}/{id}`,
    operationId,
    tags,
    security: SIGNED_IN,
    summary,
    request: { params: z.object({ id: pathId('id') }) },
    responses: {
      200: json(
        z.object({
          success: z.literal(true),
          data: StudioPhotoSchema.nullable(),
          credits: z.number().int().optional(),
        }),
        'The photo as it is now (null once deleted)',
      ),
      401: errorResponse('Not signed in'),
      404: errorResponse('No such photo of yours'),
      ...extra,
    },
  });

export const enhanceStudioPhotoRoute = photoAction(
  'enhance',
  'enhanceStudioPhoto',
  'Enhance a ready photo (credits are not given back if it fails)',
  {
    402: errorResponse('Not enough credits'),
    409: errorResponse('The photo is not ready or already enhanced'),
  },
);
export const likeStudioPhotoRoute = photoAction('like', 'likeStudioPhoto', 'Like a photo');
export const dislikeStudioPhotoRoute = photoAction(
  'dislike',
  'dislikeStudioPhoto',
  'Dislike a photo',
);
export const deleteStudioPhotoRoute = photoAction(
  'delete',
  'deleteStudioPhoto',
  'Delete a photo and its files',
  { 409: errorResponse('The photo is still in progress') },
);

export const studioOutfitsRoute = createRoute({
  method: 'get',
  path: '/studio/outfit/all',
  operationId: 'listStudioOutfits',
  tags,
  security: SIGNED_IN,
  summary: 'Outfits the studio offers',
  responses: {
    200: ok(
      z.array(
        z.object({
          _id: z.string(),
          name: z.string(),
          gender: z.enum(['male', 'female']).nullable(),
        }),
      ),
      'Outfits',
    ),
    401: errorResponse('Not signed in'),
  },
});

export const studioEmotionsRoute = createRoute({
  method: 'get',
  path: '/studio/emotions',
  operationId: 'listStudioEmotions',
  tags,
  security: SIGNED_IN,
  summary: 'Emotions the studio offers',
  responses: {
    200: ok(z.array(z.object({ _id: z.string(), name: z.string() })), 'Emotions'),
    401: errorResponse('Not signed in'),
  },
});

// spec 001 section 3 "Studio model": trigger (gender), _id, appearance.glasses, ethnicity.
export const StudioModelSchema = z
  .object({
    _id: z.string(),
    trigger: z.enum(['male', 'female']).nullable(),
    appearance: z.object({ glasses: z.boolean() }),
    ethnicity: z.string().nullable(),
    title: z.string().nullable(),
    status: z.string(),
    ready: z.boolean(),
  })
  .openapi('StudioModel');
export type StudioModel = z.infer<typeof StudioModelSchema>;

export const studioModelRoute = createRoute({
  method: 'get',
  path: '/studio/model/single/{modelId}',
  operationId: 'getStudioModel',
  tags,
  security: SIGNED_IN,
  summary: 'Your model as the studio reads it',
  request: { params: z.object({ modelId: pathId('modelId') }) },
  responses: {
    200: ok(StudioModelSchema, 'The model'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such model of yours'),
  },
});
