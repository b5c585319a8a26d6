// The canvas widened past the photo's sides (issue 15 items 1 and 3, issue 34): the added
// columns hold nothing (the backdrop shows) and a frame reaches there only where no person
// runs off the photo; a chest-cut portrait framed close; a real photo whose head is a little
// wider than half of it (person d's img39; the shoulders run off both sides) framed in range.
import { hammingDistance, NEAR_COPY_MAX_BITS } from '@hs/domain/near-duplicate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedImage, StyleSpec } from '../engine.ts';
import { samplePerson, uploadedSource } from '../testing/people.ts';
import { differenceHash } from '../perceptual-hash.ts';
import { createLocalEngine, distinctShots, LOCAL_OUTPUT } from './local-engine.ts';
import { headInRange, measureHead } from './measure.ts';
import { preparePhoto, scorePhoto } from './photo-analysis.ts';
import { personAtSides, reachesPerson, widenAtSides } from './widen.ts';

describe('widenAtSides', () => {
  // 100 x 100: background (alpha 0) above row 50, the person (navy cloth) below it, across
  // the whole width.
  const width = 100;
  const height = 100;
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      rgba.set(y >= 50 ? [20, 30, 80, 255] : [200, 0, 0, 0], (y * width + x) * 4);
    }
  }
  const pad = 8;
  const wide = widenAtSides(rgba, width, height, pad);
  const at = (x: number, y: number) => [
    ...wide.subarray((y * (width + 2 * pad) + x) * 4, (y * (width + 2 * pad) + x) * 4 + 4),
  ];

  it('keeps the photo in the middle and invents nothing past its sides', () => {
    expect(wide.length).toBe((width + 2 * pad) * height * 4);
    expect(at(pad, 71)).toEqual([20, 30, 80, 255]);
    expect(at(pad + width - 1, 10)).toEqual([200, 0, 0, 0]);
    // Where the cloth runs off the photo the added columns are empty: no clothing drawn.
    for (const x of [0, pad - 1, pad + width, width + 2 * pad - 1]) {
      for (const y of [10, 60, 70, 99]) expect(at(x, y)).toEqual([0, 0, 0, 0]);
    }
  });

  it('changes nothing without a pad', () => {
    expect(widenAtSides(rgba, width, height, 0).equals(rgba)).toBe(true);
  });

  describe('reachesPerson', () => {
    const sides = personAtSides(rgba, width, height);
    const inner = { left: pad, top: 0, width, height };

    it('allows a frame past a side only in rows where no person runs off it', () => {
      // Past the left side, rows 0 to 40: background only there.
      expect(reachesPerson(sides, inner, { left: 2, top: 0, width: 60, height: 40 })).toBe(false);
      // Past the left side down to the cloth: it would need clothing that is not there.
      expect(reachesPerson(sides, inner, { left: 2, top: 0, width: 60, height: 75 })).toBe(true);
      // Past the right side too.
      expect(reachesPerson(sides, inner, { left: 60, top: 20, width: 56, height: 60 })).toBe(true);
    });

    it('never refuses a frame inside the photo', () => {
      expect(reachesPerson(sides, inner, { left: pad, top: 0, width, height })).toBe(false);
    });
  });
});

describe('a chest-cut portrait', () => {
  // Issue 34: person h's img33 (a sweater on a white wall) ends 1.4 real heads below the eyes;
  // the head-and-shoulders aim needs about 1.6, so it made nothing before. A frame that
  // reaches past the photo needs none of this photo's sides: the shoulders run off both.
  it('frames head and shoulders closer, inside the photo', async () => {
    const photo = await uploadedSource('h', 'img33');
    const prepared = await preparePhoto((await scorePhoto(photo))!);
    const shots = distinctShots([prepared], LOCAL_OUTPUT);
    expect(shots.map((shot) => shot.kind)).toContain('head-and-shoulders');
  }, 60_000);
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

  it('is framed in range (a close head-and-shoulders frame inside the photo)', async () => {
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
