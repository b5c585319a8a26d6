import { and, count, eq } from 'drizzle-orm';
import { trainingPhoto } from '@hs/db/schema';
import { MAX_FULL_BODY_PHOTOS } from '@hs/domain/constants';
import { MESSAGES } from '@hs/domain/messages';
import { MAX_UPLOAD_BYTES } from '@hs/imaging/decode';
import { ImagingError } from '@hs/imaging/imaging-error';
import { processTrainingPhoto } from '@hs/imaging/process-photo';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { photoView } from './models.ts';
import { storeTrainingPhoto } from './training-photos.ts';

// The checks every training photo goes through (spec 001 section 5), whoever sends it: the
// person in the wizard (POST /image/upload) or their team lead on their behalf (decision
// 048). The caller has decided access and that the model is still editable.

// The page sends one photo per request; a request may carry a few small ones, but never
// more than one photo's worth of bytes (plus the form around it: limitUploadBody).
export const MAX_FILES_PER_UPLOAD = 10;

/** One to MAX_FILES_PER_UPLOAD files, checked before any is read. */
export function assertFileCount(files: File[]): void {
  if (files.length === 0) throw new AppError('upload.noFiles');
  if (files.length > MAX_FILES_PER_UPLOAD) {
    throw new AppError('upload.tooManyFiles', { max: MAX_FILES_PER_UPLOAD });
  }
}

export type UploadResult = Awaited<ReturnType<typeof acceptPhoto>>;

/** Each file checked, cropped and kept (or refused with the spec's message), in order. */
export async function acceptUploads(
  services: Pick<Services, 'database' | 'storage'>,
  o: { modelId: string; files: File[]; allowFullBody: boolean },
) {
  assertFileCount(o.files);
  const data: UploadResult[] = [];
  for (const file of o.files) data.push(await acceptPhoto(services, file, o));
  const success = data.every((d) => d.success);
  const failed = data.find((d) => !d.success);
  return { success, data, ...(failed ? { errorMessage: failed.errorMessage } : {}) };
}

async function acceptPhoto(
  services: Pick<Services, 'database' | 'storage'>,
  file: File,
  o: { modelId: string; allowFullBody: boolean },
) {
  const { db } = services.database;
  const fail = (errorMessage: string, refused?: ImagingError) => ({
    success: false as const,
    errorMessage,
    fileName: file.name,
    // Issue 15 item 6: a too-small refusal says the size and the minimum in pixels.
    ...(refused?.tooSmall ? { tooSmall: refused.tooSmall } : {}),
  });
  // Bounded before anything decodes it.
  if (file.size > MAX_UPLOAD_BYTES) return fail('This photo is larger than 25 MB.');
  const [fullBody] = await db
    .select({ n: count() })
    .from(trainingPhoto)
    .where(and(eq(trainingPhoto.modelId, o.modelId), eq(trainingPhoto.fullBody, true)));
  const slots = o.allowFullBody ? Math.max(0, MAX_FULL_BODY_PHOTOS - (fullBody?.n ?? 0)) : 0;
  const bytes = Buffer.from(await file.arrayBuffer());
  const check = async (fullBodySlotsLeft: number) => {
    try {
      return await processTrainingPhoto(bytes, { fullBodySlotsLeft });
    } catch (error) {
      if (error instanceof ImagingError) return error;
      throw error;
    }
  };
  let processed = await check(slots);
  if (processed instanceof ImagingError) return fail(processed.message, processed);
  let inserted = await storeTrainingPhoto(services, o.modelId, processed);
  if (inserted === 'no-slot') {
    // Another upload took the last full-body slot meanwhile: cropped at the head instead.
    processed = await check(0);
    if (processed instanceof ImagingError) return fail(processed.message, processed);
    inserted = await storeTrainingPhoto(services, o.modelId, processed);
  }
  // spec 001 section 5: a duplicate is rejected and removed from the server.
  if (!inserted || inserted === 'no-slot') return fail(MESSAGES.DUPLICATE_PHOTO);
  return { success: true as const, photo: await photoView(services.storage, inserted) };
}
