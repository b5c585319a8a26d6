// The backdrop a headshot is placed on, as RGB pixels at the output size: a solid colour,
// a top-to-bottom gradient, or an image (a studio backdrop or organization branding).
import sharp from 'sharp';
import type { Backdrop } from '../engine.ts';

export type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m?.[1]) throw new RangeError(`not a hex colour: ${hex}`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

/** The backdrop colour of row `y` of `height` for a solid or gradient backdrop. */
export function backdropRowColour(backdrop: Backdrop, y: number, height: number): Rgb {
  const top = hexToRgb(backdrop.colors[0] ?? '#808080');
  if (backdrop.kind === 'solid' || backdrop.colors.length < 2) return top;
  const bottom = hexToRgb(backdrop.colors[1] ?? backdrop.colors[0] ?? '#808080');
  const t = height > 1 ? y / (height - 1) : 0;
  return top.map((c, i) => Math.round(c + ((bottom[i] ?? c) - c) * t)) as Rgb;
}

/** The backdrop at `width` x `height`, 3 channels. */
export async function backdropPixels(
  backdrop: Backdrop,
  width: number,
  height: number,
): Promise<Buffer> {
  if (backdrop.kind === 'image') {
    if (!backdrop.image) throw new RangeError('an image backdrop needs its image bytes');
    return sharp(backdrop.image)
      .resize(width, height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer();
  }
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const [r, g, b] = backdropRowColour(backdrop, y, height);
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = r;
      pixels[i + 1] = g;
      pixels[i + 2] = b;
    }
  }
  return pixels;
}

/** Mean luminance (0 to 255) of a backdrop, to choose the light on the person. */
export function meanLuminance(pixels: Buffer): number {
  let sum = 0;
  const step = 3 * 97; // a sample of pixels is enough
  let n = 0;
  for (let i = 0; i + 2 < pixels.length; i += step) {
    sum +=
      0.2126 * (pixels[i] ?? 0) + 0.7152 * (pixels[i + 1] ?? 0) + 0.0722 * (pixels[i + 2] ?? 0);
    n++;
  }
  return n ? sum / n : 128;
}
