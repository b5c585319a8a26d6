import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { testDriver } from '@hs/db/testing/test-database';
import { selfieJpeg } from '@hs/imaging/sample-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  // The CRC is not checked before the size is; zeros keep the file small and honest.
  return Buffer.concat([len, Buffer.from(type, 'ascii'), data, Buffer.alloc(4)]);
}

/** A PNG whose header claims width x height, with a tiny body: a pixel-flood bomb. */
function pixelFloodPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(0, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Rewrites a JPEG's frame header to claim 65535 x 65535 pixels. */
function hugeHeaderJpeg(jpeg: Buffer): Buffer {
  const out = Buffer.from(jpeg);
  for (let i = 2; i < out.length - 9; i++) {
    if (out[i] === 0xff && (out[i + 1] === 0xc0 || out[i + 1] === 0xc2)) {
      out.writeUInt16BE(0xffff, i + 5);
      out.writeUInt16BE(0xffff, i + 7);
      return out;
    }
  }
  throw new Error('no frame header');
}

describe(`bad input to POST /api/image/upload (${testDriver()})`, () => {
  let server: TestServer;
  let client: TestClient;
  let modelId: string;
  let peakRss = 0;
  const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    client = new TestClient(server.url);
    await client.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    const res = await client.apiPost('/onboarding/start', {});
    modelId = ((await res.json()) as { data: { modelId: string } }).data.modelId;
  });
  afterAll(async () => {
    clearInterval(sample);
    await server.close();
  });

  async function send(files: { bytes: Buffer; name: string; type?: string }[]) {
    const form = new FormData();
    for (const f of files) {
      form.append(
        'files',
        new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }),
        f.name,
      );
    }
    form.append('modelId', modelId);
    return client.api('/image/upload', { method: 'POST', body: form });
  }

  async function refusal(bytes: Buffer, name: string, type?: string): Promise<string> {
    const res = await send([{ bytes, name, ...(type ? { type } : {}) }]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      success: boolean;
      data: { success: boolean; errorMessage?: string }[];
    };
    expect(body.success).toBe(false);
    return body.data[0]!.errorMessage!;
  }

  it.each([
    ['a zero-byte file', () => Buffer.alloc(0), /empty/i],
    [
      'a truncated JPEG',
      async () => (await selfieJpeg()).subarray(0, 5000),
      /damaged|corrupt|could not be read/i,
    ],
    [
      'a 14000x14000 PNG (pixel flood)',
      () => pixelFloodPng(14000, 14000),
      /too many pixels|too large/i,
    ],
    [
      'a JPEG header claiming 65535x65535',
      async () => hugeHeaderJpeg(await selfieJpeg()),
      /pixels|damaged|corrupt|could not be read/i,
    ],
    [
      'HTML renamed .jpg',
      () => Buffer.from('<!doctype html><script>alert(1)</script>'),
      /JPEG|PNG|format|type/i,
    ],
    [
      'an SVG with a script',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      /JPEG|PNG|format|type/i,
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 600, height: 600, channels: 3, background: '#888' } })
          .gif()
          .toBuffer(),
      /JPEG|PNG|format|type/i,
    ],
  ])('refuses %s with a clear message', async (_name, make, message) => {
    expect(await refusal(await make(), 'photo.jpg')).toMatch(message);
  });

  it('strips bytes appended after the image (a JPEG with a ZIP behind it)', async () => {
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2000, 7)]);
    const res = await send([
      { bytes: Buffer.concat([await selfieJpeg(1000), zip]), name: 'zip.jpg' },
    ]);
    const body = (await res.json()) as { data: { success: boolean; photo: { path: string } }[] };
    expect(body.data[0]!.success).toBe(true);
    const stored = (await server.services.storage.get(body.data[0]!.photo.path))!;
    expect(stored.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
    expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('applies EXIF orientation 6 and keeps no GPS or other metadata', async () => {
    // Pixels stored turned; orientation 6 says "rotate 90 degrees clockwise to view".
    const turned = await sharp(await selfieJpeg(960))
      .rotate(-90)
      .toBuffer();
    const withExif = await sharp(turned)
      .withExif({
        IFD0: { Make: 'Phone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 22/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '4/1 53/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const sent = await sharp(withExif).metadata();
    expect(sent.orientation).toBe(6);
    expect(withExif.includes(Buffer.from('Phone'))).toBe(true);
    const res = await send([{ bytes: withExif, name: 'gps.jpg' }]);
    const body = (await res.json()) as { data: { success: boolean; photo: { path: string } }[] };
    expect(body.data[0]!.success, JSON.stringify(body)).toBe(true);
    const stored = (await server.services.storage.get(body.data[0]!.photo.path))!;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('refuses 200 files in one request', async () => {
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const res = await send(
      Array.from({ length: 200 }, (_, i) => ({ bytes: tiny, name: `${i}.jpg` })),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      errorMessage: 'At most 10 photos per request.',
    });
  });

  it('refuses a 30 MB file with 413 before reading it all', async () => {
    const res = await send([{ bytes: Buffer.alloc(30 * 1024 * 1024, 1), name: 'big.jpg' }]);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false });
  });

  it('stays up and within bounded memory', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // The face model and libvips take a few hundred MB; a decoded 14000x14000 image would
    // add 588 MB on its own.
    expect(peakRss).toBeLessThan(1.5 * 1024 ** 3);
  });
});
