import { createRoute, z } from '@hono/zod-openapi';
import { SIGNED_IN, body, errorResponse, json, text } from './common.ts';

// Issue 20 item 1 (decision 039): before-and-after examples staff make from photos of people
// who agreed, in the back office (/admin/examples), and shown on the public pages.

const staffErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed for this staff role'),
};

const uuidParam = z.object({ id: z.string().uuid() });

/** The long side of the pictures the public pages show (two CSS pixels of a 320 px column). */
export const EXAMPLE_MAX_SIDE = 640;
/** The output the engine makes for an uploaded photo: a 4:5 portrait like the packages'. */
export const EXAMPLE_OUTPUT_SIZE = { width: 512, height: 640 } as const;

export const ExampleImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A published example as the public pages show it. */
export const PublicExampleSchema = z
  .object({
    id: z.string(),
    /** The style's name, when the style still exists. */
    style: z.string().nullable(),
    before: ExampleImageSchema,
    after: ExampleImageSchema,
  })
  .openapi('PublicExample');
export type PublicExample = z.infer<typeof PublicExampleSchema>;

export const AdminExampleSchema = PublicExampleSchema.extend({
  source: z.enum(['upload', 'model']),
  modelId: z.string().nullable(),
  styleId: z.string().nullable(),
  /** Who confirmed the person agreed, and when. */
  consentBy: z.string(),
  consentAt: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
}).openapi('AdminExample');
export type AdminExample = z.infer<typeof AdminExampleSchema>;

const exampleAnswer = z.object({ success: z.literal(true), example: AdminExampleSchema });

export const listPublicExamplesRoute = createRoute({
  method: 'get',
  path: '/examples',
  operationId: 'listPublicExamples',
  tags: ['catalogue'],
  summary: 'The published before-and-after examples, newest first',
  responses: {
    200: json(
      z.object({ success: z.literal(true), examples: z.array(PublicExampleSchema) }),
      'The published examples (none until staff publish some)',
    ),
  },
});

export const exampleImageRoute = createRoute({
  method: 'get',
  path: '/examples/{id}/{image}',
  operationId: 'getExampleImage',
  tags: ['catalogue'],
  summary: "A published example's photo before or after (JPEG, at most 640 px a side)",
  request: {
    params: z.object({ id: z.string().uuid(), image: z.enum(['before.jpg', 'after.jpg']) }),
  },
  responses: {
    200: {
      description: 'The picture',
      content: {
        'image/jpeg': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
      },
    },
    404: errorResponse('No such published example'),
  },
});

export const adminListExamplesRoute = createRoute({
  method: 'get',
  path: '/admin/examples',
  operationId: 'adminListExamples',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Every example, drafts included, newest first',
  responses: {
    200: json(
      z.object({ success: z.literal(true), examples: z.array(AdminExampleSchema) }),
      'The examples',
    ),
    ...staffErrors,
  },
});

const photoFile = z
  .custom<File>((v) => v instanceof File, { message: 'Send the photo as a file' })
  .openapi({ type: 'string', format: 'binary' });

export const adminCreateExampleRoute = createRoute({
  method: 'post',
  path: '/admin/examples',
  operationId: 'adminCreateExample',
  tags: ['admin'],
  security: SIGNED_IN,
  summary:
    'Make a draft example: the engine renders the uploaded photo in a style (consent required)',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          // Checked by the handler, which names what is missing (consent first).
          schema: z.object({
            photo: photoFile.optional(),
            styleId: text(64).optional(),
            /** 'true': the person in the photo agreed to its use on the public pages. */
            consent: text(8).optional(),
          }),
        },
      },
    },
  },
  responses: {
    200: json(exampleAnswer, 'The draft example'),
    400: errorResponse('No photo, no consent, or a photo the rules refuse'),
    ...staffErrors,
    404: errorResponse('No such style'),
    413: errorResponse('The photo is too large'),
    429: errorResponse('The engine is busy with another example'),
  },
});

export const CreateExampleFromHeadshotSchema = z
  .object({
    /** A delivered headshot of a customer's ready model. */
    headshotId: z.string().uuid(),
    /** The customer agreed to this pair's use on the public pages. */
    consent: z.literal(true),
  })
  .openapi('CreateExampleFromHeadshot');

export const adminCreateExampleFromHeadshotRoute = createRoute({
  method: 'post',
  path: '/admin/examples/from-headshot',
  operationId: 'adminCreateExampleFromHeadshot',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: "Make a draft example from a customer's delivered headshot and one of their photos",
  request: { body: body(CreateExampleFromHeadshotSchema) },
  responses: {
    200: json(exampleAnswer, 'The draft example'),
    400: errorResponse('No consent'),
    ...staffErrors,
    404: errorResponse('No such delivered headshot'),
  },
});

export const adminPublishExampleRoute = createRoute({
  method: 'post',
  path: '/admin/examples/{id}/publish',
  operationId: 'adminPublishExample',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Show an example on the public pages, or take it off',
  request: {
    params: uuidParam,
    body: body(z.object({ published: z.boolean() }).openapi('PublishExample')),
  },
  responses: {
    200: json(exampleAnswer, 'The example'),
    400: errorResponse('Bad body'),
    ...staffErrors,
    404: errorResponse('No such example'),
  },
});

export const adminDeleteExampleRoute = createRoute({
  method: 'delete',
  path: '/admin/examples/{id}',
  operationId: 'adminDeleteExample',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Delete an example and its pictures',
  request: { params: uuidParam },
  responses: {
    200: json(z.object({ success: z.literal(true) }), 'Deleted'),
    ...staffErrors,
    404: errorResponse('No such example'),
  },
});
