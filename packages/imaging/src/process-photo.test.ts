import { MESSAGES } from '@hs/domain/messages';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImagingError, type ImagingErrorCode } from './imaging-error.ts';
import { processTrainingPhoto } from './process-photo.ts';
import { blankImage, halfBodyJpeg, samplePath, selfieJpeg } from './sample-images.ts';

async function refusal(bytes: Buffer, fullBodySlotsLeft = 3): Promise<[ImagingErrorCode, string]> {
  const error: unknown = await processTrainingPhoto(bytes, { fullBodySlotsLeft }).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ImagingError)) throw new Error(`expected an ImagingError, got ${error}`);
  return [error.code, error.message];
}

describe('processTrainingPhoto', () => {
  it('crops the head of a selfie to a 1024 px JPEG without metadata', async () => {
    const photo = await processTrainingPhoto(await selfieJpeg(1400), { fullBodySlotsLeft: 3 });
    expect(photo.fullBody).toBe(false);
    expect([photo.width, photo.height]).toEqual([1024, 1024]);
    expect(photo.crop.width).toBeGreaterThanOrEqual(409.6);
    expect(photo.crop.left).toBeLessThanOrEqual(photo.face.x);
    const meta = await sharp(photo.jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 1024 });
    expect(meta.exif ?? meta.icc ?? meta.xmp).toBeUndefined();
    expect(photo.md5).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives the same md5 for the same upload, so duplicates can be found', async () => {
    const selfie = await selfieJpeg();
    const [a, b] = await Promise.all([
      processTrainingPhoto(selfie, { fullBodySlotsLeft: 0 }),
      processTrainingPhoto(selfie, { fullBodySlotsLeft: 0 }),
    ]);
    expect(a.md5).toBe(b.md5);
  });

  it('keeps a small face as a body shot while full-body slots remain', async () => {
    const photo = await processTrainingPhoto(await halfBodyJpeg(), { fullBodySlotsLeft: 1 });
    expect(photo.fullBody).toBe(true);
    expect([photo.width, photo.height]).toEqual([607, 1024]);
    // centred would start at 208; the body crop sits 32 px higher
    expect(photo.crop).toEqual({ left: 0, top: 176, width: 607, height: 607 });
    expect(photo.crop.top).toBeLessThan(photo.face.y);
    expect(photo.framing).toBe('half-body');
  });

  it('crops the head of a small face when no slot is left, and it is too small', async () => {
    expect(await refusal(await halfBodyJpeg(), 0)).toEqual([
      'face-too-small',
      MESSAGES.FACE_TOO_SMALL,
    ]);
  });

  it('refuses a photo without a face', async () => {
    expect(await refusal(await blankImage(800, 600))).toEqual(['no-faces', MESSAGES.NO_FACES]);
  });

  it('refuses an image under 512 px on a side as uploaded', async () => {
    const tooSmall = ['image-too-small', MESSAGES.IMAGE_TOO_SMALL];
    expect(await refusal(await blankImage(511, 900))).toEqual(tooSmall);
    expect(await refusal(await blankImage(900, 400, 'png'))).toEqual(tooSmall);
  });

  it('accepts a 1400 x 699 photo with a large face: its face decides, not the frame (issue 20 item 4)', async () => {
    // The selfie's face (about half its width) on a wide backdrop: shrunk to 1024 x 511.
    const face = await selfieJpeg(699);
    const wide = await sharp({
      create: { width: 1400, height: 699, channels: 3, background: '#d8dde3' },
    })
      .composite([{ input: face, left: 350, top: 0 }])
      .jpeg()
      .toBuffer();
    const photo = await processTrainingPhoto(wide, { fullBodySlotsLeft: 3 });
    expect([photo.width, photo.height]).toEqual([1024, 511]);
    expect(photo.fullBody).toBe(false);
    expect(photo.framing).toBe('selfie');
    // A wide photo with a face too small as uploaded is still refused, on the face.
    const small = await sharp({
      create: { width: 2400, height: 700, channels: 3, background: '#d8dde3' },
    })
      .composite([{ input: await selfieJpeg(300), left: 1000, top: 200 }])
      .jpeg()
      .toBuffer();
    expect(await refusal(small, 0)).toEqual(['face-too-small', MESSAGES.FACE_TOO_SMALL]);
  });

  it('files a selfie as a face photo even while full-body slots remain', async () => {
    const photo = await processTrainingPhoto(await selfieJpeg(1400), { fullBodySlotsLeft: 3 });
    expect(photo.framing).toBe('selfie');
    expect(photo.fullBody).toBe(false);
  });

  it('keeps a head-and-shoulders photo whose face is too small for a head crop as a body shot, as the spec does', async () => {
    // sample 3's woman on the left, 710 px square: framed like a selfie, her face (about
    // 300 px) too small for the 10% head crop, under 20% of the photo.
    const portrait = await sharp(samplePath(3))
      .extract({ left: 262, top: 203, width: 710, height: 710 })
      .jpeg({ quality: 90 })
      .toBuffer();
    const photo = await processTrainingPhoto(portrait, { fullBodySlotsLeft: 1 });
    expect(photo.framing).toBe('selfie');
    expect(photo.fullBody).toBe(true);
    expect(photo.crop).toEqual({ left: 0, top: 0, width: 710, height: 710 });
    // With no slot left the spec crops the head, and that is too small.
    expect(await refusal(portrait, 0)).toEqual(['face-too-small', MESSAGES.FACE_TOO_SMALL]);
  });

  it('passes decode refusals through', async () => {
    const gif = await sharp({
      create: { width: 600, height: 600, channels: 3, background: '#000' },
    })
      .gif()
      .toBuffer();
    expect((await refusal(gif))[0]).toBe('unsupported-format');
  });
});
