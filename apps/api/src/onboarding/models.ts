import { and, asc, eq } from 'drizzle-orm';
import type { Model } from '@hs/contracts/onboarding';
import type { Database } from '@hs/db/database';
import { model, trainingPhoto } from '@hs/db/schema';
import { minimumPhotos } from '@hs/domain/photo-rules';
import { AppError } from '../errors.ts';
import type { Storage } from '../storage/storage.ts';
import type { AppUserRow } from '../auth/viewer.ts';

export type ModelRow = typeof model.$inferSelect;
export type PhotoRow = typeof trainingPhoto.$inferSelect;

// Signed links to photos live one hour; the page asks again when it reloads.
export const PHOTO_URL_SECONDS = 3600;

/** The caller's own model, or 404 (never 403: another user's id tells nothing). */
export async function ownModel(db: Database, uid: string, modelId: string): Promise<ModelRow> {
  const [row] = await db
    .select()
    .from(model)
    .where(and(eq(model.id, modelId), eq(model.uid, uid)));
  if (!row) throw new AppError('model.unknown');
  return row;
}

/** A model still in onboarding; submitted models no longer change. */
export function assertEditable(row: ModelRow): void {
  if (row.status !== 'onboarding') {
    throw new AppError('model.submitted');
  }
}

export async function photosOf(db: Database, modelId: string): Promise<PhotoRow[]> {
  return db
    .select()
    .from(trainingPhoto)
    .where(eq(trainingPhoto.modelId, modelId))
    .orderBy(asc(trainingPhoto.createdAt));
}

export async function photoView(storage: Storage, photo: PhotoRow) {
  return {
    path: photo.path,
    url: await storage.signedUrl(photo.path, PHOTO_URL_SECONDS),
    md5: photo.md5,
    fullBody: photo.fullBody,
    framing: photo.framing,
    width: photo.width,
    height: photo.height,
  };
}

export async function modelView(
  db: Database,
  storage: Storage,
  row: ModelRow,
  user: AppUserRow,
): Promise<Model> {
  const photos = await photosOf(db, row.id);
  return {
    modelId: row.id,
    status: row.status,
    title: row.title,
    age: row.age,
    ethnicity: row.ethnicity,
    trigger: row.trigger,
    eyeColor: row.eyeColor,
    appearance: row.appearance,
    styles: row.styles,
    trainingImages: await Promise.all(photos.map((p) => photoView(storage, p))),
    minimumPhotos: minimumPhotos(user.isTestUser),
    failureReason: row.failureReason,
  };
}
