import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BasketItem } from '@hs/domain/upsell';
import { model } from './models.ts';
import { appUser } from './users.ts';

/** spec 001 section 3 "Upsell basket": appearance {ethnicity, bodyType, height, age, glasses}. */
export interface BasketAppearance {
  ethnicity?: string | null;
  bodyType?: string | null;
  height?: string | null;
  age?: string | null;
  glasses?: boolean | null;
}

// The upsell basket of one model (spec 001 sections 3, 4 and 7): what its owner means to
// buy next. Prices are never stored here; checkout prices the items from the catalogue.
export const upsellBasket = pgTable('upsell_basket', {
  modelId: text('model_id')
    .primaryKey()
    .references(() => model.id, { onDelete: 'cascade' }),
  uid: text('uid')
    .notNull()
    .references(() => appUser.uid, { onDelete: 'cascade' }),
  items: jsonb('items').$type<BasketItem[]>().notNull().default([]),
  appearance: jsonb('appearance').$type<BasketAppearance>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
