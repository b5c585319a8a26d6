import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ftyp } from './heif-test-bytes.ts';
import { blankImage } from './sample-images.ts';
import { ftypBrands, sniffFormat } from './sniff-format.ts';

describe('sniffFormat', () => {
  it('knows JPEG, PNG and WebP by their first bytes', async () => {
    expect(sniffFormat(await blankImage(8, 8, 'jpeg'))).toBe('jpeg');
    expect(sniffFormat(await blankImage(8, 8, 'png'))).toBe('png');
    expect(sniffFormat(await blankImage(8, 8, 'webp'))).toBe('webp');
  });

  it('knows HEIC by its ftyp brands', () => {
    expect(sniffFormat(ftyp('heic', ['mif1', 'heic']))).toBe('heic');
    expect(sniffFormat(ftyp('heix', []))).toBe('heic');
    expect(sniffFormat(ftyp('mif1', ['heic']))).toBe('heic');
    expect(sniffFormat(ftyp('msf1', ['hevc']))).toBe('heic');
    expect(sniffFormat(ftyp('heif', ['mif1', 'heic']))).toBe('heic');
  });

  it('refuses AVIF, a HEIF without HEVC, and other ISO files', async () => {
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .avif()
      .toBuffer();
    expect(ftypBrands(avif)?.major).toBe('avif');
    expect(sniffFormat(avif)).toBeNull();
    expect(sniffFormat(ftyp('mif1', ['avif', 'miaf']))).toBeNull();
    expect(sniffFormat(ftyp('isom', ['mp41']))).toBeNull();
  });

  it('refuses GIF, SVG, HTML and empty input whatever their name', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(sniffFormat(gif)).toBeNull();
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffFormat(Buffer.from('<!doctype html><title>photo.jpg</title>'))).toBeNull();
    expect(sniffFormat(Buffer.alloc(0))).toBeNull();
    expect(sniffFormat(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});
