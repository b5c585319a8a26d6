import { createRoute, z } from '@hono/zod-openapi';
import { ZIP_ARCHIVE_FILE_NAME } from '@hs/domain/headshots';
import { SIGNED_IN, body, errorResponse, outputSizeKey } from './common.ts';

// issue 20 item 3: one headshot as PNG or JPEG, and a zip that streams as it is built.
export const DOWNLOAD_FORMATS = ['png', 'jpeg'] as const;

const binary = (description: string) => ({
  description,
  content: {
    'application/octet-stream': {
      schema: z.string().openapi({ type: 'string', format: 'binary' }),
    },
  },
});

const pathId = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

export const downloadHeadshotRoute = createRoute({
  method: 'get',
  path: '/image/{id}/download',
  operationId: 'downloadHeadshot',
  tags: ['results'],
  security: SIGNED_IN,
  summary:
    'One of your headshots at full resolution, as PNG (as made) or JPEG (converted), or at a size of your organization',
  request: {
    params: pathId,
    query: z.object({
      format: z.enum(DOWNLOAD_FORMATS).default('png'),
      size: outputSizeKey(
        "One of your organization's custom output sizes (issue 17), e.g. 640x800: the headshot resized to it",
      ).optional(),
    }),
  },
  responses: {
    200: binary(
      'The file, as an attachment named by its place in the gallery (3.png, 3.jpg, 3-640x800.png)',
    ),
    400: errorResponse('Unknown format, or a size your organization does not offer'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such headshot of yours'),
  },
});

/** At most one model's worth of headshots (the largest package delivers 90; a zip of all). */
export const ZIP_MAX_FILES = 1000;

export const ZipRequestSchema = z
  .object({
    ids: z.array(z.uuid()).min(1).max(ZIP_MAX_FILES).optional().openapi({
      description: 'The headshots to include, in this order; all shown ones when absent',
    }),
    size: outputSizeKey(
      "One of your organization's custom output sizes (decision 048), e.g. 640x800: every file resized to it as the zip streams (no Content-Length then); absent: the rendered size",
    ).optional(),
  })
  .strict();

export const zipHeadshotsRoute = createRoute({
  method: 'post',
  path: '/model/{id}/zip',
  operationId: 'zipHeadshots',
  tags: ['results'],
  security: SIGNED_IN,
  summary: `'${ZIP_ARCHIVE_FILE_NAME}' of your headshots, streamed as it is built (Content-Length known at once at the rendered size)`,
  request: { params: pathId, body: body(ZipRequestSchema) },
  responses: {
    200: binary(
      'A zip of PNG files named by index (1.png, 2.png...; 1-640x800.png at a size); x-zip-files and x-zip-missing count what is in it and what could not be read',
    ),
    400: errorResponse(
      'Bad ids, or a size your organization does not offer (headshot.sizeUnknown)',
    ),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such model of yours, or a headshot not in it'),
  },
});
