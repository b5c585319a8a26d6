import { OpenAPIHono } from '@hono/zod-openapi';
import {
  DEFAULT_SITE_SETTINGS,
  getBlogPostRoute,
  getSiteFrameRoute,
  listBlogPostsRoute,
} from '@hs/contracts/site';
import type { Database } from '@hs/db/database';
import type { AppConfig, AppEnv } from '../context.ts';
import { publishedPost, publishedPosts } from '../blog/service.ts';
import type { ParameterStore } from '../parameters.ts';
import { displayedStats } from '../site/stats.ts';

/** The public site's frame (stats, brand, external links) and the published blog posts. */
export function siteRoutes(
  db: Database,
  parameters: ParameterStore,
  config: Pick<AppConfig, 'baseUrl' | 'site'>,
) {
  const app = new OpenAPIHono<AppEnv>();
  const settings = { ...(config.site ?? DEFAULT_SITE_SETTINGS), publicUrl: config.baseUrl };

  app.openapi(getSiteFrameRoute, async (c) => {
    const data = { ...settings, stats: await displayedStats(db, parameters) };
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi(listBlogPostsRoute, async (c) => {
    const { locale } = c.req.valid('query');
    const posts = await publishedPosts(db, locale);
    return c.json({ success: true as const, data: { posts } }, 200);
  });

  // spec 001 section 3: posts are drafts by default; a draft answers 404 like no post.
  app.openapi(getBlogPostRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const { locale } = c.req.valid('query');
    const post = await publishedPost(db, locale, slug);
    return c.json({ success: true as const, data: { post } }, 200);
  });

  return app;
}
