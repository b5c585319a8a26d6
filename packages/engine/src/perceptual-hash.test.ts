// Decision 056: the engine hashes each output's raw pixels before it is encoded; the job, the
// bench and the tests hash the PNG delivered. Both must read the same 64 bits.
import { hammingDistance, NEAR_COPY_MAX_BITS } from '@hs/domain/near-duplicate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { differenceHash } from './perceptual-hash.ts';
import { PEOPLE, samplePerson } from './testing/people.ts';

const photos: Buffer[] = [];

beforeAll(async () => {
  for (const key of PEOPLE) {
    const person = await samplePerson(key);
    photos.push(person.heldOut, ...person.photos.map((photo) => photo.bytes));
  }
});

describe('differenceHash', () => {
  it('reads raw pixels as the same image encoded', async () => {
    const png = await sharp(photos[0]!).resize({ width: 300 }).png().toBuffer();
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const raw = { data, width: info.width, height: info.height, channels: info.channels };
    expect(await differenceHash(raw)).toBe(await differenceHash(png));
  });

  it('tells different photos apart', async () => {
    const hashes = await Promise.all(photos.map((photo) => differenceHash(photo)));
    let closest = 64;
    for (let i = 0; i < hashes.length; i += 1) {
      for (let j = i + 1; j < hashes.length; j += 1) {
        closest = Math.min(closest, hammingDistance(hashes[i]!, hashes[j]!));
      }
    }
    expect(closest).toBeGreaterThan(NEAR_COPY_MAX_BITS);
  });
});
