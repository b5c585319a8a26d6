import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export interface Backdrop {
  kind: 'solid' | 'gradient';
  colors: string[];
}

// A backdrop style of the catalogue (spec 001 section 3, Catalogue data: styles (_id)).
export const style = pgTable('style', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  backdrop: jsonb('backdrop').$type<Backdrop>().notNull(),
  preselected: boolean('preselected').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});
