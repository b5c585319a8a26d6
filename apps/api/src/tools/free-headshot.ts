// The free headshot generator (issue 7 item 4): one photo through the upload check, the
// NSFW check and the local engine, then watermarked. Everything stays in memory and is
// dropped when the answer is sent: no database row, no file.
import { randomUUID } from 'node:crypto';
import type { StyleSpec } from '@hs/engine/engine';
import { createLocalEngine } from '@hs/engine/local/local-engine';
import { createNsfwClassifier } from '@hs/engine/nsfw';
import { processTrainingPhoto } from '@hs/imaging/process-photo';
import { AppError } from '../errors.ts';
import { watermark } from './watermark.ts';

/** A free preview is smaller than a paid headshot (1024 x 1280), and quicker to make. */
export const FREE_HEADSHOT_SIZE = { width: 768, height: 960 };

// Always the local engine, whatever ENGINE says: the free tool never spends GPU money.
// It keeps only the last photo's cut-out in memory (needed between train and generate),
// replaced by the next one.
const engine = createLocalEngine({ output: FREE_HEADSHOT_SIZE, maxSources: 1, cacheSize: 1 });
// The classifier's model is loaded once per process and shared with generation.
const nsfw = createNsfwClassifier();

export interface FreeHeadshotResult {
  png: Buffer;
  width: number;
  height: number;
}

export async function makeFreeHeadshot(
  upload: Buffer,
  style: StyleSpec,
  brand: string,
  signal?: AbortSignal,
): Promise<FreeHeadshotResult> {
  // ImagingError (too small, no face, not an image) is answered by the caller.
  const processed = await processTrainingPhoto(upload, { fullBodySlotsLeft: 1 });
  const { nsfw: refused } = await nsfw.classify(processed.source);
  if (refused) throw new AppError('tools.photoRefused');

  const modelId = `free-${randomUUID()}`;
  const photos = [{ id: 'upload', bytes: processed.source, fullBody: processed.fullBody }];
  let made: FreeHeadshotResult | undefined;
  try {
    const trained = await engine.train({ modelId, photos }, signal);
    await engine.generate(
      // A selfie without shoulders still gets a preview: a close-up portrait.
      { modelId, trained, photos, style, count: 1, closeUps: true },
      async (image) => {
        made = { png: image.bytes, width: image.width, height: image.height };
      },
      signal,
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AppError('tools.notMade', {}, { cause: error });
  }
  if (!made) throw new AppError('tools.notMade');
  return { ...made, png: await watermark(made.png, brand) };
}
