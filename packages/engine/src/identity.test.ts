import { isSamePerson } from '@hs/domain/identity';
import { detectFaces } from '@hs/imaging/face-detector';
import { blankImage, readSample } from '@hs/imaging/sample-images';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createIdentityScorer, type IdentityReference } from './identity.ts';
import { samplePersonUploads } from './sample-person.ts';

const scorer = createIdentityScorer();
let uploads: Buffer[];
let reference: IdentityReference;

/** A 1024 px selfie-like crop around each face of a demo group photo. */
async function facesOf(n: 2 | 6): Promise<Buffer[]> {
  const photo = await readSample(n);
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const crops = [];
  for (const { box } of await detectFaces(photo)) {
    const side = Math.round(Math.min(box.width * 2, width, height));
    const left = Math.round(Math.min(Math.max(box.x + box.width / 2 - side / 2, 0), width - side));
    const top = Math.round(Math.min(Math.max(box.y + box.height / 2 - side / 2, 0), height - side));
    crops.push(
      await sharp(photo).extract({ left, top, width: side, height: side }).resize(1024).toBuffer(),
    );
  }
  return crops;
}

beforeAll(async () => {
  uploads = await samplePersonUploads(15);
  reference = await scorer.reference(uploads.slice(0, 10));
}, 60_000);

describe('identity scorer', () => {
  it('describes every upload with a 128-d descriptor', () => {
    expect(reference.descriptors).toHaveLength(10);
    expect(reference.skipped).toBe(0);
    expect(reference.descriptors.every((d) => d.length === 128)).toBe(true);
  });

  it("puts the person's other photos under 0.6", async () => {
    for (const upload of uploads.slice(10)) {
      const distance = await scorer.distance(upload, reference);
      expect(distance).not.toBeNull();
      expect(distance).toBeLessThan(0.45);
    }
  });

  it("puts other people's faces above 0.6", async () => {
    const others = [...(await facesOf(6)), ...(await facesOf(2))];
    expect(others.length).toBeGreaterThanOrEqual(6);
    for (const face of others) {
      const distance = await scorer.distance(face, reference);
      expect(isSamePerson(distance), `distance ${distance}`).toBe(false);
    }
  });

  it('answers null without a face', async () => {
    expect(await scorer.distance(await blankImage(600, 600), reference)).toBeNull();
    expect((await scorer.reference([await blankImage(600, 600)])).skipped).toBe(1);
  });
});
