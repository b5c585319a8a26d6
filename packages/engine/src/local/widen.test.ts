// The canvas widened past the photo's sides (issue 15 items 1 and 3): what the added
// columns hold, and a real photo whose head is a little wider than half of it (person d's
// img39: 51% with the ears; the shoulders run off both sides) framed in range through them.
import { hammingDistance, NEAR_COPY_MAX_BITS } from '@hs/domain/near-duplicate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedImage, StyleSpec } from '../engine.ts';
import { samplePerson } from '../testing/people.ts';
import { differenceHash } from '../perceptual-hash.ts';
import { createLocalEngine } from './local-engine.ts';
import { headInRange, measureHead } from './measure.ts';
import { widenAtSides } from './widen.ts';

describe('widenAtSides', () => {
  // 100 x 100: background (alpha 0) above row 50, the person (navy cloth) below it, across
  // the whole width; every tenth row of the cloth has a bright odd pixel at both edges.
  const width = 100;
  const height = 100;
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const person = y >= 50;
      const odd = person && y % 10 === 0 && (x === 0 || x === width - 1);
      rgba.set(odd ? [250, 250, 250, 255] : person ? [20, 30, 80, 255] : [200, 0, 0, 0], i);
    }
  }
  const pad = 8;
  const wide = widenAtSides(rgba, width, height, pad);
  const at = (x: number, y: number) => [
    ...wide.subarray((y * (width + 2 * pad) + x) * 4, (y * (width + 2 * pad) + x) * 4 + 4),
  ];

  it('keeps the photo in the middle and each row its edge alpha in the added columns', () => {
    expect(wide.length).toBe((width + 2 * pad) * height * 4);
    expect(at(pad, 71)).toEqual([20, 30, 80, 255]);
    expect(at(pad + width - 1, 10)).toEqual([200, 0, 0, 0]);
    for (const x of [0, pad - 1, pad + width, width + 2 * pad - 1]) {
      expect(at(x, 10)[3]).toBe(0);
      expect(at(x, 70)[3]).toBe(255);
    }
  });

  it('fills the cloth with its colour near the edge, not streaks of the edge pixel', () => {
    // Past half of the pad the odd rows are the cloth's colour (no bright streak).
    for (const x of [0, 2, width + 2 * pad - 1]) expect(at(x, 60)).toEqual([20, 30, 80, 255]);
    // Next to the photo the edge pixel shows through (no seam).
    expect(at(pad - 1, 60)[0]).toBeGreaterThan(150);
  });

  it('carries a falling shoulder on down, and fills a thin gap in the mask', () => {
    // The cloth's top falls one row a column towards the left edge (row 70 at the edge,
    // row 50 from column 20 in), and row 80 is doubted by the mask (alpha 200).
    const shoulder = Buffer.alloc(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const top = Math.max(50, 70 - x);
        const alpha = y < top ? 0 : y === 80 ? 200 : 255;
        shoulder.set([20, 30, 80, alpha], (y * width + x) * 4);
      }
    }
    const out = widenAtSides(shoulder, width, height, pad);
    const alphaAt = (x: number, y: number) => out[(y * (width + 2 * pad) + x) * 4 + 3];
    // Four columns past the edge the top is four rows lower.
    expect(alphaAt(pad - 4, 73)).toBe(0);
    expect(alphaAt(pad - 4, 75)).toBe(255);
    // No pale line where the mask doubted.
    expect(alphaAt(pad - 4, 84)).toBe(255);
    expect(alphaAt(pad - 1, 81)).toBe(255);
    // The right edge's top is level: nothing moves there.
    expect(alphaAt(pad + width + 4, 49)).toBe(0);
    expect(alphaAt(pad + width + 4, 50)).toBe(255);
  });

  it('changes nothing without a pad', () => {
    expect(widenAtSides(rgba, width, height, 0).equals(rgba)).toBe(true);
  });
});

describe('a head a little wider than half the photo', () => {
  const white: StyleSpec = {
    id: 'office-white',
    backdrop: {
      kind: 'solid',
      colors: ['#f8fafc'],
      light: { kelvin: 5800, side: 0, contrast: 0.15, key: 0.62 },
    },
  };
  const skyBlue: StyleSpec = {
    id: 'sky-blue',
    backdrop: {
      kind: 'gradient',
      colors: ['#e0f2fe', '#7dd3fc'],
      light: { kelvin: 6500, contrast: 0.2, key: 0.62 },
    },
  };
  // Per model id (each draws its own framing and light): each style's photos.
  const runs: Map<string, GeneratedImage[]>[] = [];

  beforeAll(async () => {
    const { photos } = await samplePerson('d');
    const img39 = photos.filter((p) => p.id === 'd-img39');
    const engine = createLocalEngine({ output: { width: 512, height: 640 } });
    const trained = await engine.train({ modelId: 'm-wide', photos: img39 });
    for (let m = 0; m < 8; m++) {
      // As the generation job does: the second style avoids near-copies of the first's.
      const avoid: string[] = [];
      const run = new Map<string, GeneratedImage[]>();
      for (const style of [white, skyBlue]) {
        const made: GeneratedImage[] = [];
        await engine.generate(
          { modelId: `m-wide-${m}`, trained, photos: img39, style, count: 4, avoid: [...avoid] },
          async (image) => void made.push(image),
        );
        for (const image of made) avoid.push(await differenceHash(image.bytes));
        run.set(style.id, made);
      }
      runs.push(run);
    }
  }, 120_000);

  it('is framed in range, past the photo sides, where it was refused before', async () => {
    const images = runs[0]!;
    const all = [...images.values()].flat();
    expect(images.get(white.id)!.length).toBeGreaterThanOrEqual(1);
    for (const { bytes: png } of all) {
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const head = await measureHead({ data, width: info.width, height: info.height });
      expect(head && { ...head, inRange: headInRange(head) }).toMatchObject({ inRange: true });
    }
  });

  it('gives a look-alike backdrop photos that are no near-copies of the first style’s', async () => {
    // The two shots of one photo nearly copy the white style's: the sky blue style's photo
    // is the farthest of several framings and lights of them (decisions 056, 066). Without
    // those, 2 of these 8 model ids got a near-copy (3 bits).
    for (const run of runs) {
      const theirs = await Promise.all(run.get(white.id)!.map((i) => differenceHash(i.bytes)));
      const ours = run.get(skyBlue.id)!;
      expect(ours.length).toBeGreaterThanOrEqual(1);
      for (const image of ours) {
        const hash = await differenceHash(image.bytes);
        const nearest = Math.min(...theirs.map((other) => hammingDistance(hash, other)));
        expect(nearest).toBeGreaterThan(NEAR_COPY_MAX_BITS);
      }
    }
  });
});
