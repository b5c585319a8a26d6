import type { SupportAttachmentRef } from '@hs/db/schema';
import { SUPPORT_ATTACHMENTS_MAX, SUPPORT_ATTACHMENT_MAX_BYTES } from '@hs/domain/support';
import { decodeUpload } from '@hs/imaging/decode';
import { ImagingError } from '@hs/imaging/imaging-error';
import { openImage } from '@hs/imaging/raw-image';
import { sniffFormat } from '@hs/imaging/sniff-format';
import type { Storage } from '../storage/storage.ts';
import { describeSize } from '../middleware/body-limit.ts';
import { AppError } from '../errors.ts';
import { imagingRefusal } from '../imaging-refusal.ts';
import { userFolder } from '../privacy/purge.ts';

/** A screenshot that passed the checks, ready to store. */
export interface CheckedAttachment {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  ext: 'png' | 'jpg' | 'webp';
}

// Screenshots are read by people in /admin/support. A 5K display's whole screen (14.7
// megapixels) passes the header check; what is stored is at most 3840 px a side (a 4K
// screen's width at 1:1), so opening one costs a browser at most about 60 MB (issue 35
// item 5: a 20000 x 20000 PNG grew Chromium by 2.1 GB).
const SCREENSHOT_MAX_PIXELS = 16_000_000;
const SCREENSHOT_MAX_SIDE = 3840;

const FORMATS = {
  png: { contentType: 'image/png', ext: 'png' },
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  webp: { contentType: 'image/webp', ext: 'webp' },
} as const;

/** The files of a multipart body's `files` field (one file or many). */
export function filesOf(form: Record<string, unknown>): File[] {
  const value = form.files;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((f): f is File => f instanceof File);
}

/**
 * At most 3 files, none empty, each at most 5 MB, each a PNG, JPEG or WebP by its first
 * bytes (its name and claimed type are not trusted), then decoded through the one bounded
 * path and stored as a new image of the same kind (issue 35 item 5): no metadata, no bytes
 * after the image, at most SCREENSHOT_MAX_SIDE a side. Refuses the whole request on the
 * first bad file, before anything is stored.
 */
export async function checkAttachments(files: File[]): Promise<CheckedAttachment[]> {
  if (files.length > SUPPORT_ATTACHMENTS_MAX) {
    throw new AppError('support.tooManyAttachments', { max: SUPPORT_ATTACHMENTS_MAX });
  }
  const checked: CheckedAttachment[] = [];
  for (const file of files) {
    if (file.size === 0) throw new AppError('support.attachmentEmpty');
    if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) {
      throw new AppError('support.attachmentTooLarge', {
        max: describeSize(SUPPORT_ATTACHMENT_MAX_BYTES),
      });
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const format = sniffFormat(bytes);
    if (format !== 'png' && format !== 'jpeg' && format !== 'webp') {
      throw new AppError('support.attachmentType');
    }
    checked.push({ bytes: await reencode(bytes, format), ...FORMATS[format] });
  }
  return checked;
}

/** The screenshot's pixels as a new file of its kind; a refusal is a 400 with its reason. */
async function reencode(bytes: Buffer, format: keyof typeof FORMATS): Promise<Buffer> {
  try {
    const { image } = await decodeUpload(bytes, {
      maxBytes: SUPPORT_ATTACHMENT_MAX_BYTES,
      maxPixels: SCREENSHOT_MAX_PIXELS,
      maxSide: SCREENSHOT_MAX_SIDE,
    });
    const pipeline = openImage(image);
    if (format === 'png') return await pipeline.png({ compressionLevel: 8 }).toBuffer();
    if (format === 'jpeg') return await pipeline.jpeg({ quality: 90 }).toBuffer();
    return await pipeline.webp({ quality: 90 }).toBuffer();
  } catch (error) {
    if (error instanceof ImagingError) throw imagingRefusal(error);
    throw error;
  }
}

/**
 * Stores a request's screenshots: under the sender's own folder when signed in (account
 * deletion removes the folder), else under support/. Answers the references to keep.
 */
export async function storeAttachments(
  storage: Storage,
  uid: string | null,
  requestId: string,
  files: CheckedAttachment[],
): Promise<SupportAttachmentRef[]> {
  const folder = uid ? `${userFolder(uid)}support/${requestId}/` : `support/${requestId}/`;
  const refs: SupportAttachmentRef[] = [];
  try {
    for (const [n, file] of files.entries()) {
      const key = `${folder}${n + 1}.${file.ext}`;
      await storage.put(key, file.bytes, file.contentType);
      refs.push({ key, contentType: file.contentType, bytes: file.bytes.length });
    }
  } catch (error) {
    await removeAttachments(storage, refs);
    throw error;
  }
  return refs;
}

export async function removeAttachments(storage: Storage, refs: SupportAttachmentRef[]) {
  for (const ref of refs) await storage.delete(ref.key);
}
