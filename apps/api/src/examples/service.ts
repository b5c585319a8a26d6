import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  EXAMPLE_MAX_SIDE,
  EXAMPLE_OUTPUT_SIZE,
  type AdminExample,
  type PublicExample,
} from '@hs/contracts/examples';
import { example, headshot, model, style, trainingPhoto, type ExampleRow } from '@hs/db/schema';
import { MAX_UPLOAD_BYTES } from '@hs/domain/constants';
import { ImagingError } from '@hs/imaging/imaging-error';
import { processTrainingPhoto } from '@hs/imaging/process-photo';
import { recordStaffAction, type StaffActor } from '../audit/audit.ts';
import { renderOnce } from '../backoffice/playground.ts';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { imagingRefusal } from '../imaging-refusal.ts';
import { readTrainingSource } from '../onboarding/training-photos.ts';
import { modelFolder } from '../privacy/purge.ts';

// Issue 20 item 1 (decision 039): before-and-after examples of people who agreed. Staff
// upload a person's photo (the engine renders it in a style) or pick a customer's delivered
// headshot; the pair is stored small, as the public pages show it, and is public only once
// published.

/** How many the public pages show at most. */
export const PUBLIC_EXAMPLES_MAX = 12;
/** Signed links in the back office. */
const ADMIN_URL_SECONDS = 60 * 60;

