import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, text } from './common.ts';

const binary = { schema: z.string().openapi({ type: 'string', format: 'binary' }) };

// docs/decisions/006: local storage serves files by signed, expiring links, no session.
export const fileRoute = createRoute({
  method: 'get',
  path: '/files/{key}',
  operationId: 'getFile',
  tags: ['files'],
  summary: 'A stored file by a signed, expiring link: the signature is the permission',
  request: {
    params: z.object({
      key: text(500).openapi({
        description:
          'The storage key, e.g. models/{id}/training/{file}.jpg; slashes may be sent as they are or encoded',
      }),
    }),
    query: z.object({
      // Documented, not validated here: the signature check refuses any other value.
      expires: z
        .number()
        .int()
        .min(0)
        .max(Number.MAX_SAFE_INTEGER)
        .openapi({ description: 'Unix time in seconds after which the link stops working' }),
      signature: text(100).openapi({ description: 'HMAC of the key and expires, base64url' }),
    }),
  },
  responses: {
    200: {
      description: 'The file, cached privately until the link expires',
      content: {
        'image/jpeg': binary,
        'image/png': binary,
        'image/webp': binary,
        'application/octet-stream': binary,
      },
    },
    403: errorResponse('The link has expired, or its signature does not match'),
    404: errorResponse('No file under this key'),
  },
});
