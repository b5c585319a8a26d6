import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngToJpeg } from './export-formats.ts';

const W = 640;
const H = 800;

/** A PNG whose left half is transparent and right half a blue. */
function halfTransparentPng() {
  const rgba = Buffer.alloc(W * H * 4);
  for (let i = 0; i < W * H; i++) {
    if (i % W < W / 2) continue;
    rgba.set([20, 90, 160, 255], i * 4);
  }
  return sharp(rgba, { raw: { width: W, height: H, channels: 4 } })
    .png()
    .toBuffer();
}

describe('pngToJpeg', () => {
  it('keeps the full resolution and colours, on white where the PNG is transparent', async () => {
    const jpeg = await pngToJpeg(await halfTransparentPng());
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: W, height: H, hasAlpha: false });
    expect(meta.exif).toBeUndefined();
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * W + x) * 3, (y * W + x) * 3 + 3),
    ];
    const near = (got: number[], want: number[]) =>
      got.forEach((v, i) => expect(Math.abs(v - want[i]!)).toBeLessThan(6));
    near(pixel(3 * (W / 4), H / 2), [20, 90, 160]);
    near(pixel(W / 4, H / 2), [255, 255, 255]);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(pngToJpeg(Buffer.from('not a png'))).rejects.toThrow();
  });
});
