import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { isUuid } from '@hs/contracts/common';
import type { LikedStatus, ModelItem, ModelSummary, ResultImage } from '@hs/contracts/results';
import { preparedOnce, type Database } from '@hs/db/database';
import { headshot, model } from '@hs/db/schema';
import { headshotCounts, isShown } from '@hs/domain/headshots';
import { sizeKey } from '@hs/domain/organization-options';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { giveBacksOf, giveBackView } from '../generation/settle.ts';
import {
  PHOTO_URL_SECONDS,
  ownModel,
  photoView,
  photosOf,
  type ModelRow,
} from '../onboarding/models.ts';
import { outputSizesFor } from '../organizations/options.ts';
import type { Storage } from '../storage/storage.ts';

// spec 001 section 3 (Model item, Image) and section 4 (Images and likes): the person's own
// models and headshots; every query is filtered by the caller's uid.

type HeadshotRow = typeof headshot.$inferSelect;

// Regenerations do not exist yet; the field is in the spec's model item (001 section 3).
const USED_REGENERATIONS = 0;

/** The models' headshots in gallery order; deleted ones only when asked (they were made). */
async function headshotsOf(
  db: Database,
  modelIds: string[],
  withDeleted = false,
): Promise<HeadshotRow[]> {
  if (!modelIds.length) return [];
  return db
    .select()
    .from(headshot)
    .where(
      and(
        inArray(headshot.modelId, modelIds),
        withDeleted ? undefined : ne(headshot.status, 'deleted'),
      ),
    )
    .orderBy(asc(headshot.position));
}

async function imageView(storage: Storage, row: HeadshotRow): Promise<ResultImage> {
  const [thumbnailUrl, url] = await Promise.all([
    storage.signedUrl(row.thumbPath, PHOTO_URL_SECONDS),
    storage.signedUrl(row.path, PHOTO_URL_SECONDS),
  ]);
  return {
    _id: row.id,
    id: row.id,
    status: row.status,
    nsfw: row.nsfw,
    likedStatus: row.likedStatus,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    isDownloaded: row.isDownloaded,
    style: row.style,
    position: row.position,
    width: row.width,
    height: row.height,
    identityScore: row.identityDistance,
    thumbnailUrl,
    url,
  };
}

// The models list runs on every visit to the results area, so its two queries are prepared
// once and read only the columns the summary needs.
const listedModels = preparedOnce((db) =>
  db
    .select({
      id: model.id,
      title: model.title,
      status: model.status,
      progressDone: model.progressDone,
      progressTotal: model.progressTotal,
      createdAt: model.createdAt,
      readyAt: model.readyAt,
    })
    .from(model)
    .where(eq(model.uid, sql.placeholder('uid')))
    .orderBy(desc(model.createdAt))
    .prepare('list_models'),
);

/** The person's headshots that count (not deleted), in gallery order: what a summary reads. */
const listedHeadshots = preparedOnce((db) =>
  db
    .select({
      modelId: headshot.modelId,
      status: headshot.status,
      nsfw: headshot.nsfw,
      likedStatus: headshot.likedStatus,
      type: headshot.type,
      createdAt: headshot.createdAt,
      hiddenReason: headshot.hiddenReason,
      thumbPath: headshot.thumbPath,
    })
    .from(headshot)
    .innerJoin(model, eq(model.id, headshot.modelId))
    .where(and(eq(model.uid, sql.placeholder('uid')), ne(headshot.status, 'deleted')))
    .orderBy(asc(headshot.position))
    .prepare('list_model_headshots'),
);

const progressOf = (row: Pick<ModelRow, 'progressDone' | 'progressTotal'>) => ({
  done: row.progressDone,
  total: row.progressTotal,
});

/** The caller's own shown headshot with its model, or 404. */
async function ownShownHeadshot(db: Database, uid: string, id: string) {
  if (!isUuid(id)) throw new AppError('headshot.unknown');
  const [row] = await db
    .select({ image: headshot })
    .from(headshot)
    .innerJoin(model, eq(model.id, headshot.modelId))
    .where(and(eq(headshot.id, id), eq(model.uid, uid)));
  if (!row || !isShown(row.image)) throw new AppError('headshot.unknown');
  return row.image;
}

