import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CustomOutputSize, OptionCombo } from '@hs/domain/organization-options';
import { organization, team } from './organizations.ts';

// What a team lead decides for the members' headshots (issue 17 item 7; decision 034).
// Branding lives on `organization` (branding_background_color / _image).

/** spec 001 section 3: allowedOptions (with combos) and customOutputSizes; one row each. */
export const organizationSettings = pgTable('organization_settings', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  /** Backdrop (style) ids members may pick; null allows every enabled one. */
  allowedStyles: jsonb('allowed_styles').$type<string[] | null>(),
  /** Clothing ids members may wear; null allows every enabled one. */
  allowedClothing: jsonb('allowed_clothing').$type<string[] | null>(),
  combos: jsonb('combos').$type<OptionCombo[]>().notNull().default([]),
  customOutputSizes: jsonb('custom_output_sizes').$type<CustomOutputSize[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * spec 001 section 3, dashboard state preselectedOptions {styles, clothing}: per team, and
 * one row without a team for "All members" (the default of teams without their own).
 */
export const teamPreselectedOptions = pgTable(
  'team_preselected_options',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    teamId: text('team_id').references(() => team.id, { onDelete: 'cascade' }),
    styles: jsonb('styles').$type<string[]>().notNull().default([]),
    clothing: jsonb('clothing').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_preselected_options_organization_idx').on(t.organizationId),
    uniqueIndex('team_preselected_options_team_unique')
      .on(t.teamId)
      .where(sql`${t.teamId} is not null`),
    uniqueIndex('team_preselected_options_all_unique')
      .on(t.organizationId)
      .where(sql`${t.teamId} is null`),
  ],
);
