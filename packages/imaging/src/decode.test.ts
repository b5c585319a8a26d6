import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeUpload } from './decode.ts';
import { heifWithExtents } from './heif-test-bytes.ts';
import type { ImagingErrorCode } from './imaging-error.ts';
import { openImage, type RawImage } from './raw-image.ts';
import { blankImage, readSample } from './sample-images.ts';

const hasHeifEnc = (() => {
  try {
    execFileSync('which', ['heif-enc'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

async function refusal(bytes: Buffer, options = {}): Promise<ImagingErrorCode> {
  const error: unknown = await decodeUpload(bytes, options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ name: 'ImagingError' });
  expect((error as Error).message).toMatch(/^[A-Z].+\.$/);
  return (error as { code: ImagingErrorCode }).code;
}

function pixel(image: RawImage, x: number, y: number): number[] {
  const at = (y * image.width + x) * image.channels;
  return [...image.data.subarray(at, at + image.channels)];
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG whose header claims width x height, with almost no pixel data behind it. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG whose SOF0 header is patched to claim width x height. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await blankImage(16, 16));
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

describe('decodeUpload', () => {
  it('decodes JPEG, PNG and WebP to 3-channel sRGB pixels', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const decoded = await decodeUpload(await blankImage(640, 520, format));
      expect(decoded.format).toBe(format);
      expect([decoded.width, decoded.height]).toEqual([640, 520]);
      expect(decoded.image).toMatchObject({ width: 640, height: 520, channels: 3 });
      expect(decoded.image.data.length).toBe(640 * 520 * 3);
    }
  });

  it('refuses an empty file, and a file over the byte limit before looking inside', async () => {
    expect(await refusal(Buffer.alloc(0))).toBe('empty');
    expect(await refusal(Buffer.alloc(26 * 1024 * 1024))).toBe('too-large');
    expect(await refusal(await readSample(1), { maxBytes: 1000 })).toBe('too-large');
  });

  it('refuses GIF, SVG, AVIF and HTML renamed .jpg as unsupported', async () => {
    const create = { width: 8, height: 8, channels: 3, background: '#000' } as const;
    expect(await refusal(await sharp({ create }).gif().toBuffer())).toBe('unsupported-format');
    expect(await refusal(await sharp({ create }).avif().toBuffer())).toBe('unsupported-format');
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'unsupported-format',
    );
    expect(await refusal(Buffer.from('<html><body>photo.jpg</body></html>'))).toBe(
      'unsupported-format',
    );
  });

  it('refuses a truncated JPEG or PNG as corrupt', async () => {
    const jpeg = await readSample(2);
    expect(await refusal(jpeg.subarray(0, jpeg.length / 2))).toBe('corrupt');
    const png = await sharp(jpeg).png().toBuffer();
    expect(await refusal(png.subarray(0, png.length / 2))).toBe('corrupt');
  });

  it('refuses headers claiming 65535x65535 without allocating them', async () => {
    expect(await refusal(pngClaiming(65535, 65535))).toBe('too-many-pixels');
    expect(await refusal(await jpegClaiming(60000, 60000))).toBe('too-many-pixels');
    // libjpeg's own ceiling is 65500 px a side, so this one is a corrupt header.
    expect(await refusal(await jpegClaiming(65535, 65535))).toBe('corrupt');
    expect(await refusal(await blankImage(800, 600), { maxPixels: 100_000 })).toBe(
      'too-many-pixels',
    );
  });

  it('refuses a header that lies about a small size as corrupt', async () => {
    expect(await refusal(pngClaiming(600, 600))).toBe('corrupt');
  });

  it('applies the EXIF orientation to the pixels', async () => {
    // Left half red, right half blue, tagged "rotate 90 degrees clockwise to display".
    const red = { width: 300, height: 400, channels: 3, background: '#ff0000' } as const;
    const blue = await sharp({ create: { ...red, background: '#0000ff' } })
      .png()
      .toBuffer();
    const tagged = await sharp({ create: { ...red, width: 600 } })
      .composite([{ input: blue, left: 300, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(tagged).metadata()).orientation).toBe(6);

    const { image, width, height } = await decodeUpload(tagged);
    expect([width, height]).toEqual([400, 600]);
    const [r, , b] = pixel(image, 200, 100);
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
    expect(pixel(image, 200, 500)[2]).toBeGreaterThan(200);
  });

  it('keeps no metadata: re-encoded pixels carry no EXIF, ICC or XMP', async () => {
    const sample = await readSample(1);
    const before = await sharp(sample).metadata();
    expect(before.exif && before.icc).toBeTruthy();

    const { image } = await decodeUpload(sample);
    const after = await sharp(await openImage(image).jpeg().toBuffer()).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
  });

  it('drops bytes after the JPEG end (a ZIP appended to a photo)', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(2048, 0x41)]);
    const polyglot = Buffer.concat([await blankImage(600, 600), zip]);
    const { image } = await decodeUpload(polyglot);
    expect(image.data.length).toBe(600 * 600 * 3);
    const reencoded = await openImage(image).jpeg().toBuffer();
    expect(reencoded.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
  });

  it('puts transparency on white and makes grey and 16-bit images 8-bit RGB', async () => {
    const clear = { width: 600, height: 600, channels: 4, background: '#0000' } as const;
    const transparent = await decodeUpload(await sharp({ create: clear }).png().toBuffer());
    expect(pixel(transparent.image, 10, 10)).toEqual([255, 255, 255]);

    const grey = await sharp({ create: { ...clear, channels: 3, background: '#404040' } })
      .toColourspace('b-w')
      .jpeg()
      .toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    expect((await decodeUpload(grey)).image.channels).toBe(3);

    const deep = await sharp({ create: { ...clear, channels: 3, background: '#336699' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    const decoded = await decodeUpload(deep);
    expect(decoded.image.data.length).toBe(600 * 600 * 3);
    expect(pixel(decoded.image, 1, 1)).toEqual([0x33, 0x66, 0x99]);
  });

  it('shrinks to maxSide while decoding and reports the upload size', async () => {
    const decoded = await decodeUpload(await readSample(1), { maxSide: 1024 });
    expect([decoded.width, decoded.height]).toEqual([1920, 1280]);
    expect([decoded.image.width, decoded.image.height]).toEqual([1024, 683]);
    const small = await decodeUpload(await blankImage(600, 500), { maxSide: 1024 });
    expect([small.image.width, small.image.height]).toEqual([600, 500]);
  });

  it('checks a HEIC size before converting it, and refuses a broken HEIC as corrupt', async () => {
    expect(await refusal(heifWithExtents([[100_000, 100_000]]))).toBe('too-many-pixels');
    expect(await refusal(heifWithExtents([[640, 480]]))).toBe('corrupt');
    expect(await refusal(heifWithExtents([]))).toBe('corrupt');
  });

  // Needs heif-enc (Debian package libheif-examples) to make a real HEIC.
  it.skipIf(!hasHeifEnc)('converts a real HEIC through PNG', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heic-'));
    try {
      writeFileSync(join(dir, 'in.png'), await blankImage(640, 520, 'png'));
      execFileSync('heif-enc', ['-q', '80', '-o', join(dir, 'out.heic'), join(dir, 'in.png')]);
      const decoded = await decodeUpload(readFileSync(join(dir, 'out.heic')));
      expect(decoded.format).toBe('heic');
      expect([decoded.width, decoded.height]).toEqual([640, 520]);
      expect(pixel(decoded.image, 320, 260)[0]).toBeGreaterThan(150);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
