// The four sample people of fixtures/people (see its README for provenance and use): for
// tests and bench/quality.ts only. One photo of each is held out as the identity reference.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
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