/** The person's models, newest first, each with its counts and cover. */
export async function listOwnModels(services: Services, uid: string): Promise<ModelSummary[]> {
  const { db } = services.database;
  const rows = await listedModels(db).execute({ uid });
  const images = rows.length ? await listedHeadshots(db).execute({ uid }) : [];
  const now = new Date();
  return Promise.all(
    rows.map(async (row) => {
      const own = images.filter((i) => i.modelId === row.id);
      const counts = headshotCounts(own, now);
      const cover = own.find(isShown);
      return {
        modelId: row.id,
        title: row.title,
        status: row.status,
        progress: progressOf(row),
        createdAt: row.createdAt.toISOString(),
        readyAt: row.readyAt?.toISOString() ?? null,
        totalPhotos: counts.totalPhotos,
        totalNsfw: counts.totalNsfw,
        shown: counts.shown,
        coverUrl: cover
          ? await services.storage.signedUrl(cover.thumbPath, PHOTO_URL_SECONDS)
          : null,
      };
    }),
  );
}

/** One of the person's models with its shown headshots and training photos, or 404. */
export async function ownModelResult(
  services: Services,
  uid: string,
  id: string,
): Promise<ModelItem> {
  const { db } = services.database;
  const { storage } = services;
  const row = await ownModel(db, uid, id);
  // Deleted ones too: they count as made (withheld.unmade); neither shown nor counted else.
  const [images, photos] = await Promise.all([
    headshotsOf(db, [row.id], true),
    photosOf(db, row.id),
  ]);
  // Once ready, the generation's total is the package's count: photos short of it were
  // never made (withheld.unmade).
  const planned = row.status === 'ready' ? row.progressTotal : 0;
  const counts = headshotCounts(images, new Date(), planned);
  return {
    modelId: row.id,
    title: row.title,
    status: row.status,
    progress: progressOf(row),
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    styles: row.styles,
    images: await Promise.all(images.filter(isShown).map((i) => imageView(storage, i))),
    trainingImages: await Promise.all(photos.map((p) => photoView(storage, p))),
    usedRegenerations: USED_REGENERATIONS,
    totalPhotos: counts.totalPhotos,
    totalNsfw: counts.totalNsfw,
    totalNsfwNew: counts.totalNsfwNew,
    withheld: counts.withheld,
    giveBack: giveBackView((await giveBacksOf(db, row.id))[0]),
    outputSizes: (await outputSizesFor(db, row.uid)).map(sizeKey),
  };
}

/** Likes one of the person's shown headshots; 'loved' demotes the model's other loved one. */
export async function setHeadshotLiked(
  db: Database,
  uid: string,
  id: string,
  likedStatus: LikedStatus,
): Promise<{ _id: string; likedStatus: LikedStatus }[]> {
  return db.transaction(async (tx) => {
    const image = await ownShownHeadshot(tx, uid, id);
    // One model's likes change one request at a time, so two "loved" never both stay.
    await tx.select({ id: model.id }).from(model).where(eq(model.id, image.modelId)).for('update');
    const demoted =
      likedStatus === 'loved'
        ? await tx
            .update(headshot)
            .set({ likedStatus: 'favorite' })
            .where(
              and(
                eq(headshot.modelId, image.modelId),
                eq(headshot.likedStatus, 'loved'),
                ne(headshot.id, image.id),
              ),
            )
            .returning({ _id: headshot.id, likedStatus: headshot.likedStatus })
        : [];
    const [chosen] = await tx
      .update(headshot)
      .set({ likedStatus })
      .where(eq(headshot.id, image.id))
      .returning({ _id: headshot.id, likedStatus: headshot.likedStatus });
    return [...demoted, chosen!];
  });
}

/** Marks the person's shown headshots downloaded (all must be theirs, else 404): how many. */
export async function markHeadshotsDownloaded(
  db: Database,
  uid: string,
  ids: string[],
): Promise<number> {
  if (!ids.every(isUuid)) throw new AppError('headshot.unknown');
  const own = await db
    .select({ image: headshot })
    .from(headshot)
    .innerJoin(model, eq(model.id, headshot.modelId))
    .where(and(inArray(headshot.id, ids), eq(model.uid, uid)));
  if (own.filter((r) => isShown(r.image)).length !== ids.length) {
    throw new AppError('headshot.unknown');
  }
  const updated = await db
    .update(headshot)
    .set({ isDownloaded: true })
    .where(inArray(headshot.id, ids))
    .returning({ id: headshot.id });
  return updated.length;
}
