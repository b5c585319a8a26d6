import type { TrainingPhoto } from '@hs/contracts/onboarding';
import { describe, expect, it } from 'vitest';
import {
  keptTile,
  newTile,
  nextBatch,
  overallProgress,
  photoCounts,
  photoListReducer,
  photoProgress,
  type PhotoTile,
} from './photo-list.ts';

const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name);
const photo = (path: string, fullBody = false): TrainingPhoto => ({
  path,
  url: `http://x/${path}`,
  md5: path,
  fullBody,
  width: 1024,
  height: 1024,
});

function run(tiles: PhotoTile[], ...actions: Parameters<typeof photoListReducer>[1][]) {
  return actions.reduce(photoListReducer, tiles);
}

describe('photo list (spec 001 section 4, training photo upload)', () => {
  it('goes pending, pre-success, success', () => {
    const added = run([], { type: 'added', tiles: [newTile('a', file('a.jpg'), 'blob:a', 1)] });
    expect(added[0]).toMatchObject({ status: 'pending', started: false, sent: 0, size: 1000 });
    const started = run(
      added,
      { type: 'started', id: 'a' },
      { type: 'progressed', id: 'a', sent: 400, total: 1000 },
    );
    expect(started[0]).toMatchObject({ started: true, sent: 400 });
    const uploaded = run(started, { type: 'uploaded', id: 'a', photo: photo('m/a.jpg') });
    expect(uploaded[0]).toMatchObject({
      status: 'pre-success',
      sent: 1000,
      photo: photo('m/a.jpg'),
    });
    expect(run(uploaded, { type: 'settled', id: 'a' })[0]!.status).toBe('success');
  });

  it('goes pending, error with the message', () => {
    const tiles = run(
      [],
      { type: 'added', tiles: [newTile('a', file('a.jpg'), 'blob:a', 1)] },
      { type: 'failed', id: 'a', error: { code: 'noFaces' } },
    );
    expect(tiles[0]).toMatchObject({ status: 'error', error: { code: 'noFaces' } });
    // A late timer does not turn an error into a success.
    expect(run(tiles, { type: 'settled', id: 'a' })[0]!.status).toBe('error');
  });

  it('moves between categories and back (the rollback)', () => {
    const tiles = [keptTile(photo('m/a.jpg'))];
    const moved = run(tiles, { type: 'categorized', id: 'm/a.jpg', fullBody: true });
    expect(moved[0]!.photo!.fullBody).toBe(true);
    const back = run(moved, { type: 'categorized', id: 'm/a.jpg', fullBody: false });
    expect(back[0]!.photo!.fullBody).toBe(false);
    const replaced = run(moved, { type: 'replaced', id: 'm/a.jpg', photo: photo('m/b.jpg', true) });
    expect(replaced[0]!.photo!.path).toBe('m/b.jpg');
  });

  it('marks a tile busy with the last action error, and removes it', () => {
    const tiles = [keptTile(photo('m/a.jpg'))];
    const busy = run(tiles, { type: 'busy', id: 'm/a.jpg', busy: true, actionError: null });
    expect(busy[0]).toMatchObject({ busy: true, actionError: null });
    const failed = run(busy, { type: 'busy', id: 'm/a.jpg', busy: false, actionError: 'Nope' });
    expect(failed[0]).toMatchObject({ busy: false, actionError: 'Nope' });
    expect(run(failed, { type: 'removed', id: 'm/a.jpg' })).toEqual([]);
  });
});

describe('counting photos', () => {
  const tiles: PhotoTile[] = [
    keptTile(photo('m/1.jpg')),
    keptTile(photo('m/2.jpg', true)),
    { ...newTile('p', file('p.jpg'), '', 1) },
    { ...newTile('e', file('e.jpg'), '', 1), status: 'error' },
  ];

  it('counts kept photos by category, and the rest apart', () => {
    expect(photoCounts(tiles)).toEqual({ face: 1, fullBody: 1, good: 2, pending: 1, failed: 1 });
  });

  it('is enough for a test user at 2 good photos, once nothing is uploading', () => {
    const progress = photoProgress(tiles, 2);
    expect(progress).toMatchObject({ enough: true, canContinue: false, fullBodySlotsLeft: 2 });
    expect(photoProgress(tiles.slice(0, 2), 2).canContinue).toBe(true);
  });

  it('needs 15 for everyone else (spec 001 section 5, enough photos)', () => {
    const face = Array.from({ length: 12 }, (_, i) => keptTile(photo(`m/f${i}.jpg`)));
    const body = Array.from({ length: 3 }, (_, i) => keptTile(photo(`m/b${i}.jpg`, true)));
    expect(photoProgress(face, 15).enough).toBe(false);
    expect(photoProgress([...face, ...body], 15)).toMatchObject({
      enough: true,
      canContinue: true,
      fullBodySlotsLeft: 0,
    });
  });
});

describe('overall progress', () => {
  it('is null when nothing uploads', () => {
    expect(overallProgress([keptTile(photo('m/1.jpg'))])).toBeNull();
  });

  it('weighs files by size, counting a sent but unanswered file at 90%', () => {
    const a = { ...newTile('a', file('a.jpg', 1000), '', 1), status: 'success' as const };
    const b = { ...newTile('b', file('b.jpg', 3000), '', 1), started: true, sent: 3000 };
    expect(overallProgress([a, b])).toEqual({ share: (1000 + 2700) / 4000, finished: 1, files: 2 });
  });

  it('counts only the running batch', () => {
    const old = { ...newTile('a', file('a.jpg'), '', 1), status: 'success' as const };
    expect(nextBatch([old])).toBe(2);
    const fresh = newTile('b', file('b.jpg'), '', nextBatch([old]));
    expect(overallProgress([old, fresh])).toEqual({ share: 0, finished: 0, files: 1 });
    expect(nextBatch([old, fresh])).toBe(2);
  });
});
