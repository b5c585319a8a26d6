import { OpenAPIHono } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import {
  DEFAULT_SITE_SETTINGS,
  getBlogPostRoute,
  getSiteFrameRoute,
  listBlogPostsRoute,
  type BlogPostSummary,
  type SiteStats,
} from '@hs/contracts/site';
import type { Database } from '@hs/db/database';
import { blogPost, siteStats } from '@hs/db/schema';
import type { AppConfig, AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';

type PostRow = typeof blogPost.$inferSelect;

function summary(row: PostRow): BlogPostSummary {
  return {
    key: row.key,
    locale: row.locale,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    thumbnail: { small: row.thumbnailSmall, large: row.thumbnailLarge },
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** spec 001 section 9 "Displayed stats": the one row staff keep, or null before the seed. */
export async function displayedStats(db: Database): Promise<SiteStats | null> {
  const [row] = await db.select().from(siteStats).where(eq(siteStats.id, 'site'));
  if (!row) return null;
  return { photos: row.photos, users: row.users, trustScore: row.trustScore, reviews: row.reviews };
}

/** The public site's frame (stats, brand, external links) and the published blog posts. */
export function siteRoutes(db: Database, config: Pick<AppConfig, 'baseUrl' | 'site'>) {
  const app = new OpenAPIHono<AppEnv>();
  const settings = { ...(config.site ?? DEFAULT_SITE_SETTINGS), publicUrl: config.baseUrl };

  app.openapi(getSiteFrameRoute, async (c) => {
    const data = { ...settings, stats: await displayedStats(db) };
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi(listBlogPostsRoute, async (c) => {
    const { locale } = c.req.valid('query');
    const rows = await db
      .select()
      .from(blogPost)
      .where(and(eq(blogPost.locale, locale), eq(blogPost.status, 'published')))
      .orderBy(desc(blogPost.publishedAt), desc(blogPost.createdAt));
    return c.json({ success: true as const, data: { posts: rows.map(summary) } }, 200);
  });

  // spec 001 section 3: posts are drafts by default; a draft answers 404 like no post.
  app.openapi(getBlogPostRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const { locale } = c.req.valid('query');
    const [row] = await db
      .select()
      .from(blogPost)
      .where(
        and(eq(blogPost.locale, locale), eq(blogPost.slug, slug), eq(blogPost.status, 'published')),
      );
    if (!row) throw new AppError('http.notFound');
    const siblings = await db
      .select({ locale: blogPost.locale, slug: blogPost.slug })
      .from(blogPost)
      .where(and(eq(blogPost.key, row.key), eq(blogPost.status, 'published')));
    const post = { ...summary(row), content: row.content, translations: siblings };
    return c.json({ success: true as const, data: { post } }, 200);
  });

  return app;
}
