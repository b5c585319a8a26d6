import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { heifExtents } from './heif-extents.ts';
import { heifWithExtents } from './heif-test-bytes.ts';

describe('heifExtents', () => {
  it('reads the largest ispe extent (a grid image, not its tiles)', () => {
    const bytes = heifWithExtents([
      [512, 512],
      [4032, 3024],
      [320, 240],
    ]);
    expect(heifExtents(bytes)).toEqual({ width: 4032, height: 3024 });
  });

  it('reads a real HEIF container written by libheif (an AVIF)', async () => {
    const avif = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#123' } })
      .avif()
      .toBuffer();
    expect(heifExtents(avif)).toEqual({ width: 96, height: 64 });
  });

  it('is null without extents, and never reads past a box that lies about its size', () => {
    expect(heifExtents(heifWithExtents([]))).toBeNull();
    expect(heifExtents(Buffer.from('not a heif at all'))).toBeNull();
    const whole = heifWithExtents([[640, 480]]);
    for (let cut = 0; cut < whole.length; cut += 7) {
      expect(() => heifExtents(whole.subarray(0, cut))).not.toThrow();
    }
    const lying = Buffer.from(whole);
    lying.writeUInt32BE(0xffffffff, 0);
    expect(heifExtents(lying)).toBeNull();
  });
});
