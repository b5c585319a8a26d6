// Measurements of a finished headshot, taken on the output alone (for tests and the
// bench): framing from landmarks found again, and how faithful the backdrop is where the
// segmentation model sees no person.
import { faceGeometry } from '@hs/domain/face-quality';
import { EYE_LINE_RANGE, framingInRange, HEAD_WIDTH_RANGE, TIGHT_FRAME } from '@hs/domain/framing';
import { detectFaces } from '@hs/imaging/face-detector';
import sharp from 'sharp';
import { headInMask } from './head.ts';
import { segmentPerson } from './segmentation.ts';

export interface MeasuredFraming {
  /** Eye line as a share of the height from the top; head width as a share of the width. */
  eyeLine: number;
  headShare: number;
  inRange: boolean;
}

/** Framing of the largest face (SSD + 68 landmarks); null when no face is found. */
export async function measureFraming(png: Buffer): Promise<MeasuredFraming | null> {
  const { width, height } = await sharp(png).metadata();
  const [face] = await detectFaces(png, { mode: 'accurate', withDescriptors: false });
  if (!face) return null;
  const g = faceGeometry(face.landmarks);
  const eyeLine = (g.eyeLeft.y + g.eyeRight.y) / 2 / height;
  const headShare = g.headWidth / width;
  return { eyeLine, headShare, inRange: framingInRange(eyeLine, headShare) };
}

// A pixel is backdrop when the segmentation sees the person under 10% there and nowhere
// within 12 px (the model works at 256 x 256, so its edges are uncertain by a few of its
// cells: about 1% of a 1024 px output); it matches when its RGB distance to the intended
// backdrop pixel is at most 12 (of 441).
export const BACKDROP_MASK_BELOW = 0.1;
export const BACKDROP_EDGE_PX = 12;
export const BACKDROP_MAX_DISTANCE = 12;

export interface BackdropFidelity {
  /** Share of backdrop pixels within BACKDROP_MAX_DISTANCE of the intended backdrop. */
  share: number;
  backdropPixels: number;
}

/** How much of what is not the person is exactly the intended backdrop (`expected`, RGB). */
export async function measureBackdrop(
  png: Buffer,
  expected: Buffer,
  segmented?: Buffer,
): Promise<BackdropFidelity> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (expected.length !== data.length) throw new RangeError('backdrop size differs from output');
  const mask = segmented ?? (await segmentPerson(data, info.width, info.height)).data;
  const person = await sharp(mask, {
    raw: { width: info.width, height: info.height, channels: 1 },
  })
    .threshold(Math.round(BACKDROP_MASK_BELOW * 255))
    // grown by BACKDROP_EDGE_PX along straight edges: a Gaussian's tail passes 1/255 at
    // about 2.65 sigma
    .blur(BACKDROP_EDGE_PX / 2.65)
    .threshold(1)
    .extractChannel(0)
    .raw()
    .toBuffer();
  let backdrop = 0;
  let matching = 0;
  for (let i = 0; i < person.length; i++) {
    if ((person[i] ?? 255) > 0) continue;
    backdrop++;
    const o = i * 3;
    const d = Math.hypot(
      (data[o] ?? 0) - (expected[o] ?? 0),
      (data[o + 1] ?? 0) - (expected[o + 1] ?? 0),
      (data[o + 2] ?? 0) - (expected[o + 2] ?? 0),
    );
    if (d <= BACKDROP_MAX_DISTANCE) matching++;
  }
  return { share: backdrop ? matching / backdrop : 1, backdropPixels: backdrop };
}

/** What a headshot's own pixels say about its framing (issue 15 items 3 and 7); the ranges
 * are @hs/domain/framing's, applied to the real head (hair included). */
export interface MeasuredHead {
  /** Eye line, share of the height from the top (landmarks found again). */
  eyeLine: number;
  /** Real head width (head.ts: the person mask at the temples and ears, at most
   * HEAD_OVER_FACE face widths), share of the width. */
  headShare: number;
  /** Landmark head width (face outline at the ears), share of the width. */
  faceShare: number;
  /** Topmost person pixel above the face, share of the height (0 = the top edge). */
  headroom: number;
  /** Hair or head reaches the top row. */
  touchesTop: boolean;
}

/** Headroom: at least this share of the height between the top of the hair and the edge. */
export const MIN_HEADROOM = 0.02;

/**
 * Framed in range: the eye line in issue 5's band; the real head at least issue 5's smallest
 * share and at most a close head-and-shoulders frame's (TIGHT_FRAME, issue 34: a chest-cut
 * portrait framed close), with the face outline (issue 5's own "head width") at most its
 * largest; room above the hair.
 */
export function headInRange(m: MeasuredHead): boolean {
  return (
    m.eyeLine >= EYE_LINE_RANGE.min &&
    m.eyeLine <= EYE_LINE_RANGE.max &&
    m.headShare >= HEAD_WIDTH_RANGE.min &&
    m.headShare <= TIGHT_FRAME.headShare &&
    m.faceShare <= HEAD_WIDTH_RANGE.max &&
    m.headroom >= MIN_HEADROOM
  );
}

