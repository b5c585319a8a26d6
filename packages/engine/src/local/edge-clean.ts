// Issue 34 item 2: the cut-out's soft edge, cleaned before compositing.
// - Old background left in the matte: an outer edge pixel (alpha under 0.5) whose estimated person
//   colour is the colour of the old background right beside it is that background (a patch of
//   lit wall beside the hair, a grey smudge of a crowd, a pale rim beside an ear), not hair:
//   its alpha goes towards 0. This is judged at every edge pixel, the hair's included.
// - Halos: away from the hair the person's outline is clothing and skin, with no strands; the
//   guided filter leaves a band of half alpha there 20 to 40 px wide where the person and the
//   old background are alike (black clothing on a dark room), which draws a dark halo on a
//   light backdrop. Outside the hair region the outer half of that band is taken away (its
//   alpha lowered toward 0 below the half-way line, never raised).
import { boxMean, type Plane } from './matte.ts';
import type { FaceBox } from './segmentation.ts';

// The old background's colour beside a pixel: the mean of the photo weighted by how much it
// is not person, over this radius (px at 1024 wide).
const BACKGROUND_RADIUS = 16;
// Below this RGB distance (0..1 a channel, Euclidean) between the estimated person colour and
// the background beside it, an edge pixel is background; the alpha is kept fully above
// MATCH_KEEP. (About 15 and 36 of 255: JPEG noise and the estimate's error are under the
// first; hair against a wall of a different colour is well over the second.)
const MATCH_DROP = 0.06;
const MATCH_KEEP = 0.14;
// Too little background nearby (the weight's mean) to know its colour: left alone.
const BACKGROUND_SEEN = 0.05;
// The hair region, in face widths (landmarks 0 to 16): up to this far beside the face centre
// and down to this far below the eyes (long hair to the shoulders: about the chin and a little
// lower); outside it the alpha's soft part is STEEP wide (of alpha) around the half-way line.
const HAIR_BESIDE = 1.1;
const HAIR_BELOW_EYES = 0.9;
const STEEP = 0.4;

const smoothstep = (e0: number, e1: number, v: number) => {
  const t = Math.min(1, Math.max(0, (v - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};

/**
 * `alpha` (0..1, in place) cleaned against the photo (`guide`, three 0..1 planes) and the
 * estimated person colour (`foreground`).
 */
export function cleanEdge(
  alpha: Float32Array,
  guide: Float32Array[],
  foreground: Float32Array[],
  width: number,
  height: number,
  face: FaceBox,
): void {
  const n = width * height;
  const scale = Math.max(width, height) / 1024;
  const r = Math.max(2, Math.round(BACKGROUND_RADIUS * scale));
  const away = new Float32Array(n);
  for (let i = 0; i < n; i++) away[i] = 1 - alpha[i]!;
  const weight = boxMean(away, width, height, r);
  const background: Plane['data'][] = guide.map((plane) => {
    const weighted = new Float32Array(n);
    for (let i = 0; i < n; i++) weighted[i] = plane[i]! * away[i]!;
    return boxMean(weighted, width, height, r);
  });
  const hairLeft = face.centre.x - HAIR_BESIDE * face.width;
  const hairRight = face.centre.x + HAIR_BESIDE * face.width;
  const hairBottom = face.eyeY + HAIR_BELOW_EYES * face.width;
  for (let y = 0; y < height; y++) {
    const hairRow = y <= hairBottom;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let a = alpha[i]!;
      if (a <= 0 || a >= 1) continue;
      const w = weight[i]!;
      // The outer half of the edge only: inside it a match is more often the person's own
      // colour against a like background (a white collar on a white wall), and dropping it
      // would open holes.
      if (w >= BACKGROUND_SEEN && a < 0.5) {
        let d = 0;
        for (let c = 0; c < 3; c++) d += (foreground[c]![i]! - background[c]![i]! / w) ** 2;
        a *= smoothstep(MATCH_DROP, MATCH_KEEP, Math.sqrt(d));
      }
      if (!(hairRow && x >= hairLeft && x <= hairRight)) {
        // Only lowered: an edge pixel's estimated colour is least sure where its alpha is
        // low, so raising it would draw that colour (pale specks along a collar).
        a = Math.min(a, smoothstep(0.5 - STEEP / 2, 0.5 + STEEP / 2, a));
      }
      alpha[i] = a;
    }
  }
}
