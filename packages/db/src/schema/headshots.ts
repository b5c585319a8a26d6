import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { model } from './models.ts';

// spec 001 section 3 "Image" and section 4 "Images and likes".
export const HEADSHOT_STATUSES = ['active', 'hidden', 'deleted'] as const;
export const LIKED_STATUSES = ['none', 'favorite', 'loved', 'disliked'] as const;
export const HEADSHOT_TYPES = ['generated', 'edit', 'regeneration', 'additional'] as const;
/** Why ranking kept an output from the gallery (counted, never shown). */
export const HIDDEN_REASONS = ['no-face', 'mismatch', 'nsfw', 'duplicate'] as const;

// One delivered (or withheld) output of the generation engine. A job that runs twice writes
// the same rows again: (model, style, variant) is unique, so writes are upserts.
export const headshot = pgTable(
  'headshot',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    modelId: text('model_id')
      .notNull()
      .references(() => model.id, { onDelete: 'cascade' }),
    style: text('style').notNull(),
    variant: integer('variant').notNull(),
    /** Position in the model's gallery, 1-based; the zip names files by it. */
    position: integer('position').notNull(),
    path: text('path').notNull(),
    thumbPath: text('thumb_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    status: text('status', { enum: HEADSHOT_STATUSES }).notNull().default('active'),
    hiddenReason: text('hidden_reason', { enum: HIDDEN_REASONS }),
    nsfw: boolean('nsfw').notNull().default(false),
    likedStatus: text('liked_status', { enum: LIKED_STATUSES }).notNull().default('none'),
    type: text('type', { enum: HEADSHOT_TYPES }).notNull().default('generated'),
    /** Face-descriptor distance to the person's uploads (lower is closer); null = no face. */
    identityDistance: real('identity_distance'),
    sourcePhotoId: uuid('source_photo_id'),
    /**
     * The image's difference hash (@hs/engine/perceptual-hash), stored when it is saved so
     * a resumed job or an upsell need not read every image again; null for older rows.
     */
    differenceHash: text('difference_hash'),
    isDownloaded: boolean('is_downloaded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('headshot_model_style_variant').on(t.modelId, t.style, t.variant),
    index('headshot_model_idx').on(t.modelId, t.status),
  ],
);
