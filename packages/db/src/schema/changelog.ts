import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUser } from './auth.ts';

// spec 001 section 3 "Changelog entry": written by staff (/admin/changelog) in three
// languages; English is required, Spanish and German fall back to it when left empty.
export const changelogEntry = pgTable(
  'changelog_entry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull().default(''),
    titleDe: text('title_de').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    bodyEs: text('body_es').notNull().default(''),
    bodyDe: text('body_de').notNull().default(''),
    createdByUid: text('created_by_uid').references(() => authUser.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('changelog_entry_published_idx').on(t.publishedAt)],
);

// Who has seen which entry: the unseen badge counts entries without a row here.
export const changelogView = pgTable(
  'changelog_view',
  {
    uid: text('uid')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => changelogEntry.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.entryId] })],
);
