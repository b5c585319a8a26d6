// Issue 34 item 1: the sources ranked as a photographer would choose them: sharp, well lit,
// facing the camera with open eyes, on a plain background first; event photos (a crowd, a
// lettered wall, a busy room behind the person) later. Every factor is a measurement of the
// photo itself (none names a photo): the face's sharpness and pose, the face's exposure, and
// how plain the cut-out's non-person pixels are. Clothing and expression are not measured
// (no model for them here): they stay the customer's choice of photos.
import { photoQualityScore, type FaceGeometry } from '@hs/domain/face-quality';

export interface RankInput {
  geometry: FaceGeometry;
  /** Variance of the Laplacian of the face at 256 px wide (face-quality's sharpness). */
  sharpness: number;
  /** Mean RGB of the face skin. */
  faceMean: [number, number, number];
  /** The photo's RGB and the person's alpha, `width` x `height`. */
  rgb: Buffer;
  alpha: Buffer;
  width: number;
  height: number;
}

// The background is sampled on a coarse grid: its plainness is about patches (faces in a
// crowd, letters, lamps), not texture, and a coarse grid is cheap.
const GRID = 96;
// A background pixel is one the cut-out gives no person at all.
const BACKGROUND_ALPHA = 8;
// Spread of the background's luminance (standard deviation, 0 to 255) at which it counts as
// busy: a plain or evenly lit wall spreads 5 to 20, a gradient backdrop up to about 30; a
// crowd, a lettered wall or a room 40 to 70.
const BUSY_SPREAD = 55;
// The face's luminance a well exposed photo has (grade.ts moves the face toward a style's key
// anyway; this only prefers photos that need less of it).
const GOOD_FACE_LUMINANCE = 140;

/** 1 for a plain background, toward 0 for a busy one (no background seen: 1). */
export function backgroundPlainness(
  rgb: Buffer,
  alpha: Buffer,
  width: number,
  height: number,
): number {
  const step = Math.max(1, Math.floor(Math.max(width, height) / GRID));
  let n = 0;
  let sum = 0;
  let sumSq = 0;
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const i = y * width + x;
      if (alpha[i]! > BACKGROUND_ALPHA) continue;
      const l = 0.2126 * rgb[i * 3]! + 0.7152 * rgb[i * 3 + 1]! + 0.0722 * rgb[i * 3 + 2]!;
      sum += l;
      sumSq += l * l;
      n++;
    }
  }
  if (n < 16) return 1;
  const spread = Math.sqrt(Math.max(0, sumSq / n - (sum / n) ** 2));
  return Math.max(0, 1 - spread / BUSY_SPREAD);
}

/** 1 for a face at GOOD_FACE_LUMINANCE, less for one under- or over-exposed. */
export function faceExposure([r, g, b]: [number, number, number]): number {
  const l = Math.max(1, 0.2126 * r + 0.7152 * g + 0.0722 * b);
  return Math.max(0, 1 - Math.abs(Math.log2(l / GOOD_FACE_LUMINANCE)));
}

/**
 * The order the engine uses sources in (higher first): the face's quality (sharp, frontal,
 * level, eyes open; face-quality's factors without its preference for a large face, which
 * favours close-ups over photos with the shoulders), times the background's plainness and the
 * face's exposure, each weighted so that one factor alone does not decide.
 */
export function sourceRank(input: RankInput): number {
  // A face share of FULL_SIZE_SHARE reads as full size: only the other factors count.
  const face = photoQualityScore({
    geometry: input.geometry,
    faceShare: FULL_SIZE_SHARE,
    sharpness: input.sharpness,
  });
  const plain = backgroundPlainness(input.rgb, input.alpha, input.width, input.height);
  const exposure = faceExposure(input.faceMean);
  return face * (0.4 + 0.6 * plain) * (0.6 + 0.4 * exposure);
}

/** face-quality's face share from which its size factor is 1. */
const FULL_SIZE_SHARE = 0.35;
