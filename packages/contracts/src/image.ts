import { createRoute, z } from '@hono/zod-openapi';
import { SIGNED_IN, errorResponse, text } from './common.ts';
import { FaceBoxSchema, TrainingPhotoSchema } from './onboarding.ts';

// Multipart bodies: the handlers read and bound the files (before decoding); the schema
// documents them and lets one or many through.
const file = z
  .custom<File | File[]>(
    (v) => v instanceof File || (Array.isArray(v) && v.every((f) => f instanceof File)),
    {
      message: 'Send the photos as files',
    },
  )
  .openapi({ type: 'string', format: 'binary' });

export const faceDetectRoute = createRoute({
  method: 'post',
  path: '/image/face/detect',
  operationId: 'detectFaces',
  tags: ['image'],
  security: SIGNED_IN,
  summary: 'Find the faces in one photo (spec 000 section 7)',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            files: file,
            size: text(100)
              .optional()
              .openapi({ description: 'JSON {width, height} of the sent image' }),
            bypass: text(8).optional().openapi({ description: '1 skips detection' }),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'The face boxes, largest first, in the sent image’s pixels',
      content: {
        'application/json': {
          schema: z.object({ success: z.literal(true), data: z.array(FaceBoxSchema) }),
        },
      },
    },
    400: errorResponse('Not an image we can read; the message says why'),
    401: errorResponse('Not signed in'),
    413: errorResponse('Too large'),
  },
});

export const UploadResultSchema = z.union([
  z.object({ success: z.literal(true), photo: TrainingPhotoSchema }),
  z.object({
    success: z.literal(false),
    errorMessage: z.string(),
    fileName: z.string(),
    tooSmall: z
      .object({
        what: z.enum(['image', 'face']),
        width: z.number().int(),
        height: z.number().int(),
        minimum: z.number().int(),
      })
      .optional()
      .openapi({
        description:
          "With 'Image is too small' and 'The face is too small. Please try again.': the photo's size (image) or the face crop's side (face) in the upload's pixels, and the minimum per side",
      }),
  }),
]);

export const imageUploadRoute = createRoute({
  method: 'post',
  path: '/image/upload',
  operationId: 'uploadImages',
  tags: ['image'],
  security: SIGNED_IN,
  summary: 'Check, crop and keep training photos (spec 001 section 5 photo rules)',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            files: file,
            modelId: text(64),
            requiresFullUrl: text(8).optional(),
            computeMd5: text(8).optional(),
            isFullBody: text(8).optional(),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'One result per file; success is true when every file was accepted',
      content: {
        'application/json': {
          schema: z.object({
            success: z.boolean(),
            data: z.array(UploadResultSchema),
            errorMessage: z.string().optional(),
          }),
        },
      },
    },
    400: errorResponse('No files, too many files, or no modelId'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such model of yours'),
    409: errorResponse('The model was already submitted'),
    413: errorResponse('The request is too large'),
  },
});
