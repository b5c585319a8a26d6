// Issue 15 items 1 and 6 (decision 046): what the engines will make of one upload, read
// once when the wizard first asks: the local engine's own reading (its face score, its
// cut-out and which crops it can frame: the same functions generate() uses) and the face
// descriptor the identity check compares across the uploads.
import type { EngineReading } from '@hs/domain/distinct-photos';
import { distinctShots, LOCAL_OUTPUT } from './local/local-engine.ts';
import { preparePhoto, scorePhoto } from './local/photo-analysis.ts';
import type { IdentityScorer } from './identity.ts';

/** Lets other requests run between the reading's steps (each holds the thread a while). */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface UploadReading {
  /** The local engine's reading. */
  engine: EngineReading;
  /** The 128-d face descriptor, or null without a face. */
  descriptor: number[] | null;
}

/**
 * Reads one upload's source copy (the photo generation frames from). `local: false` (a
 * generative engine, which learns from every photo) skips the local engine's reading.
 */
export async function readUpload(
  id: string,
  bytes: Buffer,
  identity: IdentityScorer,
  { local = true }: { local?: boolean } = {},
): Promise<UploadReading> {
  const descriptor = await identity.descriptor(bytes);
  await breathe();
  const scored = local ? await scorePhoto({ id, bytes, fullBody: false }) : null;
  await breathe();
  let engine: EngineReading;
  if (!local) {
    engine = { crops: [], score: null, unusable: null };
  } else if (!scored) {
    engine = { crops: [], score: null, unusable: 'no-face' };
  } else {
    const prepared = await preparePhoto(scored);
    await breathe();
    const crops = distinctShots([prepared], LOCAL_OUTPUT).flatMap((shot) =>
      shot.kind === 'template' ? [] : [shot.kind],
    );
    engine = {
      crops,
      // The rank generate() orders its sources by (source-rank.ts), not the face's score alone.
      score: prepared.score,
      unusable: crops.length ? null : prepared.head ? 'no-room' : 'head-cut',
    };
  }
  return { engine, descriptor: descriptor ? Array.from(descriptor) : null };
}
