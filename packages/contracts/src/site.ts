import { createRoute, z } from '@hono/zod-openapi';
import { LOCALES } from '@hs/domain/locale';
import { errorResponse, json } from './common.ts';

// spec 001 section 3 "Stats" and section 9 "Displayed stats".
export const SiteStatsSchema = z
  .object({
    photos: z.number().int(),
    users: z.number().int(),
    trustScore: z.number(),
    reviews: z.number().int(),
  })
  .openapi('SiteStats');

export type SiteStats = z.infer<typeof SiteStatsSchema>;

/** What the public site's header and footer show: the stats and the operator's settings. */
export const SiteFrameSchema = z
  .object({
    stats: SiteStatsSchema.nullable(),
    brandName: z.string(),
    /** External trust page (reviews) and helpdesk of the footer (spec 001 section 2, Other). */
    trustPageUrl: z.string(),
    helpdeskUrl: z.string(),
    /** The site's public address (PUBLIC_URL), for canonical links and the sitemap. */
    publicUrl: z.string(),
  })
  .openapi('SiteFrame');

export type SiteFrame = z.infer<typeof SiteFrameSchema>;

export { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@hs/domain/site-settings';

export const getSiteFrameRoute = createRoute({
  method: 'get',
  path: '/site',
  operationId: 'getSiteFrame',
  tags: ['site'],
  summary: 'Stats, brand name and external links of the public site',
  responses: {
    200: json(z.object({ success: z.literal(true), data: SiteFrameSchema }), 'The site frame'),
  },
});

// spec 001 section 3 "Blog post": status, content, title, excerpt, slug, category, thumbnail.
export const BlogPostSummarySchema = z
  .object({
    key: z.string(),
    locale: z.enum(LOCALES),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    category: z.string(),
    thumbnail: z.object({ small: z.string().nullable(), large: z.string().nullable() }),
    publishedAt: z.iso.datetime().nullable(),
  })
  .openapi('BlogPostSummary');

export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const BlogPostSchema = BlogPostSummarySchema.extend({
  html: z.string().openapi({ description: 'The markdown as sanitized HTML' }),
  /** The same post in the other languages (hreflang alternates). */
  translations: z.array(z.object({ locale: z.enum(LOCALES), slug: z.string() })),
}).openapi('BlogPost');

export type BlogPost = z.infer<typeof BlogPostSchema>;

const localeQuery = z.object({ locale: z.enum(LOCALES).default('en') });

export const listBlogPostsRoute = createRoute({
  method: 'get',
  path: '/blog/posts',
  operationId: 'listBlogPosts',
  tags: ['site'],
  summary: 'Published blog posts of one language, newest first',
  request: { query: localeQuery },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({ posts: z.array(BlogPostSummarySchema) }),
      }),
      'The posts',
    ),
    400: errorResponse('Unknown language'),
  },
});

export const getBlogPostRoute = createRoute({
  method: 'get',
  path: '/blog/posts/{slug}',
  operationId: 'getBlogPost',
  tags: ['site'],
  summary: 'One published blog post by its slug in one language',
  request: { params: z.object({ slug: z.string().min(1).max(200) }), query: localeQuery },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.object({ post: BlogPostSchema }) }),
      'The post',
    ),
    400: errorResponse('Unknown language'),
    404: errorResponse('No published post with this slug'),
  },
});
