import sharp from 'sharp';
import { IMAGE_RESIZE_MAX_PX } from '@hs/domain/constants';
import { testDriver } from '@hs/db/testing/test-database';
import {
  DEFAULT_DECODE_CONCURRENCY,
  decodeStats,
  resetDecodeStats,
  setDecodeConcurrency,
} from '@hs/imaging/decode-slots';
import { selfieJpeg } from '@hs/imaging/sample-images';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

type Box = { x: number; y: number; width: number; height: number };

// Issue 35 item 4: 20 parallel face detections of a 131 KB, 6300 x 6300 PNG from an
// anonymous account raised server memory by about 2 GB (each decoded whole); uploads 712 MB.
describe(`bounded decodes of face detection and uploads (${testDriver()})`, () => {
  const LIMIT = 2;
  let server: TestServer;
  let visitor: TestClient;
  let flood: Buffer;

  const detect = (bytes: Buffer, size?: { width: number; height: number }) => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
    if (size) form.append('size', JSON.stringify(size));
    return visitor.api('/image/face/detect', { method: 'POST', body: form });
  };
  const boxes = async (res: Response) => {
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: Box[] }).data;
  };

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    // An anonymous account, as the review's attacker used.
    visitor = new TestClient(server.url);
    expect((await visitor.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    await visitor.refreshToken();
    expect((await visitor.apiPost('/user', { uid: visitor.uid, email: 'anon' })).status).toBe(200);
    flood = await sharp({
      create: { width: 6300, height: 6300, channels: 3, background: '#88aacc' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    setDecodeConcurrency(LIMIT);
  });
  beforeEach(() => resetDecodeStats());
  afterAll(async () => {
    setDecodeConcurrency(DEFAULT_DECODE_CONCURRENCY);
    await server.close();
  });

  it('decodes 20 parallel 6300 x 6300 face detections at most 2 at a time, at 1024 px', async () => {
    expect(flood.length).toBeLessThan(200_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => detect(flood)));
    for (const res of answers) expect(await boxes(res)).toEqual([]);
    const stats = decodeStats();
    expect(stats.peakRunning).toBeGreaterThanOrEqual(1);
    expect(stats.peakRunning).toBeLessThanOrEqual(LIMIT);
    expect(stats).toMatchObject({ running: 0, waiting: 0 });
    // 1024 x 1024 instead of 6300 x 6300: 3 MB of pixels a request instead of 119 MB.
    expect(stats.largestOutputPixels).toBe(IMAGE_RESIZE_MAX_PX ** 2);
  });

  it('answers boxes in the upload’s pixels (or the page’s size) from the shrunk decode', async () => {
    const [small] = await boxes(await detect(await selfieJpeg(1000)));
    const [large] = await boxes(await detect(await selfieJpeg(2000)));
    expect(decodeStats().largestOutputPixels).toBe(IMAGE_RESIZE_MAX_PX ** 2);
    expect(small && large).toBeTruthy();
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(large![key] / (2 * small![key])).toBeCloseTo(1, 1);
    }
    const [measured] = await boxes(
      await detect(await selfieJpeg(2000), { width: 500, height: 500 }),
    );
    expect(measured!.width / (large!.width / 4)).toBeCloseTo(1, 1);
  });

  it('decodes 20 parallel 6300 x 6300 uploads at most 2 at a time, at 1024 px', async () => {
    const user = await TestClient.signedIn(server.url, DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    const start = await user.apiPost('/onboarding/start', {});
    const { modelId } = ((await start.json()) as { data: { modelId: string } }).data;
    const upload = () => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(flood)], { type: 'image/png' }), 'a.png');
      form.append('modelId', modelId);
      return user.api('/image/upload', { method: 'POST', body: form });
    };
    const answers = await Promise.all(Array.from({ length: 20 }, upload));
    for (const res of answers) {
      expect(res.status).toBe(200);
      // One colour has no face: refused by the photo rules, after a bounded decode.
      expect(await res.json()).toMatchObject({ success: false, data: [{ success: false }] });
    }
    const stats = decodeStats();
    expect(stats.peakRunning).toBeGreaterThanOrEqual(1);
    expect(stats.peakRunning).toBeLessThanOrEqual(LIMIT);
    expect(stats.largestOutputPixels).toBe(IMAGE_RESIZE_MAX_PX ** 2);
  });
});
