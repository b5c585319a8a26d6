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

/**
 * A stored PNG headshot at another width and height (an organization's custom output size):
 * scaled to cover it and cropped around what draws the eye (the face), as PNG.
 */
export function resizeHeadshot(png: Buffer, size: { width: number; height: number }) {
  return sharp(png, { failOn: 'error', limitInputPixels: 64 * 1024 * 1024 })
    .resize(size.width, size.height, { fit: 'cover', position: sharp.strategy.attention })
    .png()
    .toBuffer();
}
