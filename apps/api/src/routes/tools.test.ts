import { count } from 'drizzle-orm';
import sharp, { type Region } from 'sharp';
import { headshot, model, trainingPhoto } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { MESSAGES } from '@hs/domain/messages';
import { blankImage, samplePath } from '@hs/imaging/sample-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { reasonMessage } from '@hs/contracts/error-reasons';

// sample3.jpg, the woman on the left with her shoulders (face centre about 685, 463).
function portraitJpeg(): Promise<Buffer> {
  return sharp(samplePath(3))
    .extract({ left: 262, top: 203, width: 710, height: 710 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function send(server: TestServer, photo: Buffer | null, style?: string) {
  const form = new FormData();
  if (photo)
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
  if (style) form.append('style', style);
  const res = await fetch(`${server.url}/api/tools/free-headshot`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function png(body: Record<string, unknown>): Buffer {
  const { image } = body.data as { image: string };
  expect(image.startsWith('data:image/png;base64,')).toBe(true);
  return Buffer.from(image.slice('data:image/png;base64,'.length), 'base64');
}

/** Mean RGB of a region of an image (stats() reads its input, so the region is cut first). */
async function meanOf(bytes: Buffer, region: Region): Promise<number[]> {
  const cut = await sharp(bytes).extract(region).removeAlpha().png().toBuffer();
  const { channels } = await sharp(cut).stats();
  return channels.slice(0, 3).map((c) => c.mean);
}

describe(`POST /api/tools/free-headshot (${testDriver()})`, () => {
  let server: TestServer;
  let portrait: Buffer;

  beforeAll(async () => {
    server = await startTestServer();
    server.services.config.freeHeadshot = { perHour: 100 };
    portrait = await portraitJpeg();
  });
  afterAll(() => server.close());

  it('makes one watermarked PNG on the chosen backdrop, with no account, storing nothing', async () => {
    const { db } = server.database;
    const rows = async () =>
      Promise.all(
        [model, trainingPhoto, headshot].map(
          async (t) => (await db.select({ n: count() }).from(t))[0]?.n,
        ),
      );
    const before = await rows();
    const { status, body } = await send(server, portrait, 'navy-executive');
    expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
    expect(body.data).toMatchObject({ width: 768, height: 960, style: 'navy-executive' });
    const image = png(body);
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 768, 960]);
    // The navy backdrop shows in the top corner: blue well above red.
    const [r = 0, , b = 0] = await meanOf(image, { left: 0, top: 0, width: 60, height: 60 });
    expect(b - r).toBeGreaterThan(40);
    // The watermark band along the bottom is dark with white letters in its middle.
    const band = await sharp(
      await sharp(image)
        .extract({ left: 0, top: 960 - 60, width: 768, height: 60 })
        .greyscale()
        .png()
        .toBuffer(),
    ).stats();
    expect(band.channels[0]!.max).toBeGreaterThan(200);
    const edge = await meanOf(image, { left: 0, top: 960 - 60, width: 40, height: 60 });
    expect(Math.max(...edge)).toBeLessThan(80);
    expect(await rows()).toEqual(before);
  }, 120_000);

  it('uses Studio grey when no backdrop is chosen', async () => {
    const { status, body } = await send(server, portrait);
    expect(status).toBe(200);
    expect((body.data as { style: string }).style).toBe('studio-grey');
    const [r = 0, g = 0, b = 0] = await meanOf(png(body), {
      left: 0,
      top: 0,
      width: 60,
      height: 60,
    });
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(25);
  }, 120_000);

  it('answers the photo rules of the upload check in their words', async () => {
    const noFace = await send(server, await blankImage(800, 800));
    expect([noFace.status, noFace.body.errorMessage]).toEqual([400, MESSAGES.NO_FACES]);
    const small = await send(server, await sharp(portrait).resize(300, 300).jpeg().toBuffer());
    expect([small.status, small.body.errorMessage]).toEqual([400, MESSAGES.IMAGE_TOO_SMALL]);
    const notImage = await send(server, Buffer.from('not a photo at all'));
    expect(notImage.status).toBe(400);
    expect(notImage.body).toMatchObject({ success: false });
  }, 60_000);

  it('refuses a missing photo, an unknown backdrop and an oversized body', async () => {
    const none = await send(server, null);
    expect([none.status, none.body.success]).toEqual([400, false]);
    const style = await send(server, portrait, 'no-such-style');
    expect([style.status, style.body.errorMessage]).toEqual([
      400,
      'Choose one of the backdrops offered.',
    ]);
    const huge = await send(server, Buffer.alloc(27 * 1024 * 1024, 1));
    expect(huge.status).toBe(413);
  }, 60_000);

  it('runs one at a time and tells a caller who waited too long that it is busy', async () => {
    server.services.config.freeHeadshot = { perHour: 100, waitMs: 50 };
    try {
      const answers = await Promise.all([send(server, portrait), send(server, portrait)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 503]);
      expect(answers.find((a) => a.status === 503)?.body.errorMessage).toBe(
        reasonMessage('tools.busy'),
      );
    } finally {
      server.services.config.freeHeadshot = { perHour: 100 };
    }
  }, 120_000);
});

describe(`free headshot rate limit (${testDriver()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('allows five a client address per hour, then answers 429', async () => {
    for (let i = 0; i < 5; i++) expect((await send(server, null)).status).toBe(400);
    const sixth = await send(server, null);
    expect([sixth.status, sixth.body.errorMessage]).toEqual([429, reasonMessage('tools.limit')]);
  });
});
