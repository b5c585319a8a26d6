import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DECODE_MAX_SIDE, decodeUpload } from './decode.ts';
import {
  DEFAULT_DECODE_CONCURRENCY,
  decodeStats,
  resetDecodeStats,
  setDecodeConcurrency,
  withDecodeSlot,
} from './decode-slots.ts';

/** A 6300 x 6300 PNG of one colour: about 130 KB that decode to 119 MB of pixels. */
const floodPng = () =>
  sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#88aacc' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

function deferred() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

// Issue 35 item 4, issue 41 item 3: a fixed number of decodes at once, each bounded in size.
describe('decode slots', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await floodPng();
  });
  afterEach(() => setDecodeConcurrency(DEFAULT_DECODE_CONCURRENCY));

  it('decodes 20 large PNGs in parallel never more than N at once, each at most the bounded size', async () => {
    setDecodeConcurrency(3);
    resetDecodeStats();
    const decoded = await Promise.all(Array.from({ length: 20 }, () => decodeUpload(png)));
    expect(decodeStats()).toMatchObject({ limit: 3, running: 0, waiting: 0, peakRunning: 3 });
    for (const { image, width, height } of decoded) {
      expect([width, height]).toEqual([6300, 6300]);
      expect([image.width, image.height]).toEqual([DECODE_MAX_SIDE, DECODE_MAX_SIDE]);
    }
    expect(decodeStats().largestOutputPixels).toBe(DECODE_MAX_SIDE ** 2);
  });

  it('queues in arrival order and hands a freed slot to the next waiting decode', async () => {
    setDecodeConcurrency(1);
    const first = deferred();
    const order: number[] = [];
    const runs = [0, 1, 2].map((n) =>
      withDecodeSlot(async () => {
        order.push(n);
        if (n === 0) await first.opened;
      }),
    );
    await Promise.resolve();
    expect(decodeStats()).toMatchObject({ running: 1, waiting: 2 });
    first.open();
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2]);
    expect(decodeStats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('frees the slot when a decode fails', async () => {
    setDecodeConcurrency(1);
    await expect(withDecodeSlot(() => Promise.reject(new Error('bad')))).rejects.toThrow('bad');
    expect(await withDecodeSlot(() => Promise.resolve('next'))).toBe('next');
  });

  it('refuses a header over the pixel budget at once, without waiting for a slot', async () => {
    setDecodeConcurrency(1);
    const busy = deferred();
    const holder = withDecodeSlot(() => busy.opened);
    await expect(decodeUpload(png, { maxPixels: 10_000_000 })).rejects.toMatchObject({
      code: 'too-many-pixels',
    });
    expect(decodeStats()).toMatchObject({ running: 1, waiting: 0 });
    busy.open();
    await holder;
  });

  it('lets more decodes start when the limit is raised', async () => {
    setDecodeConcurrency(1);
    const busy = deferred();
    const runs = [0, 1].map(() => withDecodeSlot(() => busy.opened));
    await Promise.resolve();
    expect(decodeStats()).toMatchObject({ running: 1, waiting: 1 });
    setDecodeConcurrency(2);
    expect(decodeStats()).toMatchObject({ running: 2, waiting: 0 });
    busy.open();
    await Promise.all(runs);
    expect(() => setDecodeConcurrency(0)).toThrow(RangeError);
  });
});
