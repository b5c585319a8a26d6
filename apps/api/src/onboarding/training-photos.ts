import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { model, trainingPhoto } from '@hs/db/schema';
import { MAX_FULL_BODY_PHOTOS } from '@hs/domain/constants';
import type { ProcessedPhoto } from '@hs/imaging/process-photo';
import type { Services } from '../context.ts';
import type { Storage } from '../storage/storage.ts';

/** Where the whole upload (not the crop) of a training photo is kept, next to the crop. */
export function sourceCopyPath(path: string): string {
  return path.replace(/\.jpg$/, '.source.jpg');
}

/**
 * Stores an accepted photo's crop and its source copy, then records it. A duplicate of a
 * photo the model already has (same md5) is not recorded and its files are removed: null.
 * A body shot is recorded only while the model has fewer than the maximum (issue 20 item 4:
 * uploads running side by side each saw a slot and made '4 of 3'); the model's row is
 * locked while counting, and without a slot the answer is 'no-slot' and nothing is kept.
 */
export async function storeTrainingPhoto(
  services: Pick<Services, 'database' | 'storage'>,
  modelId: string,
  processed: ProcessedPhoto,
) {
  const path = `models/${modelId}/training/${randomUUID()}.jpg`;
  await services.storage.put(path, processed.jpeg, 'image/jpeg');
  await services.storage.put(sourceCopyPath(path), processed.source, 'image/jpeg');
  const inserted = await services.database.db.transaction(async (tx) => {
    if (processed.fullBody) {
      await tx.select({ id: model.id }).from(model).where(eq(model.id, modelId)).for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(trainingPhoto)
        .where(and(eq(trainingPhoto.modelId, modelId), eq(trainingPhoto.fullBody, true)));
      if ((held?.n ?? 0) >= MAX_FULL_BODY_PHOTOS) return 'no-slot' as const;
    }
    const [row] = await tx
      .insert(trainingPhoto)
      .values({
        modelId,
        path,
        md5: processed.md5,
        fullBody: processed.fullBody,
        width: 1024,
        height: 1024,
        face: processed.face,
        framing: processed.framing,
      })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  });
  if (inserted === null || inserted === 'no-slot') {
    await deleteTrainingPhotoFiles(services.storage, path);
  }
  return inserted;
}

/** Where what the engine read from an upload is kept (onboarding/photo-check.ts). */
export function readingPath(path: string): string {
  return path.replace(/\.jpg$/, '.reading.json');
}

export async function deleteTrainingPhotoFiles(storage: Storage, path: string): Promise<void> {
  await Promise.all([
    storage.delete(path),
    storage.delete(sourceCopyPath(path)),
    storage.delete(readingPath(path)),
  ]);
}

/** What generation frames from: the source copy, or the crop for photos stored before it. */
export async function readTrainingSource(storage: Storage, path: string): Promise<Buffer | null> {
  return (await storage.get(sourceCopyPath(path))) ?? storage.get(path);
}
