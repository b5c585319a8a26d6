import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '@hs/domain/constants';
import { heifExtents } from './heif-extents.ts';
import { ImagingError } from './imaging-error.ts';
import { noteDecodedOutput, withDecodeSlot } from './decode-slots.ts';
import type { RawImage } from './raw-image.ts';
import { ftypBrands, sniffFormat, type UploadFormat } from './sniff-format.ts';

export { MAX_UPLOAD_BYTES };
export const MAX_UPLOAD_PIXELS = 40_000_000;
/**
 * The longest side a decode gives when the caller names none: 2048 px (12.6 MB of pixels)
 * covers every use of an upload's pixels here, from 1024 px training photos to 2048 px
 * branding backgrounds, without ever holding a 40-megapixel image (120 MB) at full size.
 */
export const DECODE_MAX_SIDE = 2048;

export interface DecodeOptions {
  /** Refuse more bytes than this before looking inside (default 25 MB). */
  maxBytes?: number;
  /** Refuse images with more pixels than this, by their header (default 40 million). */
  maxPixels?: number;
  /** Shrink while decoding so the longest side is at most this (default 2048); never enlarges. */
  maxSide?: number;
}

export interface DecodedUpload {
  /** Normalized pixels: EXIF orientation applied, transparency on white, sRGB, no metadata. */
  image: RawImage;
  /** The sniffed format of the upload (a HEIC is read through PNG). */
  format: UploadFormat;
  /** Size of the upload after EXIF orientation, before any `maxSide` shrink. */
  width: number;
  height: number;
}

const WHITE = { r: 255, g: 255, b: 255 };
const CORRUPT = 'The image could not be read. It may be damaged or incomplete.';

function checkPixels(width: number, height: number, maxPixels: number): void {
  if (width * height > maxPixels) {
    const limit = Math.round(maxPixels / 1_000_000);
    throw new ImagingError(
      'too-many-pixels',
      `The image is too large (${width}x${height} pixels). The limit is ${limit} megapixels.`,
    );
  }
}

// heic-decode only takes the major brands mif1, msf1, heic, heix, hevc and hevx; a file
// whose major brand is `heif` is the same container, so it is relabelled `mif1`.
function withDecodableBrand(bytes: Buffer): Buffer {
  if (ftypBrands(bytes)?.major !== 'heif') return bytes;
  const copy = Buffer.from(bytes);
  copy.write('mif1', 8, 'latin1');
  return copy;
}

// spec 001 section 5: HEIC and HEIF files are converted to PNG
async function heicToPng(bytes: Buffer): Promise<Buffer> {
  // The HEIC decoder (a wasm build of libheif) is loaded with the first HEIC photo.
  const { default: convertHeic } = await import('heic-convert');
  try {
    return Buffer.from(await convertHeic({ buffer: withDecodableBrand(bytes), format: 'PNG' }));
  } catch (cause) {
    throw new ImagingError('corrupt', CORRUPT, { cause });
  }
}

/**
 * Checks an uploaded file and decodes it to normalized pixels, the one way every untrusted
 * image is read (decision 069). Bytes are bounded before anything is parsed, the format
 * comes from the magic bytes and the pixel count from the header, all before a decode slot
 * is taken, so a refusal never waits. The decode then runs in one of a fixed number of
 * slots, shrinking while it decodes (JPEG at load) to at most `maxSide`. Any decoder error
 * or truncation fails with 'corrupt'. Nothing of the upload but its pixels survives:
 * metadata and bytes after the image end.
 */
export async function decodeUpload(
  bytes: Buffer,
  {
    maxBytes = MAX_UPLOAD_BYTES,
    maxPixels = MAX_UPLOAD_PIXELS,
    maxSide = DECODE_MAX_SIDE,
  }: DecodeOptions = {},
): Promise<DecodedUpload> {
  if (bytes.length === 0) throw new ImagingError('empty', 'The file is empty.');
  if (bytes.length > maxBytes) {
    const limit = Math.round(maxBytes / (1024 * 1024));
    throw new ImagingError('too-large', `The file is too large. The limit is ${limit} MB.`);
  }
  const format = sniffFormat(bytes);
  if (!format) {
    throw new ImagingError(
      'unsupported-format',
      'This file type is not supported. Please upload a JPEG, PNG, WebP or HEIC photo.',
    );
  }
  // A HEIC is converted whole (libheif cannot shrink while decoding): its extents are read
  // from the container first, the size of what it shows from its PNG afterwards.
  const size = format === 'heic' ? heifExtents(bytes) : await headerSize(bytes);
  if (!size) throw new ImagingError('corrupt', CORRUPT);
  checkPixels(size.width, size.height, maxPixels);
  return withDecodeSlot(async () => {
    const source = format === 'heic' ? await heicToPng(bytes) : bytes;
    const upload = format === 'heic' ? await headerSize(source) : size;
    checkPixels(upload.width, upload.height, maxPixels);
    const image = await shrinkingDecode(source, maxPixels, maxSide);
    noteDecodedOutput(image.width, image.height);
    return { image, format, ...upload };
  });
}

/** The size after EXIF orientation, from the header only (no pixels are decoded). */
async function headerSize(source: Buffer): Promise<{ width: number; height: number }> {
  try {
    // sharp's own pixel limit would refuse a huge image here without saying its size.
    const meta = await sharp(source, { failOn: 'error', limitInputPixels: false }).metadata();
    return meta.autoOrient;
  } catch (cause) {
    throw new ImagingError('corrupt', CORRUPT, { cause });
  }
}

async function shrinkingDecode(
  source: Buffer,
  maxPixels: number,
  maxSide: number,
): Promise<RawImage> {
  // limitInputPixels again: the header read above and this decode are separate parses.
  const pipeline = sharp(source, { failOn: 'error', limitInputPixels: maxPixels, autoOrient: true })
    .flatten({ background: WHITE })
    .toColourspace('srgb')
    // fastShrinkOnLoad lets libjpeg decode at 1/2, 1/4 or 1/8 scale, and WebP at the size.
    .resize({
      width: maxSide,
      height: maxSide,
      fit: 'inside',
      withoutEnlargement: true,
      fastShrinkOnLoad: true,
    });
  try {
    const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`expected 3 channels, got ${info.channels}`);
    return { data, width: info.width, height: info.height, channels: 3 } satisfies RawImage;
  } catch (cause) {
    throw new ImagingError('corrupt', CORRUPT, { cause });
  }
}
