// The four sample people of fixtures/people (see its README for provenance and use): for
// tests and bench/quality.ts only. One photo of each is held out as the identity reference.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { SourcePhoto } from '../engine.ts';

const DIR = fileURLToPath(new URL('../../fixtures/people/', import.meta.url));

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
