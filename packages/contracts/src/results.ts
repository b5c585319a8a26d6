import { createRoute, z } from '@hono/zod-openapi';
import { HEADSHOT_STATUSES, HEADSHOT_TYPES, LIKED_STATUSES } from '@hs/domain/headshots';
import { SIGNED_IN, body, errorResponse, json } from './common.ts';
import { ModelSchema, TrainingPhotoSchema } from './onboarding.ts';

export const LikedStatusSchema = z.enum(LIKED_STATUSES);
export type LikedStatus = z.infer<typeof LikedStatusSchema>;

const ModelStatusSchema = ModelSchema.shape.status;
export type ModelStatus = z.infer<typeof ModelStatusSchema>;

// spec 001 section 3 "Image": _id, id, status, nsfw, likedStatus, type, createdAt,
// isDownloaded; plus what the gallery needs to show it.
export const ResultImageSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    status: z.enum(HEADSHOT_STATUSES),
    nsfw: z.boolean(),
    likedStatus: LikedStatusSchema,
    type: z.enum(HEADSHOT_TYPES),
    createdAt: z.string().openapi({ description: 'ISO 8601' }),
    isDownloaded: z.boolean(),
    style: z.string(),
    /** 1-based place in the gallery. */
    position: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    identityScore: z.number().nullable().openapi({
      description:
        'Face-descriptor distance to the uploads: lower is closer; 0.6 is the same-person threshold',
    }),
    thumbnailUrl: z.string().openapi({ description: 'Signed, expiring link' }),
    url: z.string().openapi({ description: 'Signed, expiring link to the full-size PNG' }),
  })
  .openapi('ResultImage');

export type ResultImage = z.infer<typeof ResultImageSchema>;

export const ProgressSchema = z
  .object({ done: z.number().int(), total: z.number().int() })
  .openapi('Progress');

export const WithheldSchema = z
  .object({
    mismatch: z.number().int(),
    noFace: z.number().int(),
    flagged: z.number().int(),
    duplicate: z.number().int(),
    unmade: z.number().int().openapi({
      description:
        "Photos of the package never made: the uploads gave no more that differ from the others' (no near-copies fill the gap)",
    }),
  })
  .openapi('Withheld', { description: 'Photos of the package not shown, by reason' });

// Issue 34 item 5: what the model's last run promised, made and gave back.
export const GiveBackSchema = z
  .object({
    promised: z.number().int().openapi({
      description: 'Distinct headshots the run promised at submit',
    }),
    made: z.number().int().openapi({ description: 'Headshots shown of them' }),
    givenBack: z.number().int().openapi({ description: 'promised - made, given back' }),
    kind: z.enum(['run', 'money', 'credits', 'none']).openapi({
      description:
        '`money`: the unmade share of the price, refunded to the payment; `credits`: studio credits (an unpaid run); `run`: nothing shown, the package or seat itself came back; `none`: the promise was kept',
    }),
    amount: z.number().int().openapi({
      description: 'Minor units of `currency` for money, studio credits for credits, else 0',
    }),
    currency: z.string().nullable(),
    status: z.enum(['settled', 'owed', 'paid']).openapi({
      description: '`owed`: the refund is on its way to the payment provider; `paid`: refunded',
    }),
  })
  .openapi('GiveBack');

export type GiveBack = z.infer<typeof GiveBackSchema>;

// spec 001 section 3 "Model item": images, trainingImages, usedRegenerations, totalPhotos,
// totalNsfw, totalNsfwNew; plus status and progress for the waiting screen.
export const ModelItemSchema = z
  .object({
    modelId: z.string(),
    title: z.string().nullable(),
    status: ModelStatusSchema,
    progress: ProgressSchema,
    failureReason: z.string().nullable(),
    createdAt: z.string(),
    readyAt: z.string().nullable(),
    styles: z.array(z.string()),
    images: z.array(ResultImageSchema),
    trainingImages: z.array(TrainingPhotoSchema),
    usedRegenerations: z.number().int(),
    totalPhotos: z.number().int(),
    totalNsfw: z.number().int(),
    totalNsfwNew: z.number().int(),
    withheld: WithheldSchema,
    giveBack: GiveBackSchema.nullable().openapi({
      description: "The last run's promise and what it gave back; null before a run has ended",
    }),
    /**
     * Your organization's custom output sizes (issue 17; e.g. '640x800'): each headshot
     * downloads at any of them (`/image/{id}/download?size=`). Empty outside an organization.
     */
    outputSizes: z.array(z.string()),
  })
  .openapi('ModelItem');

export type ModelItem = z.infer<typeof ModelItemSchema>;

export const ModelSummarySchema = z
  .object({
    modelId: z.string(),
    title: z.string().nullable(),
    status: ModelStatusSchema,
    progress: ProgressSchema,
    createdAt: z.string(),
    readyAt: z.string().nullable(),
    totalPhotos: z.number().int(),
    totalNsfw: z.number().int(),
    shown: z.number().int(),
    coverUrl: z.string().nullable(),
  })
  .openapi('ModelSummary');

export type ModelSummary = z.infer<typeof ModelSummarySchema>;

export const listModelsRoute = createRoute({
  method: 'get',
  path: '/model/list',
  operationId: 'listModels',
  tags: ['results'],
  security: SIGNED_IN,
  summary: "The signed-in user's models, newest first",
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({ models: z.array(ModelSummarySchema) }),
      }),
      'Models',
    ),
    401: errorResponse('Not signed in'),
  },
});

export const getModelRoute = createRoute({
  method: 'get',
  path: '/model/{id}',
  operationId: 'getModel',
  tags: ['results'],
  security: SIGNED_IN,
  summary: 'One model of yours: its shown headshots, counts and generation progress',
  request: {
    params: z.object({
      id: z
        .string()
        .max(64)
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
  },
  responses: {
    200: json(z.object({ success: z.literal(true), data: ModelItemSchema }), 'The model item'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such model of yours'),
  },
});

export const SetLikedSchema = z.object({ likedStatus: LikedStatusSchema });

export const setLikedRoute = createRoute({
  method: 'post',
  path: '/image/{id}/liked',
  operationId: 'setLiked',
  tags: ['results'],
  security: SIGNED_IN,
  summary:
    'Set the liked status of a headshot; a new loved image turns the loved one into favorite',
  request: {
    params: z.object({
      id: z
        .string()
        .max(64)
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
    body: body(SetLikedSchema),
  },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({
          changed: z.array(z.object({ _id: z.string(), likedStatus: LikedStatusSchema })),
        }),
      }),
      'Every image whose status changed',
    ),
    400: errorResponse('Not a liked status'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such headshot of yours'),
  },
});

export const MarkDownloadedSchema = z.object({
  ids: z.array(z.string().max(64)).min(1).max(1000),
});

export const markDownloadedRoute = createRoute({
  method: 'post',
  path: '/image/downloaded',
  operationId: 'markDownloaded',
  tags: ['results'],
  security: SIGNED_IN,
  summary: 'Mark headshots as downloaded (isDownloaded)',
  request: { body: body(MarkDownloadedSchema) },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.object({ updated: z.number().int() }) }),
      'Marked',
    ),
    400: errorResponse('No ids'),
    401: errorResponse('Not signed in'),
    404: errorResponse('One of the headshots is not yours'),
  },
});
