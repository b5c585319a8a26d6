// A shot dropped for its draw gets a second one (issue 15 item 1). Two photos with the
// shoulders give each style five shots at most (their crops); the scale-out test, which
// asks for 5 a style in two styles, found a model id whose office-white photo from one of
// them came out too like one delivered and was dropped: the package was a photo short.
// 'model-19' is such an id for these two photos (found by trying ids 0 to 119 without the
// second draw: 7 of 120 fell short).
import { isNearCopy } from '@hs/domain/near-duplicate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedImage, SourcePhoto, StyleSpec } from '../engine.ts';
import { shoulderPhotos } from '../testing/people.ts';
import { createLocalEngine } from './local-engine.ts';

const studioGrey: StyleSpec = {
  id: 'studio-grey',
  backdrop: {
    kind: 'gradient',
    colors: ['#9ca3af', '#4b5563'],
    light: { kelvin: 5600, contrast: 0.45, key: 0.5 },
  },
};
const officeWhite: StyleSpec = {
  id: 'office-white',
  backdrop: {
    kind: 'solid',
    colors: ['#f8fafc'],
    light: { kelvin: 5800, side: 0, contrast: 0.15, key: 0.62 },
  },
};
const MODEL_ID = 'model-19';
const PER_STYLE = 5;

const engine = createLocalEngine({});
const made = new Map<string, GeneratedImage[]>();

beforeAll(async () => {
  // As the upload keeps them: at most 1024 px a side.
  const photos: SourcePhoto[] = await Promise.all(
    (await shoulderPhotos(2)).map(async (bytes, i) => ({
      id: `p${i}`,
      bytes: await sharp(bytes).resize(1024, 1024, { fit: 'inside' }).jpeg().toBuffer(),
      fullBody: false,
    })),
  );
  const trained = await engine.train({ modelId: MODEL_ID, photos });
  const avoid: string[] = [];
  for (const style of [studioGrey, officeWhite]) {
    const images: GeneratedImage[] = [];
    await engine.generate(
      {
        modelId: MODEL_ID,
        trained,
        photos,
        style,
        count: PER_STYLE,
        size: { width: 256, height: 320 },
        avoid: [...avoid],
      },
      async (image) => void images.push(image),
    );
    made.set(style.id, images);
    avoid.push(...images.map((i) => i.differenceHash!));
  }
}, 120_000);

describe('local engine: a second draw for a dropped shot', () => {
  it("fills a style whose shot was dropped for its first draw, with no near-copy of another style's", () => {
    const grey = made.get(studioGrey.id)!;
    const white = made.get(officeWhite.id)!;
    expect(grey).toHaveLength(PER_STYLE);
    expect(white).toHaveLength(PER_STYLE);
    expect(white.map((i) => i.variant)).toEqual([0, 1, 2, 3, 4]);
    const greyHashes = grey.map((i) => i.differenceHash!);
    for (const image of white) expect(isNearCopy(image.differenceHash!, greyHashes)).toBe(false);
    // Within the style too: each photo apart from the others.
    for (const [k, image] of white.entries()) {
      const others = white.filter((_, o) => o !== k).map((i) => i.differenceHash!);
      expect(isNearCopy(image.differenceHash!, others)).toBe(false);
    }
  });
});
