import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter that moves whenever staff change what the public site shows (styles, the
 * catalogue, packages and prices, reviews, blog posts, displayed stats, parameters). Triggers
 * on those tables bump it as their transaction commits (see the migration), so every web
 * process knows when its cached public pages went stale, whoever made the change.
 */
export const publicContentVersion = pgTable('public_content_version', {
  id: text('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