/**
 * The head of an image measured from its pixels: landmarks for the eyes, the person mask
 * (segmentation, hair included) for the real head width and the headroom. `mask` may be
 * given when the caller has segmented the same pixels already.
 */
export async function measureHead(
  rgb: { data: Buffer; width: number; height: number },
  mask?: Buffer,
): Promise<MeasuredHead | null> {
  const { data, width, height } = rgb;
  const [face] = await detectFaces(
    { data, width, height, channels: 3 },
    { mode: 'accurate', withDescriptors: false },
  );
  if (!face || face.landmarks.length < 68) return null;
  const person = mask ?? (await segmentPerson(data, width, height)).data;
  const g = faceGeometry(face.landmarks);
  const eyeY = (g.eyeLeft.y + g.eyeRight.y) / 2;
  const head = headInMask(person, width, height, face.landmarks);
  const widest = head?.width ?? 0;
  const top = head?.top ?? Math.round(eyeY);
  return {
    eyeLine: eyeY / height,
    headShare: widest / width,
    faceShare: g.headWidth / width,
    headroom: top / height,
    touchesTop: top === 0,
  };
}

// The person's outline band (issue 15 items 2 and 7): pixels within EDGE_BAND_PX of the
// outline of the output's own person mask, compared with the person's colours at least
// EDGE_INNER_PX inside the outline within EDGE_WINDOW_PX (all at a 1024 px wide output,
// scaled with the width). A band pixel is clean when its colour lies within
// EDGE_MAX_DISTANCE (RGB, of 441) of a mix between the intended backdrop there and one of
// those person colours: what a correct cut-out makes, at any alpha. A halo or a fringe of
// the old background (white around ears, a patch of the old wall, blue at the hair) is
// neither.
export const EDGE_BAND_PX = 6;
export const EDGE_INNER_PX = 10;
export const EDGE_WINDOW_PX = 20;
export const EDGE_MAX_DISTANCE = 30;
/** An output is contaminated when more than this share of its band is off-colour; the
 * local engine drops such outputs. */
export const EDGE_CONTAMINATION_MAX = 0.05;

/**
 * An output is also contaminated when one connected patch of off-colour band pixels runs
 * longer than this along the outline (px at a 1024 px wide output, scaled with the width):
 * a compact piece of the old background (a patch of wall above the hair) is a small share
 * of a long outline, but it shows.
 */
export const EDGE_PATCH_MAX_PX = 80;

export interface EdgeContamination {
  /** Share of the sampled band pixels that are off-colour. */
  share: number;
  /** Band pixels sampled. */
  sampled: number;
  /**
   * The largest 8-connected patch of off-colour samples, as its length along the outline
   * in px at a 1024 px wide output: its area over the band's width (2 x EDGE_BAND_PX).
   */
  largestPatch: number;
}

/** Whether a measure is over either limit: the share, or one compact patch. */
export function contaminationOver(m: EdgeContamination, shareMax = EDGE_CONTAMINATION_MAX) {
  return m.share > shareMax || m.largestPatch > EDGE_PATCH_MAX_PX;
}

/** Size of the largest 8-connected group of set cells in a `w` x `h` grid. */
export function largestGroup(cells: Uint8Array, w: number, h: number): number {
  const seen = new Uint8Array(cells.length);
  const stack = new Int32Array(cells.length);
  let best = 0;
  for (let start = 0; start < cells.length; start++) {
    if (!cells[start] || seen[start]) continue;
    let top = 0;
    let size = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const i = stack[--top]!;
      size++;
      const x = i % w;
      const y = (i - x) / w;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          const j = yy * w + xx;
          if (cells[j] && !seen[j]) {
            seen[j] = 1;
            stack[top++] = j;
          }
        }
      }
    }
    if (size > best) best = size;
  }
  return best;
}

/** Squared distance of colour c from the segment b..p in RGB. */
function segmentDistanceSq(
  cr: number,
  cg: number,
  cb: number,
  br: number,
  bg: number,
  bb: number,
  pr: number,
  pg: number,
  pb: number,
): number {
  const dr = pr - br;
  const dg = pg - bg;
  const db = pb - bb;
  const len = dr * dr + dg * dg + db * db;
  let t = len > 0 ? ((cr - br) * dr + (cg - bg) * dg + (cb - bb) * db) / len : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const er = cr - br - t * dr;
  const eg = cg - bg - t * dg;
  const eb = cb - bb - t * db;
  return er * er + eg * eg + eb * eb;
}

/** The grid positions lo, lo + step, ... <= hi, nearest to `at` first. */
function nearestFirst(lo: number, hi: number, step: number, at: number, into: Int32Array): number {
  let n = 0;
  for (let v = lo; v <= hi; v += step) into[n++] = v;
  const list = into.subarray(0, n);
  list.sort((a, b) => Math.abs(a - at) - Math.abs(b - at) || a - b);
  return n;
}

/**
 * Off-colour share of the person's outline band in a headshot (`rgb`, 3 channels) over the
 * intended `backdrop` (same size), with `mask` the output's own person segmentation
 * (0..255). Measured on the output alone, so the same for any engine.
 */
