import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlaygroundBodySchema } from '@hs/contracts/backoffice';
import { style, trainingPhoto } from '@hs/db/schema';
import type { Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { readTrainingSource } from '../onboarding/training-photos.ts';

// The Playground (issue 19): the engine run once, directly, on a stored photo with a style
// and a size of at most PLAYGROUND_MAX_SIDE, one run at a time per process, so staff see
// what a setting does without making a model. Staff's before-and-after examples (decision
// 039) use the same single run.

/** A run longer than this is stopped. */
const PLAYGROUND_TIMEOUT_MS = 120_000;
let running = 0;

export interface EngineSource {
  id: string;
  bytes: Buffer;
  fullBody: boolean;
}

export interface EngineImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Trains on one photo and renders one image in `chosen`'s style at `size`, directly (no
 * job), one run at a time per process: a second caller meanwhile gets 429.
 */
export async function renderOnce(
  services: Services,
  source: EngineSource,
  chosen: Pick<typeof style.$inferSelect, 'id' | 'backdrop' | 'prompt'>,
  size: { width: number; height: number },
) {
  if (running > 0) throw new AppError('http.rateLimited');
  running++;
  try {
    const kit = await services.generation();
    const signal = AbortSignal.timeout(PLAYGROUND_TIMEOUT_MS);
    const modelId = `playground-${source.id}`;
    const trained = await kit.engine.train({ modelId, photos: [source] }, signal);
    let image: EngineImage | null = null;
    await kit.engine.generate(
      {
        modelId,
        trained,
        photos: [source],
        style: {
          id: chosen.id,
          backdrop: chosen.backdrop,
          ...(chosen.prompt ? { prompt: chosen.prompt } : {}),
        },
        count: 1,
        size,
        // Staff try any photo: a close-up when it cannot fill a head-and-shoulders frame.
        closeUps: true,
      },
      async (out) => {
        image ??= out;
      },
      signal,
    );
    const made = image as EngineImage | null;
    if (!made) throw new AppError('http.unprocessable');
    return { image: made, kit };
  } finally {
    running--;
  }
}

export async function runPlayground(
  services: Services,
  input: z.infer<typeof PlaygroundBodySchema>,
) {
  const { db } = services.database;
  const [[photo], [chosen]] = await Promise.all([
    db.select().from(trainingPhoto).where(eq(trainingPhoto.id, input.photoId)),
    db.select().from(style).where(eq(style.id, input.styleId)),
  ]);
  if (!photo || !chosen) throw new AppError('backoffice.playgroundUnknown');
  const bytes = await readTrainingSource(services.storage, photo.path);
  if (!bytes) throw new AppError('backoffice.playgroundUnknown');
  const started = performance.now();
  const source = { id: photo.id, bytes, fullBody: photo.fullBody };
  const { image: made, kit } = await renderOnce(services, source, chosen, {
    width: input.width,
    height: input.height,
  });
  const reference = await kit.identity.reference([bytes]);
  const [identityDistance, { nsfw }] = await Promise.all([
    kit.identity.distance(made.bytes, reference),
    kit.nsfw.classify(made.bytes),
  ]);
  return {
    success: true as const,
    image: `data:image/png;base64,${made.bytes.toString('base64')}`,
    width: made.width,
    height: made.height,
    engine: kit.engine.name,
    ms: Math.round(performance.now() - started),
    identityDistance,
    nsfw,
  };
}
