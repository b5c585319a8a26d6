// Issue 15 item 1 (decision 046): the local engine makes each style's photos from distinct
// (source, crop) pairs and pads nothing (decision 041), so what the uploads can give is
// known before submission. These rules mirror its selection (packages/engine/src/local/
// local-engine.ts: `prepare` and `distinctShots`) on what it read from each upload.
import { CROP_KINDS, type CropKind } from './framing.ts';

/** Sources the local engine frames from (its `maxSources`, 8 by default). */
export const LOCAL_MAX_SOURCES = 8;

/** Why the engine cannot frame a photo. */
export type UnusableReason =
  /** Its detector finds no face with all 68 landmarks. */
  | 'no-face'
  /** The whole head with hair is not in the picture (cut by the top or a side). */
  | 'head-cut'
  /** The head is whole but the photo ends too close below it for a head-and-shoulders frame. */
  | 'no-room';

/** What the engine read from one upload (packages/engine/src/upload-reading.ts). */
export interface EngineReading {
  /** The crop kinds it can frame from the photo, in CROP_KINDS order; empty when none. */
  crops: CropKind[];
  /** Its quality score (higher is used first); null when it found no face. */
  score: number | null;
  /** Why no crop fits, when `crops` is empty. */
  unusable: UnusableReason | null;
}

/**
 * Why a photo the engine could frame is left out before anything is made (issue 34 item 3):
 * it shows someone else than the person's other uploads, or it is flagged as not safe for
 * work. Such a photo is in neither the selection nor the promise.
 */
export type LeftOutReason = 'someone-else' | 'nsfw';

/** Whether the engine uses a photo, and if not why (`unread`: not read yet). */
export type PhotoUse =
  | { used: true; crops: CropKind[] }
  | { used: false; why: UnusableReason | LeftOutReason | 'not-among-best' | 'unread' };

export interface EngineSelection {
  /** One per upload, in upload order. */
  uses: PhotoUse[];
  /** Sources used. */
  sources: number;
  /** Distinct photos one style can have: one per (source, crop). */
  perStyle: number;
}

/**
 * The engine's choice (local-engine.ts `prepare`): photos with a face, best score first
 * (equal scores in upload order), and of those the first `maxSources` that fill a
 * head-and-shoulders frame; each gives one photo per crop kind it has room for.
 */
export function engineSelection(
  readings: (EngineReading | null)[],
  maxSources = LOCAL_MAX_SOURCES,
  leftOut: ReadonlyMap<number, LeftOutReason> = new Map(),
): EngineSelection {
  const uses: PhotoUse[] = readings.map((r, i) =>
    r === null
      ? { used: false, why: 'unread' }
      : {
          used: false,
          why: leftOut.get(i) ?? r.unusable ?? (r.crops.length ? 'not-among-best' : 'no-room'),
        },
  );
  const ranked = readings
    .map((r, i) => ({ r, i }))
    .filter(
      (x): x is { r: EngineReading; i: number } =>
        x.r !== null && x.r.score !== null && !leftOut.has(x.i),
    )
    .sort((a, b) => (b.r.score ?? 0) - (a.r.score ?? 0) || a.i - b.i);
  let sources = 0;
  let perStyle = 0;
  for (const { r, i } of ranked) {
    if (sources >= maxSources) break;
    if (!r.crops.includes('head-and-shoulders')) continue;
    uses[i] = { used: true, crops: r.crops };
    sources++;
    perStyle += r.crops.length;
  }
  return { uses, sources, perStyle };
}

export interface Shortfall {
  /** Distinct photos each style needs (the most any chosen style gets). */
  wanted: number;
  /** Distinct photos each style can have from these uploads. */
  perStyle: number;
  /**
   * How many more photos that fill every crop (whole head with room above it, down to the
   * chest) would close the gap, if each ranks above the weakest source; null when no number
   * of photos can (more than maxSources x 3 a style).
   */
  photosNeeded: number | null;
  /**
   * No upload fills a head-and-shoulders frame: the engine would fall back to close-up
   * portraits of the face (decision 010), the same few again and again.
   */
  fallback: boolean;
}

/**
 * Issue 15 item 1: null when the uploads give every style its `wanted` distinct photos;
 * else how far they fall short and how many photos that show the shoulders would fix it.
 */
export function distinctShortfall(
  selection: Pick<EngineSelection, 'uses' | 'perStyle'>,
  wanted: number,
  maxSources = LOCAL_MAX_SOURCES,
): Shortfall | null {
  if (!Number.isSafeInteger(wanted) || wanted < 0) {
    throw new RangeError(`wanted must be a whole number >= 0, got ${wanted}`);
  }
  if (selection.perStyle >= wanted) return null;
  const full = CROP_KINDS.length;
  const used = selection.uses
    .flatMap((u) => (u.used ? [u.crops.length] : []))
    .sort((a, b) => a - b);
  let perStyle = selection.perStyle;
  let photosNeeded = 0;
  while (perStyle < wanted) {
    if (used.length < maxSources) {
      used.push(full);
      perStyle += full;
    } else {
      // Every slot is taken: a better photo only helps in place of the weakest source.
      const weakest = used.shift() ?? full;
      if (weakest >= full) return { ...result(), photosNeeded: null };
      used.push(full);
      perStyle += full - weakest;
    }
    photosNeeded++;
  }
  return result();

  function result(): Shortfall {
    return {
      wanted,
      perStyle: selection.perStyle,
      photosNeeded,
      fallback: selection.perStyle === 0,
    };
  }
}

/**
 * The most photos one style gets when `headshots` are shared over `styles` styles (the
 * generation's `outputsPerStyle`: earlier styles take the remainder).
 */
export function wantedPerStyle(headshots: number, styles: number): number {
  if (styles <= 0 || headshots <= 0) return 0;
  return Math.ceil(headshots / styles);
}