interface Picture {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * At most EXAMPLE_MAX_SIDE a side, JPEG without metadata: what the pages load. Its input is
 * ours (the bounded decode's JPEG of an upload, or the engine's output), never an upload.
 */
async function displayCopy(bytes: Buffer): Promise<Picture> {
  const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(EXAMPLE_MAX_SIDE, EXAMPLE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

const publicUrl = (id: string, image: 'before' | 'after') => `/api/examples/${id}/${image}.jpg`;

type Listed = { row: ExampleRow; styleName: string | null };

function publicView({ row, styleName }: Listed): PublicExample {
  return {
    id: row.id,
    style: styleName,
    before: { url: publicUrl(row.id, 'before'), width: row.inputWidth, height: row.inputHeight },
    after: { url: publicUrl(row.id, 'after'), width: row.outputWidth, height: row.outputHeight },
  };
}

async function adminView(services: Services, listed: Listed): Promise<AdminExample> {
  const { row } = listed;
  const [before, after] = await Promise.all([
    services.storage.signedUrl(row.inputKey, ADMIN_URL_SECONDS),
    services.storage.signedUrl(row.outputKey, ADMIN_URL_SECONDS),
  ]);
  const base = publicView(listed);
  return {
    ...base,
    before: { ...base.before, url: before },
    after: { ...base.after, url: after },
    source: row.source,
    modelId: row.modelId,
    styleId: row.styleId,
    consentBy: row.consentByEmail,
    consentAt: row.consentAt.toISOString(),
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const listedColumns = { row: example, styleName: style.name };

async function findListed(services: Services, id: string): Promise<Listed> {
  const [found] = await services.database.db
    .select(listedColumns)
    .from(example)
    .leftJoin(style, eq(style.id, example.styleId))
    .where(eq(example.id, id));
  if (!found) throw new AppError('examples.unknown');
  return found;
}

export async function adminExample(services: Services, id: string) {
  return adminView(services, await findListed(services, id));
}

export async function listAdminExamples(services: Services): Promise<AdminExample[]> {
  const rows = await services.database.db
    .select(listedColumns)
    .from(example)
    .leftJoin(style, eq(style.id, example.styleId))
    .orderBy(desc(example.createdAt), asc(example.id))
    .limit(200);
  return Promise.all(rows.map((r) => adminView(services, r)));
}

export async function listPublicExamples(services: Services): Promise<PublicExample[]> {
  const rows = await services.database.db
    .select(listedColumns)
    .from(example)
    .leftJoin(style, eq(style.id, example.styleId))
    .where(eq(example.published, true))
    .orderBy(desc(example.publishedAt), asc(example.id))
    .limit(PUBLIC_EXAMPLES_MAX);
  return rows.map(publicView);
}

/** A published example's picture, or null (a draft's pictures are not public). */
export async function publicExampleImage(
  services: Services,
  id: string,
  image: 'before' | 'after',
): Promise<Buffer | null> {
  const [row] = await services.database.db
    .select({ inputKey: example.inputKey, outputKey: example.outputKey })
    .from(example)
    .where(and(eq(example.id, id), eq(example.published, true)));
  if (!row) return null;
  return services.storage.get(image === 'before' ? row.inputKey : row.outputKey);
}

/** Stores the pair, then the row and its audit entry in one transaction; no row, no files. */
async function saveExample(
  services: Services,
  actor: StaffActor,
  values: {
    id: string;
    folder: string;
    source: ExampleRow['source'];
    modelId: string | null;
    styleId: string | null;
    before: Picture;
    after: Picture;
  },
) {
  const { storage } = services;
  const inputKey = `${values.folder}before.jpg`;
  const outputKey = `${values.folder}after.jpg`;
  try {
    await storage.put(inputKey, values.before.bytes, 'image/jpeg');
    await storage.put(outputKey, values.after.bytes, 'image/jpeg');
    await services.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(example)
        .values({
          id: values.id,
          source: values.source,
          modelId: values.modelId,
          styleId: values.styleId,
          inputKey,
          inputWidth: values.before.width,
          inputHeight: values.before.height,
          outputKey,
          outputWidth: values.after.width,
          outputHeight: values.after.height,
          consentByUid: actor.uid,
          consentByEmail: actor.email,
          consentAt: new Date(),
        })
        .returning();
      await recordStaffAction(tx, actor, {
        action: 'example.create',
        targetType: 'example',
        targetId: values.id,
        after: {
          source: row!.source,
          modelId: row!.modelId,
          styleId: row!.styleId,
          consentBy: actor.email,
          consentAt: row!.consentAt,
        },
      });
    });
  } catch (error) {
    await Promise.all([storage.delete(inputKey), storage.delete(outputKey)]);
    throw error;
  }
  return adminExample(services, values.id);
}

/**
 * An example from a photo staff upload: checked by the training-photo rules (bounded bytes
 * and pixels before decoding, a face), rendered once by the engine in the chosen style.
 */
export async function createExampleFromUpload(
  services: Services,
  actor: StaffActor,
  input: { photo: File; styleId: string },
) {
  const { photo, styleId } = input;
  if (photo.size === 0) throw new AppError('examples.noPhoto');
  if (photo.size > MAX_UPLOAD_BYTES) throw new AppError('upload.tooLarge');
  const [chosen] = await services.database.db.select().from(style).where(eq(style.id, styleId));
  if (!chosen) throw new AppError('examples.styleUnknown');
  let processed;
  try {
    processed = await processTrainingPhoto(Buffer.from(await photo.arrayBuffer()), {
      fullBodySlotsLeft: 1,
    });
  } catch (error) {
    if (error instanceof ImagingError) throw imagingRefusal(error);
    throw error;
  }
  const id = randomUUID();
  const { image } = await renderOnce(
    services,
    { id, bytes: processed.source, fullBody: processed.fullBody },
    chosen,
    EXAMPLE_OUTPUT_SIZE,
  );
  const [before, after] = await Promise.all([
    displayCopy(processed.source),
    displayCopy(image.bytes),
  ]);
  return saveExample(services, actor, {
    id,
    folder: `examples/${id}/`,
    source: 'upload',
    modelId: null,
    styleId: chosen.id,
    before,
    after,
  });
}

/**
 * An example from a customer's delivered headshot (a ready model's active picture) beside
 * the photo it was made from (else the model's first face photo). Its files sit in the
 * model's folder, so the customer's deletion of the model or account removes them with the
 * row (the foreign key cascades).
 */
export async function createExampleFromHeadshot(
  services: Services,
  actor: StaffActor,
  headshotId: string,
) {
  const { db } = services.database;
  const [shot] = await db
    .select({
      path: headshot.path,
      modelId: headshot.modelId,
      style: headshot.style,
      sourcePhotoId: headshot.sourcePhotoId,
    })
    .from(headshot)
    .innerJoin(model, eq(model.id, headshot.modelId))
    .where(
      and(eq(headshot.id, headshotId), eq(headshot.status, 'active'), eq(model.status, 'ready')),
    );
  if (!shot) throw new AppError('examples.headshotUnknown');
  const photos = await db
    .select({ id: trainingPhoto.id, path: trainingPhoto.path, fullBody: trainingPhoto.fullBody })
    .from(trainingPhoto)
    .where(eq(trainingPhoto.modelId, shot.modelId))
    .orderBy(asc(trainingPhoto.createdAt), asc(trainingPhoto.id));
  const photo =
    photos.find((p) => p.id === shot.sourcePhotoId) ?? photos.find((p) => !p.fullBody) ?? photos[0];
  const [sourceBytes, outputBytes, [styleRow]] = await Promise.all([
    photo ? readTrainingSource(services.storage, photo.path) : null,
    services.storage.get(shot.path),
    db.select({ id: style.id }).from(style).where(eq(style.id, shot.style)),
  ]);
  if (!sourceBytes || !outputBytes) throw new AppError('examples.headshotUnknown');
  const [before, after] = await Promise.all([displayCopy(sourceBytes), displayCopy(outputBytes)]);
  const id = randomUUID();
  return saveExample(services, actor, {
    id,
    folder: `${modelFolder(shot.modelId)}examples/${id}/`,
    source: 'model',
    modelId: shot.modelId,
    styleId: styleRow?.id ?? null,
    before,
    after,
  });
}

export async function setExamplePublished(
  services: Services,
  actor: StaffActor,
  id: string,
  published: boolean,
) {
  await services.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(example).where(eq(example.id, id)).for('update');
    if (!before) throw new AppError('examples.unknown');
    if (before.published === published) return;
    await tx
      .update(example)
      .set({ published, publishedAt: published ? new Date() : null })
      .where(eq(example.id, id));
    await recordStaffAction(tx, actor, {
      action: published ? 'example.publish' : 'example.unpublish',
      targetType: 'example',
      targetId: id,
      before: { published: before.published },
      after: { published },
    });
  });
  return adminExample(services, id);
}

export async function deleteExample(services: Services, actor: StaffActor, id: string) {
  const removed = await services.database.db.transaction(async (tx) => {
    const [row] = await tx.delete(example).where(eq(example.id, id)).returning();
    if (!row) throw new AppError('examples.unknown');
    await recordStaffAction(tx, actor, {
      action: 'example.delete',
      targetType: 'example',
      targetId: id,
      before: { source: row.source, modelId: row.modelId, published: row.published },
    });
    return row;
  });
  await Promise.all([
    services.storage.delete(removed.inputKey),
    services.storage.delete(removed.outputKey),
  ]);
}
