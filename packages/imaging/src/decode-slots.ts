import sharp from 'sharp';

// Issue 35 item 4, issue 41 item 3 (decision 069): a fixed number of image decodes at once,
// the rest waiting in arrival order. A decode holds the compressed upload, libvips' working
// rows and its output at once; without a bound, 20 parallel uploads held 20 of each.

/** Decodes at once when IMAGE_DECODE_CONCURRENCY is not set: one per core on our 2 cores. */
export const DEFAULT_DECODE_CONCURRENCY = 2;

// libvips keeps the last operations and their images (up to 50 MB) in case they are asked
// again; every untrusted image is new, so a kept one is only memory held after its request.
sharp.cache(false);

export interface DecodeStats {
  /** Decodes allowed at once. */
  limit: number;
  /** Decodes running now and waiting for a slot now. */
  running: number;
  waiting: number;
  /** The most that ran at once, and the largest decoded output in pixels, since the reset. */
  peakRunning: number;
  largestOutputPixels: number;
}

let limit = DEFAULT_DECODE_CONCURRENCY;
let running = 0;
let peakRunning = 0;
let largestOutputPixels = 0;
const waiting: (() => void)[] = [];

/** Sets how many decodes run at once (the server calls it with IMAGE_DECODE_CONCURRENCY). */
export function setDecodeConcurrency(n: number): void {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`decode concurrency ${n} is not >= 1`);
  limit = n;
  while (running < limit && waiting.length > 0) {
    running++;
    waiting.shift()!();
  }
}

/** A snapshot of the slots, for tests and the bench. */
export function decodeStats(): DecodeStats {
  return { limit, running, waiting: waiting.length, peakRunning, largestOutputPixels };
}

/** Starts the peaks over (tests, the bench). */
export function resetDecodeStats(): void {
  peakRunning = running;
  largestOutputPixels = 0;
}

/** Records a decoded output's size for `decodeStats`. */
export function noteDecodedOutput(width: number, height: number): void {
  largestOutputPixels = Math.max(largestOutputPixels, width * height);
}

async function acquire(): Promise<void> {
  if (running < limit) {
    running++;
  } else {
    // The releasing decode hands its slot over directly, so `running` never overshoots.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  peakRunning = Math.max(peakRunning, running);
}

function release(): void {
  const next = running <= limit ? waiting.shift() : undefined;
  if (next) next();
  else running--;
}

/** Runs `decode` when a slot is free; the slot is held until it settles. */
export async function withDecodeSlot<T>(decode: () => Promise<T>): Promise<T> {
  await acquire();
  try {
    return await decode();
  } finally {
    release();
  }
}
