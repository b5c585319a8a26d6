import sharp from 'sharp';
import type { Sharp } from 'sharp';

/** Decoded pixels: 8-bit sRGB, row by row, `channels` bytes a pixel, no metadata at all. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

/** Either decoded pixels or encoded bytes sharp can read (JPEG, PNG, WebP). */
export type ImageInput = RawImage | Buffer;

export function isRawImage(input: ImageInput): input is RawImage {
  return !Buffer.isBuffer(input);
}

/** A sharp pipeline over `input`. */
export function openImage(input: ImageInput): Sharp {
  if (!isRawImage(input)) return sharp(input, { failOn: 'error' });
  const { data, width, height, channels } = input;
  return sharp(data, { raw: { width, height, channels } });
}

/** Width and height of `input` (read from the header for encoded bytes). */
export async function imageSize(input: ImageInput): Promise<{ width: number; height: number }> {
  if (isRawImage(input)) return { width: input.width, height: input.height };
  const { autoOrient } = await sharp(input).metadata();
  return { width: autoOrient.width, height: autoOrient.height };
}
