import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { isUuid } from '@hs/contracts/common';
import type { StudioPhoto, StudioSettings } from '@hs/contracts/studio';
import type { Database } from '@hs/db/database';
import { catalogueItem, model, studioPhoto } from '@hs/db/schema';
import type { HiddenReason } from '@hs/domain/headshots';
import { MESSAGES } from '@hs/domain/messages';
import { studioPhotoCost } from '@hs/domain/studio-cost';
import {
  STUDIO_ENHANCE_COST,
  isStudioInProgress,
  studioTemplate,
  studioUnhonoured,
} from '@hs/domain/studio';
import type { Services } from '../context.ts';
import { balanceOfLots, giveBack, lockLotsOf, spendFromLots } from '../entitlements/credits.ts';
import { balancesOf } from '../entitlements/ledger.ts';
import { AppError } from '../errors.ts';
import type { ModelRow } from '../onboarding/models.ts';
import type { Storage } from '../storage/storage.ts';

// The studio service (spec 001 sections 4, 5, 8, 9): photos made one at a time from a
// ready model, paid in studio credits through the ledger. Routes decide access (policy);
// this file owns the SQL and the transactions.

export type StudioPhotoRow = typeof studioPhoto.$inferSelect;

const URL_SECONDS = 3600;

/** A model by id, whoever owns it (the route asks the policy), or 404. */
export async function studioModel(db: Database, modelId: string): Promise<ModelRow> {
  const [row] = await db.select().from(model).where(eq(model.id, modelId));
  if (!row) throw new AppError('model.unknown');
  return row;
}

/** A studio photo by id, whoever owns it (the route asks the policy), or 404. */
export async function studioPhotoById(db: Database, id: string): Promise<StudioPhotoRow> {
  if (!isUuid(id)) throw new AppError('studio.photoUnknown');
  const [row] = await db.select().from(studioPhoto).where(eq(studioPhoto.id, id));
  if (!row) throw new AppError('studio.photoUnknown');
  return row;
}

export async function studioCredits(db: Database, uid: string): Promise<number> {
  return (await balancesOf(db, uid)).studio_credits ?? 0;
}

export async function photoView(storage: Storage, row: StudioPhotoRow): Promise<StudioPhoto> {
  const ready = row.status !== 'failed' && row.path && row.thumbPath;
  return {
    _id: row.id,
    status: row.status,
    liked: row.liked,
    modelId: row.modelId,
    settings: {
      photoTemplateId: row.settings.photoTemplateId,
      size: row.settings.size,
      quality: row.settings.quality,
      outfitId: row.settings.outfitId,
      emotionPrompt: row.settings.emotionPrompt,
    },
    enhanced: row.enhanced,
    width: row.width,
    height: row.height,
    url: ready ? await storage.signedUrl(row.path!, URL_SECONDS) : null,
    thumbnailUrl: ready ? await storage.signedUrl(row.thumbPath!, URL_SECONDS) : null,
    unhonoured: row.unhonoured,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of a model's photos, newest first (spec 001 section 9: page size 100). */
export async function listPhotos(db: Database, modelId: string, offset: number, limit: number) {
  const rows = await db
    .select()
    .from(studioPhoto)
    .where(eq(studioPhoto.modelId, modelId))
    .orderBy(desc(studioPhoto.createdAt), desc(studioPhoto.id))
    .offset(offset)
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), reachedEnd: rows.length <= limit };
}

export async function photosByIds(db: Database, modelId: string, ids: string[]) {
  const wanted = ids.filter(isUuid);
  if (wanted.length !== ids.length) throw new AppError('studio.photoUnknown');
  if (!wanted.length) return [];
  return db
    .select()
    .from(studioPhoto)
    .where(and(eq(studioPhoto.modelId, modelId), inArray(studioPhoto.id, wanted)))
    .orderBy(desc(studioPhoto.createdAt), desc(studioPhoto.id));
}

/** Checks the settings against the catalogue before anything is spent. */
async function checkSettings(db: Database, settings: StudioSettings): Promise<void> {
  if (!studioTemplate(settings.photoTemplateId)) throw new AppError('studio.templateUnknown');
  if (settings.outfitId) {
    const [outfit] = await db
      .select({ id: catalogueItem.id })
      .from(catalogueItem)
      .where(
        and(
          eq(catalogueItem.id, settings.outfitId),
          eq(catalogueItem.kind, 'clothing'),
          eq(catalogueItem.enabled, true),
        ),
      );
    if (!outfit) throw new AppError('studio.outfitUnknown');
  }
}

/**
 * spec 001 section 5: credits must cover the cost first. The lots are locked, the cost
 * (section 9: 1 for sd, 2 otherwise, times count) is spent and the photos are written in
 * one transaction; each photo keeps what it took, so a failure gives back exactly that.
 */
