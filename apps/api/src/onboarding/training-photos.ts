import { randomUUID } from 'node:crypto';
import { trainingPhoto } from '@hs/db/schema';
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
 */
export async function storeTrainingPhoto(
  services: Pick<Services, 'database' | 'storage'>,
  modelId: string,
  processed: ProcessedPhoto,
) {
  const path = `models/${modelId}/training/${randomUUID()}.jpg`;
  await services.storage.put(path, processed.jpeg, 'image/jpeg');
  await services.storage.put(sourceCopyPath(path), processed.source, 'image/jpeg');
  const [inserted] = await services.database.db
    .insert(trainingPhoto)
    .values({
      modelId,
      path,
      md5: processed.md5,
      fullBody: processed.fullBody,
      width: 1024,
      height: 1024,
      face: processed.face,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) await deleteTrainingPhotoFiles(services.storage, path);
  return inserted ?? null;
}

export async function deleteTrainingPhotoFiles(storage: Storage, path: string): Promise<void> {
  await Promise.all([storage.delete(path), storage.delete(sourceCopyPath(path))]);
}

/** What generation frames from: the source copy, or the crop for photos stored before it. */
export async function readTrainingSource(storage: Storage, path: string): Promise<Buffer | null> {
  return (await storage.get(sourceCopyPath(path))) ?? storage.get(path);
}
