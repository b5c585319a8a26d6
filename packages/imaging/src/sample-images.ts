// Photos for tests and the bench: the face-api demo samples (group photos, 1920 px wide,
// 3 to 5 faces each) and images made from them with sharp. Nothing here is shipped.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

const demoDir = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);

export const SAMPLE_NUMBERS = [1, 2, 3, 4, 5, 6] as const;

export function samplePath(n: (typeof SAMPLE_NUMBERS)[number]): string {
  return join(demoDir, `sample${n}.jpg`);
}

export function readSample(n: (typeof SAMPLE_NUMBERS)[number]): Promise<Buffer> {
  return readFile(samplePath(n));
}

// sample1.jpg: the woman on the right, face box about (1476, 199, 203, 241), alone in
// this 400 px square.
const SELFIE_REGION = { left: 1380, top: 120, width: 400, height: 400 };

/** One large face: a 1024 px JPEG selfie, face box about half the image wide. */
export async function selfieJpeg(size = 1024): Promise<Buffer> {
  return sharp(samplePath(1)).extract(SELFIE_REGION).resize(size, size).jpeg().toBuffer();
}

// sample1.jpg: the woman on the left from the waist up, face box about (414, 355, 177, 240).
const HALF_BODY_REGION = { left: 180, top: 200, width: 640, height: 1080 };

/** One small face: a 640x1080 half-body JPEG, face box about 6% of the image. */
export async function halfBodyJpeg(): Promise<Buffer> {
  return sharp(samplePath(1)).extract(HALF_BODY_REGION).jpeg().toBuffer();
}

/** A plain image without any face. */
export function blankImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c8d2dc' } })
    .toFormat(format)
    .toBuffer();
}
