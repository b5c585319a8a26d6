import { createRoute, z } from '@hono/zod-openapi';
import {
  AGES,
  BODY_TYPES,
  ETHNICITIES,
  EYE_COLOURS,
  GLASSES_PREFERENCES,
  SEXES,
} from '@hs/domain/personal-info';
import { LOCALES } from '@hs/domain/locale';
import { SIGNED_IN, body, errorResponse, json, text } from './common.ts';

export const FaceBoxSchema = z
  .object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })
  .openapi('FaceBox');

export const TrainingPhotoSchema = z
  .object({
    path: z.string(),
    url: z.string(),
    md5: z.string(),
    fullBody: z.boolean(),
    /** What the photo shows (issue 20 item 4); null for photos kept before it was recorded. */
    framing: z.enum(['selfie', 'half-body', 'full-body']).nullable().optional(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .openapi('TrainingPhoto');

export type TrainingPhoto = z.infer<typeof TrainingPhotoSchema>;

export const ModelSchema = z
  .object({
    modelId: z.string(),
    status: z.enum([
      'onboarding',
      'queued',
      'training',
      'generating',
      'ranking',
      'ready',
      'failed',
    ]),
    title: z.string().nullable(),
    age: z.string().nullable(),
    ethnicity: z.string().nullable(),
    trigger: z.enum(['male', 'female']).nullable(),
    eyeColor: z.string().nullable(),
    appearance: z.object({
      bodyType: z.string().optional(),
      height: z.string().optional(),
      weight: z.string().optional(),
      glassesPreference: z.string().optional(),
    }),
    styles: z.array(z.string()),
    trainingImages: z.array(TrainingPhotoSchema),
    minimumPhotos: z.number().int(),
    failureReason: z.string().nullable(),
  })
  .openapi('Model');

export type Model = z.infer<typeof ModelSchema>;

const modelAnswer = z.object({
  success: z.literal(true),
  data: z.object({ modelId: z.string(), model: ModelSchema }),
});

export const startOnboardingRoute = createRoute({
  method: 'post',
  path: '/onboarding/start',
  operationId: 'startOnboarding',
  tags: ['onboarding'],
  security: SIGNED_IN,
  summary: 'Open the model being onboarded, creating one when no modelId is given',
  request: {
    body: body(z.object({ modelId: z.string().max(64).nullish() })),
  },
  responses: {
    200: json(modelAnswer, 'The model'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such model of yours'),
  },
});

// spec 001 section 3, personal info payload.
export const PersonalInfoSchema = z
  .object({
    modelId: z.string().max(64),
    name: z.string().trim().min(1, 'Please enter your name').max(100),
    age: z.enum(AGES),
    ethnicity: z.enum(ETHNICITIES),
    gender: z.enum(SEXES),
    eyeColor: z.enum(EYE_COLOURS),
    height: z.string().trim().max(20).optional(),
    weight: z.string().trim().max(20).optional(),
    bodyType: z.enum(BODY_TYPES).optional(),
    glasses: z.enum(GLASSES_PREFERENCES),
  })
  .openapi('PersonalInfo');

export const savePersonalInfoRoute = createRoute({
  method: 'post',
  path: '/onboarding/save-personal-info',
  operationId: 'savePersonalInfo',
  tags: ['onboarding'],
  security: SIGNED_IN,
  summary: 'Save name, age, ethnicity, sex, eye colour and appearance',
  request: { body: body(PersonalInfoSchema) },
  responses: {
    200: json(modelAnswer, 'Saved'),
    400: errorResponse('A field is missing or not one of the options'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such model of yours'),
    409: errorResponse('The model was already submitted'),
  },
});

// Issue 20 item 4: the styles a person picks are kept with the model as they pick them, so
// a reload or a second tab finds them (the submit still takes the final list).
export const SaveStylesSchema = z.object({
  modelId: z.string().max(64),
  styles: z.array(z.string().max(64)).max(50),
});

export const saveStylesRoute = createRoute({
  method: 'post',
  path: '/onboarding/save-styles',
  operationId: 'saveStyles',
  tags: ['onboarding'],
  security: SIGNED_IN,
  summary: 'Keep the styles picked so far with the model being onboarded',
  request: { body: body(SaveStylesSchema) },
  responses: {
    200: json(modelAnswer, 'Saved'),
    400: errorResponse('A style not in the catalogue (`onboarding.missing`, `catalogueStyles`)'),
    401: errorResponse('Not signed in'),
    403: errorResponse(
      "A backdrop the member's team lead does not allow (`organization.optionNotAllowed`)",
    ),
    404: errorResponse('No such model of yours'),
    409: errorResponse('The model was already submitted'),
  },
});

export const removeImageRoute = createRoute({
  method: 'post',
  path: '/onboarding/remove-image',
  operationId: 'removeImage',
  tags: ['onboarding'],
  security: SIGNED_IN,
  summary: 'Remove a training photo, from storage too',
  request: { body: body(z.object({ imagePath: z.string().max(300) })) },
  responses: {
    200: json(z.object({ success: z.literal(true) }), 'Removed'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such photo of yours'),
    409: errorResponse('The model was already submitted'),
  },
});

export const updatePhotoCategoryRoute = createRoute({
  method: 'post',
  path: '/onboarding/update-photo-category',
  operationId: 'updatePhotoCategory',
  tags: ['onboarding'],
  security: SIGNED_IN,
  summary: 'Move a training photo between the face and full-body categories',
  request: {
    body: body(z.object({ imagePath: z.string().max(300), fullBody: z.boolean() })),
  },
  responses: {
    200: json(z.object({ success: z.literal(true), data: TrainingPhotoSchema }), 'Moved'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such photo of yours'),
    409: errorResponse('No full-body slot left, or the model was already submitted'),
  },
});

export const SubmitSchema = z.object({
  modelId: z.string().max(64),
  styles: z.array(z.string().max(64)).max(50).optional(),
  /** The page's language: the "headshots are ready" mail is written in it. */
  locale: z.enum(LOCALES).optional(),
});

export const submitModelRoute = createRoute({
  method: 'post',
  path: '/onboarding/submit',
  operationId: 'submitModel',
  tags: ['onboarding'],
  security: SIGNED_IN,
  summary: 'Check everything the generation needs and queue the model',
  request: { body: body(SubmitSchema) },
  responses: {
    200: json(modelAnswer, 'Queued'),
    400: errorResponse(
      'Something the generation needs is missing (`onboarding.missing`, its `items` say what), or more styles than the package includes (`package.tooManyStyles`, `max`)',
    ),
    401: errorResponse('Not signed in'),
    402: errorResponse(
      'No unspent package: buy one, then submit again (`package.required`); the photos and choices are kept',
    ),
    403: errorResponse(
      "A backdrop the member's team lead does not allow (`organization.optionNotAllowed`)",
    ),
    404: errorResponse('No such model of yours'),
    422: errorResponse(
      'The local engine has read every photo and can frame none in a head-and-shoulders photo (`onboarding.noUsablePhoto`): add photos that show the shoulders; nothing was spent. With photos not read yet, the generation decides: a model it can make nothing of goes back to onboarding with its package given back (`failureReason` says so)',
    ),
  },
});

export const StyleSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    previewUrl: z.string(),
  })
  .openapi('Style');

export type Style = z.infer<typeof StyleSchema>;

/** The catalogue lists carry an ETag; a request naming it in If-None-Match gets this. */
const notModified = { description: 'Not modified: If-None-Match names the current ETag' };

export const listStylesRoute = createRoute({
  method: 'get',
  path: '/styles',
  operationId: 'listStyles',
  tags: ['catalogue'],
  summary: 'The backdrop styles',
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.object({ styles: z.array(StyleSchema) }) }),
      'Styles',
    ),
    304: notModified,
  },
});

export const stylePreviewRoute = createRoute({
  method: 'get',
  path: '/styles/{id}/preview.jpg',
  operationId: 'getStylePreview',
  tags: ['catalogue'],
  summary: "A style's preview picture: its backdrop behind a neutral silhouette (480 x 480)",
  request: { params: z.object({ id: text(64) }) },
  responses: {
    200: {
      description: 'The preview, cached for a day',
      content: {
        'image/jpeg': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
      },
    },
    404: errorResponse('No such style'),
  },
});

export const preselectedStylesRoute = createRoute({
  method: 'get',
  path: '/model/preselected-styles',
  operationId: 'getPreselectedStyles',
  tags: ['onboarding'],
  security: SIGNED_IN,
  summary: 'The styles chosen for the signed-in user (their organization’s, else the defaults)',
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.object({ styles: z.array(z.string()) }) }),
      'Style ids',
    ),
    401: errorResponse('Not signed in'),
  },
});

