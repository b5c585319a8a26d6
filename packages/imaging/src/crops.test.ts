import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bodyCropRect, headCropRect } from './crop-math.ts';
import { renderBodyCrop, renderHeadCrop } from './crops.ts';
import { readSample } from './sample-images.ts';

describe('renderHeadCrop and renderBodyCrop', () => {
  it('write a 1024 px square JPEG without metadata', async () => {
    const sample = await readSample(1); // carries EXIF and an ICC profile
    const head = await renderHeadCrop(
      sample,
      headCropRect({ x: 1400, y: 100, width: 400, height: 420 }, 1920, 1280),
    );
    const body = await renderBodyCrop(sample, bodyCropRect(1920, 1280));
    for (const jpeg of [head, body]) {
      const meta = await sharp(jpeg).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 1024, channels: 3 });
      expect(meta.exif ?? meta.icc ?? meta.xmp).toBeUndefined();
    }
  });

  it('put transparent pixels on white', async () => {
    const clear = await sharp({
      create: { width: 600, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const jpeg = await renderBodyCrop(clear, bodyCropRect(600, 600));
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data.subarray(0, 300))).toBeGreaterThan(250);
  });

  it('refuse a rectangle that is not square or not inside the image', async () => {
    const sample = await readSample(1);
    await expect(
      renderHeadCrop(sample, { left: 0, top: 0, width: 500, height: 400 }),
    ).rejects.toThrow(RangeError);
    await expect(
      renderHeadCrop(sample, { left: 1800, top: 0, width: 500, height: 500 }),
    ).rejects.toThrow();
  });
});
