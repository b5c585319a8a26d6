import { createHash } from 'node:crypto';
import {
  BLOG_THUMBNAILS,
  BLOG_THUMBNAIL_MAX_BYTES,
  BLOG_THUMBNAIL_MAX_PIXELS,
  type BlogThumbnailSize,
} from '@hs/domain/content-admin';
import { decodeUpload } from '@hs/imaging/decode';
import { ImagingError } from '@hs/imaging/imaging-error';
import { openImage } from '@hs/imaging/raw-image';
import { imagingRefusal } from '../imaging-refusal.ts';
import type { Storage } from '../storage/storage.ts';

/** Where stored thumbnails are read by everyone (routes/blog-admin.ts serves it). */
export const THUMBNAIL_URL_PREFIX = '/api/blog/thumbnails/';
const FOLDER = 'blog/';

/**
 * An uploaded thumbnail as the site stores it: bounded in bytes and pixels before it is
 * decoded, its format taken from its first bytes, then cropped to the size's frame and
 * re-encoded as WebP, so nothing of the upload but its pixels is kept (no metadata, no
 * bytes after the image). The name carries the row, the size and a digest of the result.
 */
export async function encodeThumbnail(file: Buffer, postId: string, size: BlogThumbnailSize) {
  const { width, height } = BLOG_THUMBNAILS[size];
  let webp: Buffer;
  try {
    const { image } = await decodeUpload(file, {
      maxBytes: BLOG_THUMBNAIL_MAX_BYTES,
      maxPixels: BLOG_THUMBNAIL_MAX_PIXELS,
      maxSide: Math.max(width, height) * 2,
    });
    webp = await openImage(image)
      .resize({ width, height, fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof ImagingError) throw imagingRefusal(error);
    throw error;
  }
  const digest = createHash('sha256').update(webp).digest('hex').slice(0, 16);
  const name = `${postId}-${size}-${digest}.webp`;
  return { name, bytes: webp, url: `${THUMBNAIL_URL_PREFIX}${name}` };
}

export const thumbnailKey = (name: string) => `${FOLDER}${name}`;

export async function storeThumbnail(storage: Storage, name: string, bytes: Buffer) {
  await storage.put(thumbnailKey(name), bytes, 'image/webp');
}

/** Removes a replaced thumbnail of ours; seed pictures (/blog/...) are not in storage. */
export async function removeThumbnail(storage: Storage, url: string | null) {
  if (!url?.startsWith(THUMBNAIL_URL_PREFIX)) return;
  await storage.delete(thumbnailKey(url.slice(THUMBNAIL_URL_PREFIX.length)));
}