export const CatalogueItemSchema = z
  .object({ _id: z.string(), name: z.string(), gender: z.enum(['male', 'female']).nullable() })
  .openapi('CatalogueItem');

const listAnswer = json(
  z.object({ success: z.literal(true), data: z.array(CatalogueItemSchema) }),
  'The list, in display order',
);

// spec 001 section 7: GET /clothing/, /hairstyles/, /emotions/ answer lists (the API answers
// them with and without the trailing slash; the document names them without).
export const listClothingRoute = createRoute({
  method: 'get',
  path: '/clothing',
  operationId: 'listClothing',
  tags: ['catalogue'],
  summary: 'Clothing of the catalogue',
  responses: { 200: listAnswer, 304: notModified },
});

export const listHairstylesRoute = createRoute({
  method: 'get',
  path: '/hairstyles',
  operationId: 'listHairstyles',
  tags: ['catalogue'],
  summary: 'Hairstyles of the catalogue',
  responses: { 200: listAnswer, 304: notModified },
});

export const listEmotionsRoute = createRoute({
  method: 'get',
  path: '/emotions',
  operationId: 'listEmotions',
  tags: ['catalogue'],
  summary: 'Emotions (expressions) of the catalogue',
  responses: { 200: listAnswer, 304: notModified },
});
