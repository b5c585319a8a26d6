// Places the graded, relit person on the backdrop: out = backdrop * (1 - a) + person * a.
import sharp from 'sharp';
import type { Rect, Size } from '@hs/domain/framing';
import type { Grade } from './grade.ts';
import type { PreparedPhoto } from './photo-analysis.ts';

export interface Light {
  /** Centre of the key light, output pixels, and its spread (sigma, pixels). */
  x: number;
  y: number;
  sigma: number;
  /** Extra brightness at the centre (0.08 = 8%); the far side is darkened by half of it. */
  strength: number;
}

/** The person of `photo` framed by `crop` (its pixels) at `frame`, over `backdrop`. */
export async function composeHeadshot(
  photo: PreparedPhoto,
  crop: Rect,
  frame: Size,
  backdrop: Buffer,
  grade: Grade,
  light: Light,
): Promise<Buffer> {
  const scale = frame.width / crop.width;
  const width = Math.max(1, Math.round(photo.width * scale));
  const height = Math.max(1, Math.round(photo.height * scale));
  const dx = Math.round((-crop.left * width) / photo.width);
  const dy = Math.round((-crop.top * height) / photo.height);
  const out = Buffer.from(backdrop);
  const x0 = Math.max(0, dx);
  const x1 = Math.min(frame.width, dx + width);
  const y0 = Math.max(0, dy);
  const y1 = Math.min(frame.height, dy + height);
  if (x1 <= x0 || y1 <= y0) return out;
  // The scaled photo can be several times the frame (a small face in a wide photo, a large
  // output): only the part inside the frame is resampled and held, at most frame x 4 bytes.
  const visible = { left: x0 - dx, top: y0 - dy, width: x1 - x0, height: y1 - y0 };
  const person = await sharp(photo.rgba, {
    raw: { width: photo.width, height: photo.height, channels: 4 },
  })
    .resize(width, height, { fit: 'fill' })
    .extract(visible)
    .raw()
    .toBuffer();
  const [gr, gg, gb] = grade.gain;
  const [or, og, ob] = grade.offset;
  const twoSigmaSq = 2 * light.sigma * light.sigma;
  for (let y = y0; y < y1; y++) {
    const ly = (y - light.y) ** 2;
    for (let x = x0; x < x1; x++) {
      const p = ((y - y0) * visible.width + (x - x0)) * 4;
      const alpha = (person[p + 3] ?? 0) / 255;
      if (alpha === 0) continue;
      const lit =
        1 -
        light.strength / 2 +
        1.5 * light.strength * Math.exp(-((x - light.x) ** 2 + ly) / twoSigmaSq);
      const o = (y * frame.width + x) * 3;
      const r = Math.min(255, Math.max(0, ((person[p] ?? 0) * gr + or) * lit));
      const g = Math.min(255, Math.max(0, ((person[p + 1] ?? 0) * gg + og) * lit));
      const b = Math.min(255, Math.max(0, ((person[p + 2] ?? 0) * gb + ob) * lit));
      out[o] = Math.round((out[o] ?? 0) * (1 - alpha) + r * alpha);
      out[o + 1] = Math.round((out[o + 1] ?? 0) * (1 - alpha) + g * alpha);
      out[o + 2] = Math.round((out[o + 2] ?? 0) * (1 - alpha) + b * alpha);
    }
  }
  return out;
}