export async function createPhotos(
  services: Services,
  owner: ModelRow,
  settings: StudioSettings,
  count: number,
): Promise<StudioPhotoRow[]> {
  const { db } = services.database;
  await checkSettings(db, settings);
  if (owner.status !== 'ready') throw new AppError('studio.modelNotReady');
  const unhonoured = studioUnhonoured(services.engineName, settings);
  const stored = {
    photoTemplateId: settings.photoTemplateId,
    size: settings.size,
    outfitId: settings.outfitId ?? null,
    outfitPrompt: settings.outfitPrompt ?? null,
    gender: settings.gender,
    glasses: settings.glasses,
    hairstyle: settings.hairstyle,
    quality: settings.quality,
    emotionPrompt: settings.emotionPrompt ?? null,
    ethnicity: settings.ethnicity ?? null,
  };
  const each = studioPhotoCost(settings.quality, 1);
  return db.transaction(async (tx) => {
    const lots = await lockLotsOf(tx, owner.uid, 'studio_credits');
    if (balanceOfLots(lots) < each * count) throw new AppError('studio.notEnoughCredits');
    const rows: StudioPhotoRow[] = [];
    // Oldest first, so the newest photo is the last written and the first listed.
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const charges = await spendFromLots(tx, lots, each, {
        note: `studio photo ${id}`,
        modelId: owner.id,
      });
      const [row] = await tx
        .insert(studioPhoto)
        .values({
          id,
          modelId: owner.id,
          uid: owner.uid,
          settings: stored,
          charges,
          unhonoured,
          createdAt: new Date(Date.now() + i),
        })
        .returning();
      rows.push(row!);
    }
    return rows.reverse();
  });
}

/**
 * spec 001 section 8: a failed create gives back the deducted credits, as does a photo a
 * check withheld (`withheld`: no face, someone else, NSFW; issue 34 item 5). Once: the row is
 * marked failed and refunded in the same transaction that writes the refund entries, and
 * only a row not yet refunded and still in progress is; a second call changes nothing.
 */
export async function failPhoto(
  db: Database,
  photoId: string,
  detail: string,
  withheld: HiddenReason | null = null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(studioPhoto)
      .set({
        status: 'failed',
        failureReason: MESSAGES.STUDIO_CREATE_FAILED,
        refundedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(studioPhoto.id, photoId),
          isNull(studioPhoto.refundedAt),
          inArray(studioPhoto.status, ['pending', 'saving']),
        ),
      )
      .returning();
    if (!row) return false;
    // issue 34 item 5: a photo made and withheld by a check is given back as not made.
    await giveBack(
      tx,
      row.charges,
      {
        note: (withheld
          ? `studio photo ${photoId} withheld (${withheld}): ${detail}`
          : `studio photo ${photoId} failed: ${detail}`
        ).slice(0, 500),
        modelId: row.modelId,
      },
      withheld ? 'give_back' : 'refund',
    );
    return true;
  });
}

/** Starts enhancing a ready photo; its credit is spent now and not given back (section 8). */
export async function startEnhance(db: Database, row: StudioPhotoRow): Promise<StudioPhotoRow> {
  return db.transaction(async (tx) => {
    const lots = await lockLotsOf(tx, row.uid, 'studio_credits');
    const [current] = await tx
      .select()
      .from(studioPhoto)
      .where(eq(studioPhoto.id, row.id))
      .for('update');
    if (!current || current.status !== 'ready' || current.enhanced) {
      throw new AppError('studio.notEnhanceable');
    }
    if (balanceOfLots(lots) < STUDIO_ENHANCE_COST) throw new AppError('studio.notEnoughCredits');
    await spendFromLots(tx, lots, STUDIO_ENHANCE_COST, {
      note: `studio enhance ${row.id}`,
      modelId: row.modelId,
    });
    const [updated] = await tx
      .update(studioPhoto)
      .set({ status: 'enhancing', failureReason: null, updatedAt: new Date() })
      .where(eq(studioPhoto.id, row.id))
      .returning();
    return updated!;
  });
}

/** spec 001 section 4: like and dislike set liked true or false. */
export async function setLiked(db: Database, id: string, liked: boolean) {
  const [row] = await db
    .update(studioPhoto)
    .set({ liked, updatedAt: new Date() })
    .where(eq(studioPhoto.id, id))
    .returning();
  if (!row) throw new AppError('studio.photoUnknown');
  return row;
}

/** spec 001 section 4: delete removes the photo (and its files); not while being made. */
export async function deletePhoto(services: Services, row: StudioPhotoRow): Promise<void> {
  if (isStudioInProgress(row.status)) throw new AppError('studio.photoBusy');
  const [gone] = await services.database.db
    .delete(studioPhoto)
    .where(and(eq(studioPhoto.id, row.id), eq(studioPhoto.status, row.status)))
    .returning();
  if (!gone) throw new AppError('studio.photoBusy');
  const keys = studioKeys(gone.modelId, gone.id);
  for (const key of [keys.path, keys.thumbPath, keys.enhancedPath, keys.enhancedThumbPath]) {
    await services.storage.delete(key);
  }
}

/** Where a studio photo's files live; fixed per photo, so a job that runs twice rewrites them. */
export function studioKeys(modelId: string, photoId: string) {
  const base = `models/${modelId}/studio/${photoId}`;
  return {
    path: `${base}.png`,
    thumbPath: `${base}-thumb.webp`,
    enhancedPath: `${base}-enhanced.png`,
    enhancedThumbPath: `${base}-enhanced-thumb.webp`,
  };
}
