import { createRoute, z } from '@hono/zod-openapi';
import {
  REVIEW_AUTHOR_MAX,
  REVIEW_SOURCES,
  REVIEW_SEARCH_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  REVIEW_URL_MAX,
} from '@hs/domain/content-admin';
import { LOCALES } from '@hs/domain/locale';
import { SIGNED_IN, body, errorResponse, json, text } from './common.ts';
import { pagedAnswer, pageQuery } from './paging.ts';

// issue 19, the Reviews section of the back office (spec 001 section 6: admin, dev,
// marketer, sales): staff enter the reviews people send them, publish or hide them, and
// mark the ones written for demonstration, which the public pages then say are demo.

const staffErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not staff whose role has the Reviews menu item'),
};
const required = (max: number) =>
  text(max).refine((v) => v.trim().length > 0, { message: 'Required' });
const flag = z.enum(['yes', 'no']).optional();

export const StaffReviewSchema = z
  .object({
    id: z.string(),
    source: z.enum(REVIEW_SOURCES),
    author: z.string(),
    title: z.string(),
    text: z.string(),
    rating: z.number().int().min(1).max(5),
    locale: z.enum(LOCALES),
    url: z.string().nullable(),
    published: z.boolean(),
    demo: z.boolean(),
    reviewedAt: z.string(),
  })
  .openapi('StaffReview');
export type StaffReview = z.infer<typeof StaffReviewSchema>;

export const ReviewAdminListQuerySchema = pageQuery(
  ['reviewedAt', 'rating'] as const,
  'reviewedAt',
).extend({
  /** Part of the author, title or text. */
  q: text(REVIEW_SEARCH_MAX).trim().optional(),
  source: z.enum(REVIEW_SOURCES).optional(),
  published: flag,
  demo: flag,
});

export const ReviewAdminListAnswerSchema = pagedAnswer(StaffReviewSchema);

/**
 * A web address people may follow: http(s) only, the scheme in any case. No regex flag: the
 * OpenAPI pattern is the regex's source, and a flag would be lost there (issue 35 item 10).
 */
const Url = text(REVIEW_URL_MAX)
  .regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\/\S+$/, 'An http(s) address')
  .openapi({ example: 'https://www.trustpilot.com/reviews/5f1e2d3c' });

export const ReviewDraftSchema = z
  .object({
    source: z.enum(REVIEW_SOURCES).default('site'),
    author: required(REVIEW_AUTHOR_MAX),
    title: text(REVIEW_TITLE_MAX).default(''),
    text: required(REVIEW_TEXT_MAX),
    rating: z.number().int().min(1).max(5),
    locale: z.enum(LOCALES).default('en'),
    url: Url.nullable().default(null),
    published: z.boolean().default(false),
    demo: z.boolean().default(false),
  })
  .strict()
  .openapi('ReviewDraft');
export type ReviewDraft = z.input<typeof ReviewDraftSchema>;

const reviewAnswer = json(
  z.object({ success: z.literal(true), data: StaffReviewSchema }),
  'The review as saved',
);

export const adminReviewListRoute = createRoute({
  method: 'get',
  path: '/admin/reviews',
  operationId: 'adminReviewList',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Reviews, published and hidden, filtered and paged',
  request: { query: ReviewAdminListQuerySchema },
  responses: { 200: json(ReviewAdminListAnswerSchema, 'A page of reviews'), ...staffErrors },
});

export const adminReviewCreateRoute = createRoute({
  method: 'post',
  path: '/admin/reviews',
  operationId: 'adminReviewCreate',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Enter a review (hidden until published)',
  request: { body: body(ReviewDraftSchema) },
  responses: {
    200: reviewAnswer,
    400: errorResponse('A field missing, too long or not valid'),
    ...staffErrors,
  },
});

export const adminReviewUpdateRoute = createRoute({
  method: 'put',
  path: '/admin/reviews/{id}',
  operationId: 'adminReviewUpdate',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Publish, hide or mark a review as demo, or correct what was entered',
  request: {
    params: z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) }),
    body: body(ReviewDraftSchema),
  },
  responses: {
    200: reviewAnswer,
    400: errorResponse('A field missing, too long or not valid'),
    ...staffErrors,
    404: errorResponse('No such review'),
  },
});
