// Issue 15 items 1 and 6 (decision 046): what the engine will make of a model's uploads,
// before submission. Each upload is read once (the local engine's own reading and the face
// descriptor, packages/engine/src/upload-reading.ts) and the reading is kept next to the
// photo; the rules on the readings are pure (@hs/domain/distinct-photos, identity).
import type { PhotoCheck } from '@hs/contracts/engine';
import {
  distinctShortfall,
  engineSelection,
  wantedPerStyle,
  type PhotoUse,
} from '@hs/domain/distinct-photos';
import { photosOfSomeoneElse } from '@hs/domain/identity';
import type { PackageTerms } from '@hs/domain/packages';
import { PHOTOS_PER_STYLE } from '@hs/domain/photos-per-package';
import { createIdentityScorer } from '@hs/engine/identity';
import { readUpload, type UploadReading } from '@hs/engine/upload-reading';
import type { Services } from '../context.ts';
import { openPackageLots } from '../entitlements/ledger.ts';
import { photosOf, type PhotoRow } from './models.ts';
import { readingPath, readTrainingSource } from './training-photos.ts';

/** Bump when the reading changes meaning: older readings are read again. */
const READING_VERSION = 1;
/** How long a check waits for readings before answering with those done (the rest: unread). */
export const CHECK_WAIT_MS = 4000;

const identity = createIdentityScorer();
const reading = new Map<string, Promise<UploadReading | null>>();

async function readOnce(
  services: Pick<Services, 'storage' | 'logger'>,
  photo: PhotoRow,
): Promise<UploadReading | null> {
  const key = readingPath(photo.path);
  const kept = await services.storage.get(key);
  if (kept) {
    try {
      const parsed = JSON.parse(kept.toString('utf8')) as UploadReading & { version?: number };
      if (parsed.version === READING_VERSION) return parsed;
    } catch {
      // Unreadable: read the photo again.
    }
  }
  const bytes = await readTrainingSource(services.storage, photo.path);
  if (!bytes) return null;
  const fresh = await readUpload(photo.id, bytes, identity);
  await services.storage.put(
    key,
    Buffer.from(JSON.stringify({ version: READING_VERSION, ...fresh })),
    'application/json',
  );
  return fresh;
}

/** The photo's reading, started at most once per process at a time. */
function readingOf(services: Pick<Services, 'storage' | 'logger'>, photo: PhotoRow) {
  let entry = reading.get(photo.path);
  if (!entry) {
    entry = readOnce(services, photo)
      .catch((error: unknown) => {
        services.logger.warn({ err: error, path: photo.path }, 'photo check: reading failed');
        return null;
      })
      .finally(() => reading.delete(photo.path));
    reading.set(photo.path, entry);
  }
  return entry;
}

const useOf = (use: PhotoUse): PhotoCheck['photos'][number]['use'] => (use.used ? 'used' : use.why);

/**
 * The check of a model's uploads. Readings not done within `waitMs` go on in the
 * background and count as unread here; the page asks again.
 */
export async function checkPhotos(
  services: Pick<Services, 'database' | 'storage' | 'logger' | 'engineName'>,
  o: { uid: string; modelId: string; styles?: number | undefined; waitMs?: number },
): Promise<PhotoCheck> {
  const { db } = services.database;
  const [photos, lots] = await Promise.all([photosOf(db, o.modelId), openPackageLots(db, o.uid)]);
  const done = new Map<string, UploadReading | null>();
  const all = Promise.all(photos.map(async (p) => done.set(p.path, await readingOf(services, p))));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    all,
    new Promise((resolve) => (timer = setTimeout(resolve, o.waitMs ?? CHECK_WAIT_MS))),
  ]);
  clearTimeout(timer);
  const readings = photos.map((p) => done.get(p.path) ?? null);
  const odd = new Set(photosOfSomeoneElse(readings.map((r) => r?.descriptor ?? null)));
  // The engine's choice applies to the local engine; a generative engine learns from all.
  const local = services.engineName === 'local';
  const selection = engineSelection(readings.map((r) => r?.engine ?? null));
  const terms = lots[0]?.terms as unknown as PackageTerms | undefined;
  const wanted = terms
    ? wantedPerStyle(terms.headshots, Math.min(o.styles ?? terms.styles, terms.styles))
    : PHOTOS_PER_STYLE;
  const unread = readings.some((r) => r === null);
  return {
    engine: services.engineName,
    photos: photos.map((p, i) => {
      const use = selection.uses[i]!;
      return {
        path: p.path,
        use: local ? useOf(use) : readings[i] ? 'used' : 'unread',
        crops: local && use.used ? use.crops : [],
        someoneElse: odd.has(i),
      };
    }),
    wanted: local ? wanted : null,
    perStyle: local ? selection.perStyle : null,
    // Said only once every upload is read: a partial count would ask for too many.
    shortfall: local && !unread ? distinctShortfall(selection, wanted) : null,
  };
}
