import { OpenAPIHono } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import { listReviewsRoute, trustpilotReviewsRoute } from '@hs/contracts/reviews';
import type { Database } from '@hs/db/database';
import { review } from '@hs/db/schema';
import type { AppEnv } from '../context.ts';
import type { ParameterStore } from '../parameters.ts';
import { reviewView } from '../reviews/service.ts';
import { displayedStats } from './site.ts';

type ReviewRow = typeof review.$inferSelect;

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
    return c.json({ success: true as const, reviews: rows.map(reviewView) }, 200);
  });

  app.openapi(trustpilotReviewsRoute, async (c) => {
    const [rows, stats] = await Promise.all([
      published('trustpilot'),
      displayedStats(db, parameters),
    ]);
    const data = { reviews: rows.map(reviewView), stats };
    return c.json({ success: true as const, data }, 200);
  });

  return app;
}
