// Issue 15 items 1 and 6 (decision 046): what the engine will make of a model's uploads,
// before submission. Each upload is read once (the local engine's own reading and the face
// descriptor, packages/engine/src/upload-reading.ts) and the reading is kept next to the
// photo; the rules on the readings are pure (@hs/domain/distinct-photos, identity).
import type { PhotoCheck } from '@hs/contracts/engine';
import {
  distinctShortfall,
  engineSelection,
  wantedPerStyle,
  type LeftOutReason,
  type PhotoUse,
} from '@hs/domain/distinct-photos';
import { promisedHeadshots } from '@hs/domain/give-back';
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
const READING_VERSION = 5; // 5: chest-cut frames, hair off the top, tilted heads (decision 070 round 2)

/**
 * An upload's reading as kept: the engine's, and whether the NSFW model flags the photo
 * (issue 34 item 3: known before the promise, not found on the outputs after the work).
 */
type KeptReading = UploadReading & { nsfw: boolean };

type CheckServices = Pick<
  Services,
  'database' | 'storage' | 'logger' | 'engineName' | 'generation'
>;
/**
 * How long a check goes on starting readings (each takes a few seconds) before it answers
 * with those done; the rest are unread, and are read when the page asks again. Nothing is
 * read while no page asks (a person who left the wizard costs nothing).
 */
export const CHECK_WAIT_MS = 4000;

const identity = createIdentityScorer();
const reading = new Map<string, Promise<KeptReading>>();
/** Photos the engine could not read in this process (not kept: a restart tries again). */
const unreadable = new Map<string, KeptReading>();
const NOT_READ: KeptReading = {
  engine: { crops: [], score: null, unusable: 'no-face' },
  descriptor: null,
  nsfw: false,
};

/** The kept reading of a photo, or null when it was not read yet (or by an older engine). */
async function keptReading(
  services: Pick<Services, 'storage' | 'engineName'>,
  photo: PhotoRow,
): Promise<KeptReading | null> {
  const failed = unreadable.get(photo.path);
  if (failed) return failed;
  const kept = await services.storage.get(readingPath(photo.path));
  if (!kept) return null;
  try {
    const parsed = JSON.parse(kept.toString('utf8')) as KeptReading & {
      version?: number;
      by?: string;
    };
    return parsed.version === READING_VERSION && parsed.by === services.engineName ? parsed : null;
  } catch {
    return null; // Unreadable: read the photo again.
  }
}

