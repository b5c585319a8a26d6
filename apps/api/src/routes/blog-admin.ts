import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  adminBlogCreateRoute,
  adminBlogListRoute,
  adminBlogPostRoute,
  adminBlogPreviewRoute,
  adminBlogRemoveThumbnailRoute,
  adminBlogStatusRoute,
  adminBlogThumbnailRoute,
  adminBlogUpdateRoute,
  blogThumbnailRoute,
} from '@hs/contracts/blog-admin';
import { BLOG_THUMBNAIL_MAX_BYTES } from '@hs/domain/content-admin';
import { requireViewer } from '../auth/guards.ts';
import { actorOf } from '../audit/audit.ts';
import {
  createPost,
  listPosts,
  postExists,
  postLanguages,
  setPostStatus,
  setPostThumbnail,
  thumbnailPublished,
  updatePost,
} from '../blog/service.ts';
import {
  encodeThumbnail,
  removeThumbnail,
  storeThumbnail,
  THUMBNAIL_URL_PREFIX,
  thumbnailKey,
} from '../blog/thumbnails.ts';
import { markdownToSafeHtml } from '../changelog/markdown.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { describeSize } from '../middleware/body-limit.ts';
import { viewerFromCookie } from '../middleware/viewer.ts';
import { can, principalOfViewer, staffMay } from '../policy/policy.ts';

/** The back office's Blog section (issue 19) and the public address of its thumbnails. */
export function blogAdminRoutes(services: Services) {
  const {
    database: { db },
    storage,
  } = services;
  const app = new OpenAPIHono<AppEnv>();
  const ok = <T>(data: T) => ({ success: true as const, data });
  const staff = (c: Context<AppEnv>) => actorOf(requireViewer(c));
  // spec 001 section 6: the Blog row (admin, support, dev, marketer, sales), before the body.
  const blog = staffMay({ do: 'staff.blog' });

  app.openapi({ ...adminBlogListRoute, middleware: [blog] }, async (c) =>
    c.json({ success: true as const, ...(await listPosts(db, c.req.valid('query'))) }, 200),
  );
  app.openapi({ ...adminBlogPostRoute, middleware: [blog] }, async (c) =>
    c.json(ok(await postLanguages(db, c.req.valid('param').key)), 200),
  );
  app.openapi({ ...adminBlogCreateRoute, middleware: [blog] }, async (c) =>
    c.json(ok(await createPost(db, staff(c), c.req.valid('json'))), 200),
  );
  app.openapi({ ...adminBlogUpdateRoute, middleware: [blog] }, async (c) =>
    c.json(ok(await updatePost(db, staff(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  );
  app.openapi({ ...adminBlogStatusRoute, middleware: [blog] }, async (c) => {
    const { status } = c.req.valid('json');
    return c.json(ok(await setPostStatus(db, staff(c), c.req.valid('param').id, status)), 200);
  });
  // The preview is the public page's renderer itself (decision 020: marked + DOMPurify).
  app.openapi({ ...adminBlogPreviewRoute, middleware: [blog] }, async (c) =>
    c.json(ok({ html: markdownToSafeHtml(c.req.valid('json').content) }), 200),
  );

  app.openapi({ ...adminBlogThumbnailRoute, middleware: [blog] }, async (c) => {
    const { id, size } = c.req.valid('param');
    // The contract's validator has read the form: `file` is a File.
    const { file } = c.req.valid('form');
    if (file.size > BLOG_THUMBNAIL_MAX_BYTES) {
      throw new AppError('input.tooLarge', { max: describeSize(BLOG_THUMBNAIL_MAX_BYTES) });
    }
    if (!(await postExists(db, id))) throw new AppError('blog.unknown');
    const thumbnail = await encodeThumbnail(Buffer.from(await file.arrayBuffer()), id, size);
    await storeThumbnail(storage, thumbnail.name, thumbnail.bytes);
    let saved: Awaited<ReturnType<typeof setPostThumbnail>>;
    try {
      saved = await setPostThumbnail(db, staff(c), id, size, thumbnail.url);
    } catch (error) {
      await removeThumbnail(storage, thumbnail.url);
      throw error;
    }
    if (saved.previous !== thumbnail.url) await removeThumbnail(storage, saved.previous);
    return c.json(ok(saved.post), 200);
  });

  app.openapi({ ...adminBlogRemoveThumbnailRoute, middleware: [blog] }, async (c) => {
    const { id, size } = c.req.valid('param');
    const saved = await setPostThumbnail(db, staff(c), id, size, null);
    await removeThumbnail(storage, saved.previous);
    return c.json(ok(saved.post), 200);
  });

  // A published post's thumbnail is everyone's, and its name carries a digest of its bytes:
  // it never changes, so it is kept long. A draft's is Blog staff's alone (the editor's
  // <img> sends the session cookie), never stored by a cache, and 404 to anyone else.
  app.openapi(blogThumbnailRoute, async (c) => {
    const { name } = c.req.valid('param');
    const published = await thumbnailPublished(db, `${THUMBNAIL_URL_PREFIX}${name}`);
    if (published === null) throw new AppError('http.notFound');
    if (!published) {
      const viewer = c.get('viewer') ?? (await viewerFromCookie(services, c.req.raw.headers));
      if (!can(principalOfViewer(viewer), { do: 'blog.read', published })) {
        throw new AppError('http.notFound');
      }
    }
    const bytes = await storage.get(thumbnailKey(name));
    if (!bytes) throw new AppError('http.notFound');
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'image/webp',
      'cache-control': published ? 'public, max-age=31536000, immutable' : 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  return app;
}
