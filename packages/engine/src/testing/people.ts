// The sample people (see the fixtures' READMEs for provenance and use), for tests and
// bench/quality.ts only: fixtures/people holds four of them as the engine reads them (1024 px
// source copies), fixtures/uploads all nine as they were uploaded. One photo of each is held
// out as the identity reference.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { processTrainingPhoto } from '@hs/imaging/process-photo';
import sharp from 'sharp';
import type { SourcePhoto } from '../engine.ts';

const DIR = fileURLToPath(new URL('../../fixtures/people/', import.meta.url));
const UPLOADS = fileURLToPath(new URL('../../fixtures/uploads/', import.meta.url));

export const PEOPLE = ['a', 'b', 'c', 'd'] as const;
export type PersonKey = (typeof PEOPLE)[number];

export interface SamplePerson {
  key: PersonKey;
  /** The uploads the engine gets (every photo but the held-out one), in file-name order. */
  photos: SourcePhoto[];
  /** The photo kept back to compare outputs with (the first in file-name order). */
  heldOut: Buffer;
}

export async function samplePerson(key: PersonKey): Promise<SamplePerson> {
  const files = (await readdir(`${DIR}${key}`)).filter((f) => f.endsWith('.jpg')).sort();
  const all = await Promise.all(files.map((f) => readFile(`${DIR}${key}/${f}`)));
  const [heldOut, ...rest] = all;
  if (!heldOut || rest.length === 0) throw new Error(`fixtures/people/${key} has too few photos`);
  return {
    key,
    heldOut,
    photos: rest.map((bytes, i) => ({
      id: `${key}-${files[i + 1]?.replace(/\.jpg$/, '')}`,
      bytes,
      fullBody: false,
    })),
  };
}

// Person a's five photos all show the head with the shoulders (each fills every crop kind
// or two of them). Uploads of them are variants: mirrored, then lighter, then darker.
const SHOULDER_VARIANTS = [
  { flop: false, brightness: 1 },
  { flop: true, brightness: 1 },
  { flop: false, brightness: 1.08 },
] as const;

/**
 * `count` (at most 15) different uploads of one person that show the head and shoulders, for
 * tests that submit: person a's photos enlarged to 2048 px on the longer side, as a phone's
 * photo would be (at the fixtures' 1024 px a face this far from the camera is under the
 * upload check's 410 px face crop), then their variants.
 */
export async function shoulderPhotos(count: number): Promise<Buffer[]> {
  const files = (await readdir(`${DIR}a`)).filter((f) => f.endsWith('.jpg')).sort();
  const all = SHOULDER_VARIANTS.flatMap((variant) => files.map((file) => ({ file, ...variant })));
  if (count > all.length) throw new RangeError(`at most ${all.length} shoulder photos`);
  return Promise.all(
    all.slice(0, count).map(async ({ file, flop, brightness }) => {
      let photo = sharp(await readFile(`${DIR}a/${file}`))
        .resize({ width: 2048, height: 2048, fit: 'inside' })
        .modulate({ brightness });
      if (flop) photo = photo.flop();
      return photo.jpeg({ quality: 90 }).toBuffer();
    }),
  );
}

export const UPLOAD_PEOPLE = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] as const;
export type UploadPersonKey = (typeof UPLOAD_PEOPLE)[number];

// The shared samples' README holds these out for identity checks (a to d: the first photo).
const HELD_OUT: Record<UploadPersonKey, string> = {
  a: 'img13.jpg',
  b: 'img16.jpg',
  c: 'img34.jpg',
  d: 'img38.jpg',
  e: 'img10.jpg',
  f: 'img50.jpg',
  g: 'img3.jpg',
  h: 'img32.jpg',
  i: 'img46.jpg',
};

export interface UploadedPerson {
  key: UploadPersonKey;
  /** The photos as uploaded (at most 2048 px), in file-name order; ids `<key>-<file>`. */
  uploads: { id: string; bytes: Buffer }[];
  /** The held-out photo, as uploaded. */
  heldOut: Buffer;
}

/** One of the nine sample people as a customer uploads them (fixtures/uploads). */
export async function uploadedPerson(key: UploadPersonKey): Promise<UploadedPerson> {
  const files = (await readdir(`${UPLOADS}${key}`)).filter((f) => f.endsWith('.jpg')).sort();
  const read = (file: string) => readFile(`${UPLOADS}${key}/${file}`);
  const uploads = [];
  for (const file of files) {
    if (file === HELD_OUT[key]) continue;
    uploads.push({ id: `${key}-${file.replace(/\.jpg$/, '')}`, bytes: await read(file) });
  }
  return { key, uploads, heldOut: await read(HELD_OUT[key]) };
}

/** Upload `file` of person `key` as the engine reads it: the upload check's source copy. */
export async function uploadedSource(key: UploadPersonKey, file: string): Promise<SourcePhoto> {
  const bytes = await readFile(`${UPLOADS}${key}/${file}.jpg`);
  const { source } = await processTrainingPhoto(bytes, { fullBodySlotsLeft: 0 });
  return { id: `${key}-${file}`, bytes: source, fullBody: false };
}
