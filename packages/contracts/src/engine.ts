import { createRoute, z } from '@hono/zod-openapi';
import { CROP_KINDS } from '@hs/domain/framing';
import { SIGNED_IN, errorResponse, json, text } from './common.ts';

// Issue 15 item 5: what the configured engine can do (packages/engine/src/capabilities.ts).
export const EngineCapabilitiesSchema = z
  .object({
    engine: z.enum(['local', 'replicate']),
    preset: z.string().nullable(),
    method: z.enum(['own-photos', 'generated']).openapi({
      description:
        '`own-photos`: every headshot is one of the uploads, cut out, framed and lit anew; `generated`: a model draws new images of the person',
    }),
    changesBackdrop: z.boolean().nullable(),
    changesLight: z.boolean().nullable(),
    changesClothing: z.boolean().nullable(),
    changesPose: z.boolean().nullable(),
    maxSide: z.number().int().nullable().openapi({ description: 'Largest output side rendered' }),
    detailSide: z.number().int().nullable().openapi({
      description: 'Pixels of real detail on the longer side; larger outputs are enlarged',
    }),
    limitedByUploads: z.boolean().openapi({
      description: 'Each style gets only as many photos as the uploads give distinct ones',
    }),
  })
  .openapi('EngineCapabilities');

export type EngineCapabilitiesView = z.infer<typeof EngineCapabilitiesSchema>;

export const engineCapabilitiesRoute = createRoute({
  method: 'get',
  path: '/engine/capabilities',
  operationId: 'getEngineCapabilities',
  tags: ['engine'],
  summary: 'What the configured generation engine can and cannot change',
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: EngineCapabilitiesSchema }),
      'The running engine declares these',
    ),
  },
});

// Issue 15 items 1 and 6: what the engine will make of the uploads, before submission.
export const PHOTO_USES = [
  'used',
  'no-face',
  'head-cut',
  'no-room',
  'not-among-best',
  'someone-else',
  'nsfw',
  'unread',
] as const;

export const PhotoCheckSchema = z
  .object({
    engine: z.enum(['local', 'replicate']),
    photos: z.array(
      z.object({
        path: z.string(),
        use: z.enum(PHOTO_USES).openapi({
          description:
            'Whether the engine frames this photo, else why not: no face it can read, the head cut by the photo edge, no room below the head for a head-and-shoulders frame, better photos fill its slots, it shows someone else than the other uploads, or it is flagged as not safe for work (the last two are left out of the selection and the promise)',
        }),
        crops: z.array(z.enum(CROP_KINDS)),
        someoneElse: z
          .boolean()
          .openapi({ description: 'The face is not the person of the other uploads' }),
      }),
    ),
    /** Distinct photos each style needs and can have (local engine; null otherwise). */
    wanted: z.number().int().nullable(),
    perStyle: z.number().int().nullable(),
    promised: z.number().int().nullable().openapi({
      description:
        'Distinct headshots (a source at one framing, whatever the backdrop) the next package run will make from these photos for the styles chosen; null before every photo is read or without a package',
    }),
    shortfall: z
      .object({
        wanted: z.number().int(),
        perStyle: z.number().int(),
        photosNeeded: z.number().int().nullable(),
        fallback: z.boolean(),
      })
      .nullable(),
  })
  .openapi('PhotoCheck');

export type PhotoCheck = z.infer<typeof PhotoCheckSchema>;

export const photoCheckRoute = createRoute({
  method: 'get',
  path: '/onboarding/photo-check/{modelId}',
  operationId: 'checkPhotos',
  tags: ['onboarding'],
  security: SIGNED_IN,
  summary:
    'Which uploads the engine will use, whether they show one person, and whether they give each style its count of distinct photos',
  request: {
    params: z.object({ modelId: text(64) }),
    query: z.object({
      styles: z.coerce.number().int().min(1).max(50).optional().openapi({
        description: 'Styles chosen so far; without it, every style the package allows',
      }),
    }),
  },
  responses: {
    200: json(z.object({ success: z.literal(true), data: PhotoCheckSchema }), 'The check'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such model of yours'),
  },
});
