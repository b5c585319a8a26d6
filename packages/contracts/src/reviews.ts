import { createRoute, z } from '@hono/zod-openapi';
import { json } from './common.ts';
import { SiteStatsSchema } from './site.ts';

// spec 001 section 3 "Catalogue data": reviews, and trustpilot reviews with stats.
export const ReviewSchema = z
  .object({
    _id: z.string(),
    author: z.string(),
    title: z.string(),
    text: z.string(),
    rating: z.number().int().min(1).max(5),
    locale: z.enum(['en', 'es', 'de']),
    url: z.string().nullable(),
    reviewedAt: z.string(),
    /** Written for demonstration, not by a customer: pages say so (issue 19). */
    demo: z.boolean(),
  })
  .openapi('Review');

export type Review = z.infer<typeof ReviewSchema>;

// spec 001 section 7: GET /reviews/all answers reviews.
export const listReviewsRoute = createRoute({
  method: 'get',
  path: '/reviews/all',
  operationId: 'listReviews',
  tags: ['site'],
  summary: 'Published reviews of the product',
  responses: {
    200: json(
      z.object({ success: z.literal(true), reviews: z.array(ReviewSchema) }),
      'Published reviews, newest first',
    ),
  },
});

// spec 001 section 7: GET /reviews/trustpilot answers data.reviews and data.stats.
export const trustpilotReviewsRoute = createRoute({
  method: 'get',
  path: '/reviews/trustpilot',
  operationId: 'listTrustpilotReviews',
  tags: ['site'],
  summary: 'Published reviews from the trust page, with the displayed stats',
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({ reviews: z.array(ReviewSchema), stats: SiteStatsSchema.nullable() }),
      }),
      'Trust-page reviews and stats',
    ),
  },
});