export function edgeContamination(
  rgb: Uint8Array,
  backdrop: Uint8Array,
  mask: Uint8Array,
  width: number,
  height: number,
): EdgeContamination {
  const scale = width / 1024;
  const band = Math.max(2, Math.round(EDGE_BAND_PX * scale));
  const inner = Math.max(3, Math.round(EDGE_INNER_PX * scale));
  const window = Math.max(4, Math.round(EDGE_WINDOW_PX * scale));
  const step = Math.max(1, Math.round(2 * scale));
  const innerStep = Math.max(1, Math.round(3 * scale));
  // Shares of person pixels in a window, from a summed-area table of the thresholded mask:
  // only the pixels looked at are computed.
  const stride = width + 1;
  const table = new Int32Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let run = 0;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      run += mask[row + x]! >= 128 ? 1 : 0;
      table[(y + 1) * stride + x + 1] = table[y * stride + x + 1]! + run;
    }
  }
  const shareAt = (i: number, r: number) => {
    const x = i % width;
    const y = (i - x) / width;
    const x0 = x - r > 0 ? x - r : 0;
    const y0 = y - r > 0 ? y - r : 0;
    const x1 = x + r < width - 1 ? x + r + 1 : width;
    const y1 = y + r < height - 1 ? y + r + 1 : height;
    const sum =
      table[y1 * stride + x1]! -
      table[y0 * stride + x1]! -
      table[y1 * stride + x0]! +
      table[y0 * stride + x0]!;
    return sum / ((x1 - x0) * (y1 - y0));
  };
  const deepAt = new Int8Array(width * height).fill(-1);
  const isDeep = (j: number) => {
    let d = deepAt[j]!;
    if (d < 0) deepAt[j] = d = shareAt(j, inner) >= 0.999 ? 1 : 0;
    return d === 1;
  };
  // A band pixel is clean when a sampled deep-person colour within the window makes a mix
  // within EDGE_MAX_DISTANCE. The window is searched nearest rows and columns first (a
  // match is usually close), in squared distances. A pixel already within reach of the
  // backdrop's own colour is judged when the window's first row holds deep person.
  const limitSq = EDGE_MAX_DISTANCE * EDGE_MAX_DISTANCE;
  const span = 2 * window + 1;
  const columnsAt = new Int32Array(Math.ceil(width / step) * span);
  const columnCount = new Int32Array(Math.ceil(width / step));
  for (let x = 0, k = 0; x < width; x += step, k++) {
    columnCount[k] = nearestFirst(
      Math.max(0, x - window),
      Math.min(width - 1, x + window),
      innerStep,
      x,
      columnsAt.subarray(k * span, (k + 1) * span),
    );
  }
  const rows = new Int32Array(span);
  let sampled = 0;
  let off = 0;
  const gridWidth = Math.ceil(width / step);
  const offCells = new Uint8Array(gridWidth * Math.ceil(height / step));
  for (let y = 0; y < height; y += step) {
    const firstRow = Math.max(0, y - window) * width;
    const nRows = nearestFirst(
      Math.max(0, y - window),
      Math.min(height - 1, y + window),
      innerStep,
      y,
      rows,
    );
    for (let x = 0, k = 0; x < width; x += step, k++) {
      const i = y * width + x;
      const share = shareAt(i, band);
      // Near the outline: both person and not-person within the band.
      if (share <= 0.001 || share >= 0.999) continue;
      const nColumns = columnCount[k]!;
      const columns = k * span;
      const o = i * 3;
      const cr = rgb[o]!;
      const cg = rgb[o + 1]!;
      const cb = rgb[o + 2]!;
      const br = backdrop[o]!;
      const bg = backdrop[o + 1]!;
      const bb = backdrop[o + 2]!;
      let found = false;
      let clean = (cr - br) ** 2 + (cg - bg) ** 2 + (cb - bb) ** 2 <= limitSq;
      if (clean) {
        for (let b = 0; b < nColumns && !found; b++) {
          found = isDeep(firstRow + columnsAt[columns + b]!);
        }
      } else {
        search: for (let a = 0; a < nRows; a++) {
          const row = rows[a]! * width;
          for (let b = 0; b < nColumns; b++) {
            const j = row + columnsAt[columns + b]!;
            if (!isDeep(j)) continue;
            found = true;
            const p = j * 3;
            if (
              segmentDistanceSq(cr, cg, cb, br, bg, bb, rgb[p]!, rgb[p + 1]!, rgb[p + 2]!) <=
              limitSq
            ) {
              clean = true;
              break search;
            }
          }
        }
      }
      // A band pixel with no person deep inside nearby (a thin part) is not judged.
      if (!found) continue;
      sampled++;
      if (!clean) {
        off++;
        offCells[(y / step) * gridWidth + k] = 1;
      }
    }
  }
  // A sample stands for step x step pixels; the band is 2 x band pixels wide.
  const patchArea = largestGroup(offCells, gridWidth, offCells.length / gridWidth) * step * step;
  return {
    share: sampled ? off / sampled : 0,
    sampled,
    largestPatch: patchArea / (2 * band) / scale,
  };
}
