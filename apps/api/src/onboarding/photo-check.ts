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
const READING_VERSION = 2;
/**
 * How long a check goes on starting readings (each takes a few seconds) before it answers
 * with those done; the rest are unread, and are read when the page asks again. Nothing is
 * read while no page asks (a person who left the wizard costs nothing).
 */
export const CHECK_WAIT_MS = 4000;

const identity = createIdentityScorer();
const reading = new Map<string, Promise<UploadReading>>();
/** Photos the engine could not read in this process (not kept: a restart tries again). */
const unreadable = new Map<string, UploadReading>();
const NOT_READ: UploadReading = {
  engine: { crops: [], score: null, unusable: 'no-face' },
  descriptor: null,
};

/** The kept reading of a photo, or null when it was not read yet (or by an older engine). */
async function keptReading(
  services: Pick<Services, 'storage' | 'engineName'>,
  photo: PhotoRow,
): Promise<UploadReading | null> {
  const failed = unreadable.get(photo.path);
  if (failed) return failed;
  const kept = await services.storage.get(readingPath(photo.path));
  if (!kept) return null;
  try {
    const parsed = JSON.parse(kept.toString('utf8')) as UploadReading & {
      version?: number;
      by?: string;
    };
    return parsed.version === READING_VERSION && parsed.by === services.engineName ? parsed : null;
  } catch {
    return null; // Unreadable: read the photo again.
  }
}

async function readOnce(
  services: Pick<Services, 'storage' | 'engineName'>,
  photo: PhotoRow,
): Promise<UploadReading> {
  const bytes = await readTrainingSource(services.storage, photo.path);
  if (!bytes) throw new Error('the photo is not in storage');
  const by = services.engineName;
  const fresh = await readUpload(photo.id, bytes, identity, { local: by === 'local' });
  await services.storage.put(
    readingPath(photo.path),
    Buffer.from(JSON.stringify({ version: READING_VERSION, by, ...fresh })),
    'application/json',
  );
  return fresh;
}

/**
 * The photo's reading, started at most once per process at a time. A photo the engine
 * cannot read counts as one without a face it can use (generation could not use it either).
 */
function readingOf(services: Pick<Services, 'storage' | 'logger' | 'engineName'>, photo: PhotoRow) {
  let entry = reading.get(photo.path);
  if (!entry) {
    entry = readOnce(services, photo)
      .catch((error: unknown) => {
        services.logger.warn({ err: error, path: photo.path }, 'photo check: reading failed');
        unreadable.set(photo.path, NOT_READ);
        return NOT_READ;
      })
      .finally(() => reading.delete(photo.path));
    reading.set(photo.path, entry);
  }
  return entry;
}

const useOf = (use: PhotoUse): PhotoCheck['photos'][number]['use'] => (use.used ? 'used' : use.why);

/**
 * The check of a model's uploads: the kept readings, and new ones started one after
 * another (the models run one inference at a time anyway) for at most `waitMs`; photos not
 * read by then count as unread here, and the page asks again.
 */
export async function checkPhotos(
  services: Pick<Services, 'database' | 'storage' | 'logger' | 'engineName'>,
  o: { uid: string; modelId: string; styles?: number | undefined; waitMs?: number },
): Promise<PhotoCheck> {
  const { db } = services.database;
  const [photos, lots] = await Promise.all([photosOf(db, o.modelId), openPackageLots(db, o.uid)]);
  const deadline = Date.now() + (o.waitMs ?? CHECK_WAIT_MS);
  const done = new Map<string, UploadReading | null>();
  await Promise.all(photos.map(async (p) => done.set(p.path, await keptReading(services, p))));
  const fresh = (async () => {
    for (const p of photos) {
      if (done.get(p.path) || Date.now() >= deadline) continue;
      done.set(p.path, await readingOf(services, p));
    }
  })();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    fresh,
    new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now())))),
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

/**
 * Whether the kept readings already show that the local engine can frame none of the
 * model's photos (issue 15 item 1): then a submit is refused before anything is spent.
 * Reads nothing: with any photo not read yet, the engine decides at generation (and a
 * model it cannot make anything of is given back: generation/give-back.ts).
 */
export async function noUsablePhotoKnown(
  services: Pick<Services, 'database' | 'storage' | 'engineName'>,
  modelId: string,
): Promise<boolean> {
  if (services.engineName !== 'local') return false;
  const photos = await photosOf(services.database.db, modelId);
  const readings = await Promise.all(photos.map((p) => keptReading(services, p)));
  if (photos.length === 0 || readings.some((r) => r === null)) return false;
  return engineSelection(readings.map((r) => r?.engine ?? null)).sources === 0;
}
