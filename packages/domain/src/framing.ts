// Head-and-shoulders framing of a generated headshot, from 68-point face landmarks
// (issue 5, local engine: eye line in the top 30 to 40% of the frame, head width 35 to
// 50% of the frame width).

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A rectangle in source pixels; may be fractional. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Range {
  min: number;
  max: number;
}

// issue 5: the eye line sits in the top 30 to 40% of the frame (share of the height)
export const EYE_LINE_RANGE: Range = { min: 0.3, max: 0.4 };
// issue 5: the head is 35 to 50% of the frame wide. "Head width" is the distance between
// landmarks 0 and 16 (the face outline at the ears).
export const HEAD_WIDTH_RANGE: Range = { min: 0.35, max: 0.5 };
// Not stated: the eyes' midpoint stays in the middle fifth across, so the head is centred.
export const EYE_CENTRE_RANGE: Range = { min: 0.4, max: 0.6 };
// Variants aim this far inside each range, so a re-measurement that lands a little off
// (landmarks found again on the output) is still in range.
export const FRAMING_AIM_MARGIN = { eyeLine: 0.025, headWidth: 0.035, centre: 0.04 };

/** Where a variant sits in each range, each 0 to 1 (0.5 is the middle). */
export interface FramingVariant {
  zoom: number;
  lift: number;
  shift: number;
}

export interface FramingInput {
  eyeLeft: Point;
  eyeRight: Point;
  headWidth: number;
  frame: Size;
  variant: FramingVariant;
  /** The crop must stay inside this image; omit when outside pixels are backdrop anyway. */
  bounds?: Size;
}

export type Framing =
  | { ok: true; crop: Rect; eyeLine: number; headShare: number; eyeCentre: number }
  | { ok: false; reason: 'bad-input' | 'no-room' };

const unit = (v: number) => Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0.5));
const clampTo = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function aim(range: Range, margin: number, at: number): number {
  return range.min + margin + (range.max - range.min - 2 * margin) * unit(at);
}

/** Head shares to try: the variant's aim first, then the rest of the range nearest first. */
function headShares(target: number): number[] {
  const steps = 24;
  const all = Array.from(
    { length: steps + 1 },
    (_, i) => HEAD_WIDTH_RANGE.min + ((HEAD_WIDTH_RANGE.max - HEAD_WIDTH_RANGE.min) * i) / steps,
  );
  return [target, ...all.sort((a, b) => Math.abs(a - target) - Math.abs(b - target))];
}

/** The interval [lo, hi] of a crop's start so that `point` sits within `range` of it. */
function startInterval(point: number, length: number, range: Range, limit?: number) {
  let lo = point - range.max * length;
  let hi = point - range.min * length;
  if (limit !== undefined) {
    lo = Math.max(lo, 0);
    hi = Math.min(hi, limit - length);
  }
  return { lo, hi };
}

/**
 * The crop (in source pixels, the frame's aspect) that frames the face for `variant`:
 * eye line, head width and centring within their ranges, inside `bounds` when given.
 * When no crop inside `bounds` meets the ranges it says so instead of bending them.
 */
export function frameCrop(input: FramingInput): Framing {
  const { eyeLeft, eyeRight, headWidth, frame, variant, bounds } = input;
  const numbers = [eyeLeft.x, eyeLeft.y, eyeRight.x, eyeRight.y, headWidth];
  if (!numbers.every(Number.isFinite) || headWidth <= 0 || frame.width <= 0 || frame.height <= 0)
    return { ok: false, reason: 'bad-input' };
  const eye = { x: (eyeLeft.x + eyeRight.x) / 2, y: (eyeLeft.y + eyeRight.y) / 2 };
  const m = FRAMING_AIM_MARGIN;
  const targetShare = aim(HEAD_WIDTH_RANGE, m.headWidth, variant.zoom);
  const targetLine = aim(EYE_LINE_RANGE, m.eyeLine, variant.lift);
  const targetCentre = aim(EYE_CENTRE_RANGE, m.centre, variant.shift);

  for (const share of headShares(targetShare)) {
    const width = headWidth / share;
    const height = (width * frame.height) / frame.width;
    const rows = startInterval(eye.y, height, EYE_LINE_RANGE, bounds?.height);
    const cols = startInterval(eye.x, width, EYE_CENTRE_RANGE, bounds?.width);
    if (rows.lo > rows.hi || cols.lo > cols.hi) continue;
    const top = clampTo(eye.y - targetLine * height, rows.lo, rows.hi);
    const left = clampTo(eye.x - targetCentre * width, cols.lo, cols.hi);
    return {
      ok: true,
      crop: { left, top, width, height },
      eyeLine: (eye.y - top) / height,
      headShare: share,
      eyeCentre: (eye.x - left) / width,
    };
  }
  return { ok: false, reason: 'no-room' };
}

/** Whether measured framing (shares of the output frame) is within the ranges. */
export function framingInRange(eyeLine: number, headShare: number): boolean {
  return (
    eyeLine >= EYE_LINE_RANGE.min &&
    eyeLine <= EYE_LINE_RANGE.max &&
    headShare >= HEAD_WIDTH_RANGE.min &&
    headShare <= HEAD_WIDTH_RANGE.max
  );
}
