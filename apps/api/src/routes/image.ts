import { OpenAPIHono } from '@hono/zod-openapi';
import { faceDetectRoute, imageUploadRoute } from '@hs/contracts/image';
import { IMAGE_RESIZE_MAX_PX } from '@hs/domain/constants';
import { decodeUpload } from '@hs/imaging/decode';
import { detectFaces } from '@hs/imaging/face-detector';
import { ImagingError } from '@hs/imaging/imaging-error';
import { requireUser, signedIn } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { imagingRefusal } from '../imaging-refusal.ts';
import { limitUploadBody } from '../middleware/body-limit.ts';
import { assertEditable, ownModel } from '../onboarding/models.ts';
import { acceptUploads } from '../onboarding/upload-photos.ts';
import { filesOf, readForm, readUploadForm } from './upload-form.ts';

export function imageRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  // spec 000 section 7: POST /image/face/detect answers the face boxes of one photo.
  app.openapi({ ...faceDetectRoute, middleware: [signedIn, limitUploadBody] }, async (c) => {
    requireUser(c);
    const form = await readForm(c);
    const [file] = filesOf(form);
    if (!file) throw new AppError('upload.noFile', { field: 'files' });
    if (form.bypass === '1') return c.json({ success: true as const, data: [] }, 200);
    try {
      // Decoded at the detector's size (issue 35 item 4): a 6300 x 6300 PNG of 130 KB was
      // decoded whole, 119 MB a request, while it waited for the one detector.
      const decoded = await decodeUpload(Buffer.from(await file.arrayBuffer()), {
        maxSide: IMAGE_RESIZE_MAX_PX,
      });
      const faces = await detectFaces(decoded.image, { mode: 'fast' });
      // Boxes in the coordinates of `size` when the page says what size it measures in,
      // else in the upload's own pixels; the detector saw the decoded (shrunk) image.
      const size = typeof form.size === 'string' ? safeSize(form.size) : null;
      const { image } = decoded;
      const sx = (size ? size.width : decoded.width) / image.width;
      const sy = (size ? size.height : decoded.height) / image.height;
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
    const { modelId, files, allowFullBody } = await readUploadForm(c);
    const row = await ownModel(db, viewer.uid, modelId);
    assertEditable(row);
    return c.json(await acceptUploads(services, { modelId: row.id, files, allowFullBody }), 200);
  });

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
