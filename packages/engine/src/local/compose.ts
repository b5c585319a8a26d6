// Places the graded, relit person on the backdrop: out = backdrop * (1 - a) + person * a.
// The key light brightens one side of the face and darkens the far side; highlights roll
// off below white (no clipped skin); near the outline a little of the backdrop's own colour
// wraps onto the person (light wrap: the backdrop's light reaches the edges of the person,
// so they sit in its light rather than on top of it).
import { holdHighlights } from '@hs/domain/style-light';
import sharp from 'sharp';
import { smoothMean } from './matte.ts';
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

// Light wrap: its reach (share of the frame width) and the most of the backdrop's colour
// it mixes into the person's edge.
const WRAP_REACH = 0.02;
const WRAP_MAX = 0.22;

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
  // How far inside the person each pixel is: the mean alpha around it (1 deep inside). A
  // wide box mean is smooth, so it is taken at a quarter of the size and scaled back.
  const n = visible.width * visible.height;
  const alphaPlane = new Float32Array(n);
  for (let i = 0; i < n; i++) alphaPlane[i] = person[i * 4 + 3]! / 255;
  const reach = Math.max(1, Math.round(WRAP_REACH * frame.width));
  const inside = smoothMean(alphaPlane, visible.width, visible.height, reach);
  const [gr, gg, gb] = grade.gain;
  const [or, og, ob] = grade.offset;
  // The key light's fall-off is a Gaussian, so it factors into a row and a column term.
  const twoSigmaSq = 2 * light.sigma * light.sigma;
  const across = new Float32Array(x1 - x0);
  for (let x = x0; x < x1; x++) across[x - x0] = Math.exp(-((x - light.x) ** 2) / twoSigmaSq);
  const base = 1 - light.strength / 2;
  const peak = 1.5 * light.strength;
  for (let y = y0; y < y1; y++) {
    const down = peak * Math.exp(-((y - light.y) ** 2) / twoSigmaSq);
    const row = (y - y0) * visible.width - x0;
    for (let x = x0; x < x1; x++) {
      const q = row + x;
      const p = q * 4;
      const a = person[p + 3]!;
      if (a === 0) continue;
      const alpha = a / 255;
      const lit = base + down * across[x - x0]!;
      const o = (y * frame.width + x) * 3;
      const deep = inside[q]!;
      const wrap = deep >= 1 ? 0 : WRAP_MAX * Math.min(1, 2 * (1 - deep));
      const br = out[o]!;
      const bg = out[o + 1]!;
      const bb = out[o + 2]!;
      const r = holdHighlights((person[p]! * gr + or) * lit);
      const g = holdHighlights((person[p + 1]! * gg + og) * lit);
      const b = holdHighlights((person[p + 2]! * gb + ob) * lit);
      const fr = r + (br - r) * wrap;
      const fg = g + (bg - g) * wrap;
      const fb = b + (bb - b) * wrap;
      out[o] = Math.round(br * (1 - alpha) + fr * alpha);
      out[o + 1] = Math.round(bg * (1 - alpha) + fg * alpha);
      out[o + 2] = Math.round(bb * (1 - alpha) + fb * alpha);
    }
  }
  return out;
}
