import sharp from 'sharp';

// High enough that a print does not show blocks; the PNG stays the lossless choice.
const JPEG_QUALITY = 92;

/**
 * A stored PNG headshot as JPEG at full resolution: transparent pixels (none in the local
 * engine's outputs, possible in a remote engine's) on white, no metadata carried over.
 */
export function pngToJpeg(png: Buffer): Promise<Buffer> {
  return sharp(png, { failOn: 'error', limitInputPixels: 64 * 1024 * 1024 })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4' })
    .toBuffer();
}
