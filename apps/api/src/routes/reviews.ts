import { OpenAPIHono } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import { listReviewsRoute, trustpilotReviewsRoute, type Review } from '@hs/contracts/reviews';
import type { Database } from '@hs/db/database';
import { review } from '@hs/db/schema';
import type { AppEnv } from '../context.ts';
import type { ParameterStore } from '../parameters.ts';
import { displayedStats } from './site.ts';

type ReviewRow = typeof review.$inferSelect;

function view(row: ReviewRow): Review {
  return {
    _id: row.id,
    author: row.author,
    title: row.title,
    text: row.text,
    rating: row.rating,
    locale: row.locale,
    url: row.url,
    reviewedAt: row.reviewedAt.toISOString(),
  };
}

const REVIEWS_SHOWN = 100;

/** The published reviews (spec 001 section 7); unpublished ones are never answered. */
export function reviewRoutes(db: Database, parameters: ParameterStore) {
  const app = new OpenAPIHono<AppEnv>();

  const published = (source: ReviewRow['source']) =>
    db
      .select()
      .from(review)
      .where(and(eq(review.source, source), eq(review.published, true)))
      .orderBy(desc(review.reviewedAt))
      .limit(REVIEWS_SHOWN);

  app.openapi(listReviewsRoute, async (c) => {
    const rows = await published('site');
    return c.json({ success: true as const, reviews: rows.map(view) }, 200);
  });

  app.openapi(trustpilotReviewsRoute, async (c) => {
    const [rows, stats] = await Promise.all([
      published('trustpilot'),
      displayedStats(db, parameters),
    ]);
    const data = { reviews: rows.map(view), stats };
    return c.json({ success: true as const, data }, 200);
  });

  return app;
}
