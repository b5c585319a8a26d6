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
import { model } from './models.ts';
import { style } from './catalogue.ts';

/** Where an example's pair came from: a photo staff uploaded, or a customer's delivered model. */
export const EXAMPLE_SOURCES = ['upload', 'model'] as const;

// Issue 20 item 1 (decision 039): before-and-after examples staff make from photos of people
// who agreed. The public pages show the published ones; a change moves the public content
// version (trigger in the migration), so cached pages render again.
export const example = pgTable(
  'example',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: EXAMPLE_SOURCES }).notNull(),
    /** The customer's model a 'model' example was picked from; its deletion removes the example. */
    modelId: text('model_id').references(() => model.id, { onDelete: 'cascade' }),
    styleId: text('style_id').references(() => style.id, { onDelete: 'set null' }),
    /** Storage keys of the two JPEGs the public pages show (the folder goes with the row). */
    inputKey: text('input_key').notNull(),
    inputWidth: integer('input_width').notNull(),
    inputHeight: integer('input_height').notNull(),
    outputKey: text('output_key').notNull(),
    outputWidth: integer('output_width').notNull(),
    outputHeight: integer('output_height').notNull(),
    /** Who confirmed the person agreed, and when: the server refuses an example without it. */
    consentByUid: text('consent_by_uid').notNull(),
    consentByEmail: text('consent_by_email').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('example_published_idx').on(t.published, t.publishedAt),
    check('example_model_source', sql`(${t.source} = 'model') = (${t.modelId} is not null)`),
    check(
      'example_sizes',
      sql`${t.inputWidth} > 0 and ${t.inputHeight} > 0 and ${t.outputWidth} > 0 and ${t.outputHeight} > 0`,
    ),
  ],
);

export type ExampleRow = typeof example.$inferSelect;
