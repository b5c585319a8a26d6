import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, text } from './common.ts';

// The free headshot generator (issue 7 item 4; spec 001 section 2, Tools): one photo in,
// one watermarked headshot out, no account, nothing stored.

/** The backdrop style used when the form names none (the catalogue's first style). */
export const FREE_HEADSHOT_DEFAULT_STYLE = 'studio-grey';

/** Free headshots one client address may ask for per hour (the page says so). */
export const FREE_HEADSHOTS_PER_HOUR = 5;

const photo = z
  .custom<File>((v) => v instanceof File, { message: 'Send one photo in the field "file".' })
  .openapi({ type: 'string', format: 'binary' });

export const FreeHeadshotSchema = z
  .object({
    /** A data: URL of the watermarked PNG. */
    image: z.string().openapi({ description: 'data:image/png;base64,... of the headshot' }),
    width: z.number().int(),
    height: z.number().int(),
    style: z.string(),
  })
  .openapi('FreeHeadshot');

export type FreeHeadshot = z.infer<typeof FreeHeadshotSchema>;

export const FreeHeadshotResponseSchema = z.object({
  success: z.literal(true),
  data: FreeHeadshotSchema,
});

export const freeHeadshotRoute = createRoute({
  method: 'post',
  path: '/tools/free-headshot',
  operationId: 'makeFreeHeadshot',
  tags: ['tools'],
  summary: 'One free, watermarked headshot from one photo (no account; nothing is stored)',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: photo,
            style: text(64)
              .optional()
              .openapi({
                description: `A style id of GET /styles/ (default ${FREE_HEADSHOT_DEFAULT_STYLE})`,
              }),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'The watermarked headshot as a PNG data URL',
      content: { 'application/json': { schema: FreeHeadshotResponseSchema } },
    },
    400: errorResponse(
      'No photo, an unknown style, or a photo that cannot be used (the message says why)',
    ),
    413: errorResponse('The photo is too large'),
    422: errorResponse('The photo was refused (not suitable) or no headshot could be made from it'),
    429: errorResponse('Too many free headshots from this address; try again later'),
    503: errorResponse('The generator is busy; try again in a minute'),
  },
});
