import type { PhotoCheck } from '@hs/contracts/engine';
import { LOCAL_MAX_SOURCES } from '@hs/domain/distinct-photos';
import { CROP_KINDS } from '@hs/domain/framing';

/** What the wizard says about the uploads as a whole (issue 15 items 1 and 6). */
export type CheckSummary =
  | { kind: 'reading' }
  /** Each style gets its count of distinct photos (or the engine does not limit it: null). */
  | { kind: 'enough'; perStyle: number; wanted: number }
  | { kind: 'short' | 'fallback'; perStyle: number; wanted: number; count: number }
  | { kind: 'unreachable'; perStyle: number; wanted: number; max: number }
  | null;

/** The most distinct photos a style can have from uploads (sources x crop kinds). */
export const MAX_PER_STYLE = LOCAL_MAX_SOURCES * CROP_KINDS.length;

/**
 * The check's verdict on the count: still reading, enough, or short (with how many photos
 * that show the shoulders would close the gap). Null when the engine does not limit the
 * count (a generative engine) or there are no photos yet.
 */
export function checkSummary(check: PhotoCheck): CheckSummary {
  if (check.photos.length === 0) return null;
  if (check.photos.some((p) => p.use === 'unread')) return { kind: 'reading' };
  if (check.wanted === null || check.perStyle === null) return null;
  const { shortfall } = check;
  if (!shortfall) return { kind: 'enough', perStyle: check.perStyle, wanted: check.wanted };
  const { perStyle, wanted, photosNeeded } = shortfall;
  if (photosNeeded === null) return { kind: 'unreachable', perStyle, wanted, max: MAX_PER_STYLE };
  return { kind: shortfall.fallback ? 'fallback' : 'short', perStyle, wanted, count: photosNeeded };
}

/** The photos that seem to show someone else, by the names the page gives them. */
export function someoneElseNames(check: PhotoCheck, nameOf: (path: string) => string): string[] {
  return check.photos.filter((p) => p.someoneElse).map((p) => nameOf(p.path));
}

/** Whether the page should ask again: some uploads are still being read. */
export function stillReading(check: PhotoCheck | null): boolean {
  return Boolean(check?.photos.some((p) => p.use === 'unread'));
}
