import { OpenAPIHono } from '@hono/zod-openapi';
import { fileRoute } from '@hs/contracts/files';
import { AppError } from '../errors.ts';
import { verifyFileSignature } from '../storage/local-storage.ts';
import type { Storage } from '../storage/storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * Serves the signed, expiring URLs of local storage (local-storage.ts) without a session:
 * the signature is the permission. The key holds slashes, which an OpenAPI path parameter
 * cannot match, so the route is plain Hono and the contract is registered for the document.
 */
export function fileRoutes(options: { secret: string; storage: Storage }) {
  const app = new OpenAPIHono();
  app.openAPIRegistry.registerPath(fileRoute);
  app.get('/files/:key{.+}', async (c) => {
    const key = c.req.param('key');
    const expires = Number(c.req.query('expires'));
    const signature = c.req.query('signature') ?? '';
    // One answer for expired and forged links: a forger learns nothing from it.
    if (!verifyFileSignature(options.secret, key, expires, signature)) {
      const error = new AppError('file.expired');
      return c.json(error.toBody(), error.status);
    }
    const bytes = await options.storage.get(key);
    if (!bytes) {
      const error = new AppError('http.notFound');
      return c.json(error.toBody(), error.status);
    }
    const secondsLeft = Math.max(0, expires - Math.floor(Date.now() / 1000));
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': contentTypeOf(key),
      'cache-control': `private, max-age=${secondsLeft}`,
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
  });
  return app;
}
