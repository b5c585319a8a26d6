import { OpenAPIHono } from '@hono/zod-openapi';
import { listReviewsRoute, trustpilotReviewsRoute } from '@hs/contracts/reviews';
import type { Database } from '@hs/db/database';
import type { AppEnv } from '../context.ts';
import type { ParameterStore } from '../parameters.ts';
import { publishedReviews } from '../reviews/service.ts';
import { displayedStats } from '../site/stats.ts';

/** The published reviews (spec 001 section 7); unpublished ones are never answered. */
export function reviewRoutes(db: Database, parameters: ParameterStore) {
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(listReviewsRoute, async (c) => {
    const reviews = await publishedReviews(db, 'site');
    return c.json({ success: true as const, reviews }, 200);
  });

  app.openapi(trustpilotReviewsRoute, async (c) => {
    const [reviews, stats] = await Promise.all([
      publishedReviews(db, 'trustpilot'),
      displayedStats(db, parameters),
    ]);
    const data = { reviews, stats };
    return c.json({ success: true as const, data }, 200);
  });

  return app;
}
