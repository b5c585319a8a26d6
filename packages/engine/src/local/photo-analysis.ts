// What the local engine learns about each training photo, once: the face (68 landmarks),
// a quality score (issue 5: face size, sharpness, frontal pose, open eyes), and, for the
// photos it keeps, the person cut out (segmentation.ts cutOutPerson: refined edges,
// decontaminated colour) and levelled by the eye line.
import { faceGeometry, photoQualityScore, type FaceGeometry } from '@hs/domain/face-quality';
import {
  CROP_HEAD_SHARE,
  frameByHead,
  type Point,
  type Rect,
  type RealHead,
} from '@hs/domain/framing';
import { detectFaces } from '@hs/imaging/face-detector';
import sharp from 'sharp';
import type { SourcePhoto } from '../engine.ts';
import { headInMask } from './head.ts';
import { cutOutPerson } from './segmentation.ts';
import { sourceRank } from './source-rank.ts';
import { personAtSides, widenAtSides, type PersonAtSides } from './widen.ts';

const WORKING_SIDE = 1024;
const SHARPNESS_SIDE = 256;
const LEVEL_OVER_DEG = 10;
// How far a frame may reach past the photo's left and right edges, as a share of its width.
// There the backdrop shows (widen.ts), so a frame may reach there only in rows where the
// photo's edge holds no person (issue 34: no invented clothing). A large head in a narrow
// photo whose shoulders stay inside it then still gets its frames (decision 066). A frame
// uses it only when it cannot fit inside the photo.
export const SIDE_REACH = 0.08;

export interface ScoredPhoto {
  photo: SourcePhoto;
  rgb: Buffer;
  width: number;
  height: number;
  landmarks: Point[];
  geometry: FaceGeometry;
  /** The face's sharpness (variance of the Laplacian at SHARPNESS_SIDE). */
  sharpness: number;
  /** The face's quality (face-quality photoQualityScore): which photos are cut out first. */
  score: number;
}

/** A kept photo, ready to frame: RGBA cut-out (alpha = person), levelled eyes. */
export interface PreparedPhoto {
  id: string;
  /** The photo shows the shoulders (room for two head widths below the eyes). */
  shoulders: boolean;
  /** The real head (mask with hair) in the levelled canvas; null when the mask misses the
   * face or the head is cut by the photo's edge (such a photo is not used). */
  head: RealHead | null;
  /** The order in which sources are used, higher first (source-rank.ts: the face's quality,
   * the background's plainness, the face's exposure). */
  score: number;
  /** An upright rectangle of the levelled canvas that is all photo (no added corners). */
  inner: Rect;
  /** `inner` widened by SIDE_REACH at the left and right, transparent past the photo
   * (widen.ts): for frames that cannot fit inside the photo; `inner` itself when the photo
   * was levelled (its edges are slanted there). */
  reach: Rect;
  /** The person's alpha at the photo's side columns, per row of `inner` (widen.ts
   * reachesPerson: a frame past a side where the person runs off it is not used). */
  sides: PersonAtSides;
  rgba: Buffer;
  width: number;
  height: number;
  geometry: FaceGeometry;
  /** Mean RGB of the face skin, for exposure and white balance. */
  faceMean: [number, number, number];
}

/** Variance of the Laplacian of a grey image: higher is sharper. */
function laplacianVariance(grey: Buffer, width: number, height: number): number {
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const v =
        (grey[i - 1] ?? 0) +
        (grey[i + 1] ?? 0) +
        (grey[i - width] ?? 0) +
        (grey[i + width] ?? 0) -
        4 * (grey[i] ?? 0);
      sum += v;
      sumSq += v * v;
      n++;
    }
  }
  return n ? sumSq / n - (sum / n) ** 2 : 0;
}

function landmarkBox(points: Point[], width: number, height: number) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const left = Math.max(0, Math.floor(Math.min(...xs)));
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const right = Math.min(width, Math.ceil(Math.max(...xs)));
  const bottom = Math.min(height, Math.ceil(Math.max(...ys)));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

async function faceSharpness(rgb: Buffer, width: number, height: number, landmarks: Point[]) {
  const box = landmarkBox(landmarks, width, height);
  const { data, info } = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .extract(box)
    .resize({ width: SHARPNESS_SIDE })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return laplacianVariance(data, info.width, info.height);
}

