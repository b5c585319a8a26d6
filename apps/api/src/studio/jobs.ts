import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import { catalogueItem, model, studioPhoto } from '@hs/db/schema';
import type { HiddenReason } from '@hs/domain/headshots';
import { SAME_PERSON_THRESHOLD } from '@hs/domain/identity';
import { MESSAGES } from '@hs/domain/messages';
import { deliveredSize } from '@hs/domain/packages';
import {
  studioOutputSize,
  studioTemplate,
  type StudioQuality,
  type StudioSize,
} from '@hs/domain/studio';
import { engineCapabilities } from '@hs/engine/capabilities';
import { MAX_OUTPUT_SIDE, NoUsablePhotoError, type SourcePhoto } from '@hs/engine/engine';
import type { Services } from '../context.ts';
import type { GenerationKit } from '../generation/kit.ts';
import { PermanentJobError, defineJob, type JobContext } from '../jobs/queue.ts';
import { photosOf } from '../onboarding/models.ts';
import { photosLeftOut } from '../onboarding/photo-check.ts';
import { readTrainingSource } from '../onboarding/training-photos.ts';
import { failPhoto, studioKeys, type StudioPhotoRow } from './service.ts';

// Studio jobs: one per photo, keyed by it, safe to run twice. A create writes the photo's
// fixed files and marks it ready only from pending or saving; a failure for good refunds
// it once (service.failPhoto). An enhance reads the original, never its own output.

const THUMB_PX = 384;

const payload = z.object({ photoId: z.uuid() });

async function photoRow(services: Services, photoId: string): Promise<StudioPhotoRow | null> {
  const [row] = await services.database.db
    .select()
    .from(studioPhoto)
    .where(eq(studioPhoto.id, photoId));
  return row ?? null;
}

/** The model's photos the engine may use: as its run, without someone else's or flagged ones. */
async function sourcesOf(services: Services, modelId: string): Promise<SourcePhoto[]> {
  const leftOut = await photosLeftOut(services, modelId);
  const photos = (await photosOf(services.database.db, modelId)).filter((p) => !leftOut.has(p.id));
  if (!photos.length) throw new PermanentJobError('the model has no accepted photos.');
  return Promise.all(
    photos.map(async (p) => {
      const bytes = await readTrainingSource(services.storage, p.path);
      if (!bytes) throw new PermanentJobError('one of the photos could not be read.');
      return { id: p.id, bytes, fullBody: p.fullBody };
    }),
  );
}

/**
 * Why a made photo is withheld (as rankOutputs hides a run's): no face, someone else than the
 * person's photos, or NSFW; null when it may be shown.
 */
async function checkOutput(
  kit: GenerationKit,
  sources: SourcePhoto[],
  bytes: Buffer | null,
): Promise<HiddenReason | null> {
  if (!bytes) throw new Error('the photo file is missing.');
  const faces = sources.filter((s) => !s.fullBody);
  const reference = await kit.identity.reference(
    (faces.length ? faces : sources).map((s) => s.bytes),
  );
  const distance = await kit.identity.distance(bytes, reference);
  if (distance === null) return 'no-face';
  if (distance > SAME_PERSON_THRESHOLD) return 'mismatch';
  return (await kit.nsfw.classify(bytes)).nsfw ? 'nsfw' : null;
}

/** Words for engines that take a prompt (replicate); the local engine does not read them. */
async function promptOf(services: Services, row: StudioPhotoRow): Promise<string> {
  const s = row.settings;
  const [outfit] = s.outfitId
    ? await services.database.db
        .select({ name: catalogueItem.name })
        .from(catalogueItem)
        .where(eq(catalogueItem.id, s.outfitId))
    : [];
  return [
    `professional headshot of a ${s.ethnicity ? `${s.ethnicity} ` : ''}${s.gender}`,
    outfit ? `wearing ${outfit.name.toLowerCase()}` : '',
    s.outfitPrompt ?? '',
    s.emotionPrompt ? `${s.emotionPrompt.toLowerCase()} expression` : '',
    s.glasses ? 'wearing glasses' : 'without glasses',
    s.hairstyle ? 'freshly styled hair' : '',
  ]
    .filter(Boolean)
    .join(', ');
}

async function writeImage(services: Services, path: string, thumbPath: string, png: Buffer) {
  const thumb = await sharp(png)
    .resize(THUMB_PX, THUMB_PX, { fit: 'inside' })
    .webp({ quality: 80 })
    .toBuffer();
  await services.storage.put(path, png, 'image/png');
  await services.storage.put(thumbPath, thumb, 'image/webp');
}

