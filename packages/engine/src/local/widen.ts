// A frame that reaches a little past the photo's left and right edges (photo-analysis.ts
// SIDE_REACH). Issue 34: nothing is invented there. The added columns are transparent, so
// the backdrop shows; a frame is allowed to reach past a side only where the photo's edge
// holds no person (personAtSides, reachesPerson): where the shoulders or an arm run off the
// photo, the frame stays inside it or is not used. (Decision 066 continued the clothing from
// the edge's colours: smeared arms and a seam where the made-up part met the photo.)
import type { Rect } from '@hs/domain/framing';

/** `rgba` (`width` x `height`, 4 channels) widened by `pad` transparent columns each side. */
export function widenAtSides(rgba: Buffer, width: number, height: number, pad: number): Buffer {
  const outWidth = width + 2 * pad;
  const out = Buffer.alloc(outWidth * height * 4);
  for (let y = 0; y < height; y++) {
    rgba.copy(out, (y * outWidth + pad) * 4, y * width * 4, (y + 1) * width * 4);
  }
  return out;
}

/** Per row, the person's alpha in the photo's first and last column. */
export interface PersonAtSides {
  left: Uint8Array;
  right: Uint8Array;
}

export function personAtSides(rgba: Buffer, width: number, height: number): PersonAtSides {
  const left = new Uint8Array(height);
  const right = new Uint8Array(height);
  for (let y = 0; y < height; y++) {
    left[y] = rgba[y * width * 4 + 3]!;
    right[y] = rgba[((y + 1) * width - 1) * 4 + 3]!;
  }
  return { left, right };
}

// A person's alpha at the photo's edge from which the frame would show them cut off by a
// straight line where the photo ends (a tenth: less is the soft fringe of the outline).
const PERSON_AT_EDGE = 26;

/**
 * Whether `crop` reaches past a side of the photo (`inner`, in canvas pixels; the photo's rows
 * are the canvas rows from `inner.top`) in rows where the person runs off that side: the frame
 * would need clothing that is not there.
 */
export function reachesPerson(sides: PersonAtSides, inner: Rect, crop: Rect): boolean {
  const rows = sides.left.length;
  const y0 = Math.max(0, Math.floor(crop.top - inner.top));
  const y1 = Math.min(rows, Math.ceil(crop.top + crop.height - inner.top));
  const pastLeft = crop.left < inner.left - 0.5;
  const pastRight = crop.left + crop.width > inner.left + inner.width + 0.5;
  for (let y = y0; y < y1; y++) {
    if (pastLeft && sides.left[y]! >= PERSON_AT_EDGE) return true;
    if (pastRight && sides.right[y]! >= PERSON_AT_EDGE) return true;
  }
  return false;
}
