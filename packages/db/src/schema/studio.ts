import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { STUDIO_PHOTO_STATUSES, type StudioLimit } from '@hs/domain/studio';
import { model } from './models.ts';
import { appUser } from './users.ts';

/** The settings a studio photo was asked with (spec 001 section 3, Studio settings). */
export interface StudioPhotoSettings {
  photoTemplateId: string;
  size: string;
  outfitId: string | null;
  outfitPrompt: string | null;
  gender: 'male' | 'female';
  glasses: boolean;
  hairstyle: boolean;
  quality: string;
  emotionPrompt: string | null;
  ethnicity: string | null;
}

/** Credits taken from one ledger lot for a photo; a refund gives back exactly these. */
export interface StudioCharge {
  lotId: string;
  amount: number;
}

// spec 001 section 3 "Studio photo": _id, status, liked; section 4 "Studio photos".
export const studioPhoto = pgTable(
  'studio_photo',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    modelId: text('model_id')
      .notNull()
      .references(() => model.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => appUser.uid, { onDelete: 'cascade', onUpdate: 'cascade' }),
    status: text('status', { enum: STUDIO_PHOTO_STATUSES }).notNull().default('pending'),
    /** Like sets true, dislike false; null until either. */
    liked: boolean('liked'),
    settings: jsonb('settings').$type<StudioPhotoSettings>().notNull(),
    /** Credits this photo's create spent, lot by lot. */
    charges: jsonb('charges').$type<StudioCharge[]>().notNull(),
    /** What the engine said it could not honour of the settings. */
    unhonoured: jsonb('unhonoured').$type<StudioLimit[]>().notNull().default([]),
    path: text('path'),
    thumbPath: text('thumb_path'),
    width: integer('width'),
    height: integer('height'),
    enhanced: boolean('enhanced').notNull().default(false),
    failureReason: text('failure_reason'),
    /** Set once, in the transaction that gives a failed create's credits back. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('studio_photo_model_idx').on(t.modelId, t.createdAt),
    check(
      'studio_photo_ready_has_file',
      sql`${t.status} <> 'ready' OR (${t.path} IS NOT NULL AND ${t.thumbPath} IS NOT NULL)`,
    ),
  ],
);