async function createStudioPhoto(photoId: string, ctx: JobContext): Promise<void> {
  const { services, signal } = ctx;
  const { db } = services.database;
  const row = await photoRow(services, photoId);
  // Deleted, ready or failed (and refunded): nothing left to do.
  if (!row || (row.status !== 'pending' && row.status !== 'saving')) return;
  const template = studioTemplate(row.settings.photoTemplateId);
  if (!template) throw new PermanentJobError('the photo template no longer exists.');
  const [owner] = await db.select().from(model).where(eq(model.id, row.modelId));
  if (!owner) throw new PermanentJobError('the model no longer exists.');
  const sources = await sourcesOf(services, row.modelId);
  const kit = await services.generation();
  const trained = await kit.engine.train(
    { modelId: row.modelId, photos: sources, trigger: owner.trigger },
    signal,
  );
  await ctx.heartbeat();
  const size = studioOutputSize(
    row.settings.size as StudioSize,
    row.settings.quality as StudioQuality,
  );
  const keys = studioKeys(row.modelId, row.id);
  const made: { size?: { width: number; height: number } } = {};
  const prompt = await promptOf(services, row);
  await kit.engine
    .generate(
      {
        modelId: row.modelId,
        trained,
        photos: sources,
        // One id per photo: the engine's choices are fixed per (model, style, variant).
        style: {
          id: `studio-${row.id}`,
          backdrop: template.backdrop,
          look: template.look,
          prompt,
        },
        count: 1,
        size,
        // Made from a delivered model, as its photos were (the demo gallery's are close-ups).
        closeUps: true,
      },
      async (image) => {
        await db
          .update(studioPhoto)
          .set({ status: 'saving', updatedAt: new Date() })
          .where(and(eq(studioPhoto.id, row.id), eq(studioPhoto.status, 'pending')));
        await writeImage(services, keys.path, keys.thumbPath, image.bytes);
        made.size = { width: image.width, height: image.height };
      },
      signal,
    )
    .catch((error: unknown) => {
      // None of the photos frames a headshot: the same answer every time, given back now.
      if (error instanceof NoUsablePhotoError) throw new PermanentJobError(error.message);
      throw error;
    });
  // Nothing made: given back now (onFailure), not tried again for the same answer.
  if (!made.size) throw new PermanentJobError('the engine returned no image.');
  // issue 34 item 5: the checks every output gets (generate-model's rankOutputs); a photo
  // withheld is not shown and its credits come back, in the transaction that fails it.
  const withheld = await checkOutput(kit, sources, await services.storage.get(keys.path));
  if (withheld) {
    await failPhoto(db, row.id, 'a check withheld the photo', withheld);
    // Each run removes what it wrote (two racing runs each wrote the files).
    await services.storage.delete(keys.path);
    await services.storage.delete(keys.thumbPath);
    return;
  }
  const { width, height } = made.size;
  await db
    .update(studioPhoto)
    .set({
      status: 'ready',
      path: keys.path,
      thumbPath: keys.thumbPath,
      width,
      height,
      updatedAt: new Date(),
    })
    .where(and(eq(studioPhoto.id, row.id), inArray(studioPhoto.status, ['pending', 'saving'])));
}

export const studioCreateJob = defineJob({
  name: 'studio.create',
  version: 1,
  payload,
  retry: { limit: 2, backoffSeconds: 5 },
  handler: ({ photoId }, ctx) => createStudioPhoto(photoId, ctx),
  onFailure: async ({ photoId }, error, ctx) => {
    const refunded = await failPhoto(ctx.services.database.db, photoId, error.message);
    ctx.logger.warn({ photoId, refunded, err: error.message }, 'studio photo failed');
  },
});

/**
 * Enhance: up to twice the pixels per side with a Lanczos resample and a light sharpen, on
 * the original photo; at most the running engine's largest side (issue 34 item 6: the local
 * engine's detail allows 1280 px, so no pixels are sold that are not there).
 */
export async function enhancePng(
  original: Buffer,
  maxSide: number | null = null,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const meta = await sharp(original).metadata();
  // As the quality's size is capped (studioDeliveredSize): the same rounding, the same size.
  const { width, height } = deliveredSize(
    { width: (meta.width ?? 1) * 2, height: (meta.height ?? 1) * 2 },
    Math.min(maxSide ?? MAX_OUTPUT_SIDE, MAX_OUTPUT_SIDE),
  );
  const bytes = await sharp(original)
    .resize(width, height, { kernel: 'lanczos3' })
    .sharpen({ sigma: 0.8, m1: 0.5, m2: 1.5 })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { bytes, width, height };
}

async function enhanceStudioPhoto(photoId: string, ctx: JobContext): Promise<void> {
  const { services } = ctx;
  const row = await photoRow(services, photoId);
  if (!row || row.status !== 'enhancing') return;
  const keys = studioKeys(row.modelId, row.id);
  const original = await services.storage.get(keys.path);
  if (!original) throw new PermanentJobError('the photo file is missing.');
  const out = await enhancePng(original, engineCapabilities(services.engineName).maxSide);
  await writeImage(services, keys.enhancedPath, keys.enhancedThumbPath, out.bytes);
  await services.database.db
    .update(studioPhoto)
    .set({
      status: 'ready',
      enhanced: true,
      path: keys.enhancedPath,
      thumbPath: keys.enhancedThumbPath,
      width: out.width,
      height: out.height,
      updatedAt: new Date(),
    })
    .where(and(eq(studioPhoto.id, row.id), eq(studioPhoto.status, 'enhancing')));
}

export const studioEnhanceJob = defineJob({
  name: 'studio.enhance',
  version: 1,
  payload,
  retry: { limit: 2, backoffSeconds: 5 },
  handler: ({ photoId }, ctx) => enhanceStudioPhoto(photoId, ctx),
  // spec 001 section 8: pre-deducted credits for enhance are not returned; the photo stays.
  onFailure: async ({ photoId }, _error, ctx) => {
    await ctx.services.database.db
      .update(studioPhoto)
      .set({
        status: 'ready',
        failureReason: MESSAGES.STUDIO_ENHANCE_FAILED,
        updatedAt: new Date(),
      })
      .where(and(eq(studioPhoto.id, photoId), eq(studioPhoto.status, 'enhancing')));
  },
});
