// Measurements of a finished headshot, taken on the output alone (for tests and the
// bench): framing from landmarks found again, and how faithful the backdrop is where the
// segmentation model sees no person.
import { faceGeometry } from '@hs/domain/face-quality';
import { framingInRange } from '@hs/domain/framing';
import { detectFaces } from '@hs/imaging/face-detector';
import sharp from 'sharp';
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
export async function measureBackdrop(png: Buffer, expected: Buffer): Promise<BackdropFidelity> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (expected.length !== data.length) throw new RangeError('backdrop size differs from output');
  const mask = await segmentPerson(data, info.width, info.height);
  const person = await sharp(mask.data, {
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
