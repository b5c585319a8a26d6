import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  adminReviewCreateRoute,
  adminReviewListRoute,
  adminReviewUpdateRoute,
} from '@hs/contracts/reviews-admin';
import type { Database } from '@hs/db/database';
import { requireViewer } from '../auth/guards.ts';
import { actorOf } from '../audit/audit.ts';
import type { AppEnv } from '../context.ts';
import { staffMay } from '../policy/policy.ts';
import { createReview, listReviews, updateReview } from '../reviews/service.ts';

/** The back office's Reviews section (issue 19; spec 001 section 6: admin, dev, marketer, sales). */
export function reviewAdminRoutes(db: Database) {
  const app = new OpenAPIHono<AppEnv>();
  const ok = <T>(data: T) => ({ success: true as const, data });
  const staff = (c: Context<AppEnv>) => actorOf(requireViewer(c));
  const reviews = staffMay({ do: 'staff.reviews' });

  app.openapi({ ...adminReviewListRoute, middleware: [reviews] }, async (c) =>
    c.json({ success: true as const, ...(await listReviews(db, c.req.valid('query'))) }, 200),
  );
  app.openapi({ ...adminReviewCreateRoute, middleware: [reviews] }, async (c) =>
    c.json(ok(await createReview(db, staff(c), c.req.valid('json'))), 200),
  );
  app.openapi({ ...adminReviewUpdateRoute, middleware: [reviews] }, async (c) =>
    c.json(ok(await updateReview(db, staff(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  );
  return app;
}
