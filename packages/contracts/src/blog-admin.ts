import { createRoute, z } from '@hono/zod-openapi';
import {
  BLOG_CATEGORY_MAX,
  BLOG_CONTENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_POST_STATUSES,
  BLOG_SLUG_MAX,
  BLOG_THUMBNAIL_SIZES,
  BLOG_TITLE_MAX,
} from '@hs/domain/content-admin';
import { LOCALES } from '@hs/domain/locale';
import { SIGNED_IN, body, errorResponse, json, text } from './common.ts';
import { pagedAnswer, pageQuery } from './paging.ts';

// issue 19, the Blog section of the back office (spec 001 section 3 "Blog post": status,
// draft by default; content, title, excerpt, slug, category, thumbnail small and large).
// One row per language; `key` ties the three languages of one post together.

const staffErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not staff whose role has the Blog menu item'),
};
const required = (max: number) =>
  text(max).refine((v) => v.trim().length > 0, { message: 'Required' });
const idParam = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' }, description: "A language's row" }),
});
/** A post's key: the seed's readable keys ('selfie-tips') or a new post's uuid. */
const PostKey = text(64).regex(/^[a-z0-9][a-z0-9-]*$/, 'A post key');

export const StaffBlogPostSchema = z
  .object({
    id: z.string(),
    key: z.string(),
    locale: z.enum(LOCALES),
    slug: z.string(),
    status: z.enum(BLOG_POST_STATUSES),
    title: z.string(),
    excerpt: z.string(),
    content: z.string().openapi({ description: 'Markdown, as staff wrote it' }),
    category: z.string(),
    thumbnail: z.object({ small: z.string().nullable(), large: z.string().nullable() }),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .openapi('StaffBlogPost');
export type StaffBlogPost = z.infer<typeof StaffBlogPostSchema>;

export const BlogAdminListQuerySchema = pageQuery(
  ['updatedAt', 'publishedAt', 'title'] as const,
  'updatedAt',
).extend({
  /** Part of the title or the slug. */
  q: text(200).trim().optional(),
  locale: z.enum(LOCALES).optional(),
  status: z.enum(BLOG_POST_STATUSES).optional(),
  category: text(BLOG_CATEGORY_MAX).trim().optional(),
});

export const BlogAdminListAnswerSchema = pagedAnswer(StaffBlogPostSchema).extend({
  /** Every category in use, for the filter. */
  categories: z.array(z.string()),
});

export const BlogPostDraftSchema = z
  .object({
    title: required(BLOG_TITLE_MAX),
    slug: text(BLOG_SLUG_MAX)
      .default('')
      .openapi({ description: 'Empty: made from the title (spec 000 section 5)' }),
    excerpt: text(BLOG_EXCERPT_MAX).default(''),
    content: text(BLOG_CONTENT_MAX).default('').openapi({ description: 'Markdown' }),
    category: text(BLOG_CATEGORY_MAX).default('').openapi({ description: "Empty: 'blog'" }),
  })
  .strict()
  .openapi('BlogPostDraft');
export type BlogPostDraft = z.input<typeof BlogPostDraftSchema>;

export const NewBlogPostSchema = BlogPostDraftSchema.extend({
  locale: z.enum(LOCALES),
  key: PostKey.optional().openapi({
    description: 'The post this is a translation of; none starts a new post',
  }),
})
  .strict()
  .openapi('NewBlogPost');
export type NewBlogPost = z.input<typeof NewBlogPostSchema>;

const postAnswer = json(
  z.object({ success: z.literal(true), data: StaffBlogPostSchema }),
  'The post as saved',
);
const writeErrors = {
  400: errorResponse('A field missing, too long, or a slug or category not in slug form'),
  ...staffErrors,
  404: errorResponse('No such post'),
  409: errorResponse('The slug is taken in this language, or the language exists already'),
};

export const adminBlogListRoute = createRoute({
  method: 'get',
  path: '/admin/blog/posts',
  operationId: 'adminBlogList',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Blog posts of every language and status, filtered and paged',
  request: { query: BlogAdminListQuerySchema },
  responses: { 200: json(BlogAdminListAnswerSchema, 'A page of posts'), ...staffErrors },
});

export const adminBlogPostRoute = createRoute({
  method: 'get',
  path: '/admin/blog/translations/{key}',
  operationId: 'adminBlogPost',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'The languages of one post (one row each), for the editor',
  request: { params: z.object({ key: PostKey.openapi({ param: { name: 'key', in: 'path' } }) }) },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.array(StaffBlogPostSchema) }),
      'The rows of the post, en, es, de',
    ),
    400: errorResponse('Not a post key'),
    ...staffErrors,
    404: errorResponse('No such post'),
  },
});

