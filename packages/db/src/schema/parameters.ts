import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Operator-editable switches and values (spec 001 section 2: /admin/parameters,
// maintenance, holiday and white-label modes). One row per key; value is JSON.
export const appParameter = pgTable('app_parameter', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
