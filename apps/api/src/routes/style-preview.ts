import { OpenAPIHono } from '@hono/zod-openapi';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { stylePreviewRoute } from '@hs/contracts/onboarding';
import { style, type Backdrop } from '@hs/db/schema';
import type { Database } from '@hs/db/database';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';

// A preview the product draws itself: the backdrop with a neutral head-and-shoulders
// silhouette, so the catalogue needs no stock photos.
function previewSvg(backdrop: Backdrop): string {
  const [a = '#888', b = a] = backdrop.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
<defs><radialGradient id="g" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient></defs>
<rect width="480" height="480" fill="url(#g)"/>
<ellipse cx="240" cy="200" rx="78" ry="96" fill="#e7d3c1"/>
<path d="M90 480c10-110 70-170 150-170s140 60 150 170z" fill="#334155"/>
<path d="M200 310l40 60 40-60z" fill="#f8fafc"/>
</svg>`;
}

export function stylePreviewRoutes(db: Database) {
  const app = new OpenAPIHono<AppEnv>();
  const cache = new Map<string, Buffer>();
  app.openapi(stylePreviewRoute, async (c) => {
    const { id } = c.req.valid('param');
    // Keyed by the backdrop too: staff edit it in /admin/style, and the next read shows it.
    const [row] = await db.select().from(style).where(eq(style.id, id));
    if (!row) throw new AppError('http.notFound');
    const key = `${id}:${JSON.stringify(row.backdrop)}`;
    let jpeg = cache.get(key);
    if (!jpeg) {
      if (cache.size >= 1000) cache.clear();
      jpeg = await sharp(Buffer.from(previewSvg(row.backdrop)))
        .jpeg({ quality: 85 })
        .toBuffer();
      cache.set(key, jpeg);
    }
    return c.body(new Uint8Array(jpeg), 200, {
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=300',
    });
  });
  return app;
}
