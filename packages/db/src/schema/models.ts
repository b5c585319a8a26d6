import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PackageTerms } from '@hs/domain/packages';
import { appUser } from './users.ts';

export const PHOTO_FRAMINGS = ['selfie', 'half-body', 'full-body'] as const;

export const MODEL_STATUSES = [
  'onboarding',
  'queued',
  'training',
  'generating',
  'ranking',
  'ready',
  'failed',
] as const;

// The person's model (spec 001 section 3 "Onboarding or model data"): what the upload and
// onboarding collect before generation.
export const model = pgTable(
  'model',
  {
    id: text('id').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => appUser.uid, { onDelete: 'cascade', onUpdate: 'cascade' }),
    status: text('status', { enum: MODEL_STATUSES }).notNull().default('onboarding'),
    title: text('title'),
    age: text('age'),
    ethnicity: text('ethnicity'),
    trigger: text('trigger', { enum: ['male', 'female'] }),
    eyeColor: text('eye_color'),
    appearance: jsonb('appearance')
      .$type<{ bodyType?: string; height?: string; weight?: string; glassesPreference?: string }>()
      .notNull()
      .default({}),
    styles: jsonb('styles').$type<string[]>().notNull().default([]),
    failureReason: text('failure_reason'),
    // Generation progress for the waiting screen: outputs done of the planned total.
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** The language the person submitted in; the ready mail uses it. */
    locale: text('locale', { enum: ['en', 'es', 'de'] }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** What the package entitlement spent on this model delivers (count, styles, size). */
    packageTerms: jsonb('package_terms').$type<PackageTerms>(),
    /**
     * Distinct headshots this run promised at submit (issue 34 item 4): what the uploads give
     * each style, capped by the package's share; what is not shown of it is given back.
     */
    promised: integer('promised'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('model_uid_idx').on(t.uid)],
);

// An accepted training photo (spec 001 section 3 "Training photo"), stored processed:
// re-encoded, metadata stripped, cropped.
export const trainingPhoto = pgTable(
  'training_photo',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    modelId: text('model_id')
      .notNull()
      .references(() => model.id, { onDelete: 'cascade' }),
    path: text('path').notNull().unique(),
    md5: text('md5').notNull(),
    fullBody: boolean('full_body').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    face: jsonb('face').$type<{ x: number; y: number; width: number; height: number }>().notNull(),
    /** What the photo shows (issue 20 item 4); null for photos stored before it was kept. */
    framing: text('framing', { enum: PHOTO_FRAMINGS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('training_photo_model_md5').on(t.modelId, t.md5),
    index('training_photo_model_idx').on(t.modelId),
  ],
);
