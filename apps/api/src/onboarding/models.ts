import { and, asc, eq } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import type { Model, PersonalInfoSchema } from '@hs/contracts/onboarding';
import type { Database } from '@hs/db/database';
import { model, trainingPhoto } from '@hs/db/schema';
import { triggerFor } from '@hs/domain/personal-info';
import { minimumPhotos } from '@hs/domain/photo-rules';
import { AppError } from '../errors.ts';
import type { Storage } from '../storage/storage.ts';
import type { AppUserRow } from '../auth/viewer.ts';
import { deleteTrainingPhotoFiles } from './training-photos.ts';

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

/** The photo at imagePath with its model, if the model is this person's. */
export async function photoOfOwner(db: Database, uid: string, imagePath: string) {
  const [row] = await db
    .select({ photo: trainingPhoto, model })
    .from(trainingPhoto)
    .innerJoin(model, eq(model.id, trainingPhoto.modelId))
    .where(and(eq(trainingPhoto.path, imagePath), eq(model.uid, uid)));
  if (!row) throw new AppError('photo.unknown');
  return row;
}

/** Removes a photo of a model still in onboarding, from storage too. */
export async function removePhoto(
  db: Database,
  storage: Storage,
  found: { photo: PhotoRow; model: ModelRow },
): Promise<void> {
  assertEditable(found.model);
  await db.delete(trainingPhoto).where(eq(trainingPhoto.id, found.photo.id));
  await deleteTrainingPhotoFiles(storage, found.photo.path);
}

/** Name, age, ethnicity, sex, eye colour and appearance (spec 001 section 3). */
export async function savePersonalInfo(
  db: Database,
  modelId: string,
  info: Omit<z.infer<typeof PersonalInfoSchema>, 'modelId'>,
): Promise<ModelRow> {
  const [updated] = await db
    .update(model)
    .set({
      title: info.name,
      age: info.age,
      ethnicity: info.ethnicity,
      trigger: triggerFor(info.gender),
      eyeColor: info.eyeColor,
      appearance: {
        bodyType: info.bodyType,
        height: info.height,
        weight: info.weight,
        glassesPreference: info.glasses,
      },
      updatedAt: new Date(),
    })
    // A submitted model no longer changes, even when a submit landed since it was read.
    .where(and(eq(model.id, modelId), eq(model.status, 'onboarding')))
    .returning();
  if (!updated) throw new AppError('model.submitted');
  return updated;
}