/** Decodes, finds the face and scores one photo; null when it has no face. */
export async function scorePhoto(photo: SourcePhoto): Promise<ScoredPhoto | null> {
  const { data: rgb, info } = await sharp(photo.bytes, { failOn: 'error' })
    .resize(WORKING_SIDE, WORKING_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = { data: rgb, width: info.width, height: info.height, channels: 3 as const };
  const [face] = await detectFaces(image, { mode: 'accurate', withDescriptors: false });
  if (!face || face.landmarks.length < 68) return null;
  const geometry = faceGeometry(face.landmarks);
  const sharpness = await faceSharpness(rgb, info.width, info.height, face.landmarks);
  const faceShare = geometry.headWidth / info.width;
  return {
    photo,
    rgb,
    width: info.width,
    height: info.height,
    landmarks: face.landmarks,
    geometry,
    sharpness,
    score: photoQualityScore({ geometry, faceShare, sharpness }),
  };
}

const smoothstep = (e0: number, e1: number, v: number) => {
  const t = Math.min(1, Math.max(0, (v - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};

/**
 * Whether the photo shows the shoulders: room below the eyes for the frame's lower part
 * (about two head widths at the widest framing). Tight face photos do not.
 */
export function showsShoulders(scored: ScoredPhoto): boolean {
  const { eyeLeft, eyeRight, headWidth } = scored.geometry;
  const eyeY = (eyeLeft.y + eyeRight.y) / 2;
  return (scored.height - eyeY) / headWidth >= 2.2;
}

/**
 * The person's alpha: the cut-out's (refined at the edges; its colour decontaminated). A
 * usable source gets nothing more: its frames stay inside the
 * photo at the sides and bottom, so where the photo cuts the person the frame cuts it too
 * (issue 15: no fades, no vignettes). Only the fallback for a set without any such photo
 * (`faded`) fades where the photo's frame cuts the person: towards the edges when it shows
 * the shoulders, else in a soft circle (a vignette portrait).
 */
function personAlpha(
  mask: Buffer,
  width: number,
  height: number,
  faded: { shoulders: boolean } | null,
): Buffer {
  const alpha = Buffer.alloc(width * height);
  const side = Math.min(width, height);
  const edge = 0.035 * side;
  const bottomEdge = 0.16 * side;
  const radius = side / 2;
  for (let y = 0; y < height; y++) {
    const vertical = Math.min(smoothstep(0, edge, y), smoothstep(0, bottomEdge, height - 1 - y));
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const person = (mask[i] ?? 0) / 255;
      if (!faded) {
        alpha[i] = Math.round(255 * person);
        continue;
      }
      const sides = Math.min(smoothstep(0, edge, x), smoothstep(0, edge, width - 1 - x));
      const fade = faded.shoulders
        ? Math.min(vertical, sides)
        : Math.min(
            smoothstep(0, edge, y),
            sides,
            1 - smoothstep(0.84, 1.06, Math.hypot(x - width / 2, y - height / 2) / radius),
          );
      alpha[i] = Math.round(255 * fade * person);
    }
  }
  return alpha;
}

/** Rotates `p` by `deg` (clockwise on screen) about the centre of a w x h image, into the
 * w2 x h2 canvas sharp's rotate() makes. */
function rotatePoint(p: Point, deg: number, w: number, h: number, w2: number, h2: number): Point {
  const a = (deg * Math.PI) / 180;
  const x = p.x - w / 2;
  const y = p.y - h / 2;
  return {
    x: x * Math.cos(a) - y * Math.sin(a) + w2 / 2,
    y: x * Math.sin(a) + y * Math.cos(a) + h2 / 2,
  };
}

function faceMean(rgba: Buffer, width: number, height: number, landmarks: Point[]) {
  // The cheeks and nose: landmarks 1 to 15 bound the face; take its inner half.
  const box = landmarkBox(landmarks, width, height);
  const x0 = Math.round(box.left + box.width * 0.25);
  const x1 = Math.round(box.left + box.width * 0.75);
  const y0 = Math.round(box.top + box.height * 0.35);
  const y1 = Math.round(box.top + box.height * 0.75);
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = Math.max(0, y0); y < Math.min(height, y1); y++) {
    for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) {
      const i = (y * width + x) * 4;
      if ((rgba[i + 3] ?? 0) < 200) continue;
      for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (rgba[i + c] ?? 0);
      n++;
    }
  }
  const mean = sum.map((s) => (n ? s / n : 128));
  return [mean[0] ?? 128, mean[1] ?? 128, mean[2] ?? 128] as [number, number, number];
}

/** Cuts the person out (segmentation once per photo) and levels the eye line. */
/** The closest head-and-shoulders frame the engine would try (the shape is the output's). */
function closestFrame(head: RealHead, bounds: Rect) {
  const share = CROP_HEAD_SHARE['head-and-shoulders'];
  const frame = { width: 4, height: 5 };
  return { head, frame, bounds, share, lift: 0.5, shift: 0.5, tight: true };
}

export async function preparePhoto(
  scored: ScoredPhoto,
  options: { faded?: boolean; level?: boolean } = {},
): Promise<PreparedPhoto> {
  const { rgb, width, height, landmarks, geometry } = scored;
  const eyeY = (geometry.eyeLeft.y + geometry.eyeRight.y) / 2;
  const nose = landmarks[30] ?? { x: (geometry.eyeLeft.x + geometry.eyeRight.x) / 2, y: eyeY };
  const cut = await cutOutPerson(rgb, width, height, {
    centre: nose,
    width: geometry.headWidth,
    eyeY,
  });
  const shoulders = showsShoulders(scored);
  const alpha = personAlpha(cut.alpha, width, height, options.faded ? { shoulders } : null);
  // The colour is the cut-out's foreground estimate: the old background taken out of the
  // edge pixels (issue 15 item 2).
  const pad = options.faded ? 0 : Math.round(SIDE_REACH * width);
  const cutRgba = await sharp(cut.rgb, { raw: { width, height, channels: 3 } })
    .joinChannel(alpha, { raw: { width, height, channels: 1 } })
    .raw()
    .toBuffer();
  const rgba = widenAtSides(cutRgba, width, height, pad);
  // The head must be whole: clear of the photo's top and side edges (issue 15 item 2).
  const before = headInMask(alpha, width, height, landmarks);
  // Round 2 (decision 070): hair that runs off the photo's top is kept (hairCut): the frame
  // stays inside the photo there and crops the hair above the skull (SKULL_ABOVE_EYES).
  const whole = !options.faded && !!before && !before.touchesSide;
  const hairCut = !!before && before.top <= 1;
  const padded = landmarks.map((p) => ({ x: p.x + pad, y: p.y }));
  const canvasWidth = width + 2 * pad;
  // Level the eyes only when the head is clearly tilted: each degree turned costs the
  // frame room at the photo's edges, and a slight tilt is natural in a portrait.
  const tilted = Math.abs(geometry.rollDeg) > LEVEL_OVER_DEG && options.level !== false;
  const roll = options.faded || tilted ? -geometry.rollDeg : 0;
  const rotated = await sharp(rgba, { raw: { width: canvasWidth, height, channels: 4 } })
    .rotate(roll, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w2 = rotated.info.width;
  const h2 = rotated.info.height;
  const moved = padded.map((p) => rotatePoint(p, roll, canvasWidth, height, w2, h2));
  // The largest upright square inside a square turned by a is 1 / (cos a + sin a) of it.
  const a = Math.abs((roll * Math.PI) / 180);
  const keep = 1 / (Math.cos(a) + Math.sin(a));
  const upright = (w: number) => ({
    left: (w2 - w * keep) / 2,
    top: (h2 - height * keep) / 2,
    width: w * keep,
    height: height * keep,
  });
  const inner = upright(width);
  const reach = roll === 0 ? upright(canvasWidth) : inner;
  const levelled = new Uint8Array(w2 * h2);
  for (let i = 0; i < levelled.length; i++) levelled[i] = rotated.data[i * 4 + 3] ?? 0;
  const found = headInMask(levelled, w2, h2, moved);
  const eyes = faceGeometry(moved);
  // The head must be whole: clear of the photo's top and side edges.
  const clear = found && whole;
  const head: RealHead | null = clear
    ? {
        eye: {
          x: (eyes.eyeLeft.x + eyes.eyeRight.x) / 2,
          y: (eyes.eyeLeft.y + eyes.eyeRight.y) / 2,
        },
        width: found.width,
        centreX: found.centreX,
        top: found.top,
        faceWidth: eyes.headWidth,
        ...(hairCut ? { hairCut } : {}),
      }
    : null;
  // Round 2 (decision 070): levelling a tilted head costs the frame the turned corners; when
  // the levelled photo has no close head-and-shoulders frame left, the photo is used as
  // photographed (a tilted head is a portrait's pose; e img11 at 16 degrees).
  if (roll !== 0 && !options.faded && (!head || !frameByHead(closestFrame(head, inner)))) {
    return preparePhoto(scored, { ...options, level: false });
  }
  const mean = faceMean(rotated.data, w2, h2, moved);
  return {
    id: scored.photo.id,
    shoulders,
    head,
    score: sourceRank({ ...scored, faceMean: mean, alpha }),
    rgba: rotated.data,
    width: w2,
    height: h2,
    inner,
    reach,
    sides: personAtSides(cutRgba, width, height),
    geometry: eyes,
    faceMean: mean,
  };
}
