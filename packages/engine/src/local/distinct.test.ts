// Issue 15 items 1 and 3 on a real person (fixtures/people/a, photos that show the
// shoulders): every output of a style is its own (source, crop), measured with the
// perceptual hash; a style never gets more photos than the uploads can give; and each
// output frames the real head (the person mask with hair) in range, with room above it.
import { hammingDistance, NEAR_COPY_MAX_BITS } from '@hs/domain/near-duplicate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedImage, StyleSpec } from '../engine.ts';
import { differenceHash } from '../perceptual-hash.ts';
import { samplePerson } from '../testing/people.ts';
import { createLocalEngine } from './local-engine.ts';
import { headInRange, measureHead } from './measure.ts';

const white: StyleSpec = { id: 'office-white', backdrop: { kind: 'solid', colors: ['#f8fafc'] } };
const navy: StyleSpec = {
  id: 'navy-executive',
  backdrop: { kind: 'gradient', colors: ['#1e3a8a', '#0f172a'] },
};
const SMALL = { width: 512, height: 640 };

const engine = createLocalEngine({ output: SMALL });
const byStyle = new Map<string, GeneratedImage[]>();
let sourceCount = 0;

beforeAll(async () => {
  const { photos } = await samplePerson('a');
  sourceCount = photos.length;
  const trained = await engine.train({ modelId: 'm-distinct', photos });
  for (const [style, count] of [
    [white, 10],
    [navy, 40],
  ] as const) {
    const images: GeneratedImage[] = [];
    await engine.generate({ modelId: 'm-distinct', trained, photos, style, count }, async (i) => {
      images.push(i);
    });
    byStyle.set(style.id, images);
  }
}, 120_000);

describe('local engine: distinct photos framed by the real head', () => {
  it('never delivers two near-copies within a style (difference hash)', async () => {
    for (const images of byStyle.values()) {
      const hashes = await Promise.all(images.map((i) => differenceHash(i.bytes)));
      const close: string[] = [];
      for (let i = 0; i < hashes.length; i++) {
        for (let j = i + 1; j < hashes.length; j++) {
          const bits = hammingDistance(hashes[i]!, hashes[j]!);
          if (bits <= NEAR_COPY_MAX_BITS) close.push(`${i}-${j}: ${bits} bits`);
        }
      }
      expect(close).toEqual([]);
    }
  });

  it('uses several sources and makes no more photos than they give (no padding)', () => {
    const white10 = byStyle.get(white.id)!;
    expect(white10).toHaveLength(10);
    expect(new Set(white10.map((i) => i.sourcePhotoId)).size).toBeGreaterThanOrEqual(3);
    // Three crops of each of the person's photos at most, never 40.
    const navyAll = byStyle.get(navy.id)!;
    expect(navyAll.length).toBeLessThanOrEqual(3 * sourceCount);
    expect(navyAll.length).toBeGreaterThanOrEqual(10);
    expect(new Set(navyAll.map((i) => i.variant)).size).toBe(navyAll.length);
  });

  it('frames the real head: eye line 30-40%, head with hair 35-50% of the width, headroom', async () => {
    const measured = [];
    for (const image of byStyle.get(white.id)!) {
      const { data, info } = await sharp(image.bytes)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      measured.push(await measureHead({ data, width: info.width, height: info.height }));
    }
    const out = measured.filter((m) => !m || !headInRange(m));
    expect(out).toEqual([]);
  });
});