async function readOnce(
  services: Pick<Services, 'storage' | 'engineName' | 'generation'>,
  photo: PhotoRow,
): Promise<KeptReading> {
  const bytes = await readTrainingSource(services.storage, photo.path);
  if (!bytes) throw new Error('the photo is not in storage');
  const by = services.engineName;
  const { nsfw: classifier } = await services.generation();
  const engine = await readUpload(photo.id, bytes, identity, { local: by === 'local' });
  const fresh: KeptReading = { ...engine, nsfw: (await classifier.classify(bytes)).nsfw };
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
function readingOf(
  services: Pick<Services, 'storage' | 'logger' | 'engineName' | 'generation'>,
  photo: PhotoRow,
) {
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
 * Which photos are left out before anything is made (issue 34 item 3): those of someone
 * else than the person of the other uploads, and those the NSFW model flags.
 */
function leftOutOf(readings: (KeptReading | null)[]): Map<number, LeftOutReason> {
  const leftOut = new Map<number, LeftOutReason>();
  for (const i of photosOfSomeoneElse(readings.map((r) => r?.descriptor ?? null))) {
    leftOut.set(i, 'someone-else');
  }
  readings.forEach((r, i) => r?.nsfw && leftOut.set(i, 'nsfw'));
  return leftOut;
}

/** The engine's selection on these readings, without the photos left out. */
function selectionOf(readings: (KeptReading | null)[]) {
  const leftOut = leftOutOf(readings);
  const selection = engineSelection(
    readings.map((r) => r?.engine ?? null),
    undefined,
    leftOut,
  );
  return { selection, leftOut };
}

/**
 * The check of a model's uploads: the kept readings, and new ones started one after
 * another (the models run one inference at a time anyway) for at most `waitMs`; photos not
 * read by then count as unread here, and the page asks again.
 */
export async function checkPhotos(
  services: CheckServices,
  o: { uid: string; modelId: string; styles?: number | undefined; waitMs?: number },
): Promise<PhotoCheck> {
  const { db } = services.database;
  const [photos, lots] = await Promise.all([photosOf(db, o.modelId), openPackageLots(db, o.uid)]);
  const deadline = Date.now() + (o.waitMs ?? CHECK_WAIT_MS);
  const done = new Map<string, KeptReading | null>();
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
  // The engine's choice applies to the local engine; a generative engine learns from all
  // but the photos left out.
  const local = services.engineName === 'local';
  const { selection, leftOut } = selectionOf(readings);
  const terms = lots[0]?.terms as unknown as PackageTerms | undefined;
  const styles = terms ? Math.min(o.styles ?? terms.styles, terms.styles) : 0;
  const wanted = terms ? wantedPerStyle(terms.headshots, styles) : PHOTOS_PER_STYLE;
  const unread = readings.some((r) => r === null);
  const perStyle = local ? selection.perStyle : null;
  return {
    engine: services.engineName,
    photos: photos.map((p, i) => {
      const use = selection.uses[i]!;
      const left = leftOut.get(i);
      return {
        path: p.path,
        use: local ? useOf(use) : !readings[i] ? 'unread' : (left ?? 'used'),
        crops: local && use.used ? use.crops : [],
        someoneElse: left === 'someone-else',
      };
    }),
    wanted: local ? wanted : null,
    perStyle,
    promised:
      terms && !unread ? promisedHeadshots({ headshots: terms.headshots, styles, perStyle }) : null,
    // Said only once every upload is read: a partial count would ask for too many.
    shortfall: local && !unread ? distinctShortfall(selection, wanted) : null,
  };
}

export interface KnownPromise {
  /** The local engine can frame none of the photos it would use. */
  noUsablePhoto: boolean;
  /** Distinct photos each style can have (null: a generative engine, or a photo unread). */
  perStyle: number | null;
}

/**
 * What the kept readings already say of a submit (issue 15 item 1, issue 34 item 4): whether
 * the local engine can frame none of the photos (then nothing is spent) and how many
 * distinct photos each style can have (the run's promise). Reads nothing: with any photo
 * not read yet, the promise is the package's count and the generation decides (a run that
 * shows less gives the rest back: generation/settle.ts).
 */
export async function knownPromise(
  services: Pick<Services, 'database' | 'storage' | 'engineName'>,
  modelId: string,
): Promise<KnownPromise> {
  const unknown = { noUsablePhoto: false, perStyle: null };
  if (services.engineName !== 'local') return unknown;
  const photos = await photosOf(services.database.db, modelId);
  const readings = await Promise.all(photos.map((p) => keptReading(services, p)));
  if (photos.length === 0 || readings.some((r) => r === null)) return unknown;
  const { selection } = selectionOf(readings);
  return { noUsablePhoto: selection.sources === 0, perStyle: selection.perStyle };
}

/**
 * The photos a run leaves out (issue 34 item 3): read now where no kept reading exists, so
 * nothing is rendered from a photo of someone else or a flagged photo only to be hidden.
 */
export async function photosLeftOut(
  services: CheckServices,
  modelId: string,
): Promise<Set<string>> {
  const photos = await photosOf(services.database.db, modelId);
  const readings: KeptReading[] = [];
  for (const p of photos)
    readings.push((await keptReading(services, p)) ?? (await readingOf(services, p)));
  const leftOut = leftOutOf(readings);
  return new Set(photos.flatMap((p, i) => (leftOut.has(i) ? [p.id] : [])));
}
