// Training photos of one person for tests, the bench and the demo seed: fifteen "uploads"
// cut from one face of the face-api demo (sample3.jpg, the woman on the left) at several
// distances, framings and exposures, each run through the upload check as a user's would
// be, so they are what the engine receives in production. Nothing here is shipped.
import { MAX_FULL_BODY_PHOTOS } from '@hs/domain/constants';
import { processTrainingPhoto } from '@hs/imaging/process-photo';
import { samplePath } from '@hs/imaging/sample-images';
import sharp from 'sharp';
import type { SourcePhoto } from './engine.ts';

// sample3.jpg (1920 x 1350): her face box is about (585, 327, 200, 273), level and frontal.
const SAMPLE = 3;
const FACE = { x: 685, y: 463, size: 273 };

/** Where the person is in the demo photos: sample number and her face centre there. */
export const SAMPLE_PERSON_SOURCE = { sample: SAMPLE, faceCentre: { x: FACE.x, y: FACE.y } };
const IMAGE = { width: 1920, height: 1350 };

interface Shot {
  /** Photo side in face heights. */
  side: number;
  dx: number;
  dy: number;
  brightness: number;
  hue: number;
  flip: boolean;
}

// Twelve selfies (the face a quarter to a third of the photo: kept as head crops) and
// three wider shots that show the shoulders (kept as body shots, spec 001 section 9: up
// to 3 full-body photos), as a person's upload set would be.
const SHOTS: Shot[] = [
  { side: 1.7, dx: 0, dy: 0, brightness: 1, hue: 0, flip: false },
  { side: 1.6, dx: -0.1, dy: 0.05, brightness: 1.1, hue: 0, flip: false },
  { side: 2.6, dx: -0.25, dy: 0.35, brightness: 0.95, hue: 0, flip: false },
  { side: 1.8, dx: 0, dy: 0.1, brightness: 1, hue: 8, flip: true },
  { side: 1.65, dx: 0.05, dy: -0.05, brightness: 1.15, hue: -6, flip: false },
  { side: 1.9, dx: -0.1, dy: 0.1, brightness: 1, hue: 0, flip: true },
  { side: 1.75, dx: 0.1, dy: 0, brightness: 0.85, hue: 5, flip: false },
  { side: 2.8, dx: -0.3, dy: 0.4, brightness: 1.05, hue: 0, flip: true },
  { side: 1.7, dx: -0.05, dy: 0.05, brightness: 0.95, hue: -8, flip: false },
  { side: 1.6, dx: 0.1, dy: 0.1, brightness: 1.2, hue: 0, flip: false },
  { side: 1.85, dx: 0, dy: 0.15, brightness: 1, hue: 10, flip: false },
  { side: 1.75, dx: -0.1, dy: -0.05, brightness: 0.9, hue: 0, flip: true },
  { side: 3.0, dx: -0.35, dy: 0.45, brightness: 1.1, hue: -4, flip: false },
  { side: 1.65, dx: 0.1, dy: 0.05, brightness: 1, hue: 0, flip: false },
  { side: 1.8, dx: -0.05, dy: 0.1, brightness: 1.05, hue: 6, flip: true },
];

async function upload(shot: Shot): Promise<Buffer> {
  const side = Math.min(Math.round(FACE.size * shot.side), IMAGE.height);
  const clampTo = (v: number, max: number) => Math.round(Math.min(Math.max(v, 0), max));
  const left = clampTo(FACE.x - side / 2 + shot.dx * FACE.size, IMAGE.width - side);
  const top = clampTo(FACE.y - side / 2 + shot.dy * FACE.size, IMAGE.height - side);
  let photo = sharp(samplePath(SAMPLE))
    .extract({ left, top, width: side, height: side })
    .resize(1200, 1200)
    .modulate({ brightness: shot.brightness, hue: shot.hue });
  if (shot.flip) photo = photo.flop();
  return photo.jpeg({ quality: 88 }).toBuffer();
}

/** `count` (at most 15) uploads of the one person, before the upload check. */
export async function samplePersonUploads(count = SHOTS.length): Promise<Buffer[]> {
  return Promise.all(SHOTS.slice(0, count).map(upload));
}

/** The same person's photos as stored after the upload check: the engine's input. */
export async function samplePersonPhotos(count = SHOTS.length): Promise<SourcePhoto[]> {
  const photos: SourcePhoto[] = [];
  let fullBodySlotsLeft = MAX_FULL_BODY_PHOTOS;
  for (const [i, bytes] of (await samplePersonUploads(count)).entries()) {
    const processed = await processTrainingPhoto(bytes, { fullBodySlotsLeft });
    if (processed.fullBody) fullBodySlotsLeft--;
    // Generation reads the source copy the upload keeps (apps/api onboarding/training-photos).
    photos.push({ id: `sample-${i + 1}`, bytes: processed.source, fullBody: processed.fullBody });
  }
  return photos;
}
