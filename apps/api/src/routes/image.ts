import { OpenAPIHono } from '@hono/zod-openapi';
import { and, count, eq } from 'drizzle-orm';
import { faceDetectRoute, imageUploadRoute } from '@hs/contracts/image';
import { trainingPhoto } from '@hs/db/schema';
import { MAX_FULL_BODY_PHOTOS } from '@hs/domain/constants';
import { MESSAGES } from '@hs/domain/messages';
import { decodeUpload, MAX_UPLOAD_BYTES } from '@hs/imaging/decode';
import { detectFaces } from '@hs/imaging/face-detector';
import { ImagingError } from '@hs/imaging/imaging-error';
import { processTrainingPhoto } from '@hs/imaging/process-photo';
import { requireUser, signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { imagingRefusal } from '../imaging-refusal.ts';
import { limitUploadBody } from '../middleware/body-limit.ts';
import { assertEditable, ownModel, photoView } from '../onboarding/models.ts';
import { storeTrainingPhoto } from '../onboarding/training-photos.ts';

// The page sends one photo per request; a request may carry a few small ones, but never
// more than one photo's worth of bytes (plus the form around it: limitUploadBody).
export const MAX_FILES_PER_UPLOAD = 10;

function filesOf(form: Record<string, unknown>): File[] {
  const value = form.files ?? form['files[]'];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((f): f is File => f instanceof File);
}

async function readForm(c: {
  req: { parseBody: (o: { all: true }) => Promise<Record<string, unknown>> };
}) {
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('upload.notMultipart');
  }
}

export function imageRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;
  const { storage } = services;

  // spec 000 section 7: POST /image/face/detect answers the face boxes of one photo.
  app.openapi({ ...faceDetectRoute, middleware: [signedIn, limitUploadBody] }, async (c) => {
    requireUser(c);
    const form = await readForm(c);
    const [file] = filesOf(form);
    if (!file) throw new AppError('upload.noFile', { field: 'files' });
    if (form.bypass === '1') return c.json({ success: true as const, data: [] }, 200);
    try {
      const decoded = await decodeUpload(Buffer.from(await file.arrayBuffer()));
      const faces = await detectFaces(decoded.image, { mode: 'fast' });
      // Boxes in the coordinates of `size` when the page says what size it measures in.
      const size = typeof form.size === 'string' ? safeSize(form.size) : null;
      const sx = size ? size.width / decoded.width : 1;
      const sy = size ? size.height / decoded.height : 1;
      const data = faces.map(({ box }) => ({
        x: Math.round(box.x * sx),
        y: Math.round(box.y * sy),
        width: Math.round(box.width * sx),
        height: Math.round(box.height * sy),
      }));
      return c.json({ success: true as const, data }, 200);
    } catch (error) {
      if (error instanceof ImagingError) throw imagingRefusal(error);
      throw error;
    }
  });

  // spec 001 section 5: every rule is checked here again; the page's checks are for speed.
  app.openapi({ ...imageUploadRoute, middleware: [signedIn, limitUploadBody] }, async (c) => {
    const viewer = requireUser(c);
    const form = await readForm(c);
    const modelId = typeof form.modelId === 'string' ? form.modelId : '';
    if (!modelId) throw new AppError('upload.modelRequired');
    const files = filesOf(form);
    if (files.length === 0) throw new AppError('upload.noFiles');
    if (files.length > MAX_FILES_PER_UPLOAD) {
      throw new AppError('upload.tooManyFiles', { max: MAX_FILES_PER_UPLOAD });
    }
    const row = await ownModel(db, viewer.uid, modelId);
    assertEditable(row);
    const allowFullBody = form.isFullBody !== 'false';

    const data = [];
    for (const file of files) {
      data.push(await acceptPhoto(file, row.id, allowFullBody));
    }
    const success = data.every((d) => d.success);
    return c.json(
      {
        success,
        data,
        ...(success ? {} : { errorMessage: data.find((d) => !d.success)?.errorMessage }),
      },
      200,
    );
  });

  async function acceptPhoto(file: File, modelId: string, allowFullBody: boolean) {
    const fail = (errorMessage: string, refused?: ImagingError) => ({
      success: false as const,
      errorMessage,
      fileName: file.name,
      // Issue 15 item 6: a too-small refusal says the size and the minimum in pixels.
      ...(refused?.tooSmall ? { tooSmall: refused.tooSmall } : {}),
    });
    if (file.size > MAX_UPLOAD_BYTES) return fail('This photo is larger than 25 MB.');
    const [fullBody] = await db
      .select({ n: count() })
      .from(trainingPhoto)
      .where(and(eq(trainingPhoto.modelId, modelId), eq(trainingPhoto.fullBody, true)));
    const slots = allowFullBody ? Math.max(0, MAX_FULL_BODY_PHOTOS - (fullBody?.n ?? 0)) : 0;
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
    let inserted = await storeTrainingPhoto(services, modelId, processed);
    if (inserted === 'no-slot') {
      // Another upload took the last full-body slot meanwhile: cropped at the head instead.
      processed = await check(0);
      if (processed instanceof ImagingError) return fail(processed.message, processed);
      inserted = await storeTrainingPhoto(services, modelId, processed);
    }
    // spec 001 section 5: a duplicate is rejected and removed from the server.
    if (!inserted || inserted === 'no-slot') return fail(MESSAGES.DUPLICATE_PHOTO);
    return { success: true as const, photo: await photoView(storage, inserted) };
  }

  return app;
}

function safeSize(json: string): { width: number; height: number } | null {
  try {
    const v = JSON.parse(json) as { width?: unknown; height?: unknown };
    const ok = (n: unknown): n is number => typeof n === 'number' && n > 0 && n < 100_000;
    return ok(v.width) && ok(v.height) ? { width: v.width, height: v.height } : null;
  } catch {
    return null;
  }
}
