// A frame that reaches a little past the photo's left and right edges (photo-analysis.ts
// SIDE_REACH): the canvas is widened there with what the photo's edge shows. Where the
// person runs off the photo (the shoulders, an arm) that is their clothing; elsewhere the
// alpha is 0 and the backdrop shows.

// Where the fill's colour is read: a strip this far inside the edge (shares of the width,
// past the edge column's own fringe), smoothed down the rows by this share of the height
// (fabric is even; a row's pixel copied sideways would draw streaks).
const READ_FROM = 0.005;
const READ_WIDTH = 0.015;
const SMOOTH_ROWS = 0.02;
// The person's outline is carried on with the slope it has over this share of the width
// inside the edge (a shoulder falling away keeps falling), at most MAX_SLOPE rows a column.
const SLOPE_SPAN = 0.06;
const MAX_SLOPE = 2;

/**
 * Column `x`'s alpha, closed (the maximum, then the minimum, over `r` rows each way): a thin
 * gap in the mask (a crease the segmentation doubted) is filled, the outline stays where it
 * is. Copied sideways, such a gap would draw a pale line across the clothing.
 */
function closedAlpha(rgba: Buffer, width: number, height: number, x: number, r: number) {
  const at = (y: number) => rgba[(y * width + x) * 4 + 3]!;
  const grown = new Uint8Array(height);
  for (let y = 0; y < height; y++) {
    let m = 0;
    for (let k = Math.max(0, y - r); k <= Math.min(height - 1, y + r); k++) m = Math.max(m, at(k));
    grown[y] = m;
  }
  const closed = new Uint8Array(height);
  for (let y = 0; y < height; y++) {
    let m = 255;
    for (let k = Math.max(0, y - r); k <= Math.min(height - 1, y + r); k++) {
      m = Math.min(m, grown[k]!);
    }
    closed[y] = m;
  }
  return closed;
}

/** The first row of column `x` where the alpha is at least half, or -1. */
function topOf(rgba: Buffer, width: number, height: number, x: number): number {
  for (let y = 0; y < height; y++) if (rgba[(y * width + x) * 4 + 3]! >= 128) return y;
  return -1;
}

/**
 * `rgba` (`width` x `height`, 4 channels) widened by `pad` columns at the left and the right.
 * Each added column holds the photo's edge column, moved down by the slope the person's top
 * outline has near the edge (0 when it is level or rises); its colour goes from the edge
 * pixel's to the person's colour near the edge averaged over nearby rows, within half of
 * `pad`, so that neither a seam nor streaks show.
 */
export function widenAtSides(rgba: Buffer, width: number, height: number, pad: number): Buffer {
  const outWidth = width + 2 * pad;
  const out = Buffer.alloc(outWidth * height * 4);
  for (let y = 0; y < height; y++) {
    rgba.copy(out, (y * outWidth + pad) * 4, y * width * 4, (y + 1) * width * 4);
  }
  if (pad === 0) return out;
  const from = Math.min(width - 1, Math.round(READ_FROM * width));
  const strip = Math.max(1, Math.min(width - from, Math.round(READ_WIDTH * width)));
  const radius = Math.max(1, Math.round(SMOOTH_ROWS * height));
  const blend = Math.max(1, pad / 2);
  for (const side of [-1, 1] as const) {
    // Per row: the alpha-weighted colour sums of the strip, then their running sums down
    // the rows, for a box mean over 2 * radius + 1 rows.
    const sums = new Float64Array((height + 1) * 4);
    for (let y = 0; y < height; y++) {
      const acc = [0, 0, 0, 0];
      for (let k = 0; k < strip; k++) {
        const x = side < 0 ? from + k : width - 1 - from - k;
        const i = (y * width + x) * 4;
        const a = rgba[i + 3]! / 255;
        acc[0]! += rgba[i]! * a;
        acc[1]! += rgba[i + 1]! * a;
        acc[2]! += rgba[i + 2]! * a;
        acc[3]! += a;
      }
      for (let c = 0; c < 4; c++) sums[(y + 1) * 4 + c] = sums[y * 4 + c]! + acc[c]!;
    }
    const edgeX = side < 0 ? 0 : width - 1;
    const span = Math.max(1, Math.min(width - 1, Math.round(SLOPE_SPAN * width)));
    const edgeTop = topOf(rgba, width, height, edgeX);
    const innerTop = topOf(rgba, width, height, edgeX - side * span);
    const alpha = closedAlpha(rgba, width, height, edgeX, radius);
    const slope =
      edgeTop >= 0 && innerTop >= 0
        ? Math.min(MAX_SLOPE, Math.max(0, (edgeTop - innerTop) / span))
        : 0;
    // Row y of the edge, for a column d past it: its alpha and colour land d * slope rows
    // lower there (rows pushed past the bottom are dropped; above the first, none).
    for (let y = 0; y < height; y++) {
      const lo = Math.max(0, y - radius);
      const hi = Math.min(height, y + radius + 1);
      const weight = sums[hi * 4 + 3]! - sums[lo * 4 + 3]!;
      const e = (y * width + edgeX) * 4;
      const smooth = [0, 1, 2].map((c) =>
        weight > 0 ? (sums[hi * 4 + c]! - sums[lo * 4 + c]!) / weight : rgba[e + c]!,
      );
      for (let d = 1; d <= pad; d++) {
        const to = y + Math.round(d * slope);
        if (to >= height) break;
        const t = Math.min(1, d / blend);
        const x = side < 0 ? pad - d : pad + width - 1 + d;
        const o = (to * outWidth + x) * 4;
        for (let c = 0; c < 3; c++) {
          out[o + c] = Math.round(rgba[e + c]! * (1 - t) + smooth[c]! * t);
        }
        out[o + 3] = alpha[y]!;
      }
    }
  }
  return out;
}
