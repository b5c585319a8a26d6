import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { BLOG_POST_STATUSES } from '@hs/domain/content-admin';

// spec 001 section 3 "Blog post": status (draft by default), content, title, excerpt, slug,
// category (blog by default), thumbnail (small, large). One row per language; `key` ties
// the translations of one post together (hreflang alternates).
export const blogPost = pgTable(
  'blog_post',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    locale: text('locale', { enum: ['en', 'es', 'de'] }).notNull(),
    slug: text('slug').notNull(),
    status: text('status', { enum: BLOG_POST_STATUSES }).notNull().default('draft'),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    // Markdown; people read it as sanitized HTML (marked + DOMPurify on the server).
    content: text('content').notNull().default(''),
    category: text('category').notNull().default('blog'),
    thumbnailSmall: text('thumbnail_small'),
    thumbnailLarge: text('thumbnail_large'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('blog_post_locale_slug').on(t.locale, t.slug),
    unique('blog_post_locale_key').on(t.locale, t.key),
  ],
);
