import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { REVIEW_SOURCES } from '@hs/domain/content-admin';

// spec 001 section 3 "Catalogue data": reviews and trustpilot reviews with stats. Reviews
// are real customers' words that staff publish; the installation starts with none.
export const review = pgTable(
  'review',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: REVIEW_SOURCES }).notNull().default('site'),
    author: text('author').notNull(),
    title: text('title').notNull().default(''),
    text: text('text').notNull(),
    rating: integer('rating').notNull(),
    locale: text('locale', { enum: ['en', 'es', 'de'] })
      .notNull()
      .default('en'),
    published: boolean('published').notNull().default(false),
    // Staff mark a review written for demonstration (not a customer's); pages say so.
    demo: boolean('demo').notNull().default(false),
    url: text('url'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_source_idx').on(t.source, t.published),
    check('review_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
