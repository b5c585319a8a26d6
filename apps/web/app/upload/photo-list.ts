import type { TrainingPhoto } from '@hs/contracts/onboarding';
import { fullBodySlotsLeft, hasEnoughPhotos, minimumPhotos } from '@hs/domain/photo-rules';
import type { UploadError } from './upload-error.ts';

/** spec 001 section 3, training photo: status pending, pre-success, success or error. */
export type PhotoStatus = 'pending' | 'pre-success' | 'success' | 'error';

/** One tile of the upload step: a file being sent, or a photo the server kept. */
export interface PhotoTile {
  id: string;
  status: PhotoStatus;
  /** The chosen file's name; '' for photos kept in an earlier visit. */
  fileName: string;
  /** A local object URL while uploading; the server's crop once it is kept. */
  previewUrl: string;
  /** Bytes of the file chosen here; 0 for photos kept in an earlier visit. */
  size: number;
  /** Bytes sent so far. */
  sent: number;
  /** Files chosen while others were still uploading join their batch (the overall bar). */
  batch: number;
  /** The request has left the queue. */
  started: boolean;
  photo: TrainingPhoto | null;
  error: UploadError | null;
  /** A delete or move is waiting for the server. */
  busy: boolean;
  /** What went wrong with the last delete or move. */
  actionError: string | null;
}

export type PhotoAction =
  | { type: 'added'; tiles: PhotoTile[] }
  | { type: 'started'; id: string }
  | { type: 'progressed'; id: string; sent: number; total: number }
  | { type: 'uploaded'; id: string; photo: TrainingPhoto }
  | { type: 'settled'; id: string }
  | { type: 'failed'; id: string; error: UploadError }
  | { type: 'removed'; id: string }
  | { type: 'busy'; id: string; busy: boolean; actionError?: string | null }
  | { type: 'categorized'; id: string; fullBody: boolean }
  | { type: 'replaced'; id: string; photo: TrainingPhoto };

/** A tile for a file just chosen. */
export function newTile(id: string, file: File, previewUrl: string, batch: number): PhotoTile {
  return {
    id,
    status: 'pending',
    fileName: file.name,
    previewUrl,
    size: file.size,
    sent: 0,
    batch,
    started: false,
    photo: null,
    error: null,
    busy: false,
    actionError: null,
  };
}

/** A tile for a photo the server already kept (the model's training images). */
export function keptTile(photo: TrainingPhoto): PhotoTile {
  return {
    id: photo.path,
    status: 'success',
    // The server keeps no file name; the tile numbers these.
    fileName: '',
    previewUrl: photo.url,
    size: 0,
    sent: 0,
    batch: 0,
    started: true,
    photo,
    error: null,
    busy: false,
    actionError: null,
  };
}

function update(tiles: PhotoTile[], id: string, change: (tile: PhotoTile) => PhotoTile) {
  return tiles.map((tile) => (tile.id === id ? change(tile) : tile));
}

export function photoListReducer(tiles: PhotoTile[], action: PhotoAction): PhotoTile[] {
  switch (action.type) {
    case 'added':
      return [...tiles, ...action.tiles];
    case 'started':
      return update(tiles, action.id, (t) => ({ ...t, started: true }));
    case 'progressed':
      return update(tiles, action.id, (t) => ({
        ...t,
        sent: Math.min(action.sent, action.total),
        size: action.total > 0 ? action.total : t.size,
      }));
    // spec 001 section 4: on a successful upload the photo becomes pre-success ...
    case 'uploaded':
      return update(tiles, action.id, (t) => ({
        ...t,
        status: 'pre-success',
        sent: t.size,
        photo: action.photo,
      }));
    // ... and 1000 ms later success (the caller keeps the time).
    case 'settled':
      return update(tiles, action.id, (t) =>
        t.status === 'pre-success' ? { ...t, status: 'success' } : t,
      );
    case 'failed':
      return update(tiles, action.id, (t) => ({ ...t, status: 'error', error: action.error }));
    case 'removed':
      return tiles.filter((t) => t.id !== action.id);
    case 'busy':
      return update(tiles, action.id, (t) => ({
        ...t,
        busy: action.busy,
        actionError: action.actionError === undefined ? t.actionError : action.actionError,
      }));
    // The server's own record after a move (it may crop anew).
    case 'replaced':
      return update(tiles, action.id, (t) => ({ ...t, photo: action.photo }));
    case 'categorized':
      return update(tiles, action.id, (t) =>
        t.photo ? { ...t, photo: { ...t.photo, fullBody: action.fullBody } } : t,
      );
  }
}

/** Kept photos (pre-success or success) by category. */
export function photoCounts(tiles: PhotoTile[]) {
  let face = 0;
  let fullBody = 0;
  let pending = 0;
  let failed = 0;
  for (const tile of tiles) {
    if (tile.status === 'pending') pending += 1;
    else if (tile.status === 'error') failed += 1;
    else if (tile.photo?.fullBody) fullBody += 1;
    else face += 1;
  }
  return { face, fullBody, good: face + fullBody, pending, failed };
}

/**
 * spec 001 section 5, enough photos, against the model's minimum (15, or 2 for test
 * users: spec 001 section 9). Photos still uploading do not count yet.
 */
export function photoProgress(tiles: PhotoTile[], minimum: number) {
  const counts = photoCounts(tiles);
  const isTestUser = minimum === minimumPhotos(true);
  const enough = hasEnoughPhotos({
    facePhotos: counts.face,
    fullBodyPhotos: counts.fullBody,
    isTestUser,
  });
  return {
    ...counts,
    minimum,
    enough,
    // Going on while photos still upload would leave them behind.
    canContinue: enough && counts.pending === 0,
    fullBodySlotsLeft: fullBodySlotsLeft(counts.fullBody),
  };
}

/** The batch new files join: the running one, or a new one when nothing is uploading. */
export function nextBatch(tiles: PhotoTile[]): number {
  const latest = tiles.reduce((max, t) => Math.max(max, t.batch), 0);
  return tiles.some((t) => t.status === 'pending') ? latest : latest + 1;
}

// Sending is not the end: the server then checks each photo (face detection, crop), so a
// file all sent but not answered counts as 90% done.
const SENT_SHARE = 0.9;

/**
 * The running batch's share done, 0 to 1: answered files count whole, the others by the
 * bytes sent. Null when nothing is uploading.
 */
export function overallProgress(tiles: PhotoTile[]) {
  if (!tiles.some((t) => t.status === 'pending')) return null;
  const batch = nextBatch(tiles);
  const chosen = tiles.filter((t) => t.batch === batch);
  const total = chosen.reduce((sum, t) => sum + t.size, 0);
  const done = chosen.reduce(
    (sum, t) => sum + (t.status === 'pending' ? t.sent * SENT_SHARE : t.size),
    0,
  );
  const finished = chosen.filter((t) => t.status !== 'pending').length;
  return { share: total > 0 ? done / total : 0, finished, files: chosen.length };
}
