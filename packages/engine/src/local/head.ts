// The real head in a person mask (issue 15 item 3, issue 34 item 1): measured the same way on
// a training photo (to frame it) and on an output (to check the framing).
import type { Point } from '@hs/domain/framing';

export interface MaskHead {
  /**
   * The head's width: the widest run of the mask through the face at the temples and ears
   * (from the brows to the bottom of the nose), at most HEAD_OVER_FACE face widths.
   */
  width: number;
  centreX: number;
  /** Topmost row of the person above the face (0 = the image's top edge). */
  top: number;
  /** The head's run reaches the image's left or right edge at or above the nose. */
  touchesSide: boolean;
}

/**
 * The most a head is wider than the face outline at the ears (landmarks 0 to 16): the ears and
 * a little hair. Measured on the short-haired sample people (a, b, h; tuned there): the mask at
 * the temples is 1.17 to 1.34 face widths. Wider is hair (long hair spreading at the temples,
 * 1.4 to 1.8 on e, f, g, h, i) or shoulders: hair may fill more of a frame than the head, as
 * long as it stays clear of the frame's edges (local-engine.ts cutAtFrameEdge).
 */
export const HEAD_OVER_FACE = 1.3;

/** The run of row `y` at or above `on` that contains column `x`, or null. */
function runAt(mask: Uint8Array, width: number, y: number, x: number, on: number) {
  const row = y * width;
  if ((mask[row + x] ?? 0) < on) return null;
  let left = x;
  let right = x;
  while (left > 0 && (mask[row + left - 1] ?? 0) >= on) left--;
  while (right < width - 1 && (mask[row + right + 1] ?? 0) >= on) right++;
  return { left, right };
}

/**
 * The head in a one-channel `mask` (`width` x `height`), from the face's landmarks: up from
 * the mouth (landmark 62) along the run through the nose (landmark 30) to the last row with
 * person; its width is taken between the brows (landmarks 19, 24) and the bottom of the nose
 * (landmark 33), where neither long hair below the chin nor raised shoulders spread. Null when
 * the mask has no person there.
 */
export function headInMask(
  mask: Uint8Array,
  width: number,
  height: number,
  landmarks: Point[],
  on = 128,
): MaskHead | null {
  const nose = landmarks[30];
  const mouth = landmarks[62];
  const noseBottom = landmarks[33];
  const browY = Math.min(landmarks[19]?.y ?? Infinity, landmarks[24]?.y ?? Infinity);
  const eyeY = ((landmarks[36]?.y ?? 0) + (landmarks[45]?.y ?? 0)) / 2;
  const earLeft = landmarks[0];
  const earRight = landmarks[16];
  if (!nose || !mouth || !noseBottom || !earLeft || !earRight || !Number.isFinite(browY)) {
    return null;
  }
  const face = Math.hypot(earRight.x - earLeft.x, earRight.y - earLeft.y);
  let column = Math.round(Math.min(width - 1, Math.max(0, nose.x)));
  let widest: { left: number; right: number } | null = null;
  let top = -1;
  let touchesSide = false;
  for (let y = Math.min(height - 1, Math.round(mouth.y)); y >= 0; y--) {
    const run = runAt(mask, width, y, column, on);
    if (!run) {
      if (y < eyeY) break;
      continue;
    }
    const temples = y <= noseBottom.y && y >= browY;
    if (temples && (!widest || run.right - run.left > widest.right - widest.left)) widest = run;
    if (y <= noseBottom.y && (run.left === 0 || run.right === width - 1)) touchesSide = true;
    top = y;
    column = Math.round((run.left + run.right) / 2);
  }
  if (!widest) return null;
  const run = widest.right - widest.left + 1;
  const runCentre = (widest.left + widest.right + 1) / 2;
  // Capped, the head is centred on the face (hair can hang to one side).
  const capped = run > HEAD_OVER_FACE * face;
  return {
    width: capped ? HEAD_OVER_FACE * face : run,
    centreX: capped ? (earLeft.x + earRight.x) / 2 : runCentre,
    top,
    touchesSide,
  };
}
