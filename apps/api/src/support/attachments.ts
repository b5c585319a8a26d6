import type { SupportAttachmentRef } from '@hs/db/schema';
import { SUPPORT_ATTACHMENTS_MAX, SUPPORT_ATTACHMENT_MAX_BYTES } from '@hs/domain/support';
import { sniffFormat } from '@hs/imaging/sniff-format';
import type { Storage } from '../storage/storage.ts';
import { describeSize } from '../middleware/body-limit.ts';
import { AppError } from '../errors.ts';
import { userFolder } from '../privacy/purge.ts';

/** A screenshot that passed the checks, ready to store. */
export interface CheckedAttachment {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  ext: 'png' | 'jpg' | 'webp';
}

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
 * bytes (its name and claimed type are not trusted). Refuses the whole request on the
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
    checked.push({ bytes, ...FORMATS[format] });
  }
  return checked;
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
