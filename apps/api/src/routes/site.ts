import { OpenAPIHono } from '@hono/zod-openapi';
import { and, avg, count, countDistinct, desc, eq } from 'drizzle-orm';
import {
  DEFAULT_SITE_SETTINGS,
  getBlogPostRoute,
  getSiteFrameRoute,
  listBlogPostsRoute,
  type SiteStats,
} from '@hs/contracts/site';
import type { Database } from '@hs/db/database';
import { blogPost, checkoutOrder, headshot, review } from '@hs/db/schema';
import type { AppConfig, AppEnv } from '../context.ts';
import { postSummary } from '../blog/service.ts';
import { cachedSafeHtml } from '../changelog/markdown.ts';
import { AppError } from '../errors.ts';
import type { ParameterStore } from '../parameters.ts';

/**
 * What the database backs (decision 030): customers are the people with a paid order,
 * photos the delivered headshots, reviews the published reviews and the trust score their
 * mean rating (one decimal).
 */
export async function countedStats(db: Database): Promise<SiteStats> {
  const kept = counted.get(db);
  if (kept && Date.now() - kept.at < COUNTED_MS) return kept.value;
  const value = countNow(db);
  counted.set(db, { at: Date.now(), value });
  value.catch(() => counted.delete(db));
  return value;
}

/** Counts are read at most once a minute per database (every signed-in render asks). */
const COUNTED_MS = 60_000;
const counted = new WeakMap<Database, { at: number; value: Promise<SiteStats> }>();

async function countNow(db: Database): Promise<SiteStats> {
  const [[customers], [photos], [reviews]] = await Promise.all([
    db
      .select({ n: countDistinct(checkoutOrder.uid) })
      .from(checkoutOrder)
      .where(eq(checkoutOrder.status, 'paid')),
    db.select({ n: count() }).from(headshot).where(eq(headshot.status, 'active')),
    db
      .select({ n: count(), mean: avg(review.rating) })
      .from(review)
      .where(eq(review.published, true)),
  ]);
  return {
    photos: Number(photos?.n ?? 0),
    users: Number(customers?.n ?? 0),
    trustScore: Math.round(Number(reviews?.mean ?? 0) * 10) / 10,
    reviews: Number(reviews?.n ?? 0),
  };
}

/**
 * The figures the public site shows (issue 20 item 1): none, the ones staff set in
 * Parameters, or the counts of the database; the spec's figures (001 section 9) seed only
 * the demo.
 */
export async function displayedStats(
  db: Database,
  parameters: ParameterStore,
): Promise<SiteStats | null> {
  const { displayedStats: chosen } = await parameters.get();
  if (chosen.source === 'none') return null;
  if (chosen.source === 'counted') return countedStats(db);
  const { photos, users, trustScore, reviews } = chosen;
  return { photos, users, trustScore, reviews };
}

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
    const rows = await db
      .select()
      .from(blogPost)
      .where(and(eq(blogPost.locale, locale), eq(blogPost.status, 'published')))
      .orderBy(desc(blogPost.publishedAt), desc(blogPost.createdAt));
    return c.json({ success: true as const, data: { posts: rows.map(postSummary) } }, 200);
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
    // Staff's markdown as sanitized HTML (decision 020's renderer): no script or handler
    // they type reaches the page.
    const html = cachedSafeHtml(`blog:${row.id}:${row.updatedAt.getTime()}`, row.content);
    const post = { ...postSummary(row), html, translations: siblings };
    return c.json({ success: true as const, data: { post } }, 200);
  });

  return app;
}
