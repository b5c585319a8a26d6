import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { faceApiRuntime } from './face-api-runtime.ts';
import { detectFaces, type DetectedFace, type FaceBox } from './face-detector.ts';
import { openImage, type RawImage } from './raw-image.ts';
import { blankImage, readSample, SAMPLE_NUMBERS, selfieJpeg } from './sample-images.ts';

async function rawOf(bytes: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

function distance(a: Float32Array, b: Float32Array): number {
  return Math.sqrt(a.reduce((sum, value, i) => sum + (value - (b[i] ?? 0)) ** 2, 0));
}

function overlap(a: FaceBox, b: FaceBox): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  const inter = Math.max(0, w) * Math.max(0, h);
  return inter / (a.width * a.height + b.width * b.height - inter);
}

function expectWellFormed(face: DetectedFace, width: number, height: number): void {
  expect(face.score).toBeGreaterThanOrEqual(0.5);
  expect(face.landmarks).toHaveLength(68);
  const { x, y } = face.box;
  expect(x + face.box.width / 2).toBeGreaterThan(0);
  expect(x + face.box.width / 2).toBeLessThan(width);
  expect(y + face.box.height / 2).toBeLessThan(height);
}

describe('detectFaces', () => {
  it('finds the several faces of every demo group photo, in the photo pixels', async () => {
    for (const n of SAMPLE_NUMBERS) {
      const sample = await readSample(n);
      const accurate = await detectFaces(sample, { mode: 'accurate' });
      expect(accurate.length, `sample${n}`).toBeGreaterThanOrEqual(3);
      for (const face of accurate) {
        expectWellFormed(face, 1920, 1600);
        expect(face.descriptor).toBeInstanceOf(Float32Array);
        expect(face.descriptor).toHaveLength(128);
      }
      const areas = accurate.map((f) => f.box.width * f.box.height);
      expect(areas).toEqual([...areas].sort((a, b) => b - a));
      expect((await detectFaces(sample, { mode: 'fast' })).length, `sample${n}`).toBeGreaterThan(0);
    }
  });

  it('maps boxes back from the 1024 px detection image', async () => {
    // sample1's right-hand face, as SSD finds it on the full 1920x1280 photo
    const known = { x: 1476, y: 199, width: 203, height: 241 };
    const found = await detectFaces(await readSample(1), {
      mode: 'accurate',
      withDescriptors: false,
    });
    expect(Math.max(...found.map((face) => overlap(face.box, known)))).toBeGreaterThan(0.8);
    expect(found[0]?.descriptor).toBeUndefined();
  });

  it('finds the one face of a selfie in both modes, raw pixels or encoded bytes', async () => {
    const selfie = await selfieJpeg();
    const fast = await detectFaces(selfie, { mode: 'fast' });
    const accurate = await detectFaces(await rawOf(selfie), { mode: 'accurate' });
    expect(fast).toHaveLength(1);
    expect(accurate).toHaveLength(1);
    const [a, b] = [fast[0], accurate[0]] as [DetectedFace, DetectedFace];
    expectWellFormed(a, 1024, 1024);
    expect(overlap(a.box, b.box)).toBeGreaterThan(0.5);
    expect(a.descriptor).toBeUndefined();
  });

  it('finds nothing in a blank image', async () => {
    expect(await detectFaces(await blankImage(800, 600), { mode: 'fast' })).toEqual([]);
    expect(await detectFaces(await blankImage(800, 600), { mode: 'accurate' })).toEqual([]);
  });

  it('gives the same person closer descriptors than another person', async () => {
    const selfie = await selfieJpeg();
    const smaller = await openImage(await rawOf(selfie))
      .resize(600)
      .jpeg({ quality: 70 })
      .toBuffer();
    const [same] = await detectFaces(smaller, { mode: 'accurate' });
    const [me] = await detectFaces(selfie, { mode: 'accurate' });
    // sample1's left-hand face is someone else
    const group = await detectFaces(await readSample(1), { mode: 'accurate' });
    const other = group.find((f) => f.box.x < 700);
    const [d1, d2, d3] = [me?.descriptor, same?.descriptor, other?.descriptor];
    if (!d1 || !d2 || !d3) throw new Error('a face was not found');
    expect(distance(d1, d2)).toBeLessThan(0.5);
    expect(distance(d1, d3)).toBeGreaterThan(distance(d1, d2));
  });

  it('leaves no tensors behind', async () => {
    const selfie = await selfieJpeg();
    await detectFaces(selfie, { mode: 'accurate' });
    await detectFaces(selfie, { mode: 'fast' });
    const { tf } = await faceApiRuntime();
    const before = tf.memory().numTensors;
    for (let i = 0; i < 2; i++) {
      await detectFaces(selfie, { mode: 'accurate' });
      await detectFaces(selfie, { mode: 'fast' });
    }
    expect(tf.memory().numTensors).toBe(before);
  });
});
