// The real head in a person mask (issue 15 item 3): hair included, measured the same way on
// a training photo (to frame it) and on an output (to check the framing).
import type { Point } from '@hs/domain/framing';

export interface MaskHead {
  /** Widest run of the mask through the face between the mouth and the top of the hair. */
  width: number;
  centreX: number;
  /** Topmost row of that run (0 = the image's top edge). */
  top: number;
  /** The head's run reaches the image's left or right edge somewhere. */
  touchesSide: boolean;
}

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
 * person. Null when the mask has no person at the nose.
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
  const eyeY = ((landmarks[36]?.y ?? 0) + (landmarks[45]?.y ?? 0)) / 2;
  if (!nose || !mouth) return null;
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
    if (!widest || run.right - run.left > widest.right - widest.left) widest = run;
    if (run.left === 0 || run.right === width - 1) touchesSide = true;
    top = y;
    column = Math.round((run.left + run.right) / 2);
  }
  if (!widest) return null;
  return {
    width: widest.right - widest.left + 1,
    centreX: (widest.left + widest.right + 1) / 2,
    top,
    touchesSide,
  };
}