export const adminBlogCreateRoute = createRoute({
  method: 'post',
  path: '/admin/blog/posts',
  operationId: 'adminBlogCreate',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Write a post or one of its languages, as a draft',
  request: { body: body(NewBlogPostSchema) },
  responses: { 200: postAnswer, ...writeErrors },
});

export const adminBlogUpdateRoute = createRoute({
  method: 'put',
  path: '/admin/blog/posts/{id}',
  operationId: 'adminBlogUpdate',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: "Change one language's title, slug, excerpt, markdown or category",
  request: { params: idParam, body: body(BlogPostDraftSchema) },
  responses: { 200: postAnswer, ...writeErrors },
});

export const adminBlogStatusRoute = createRoute({
  method: 'put',
  path: '/admin/blog/posts/{id}/status',
  operationId: 'adminBlogStatus',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Publish one language of a post, or take it back to draft',
  request: {
    params: idParam,
    body: body(z.object({ status: z.enum(BLOG_POST_STATUSES) }).strict()),
  },
  responses: { 200: postAnswer, ...writeErrors },
});

const sizeParam = z.object({
  size: z.enum(BLOG_THUMBNAIL_SIZES).openapi({ param: { name: 'size', in: 'path' } }),
});

export const adminBlogThumbnailRoute = createRoute({
  method: 'put',
  path: '/admin/blog/posts/{id}/thumbnails/{size}',
  operationId: 'adminBlogThumbnail',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Upload the small or large thumbnail (JPEG, PNG, WebP or HEIC; stored re-encoded)',
  request: {
    params: idParam.extend(sizeParam.shape),
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z
              .custom<File>((v) => v instanceof File, { message: 'Send the image in "file".' })
              .openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    200: postAnswer,
    400: errorResponse('No file, not an image of those formats, too many pixels, or unreadable'),
    ...staffErrors,
    404: errorResponse('No such post'),
    413: errorResponse('The image is too large'),
    415: errorResponse('Not multipart/form-data'),
  },
});

export const adminBlogRemoveThumbnailRoute = createRoute({
  method: 'delete',
  path: '/admin/blog/posts/{id}/thumbnails/{size}',
  operationId: 'adminBlogRemoveThumbnail',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'Remove the small or large thumbnail',
  request: { params: idParam.extend(sizeParam.shape) },
  responses: {
    200: postAnswer,
    400: errorResponse('Not a thumbnail size'),
    ...staffErrors,
    404: errorResponse('No such post'),
  },
});

export const adminBlogPreviewRoute = createRoute({
  method: 'post',
  path: '/admin/blog/preview',
  operationId: 'adminBlogPreview',
  tags: ['admin'],
  security: SIGNED_IN,
  summary: 'The markdown as the public page will show it: sanitized HTML',
  request: { body: body(z.object({ content: text(BLOG_CONTENT_MAX) }).strict()) },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.object({ html: z.string() }) }),
      'The sanitized HTML',
    ),
    400: errorResponse('Too long'),
    ...staffErrors,
  },
});

/** The public address of a stored thumbnail (content-addressed: it never changes). */
export const blogThumbnailRoute = createRoute({
  method: 'get',
  path: '/blog/thumbnails/{name}',
  operationId: 'getBlogThumbnail',
  tags: ['site'],
  summary: "A blog post's thumbnail as stored (WebP)",
  request: {
    params: z.object({
      name: text(120)
        .regex(/^[0-9a-f-]{36}-(small|large)-[0-9a-f]{16}\.webp$/, 'A thumbnail name')
        .openapi({ param: { name: 'name', in: 'path' } }),
    }),
  },
  responses: {
    200: { description: 'The image', content: { 'image/webp': { schema: z.string() } } },
    400: errorResponse('Not a thumbnail name'),
    404: errorResponse('No such thumbnail'),
  },
});
