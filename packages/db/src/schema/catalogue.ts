import type { StyleLight } from '@hs/domain/style-light';
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export interface Backdrop {
  kind: 'solid' | 'gradient';
  colors: string[];
  /** The light a headshot in this style is graded and lit with (issue 15 item 4); a
   * backdrop without one is lit from its colours. */
  light?: StyleLight;
}

// A backdrop style of the catalogue (spec 001 section 3, Catalogue data: styles (_id)).
export const style = pgTable('style', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  backdrop: jsonb('backdrop').$type<Backdrop>().notNull(),
  // What a generative engine (ENGINE=replicate) is asked for in this style: clothing,
  // backdrop, light. The preset puts it in its own prompt; the local engine ignores it.
  prompt: text('prompt').notNull().default(''),
  preselected: boolean('preselected').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  // Staff switch a style off in /admin/style; the public lists leave it out.
  enabled: boolean('enabled').notNull().default(true),
});

export const CATALOGUE_KINDS = ['clothing', 'hairstyle', 'emotion'] as const;

// Clothing, hairstyles and emotions of the catalogue (spec 001 section 3, Catalogue data):
// what the studio and the style step offer.
export const catalogueItem = pgTable('catalogue_item', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: CATALOGUE_KINDS }).notNull(),
  name: text('name').notNull(),
  // For clothing: who it is cut for; null fits everyone.
  gender: text('gender', { enum: ['male', 'female'] }),
  sort: integer('sort').notNull().default(0),
  // Staff switch an item off in the back office; the public lists leave it out.
  enabled: boolean('enabled').notNull().default(true),
});
