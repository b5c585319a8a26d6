import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGES } from './messages.ts';
import {
  HEADSHOT_STATUSES,
  HEADSHOT_TYPES,
  HIDDEN_REASONS,
  LIKED_STATUSES,
  NEW_NSFW_WINDOW_DAYS,
  ZIP_ARCHIVE_FILE_NAME,
  ZIP_COMPRESSION_LEVEL,
  applyLikedStatus,
  countsAsPhoto,
  headshotCounts,
  isNewNsfw,
  shownImages,
  zipEntries,
  zipEntryName,
  type HeadshotFacts,
} from './headshots.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-11-22T12:00:00Z');

const image = (over: Partial<HeadshotFacts> = {}): HeadshotFacts => ({
  status: 'active',
  nsfw: false,
  likedStatus: 'none',
  type: 'generated',
  createdAt: NOW,
  hiddenReason: null,
  ...over,
});

const arbitraryImage = fc.record({
  status: fc.constantFrom(...HEADSHOT_STATUSES),
  nsfw: fc.boolean(),
  likedStatus: fc.constantFrom(...LIKED_STATUSES),
  type: fc.constantFrom(...HEADSHOT_TYPES),
  createdAt: fc.integer({ min: 0, max: 20 * DAY }).map((ago) => new Date(NOW.getTime() - ago)),
  hiddenReason: fc.option(fc.constantFrom(...HIDDEN_REASONS), { nil: null }),
});

describe('the constants', () => {
  it('are the spec values', () => {
    expect(NEW_NSFW_WINDOW_DAYS).toBe(7);
    expect(ZIP_COMPRESSION_LEVEL).toBe(6);
    expect(ZIP_ARCHIVE_FILE_NAME).toBe('All headshots.zip');
    expect(MESSAGES.ZIP_FAILED).toBe('Failed to download any images. Please try again.');
    expect(MESSAGES.ZIP_DONE).toBe(
      'Downloaded selected images. If not, accept our download request.',
    );
    expect(MESSAGES.COPIED).toBe('Copied to clipboard');
  });
});

describe('shown images and counts', () => {
  it('counts only active images as photos', () => {
    expect(HEADSHOT_STATUSES.filter((status) => countsAsPhoto({ status }))).toEqual(['active']);
  });

  it('shows exactly the active images without the nsfw flag', () => {
    fc.assert(
      fc.property(fc.array(arbitraryImage, { maxLength: 40 }), (images) => {
        const shown = shownImages(images);
        expect(shown.every((i) => i.status === 'active' && !i.nsfw)).toBe(true);
        expect(shown.length).toBe(images.filter((i) => i.status === 'active' && !i.nsfw).length);
      }),
    );
  });

  it('adds up: photos = shown + nsfw, and each withheld image counted once', () => {
    fc.assert(
      fc.property(fc.array(arbitraryImage, { maxLength: 40 }), (images) => {
        const c = headshotCounts(images, NOW);
        expect(c.totalPhotos).toBe(images.filter((i) => i.status === 'active').length);
        expect(c.totalPhotos).toBe(c.shown + c.totalNsfw);
        expect(c.shown).toBe(shownImages(images).length);
        expect(c.totalNsfwNew).toBeLessThanOrEqual(c.totalNsfw);
        const withheld = c.withheld.mismatch + c.withheld.noFace + c.withheld.flagged;
        expect(withheld).toBeLessThanOrEqual(
          images.filter((i) => i.status === 'hidden').length + c.totalNsfw,
        );
        expect(withheld).toBeGreaterThanOrEqual(c.totalNsfw);
      }),
    );
  });

  it('counts hidden outputs by their reason', () => {
    const c = headshotCounts(
      [
        image({ status: 'hidden', hiddenReason: 'mismatch' }),
        image({ status: 'hidden', hiddenReason: 'mismatch' }),
        image({ status: 'hidden', hiddenReason: 'no-face' }),
        image({ status: 'hidden', hiddenReason: 'duplicate' }),
        image({ status: 'hidden', hiddenReason: 'nsfw', nsfw: true }),
        image({ nsfw: true }),
        image({ status: 'deleted', hiddenReason: 'mismatch' }),
        image(),
      ],
      NOW,
    );
    expect(c).toEqual({
      totalPhotos: 2,
      totalNsfw: 1,
      totalNsfwNew: 0,
      shown: 1,
      withheld: { mismatch: 2, noFace: 1, flagged: 2, duplicate: 1, unmade: 0 },
    });
  });

  it('counts the photos of a ready package that were never made (deleted ones were made)', () => {
    const made = [
      image(),
      image({ status: 'deleted' }),
      image({ status: 'hidden', hiddenReason: 'mismatch' }),
      image({ type: 'additional' }),
    ];
    expect(headshotCounts(made, NOW, 10).withheld.unmade).toBe(7);
    expect(headshotCounts(made, NOW, 3).withheld.unmade).toBe(0);
    expect(headshotCounts(made, NOW).withheld.unmade).toBe(0);
  });
});

describe('isNewNsfw', () => {
  const newNsfw = image({ nsfw: true, type: 'edit', createdAt: new Date(NOW.getTime() - DAY) });

  it('covers active nsfw edits, regenerations and additions not yet rated, of the last 7 days', () => {
    expect(isNewNsfw(newNsfw, NOW)).toBe(true);
    expect(isNewNsfw({ ...newNsfw, type: 'regeneration' }, NOW)).toBe(true);
    expect(isNewNsfw({ ...newNsfw, type: 'additional' }, NOW)).toBe(true);
    expect(isNewNsfw({ ...newNsfw, type: 'generated' }, NOW)).toBe(false);
    expect(isNewNsfw({ ...newNsfw, nsfw: false }, NOW)).toBe(false);
    expect(isNewNsfw({ ...newNsfw, status: 'hidden' }, NOW)).toBe(false);
    expect(isNewNsfw({ ...newNsfw, likedStatus: 'favorite' }, NOW)).toBe(false);
    const edge = new Date(NOW.getTime() - 7 * DAY);
    expect(isNewNsfw({ ...newNsfw, createdAt: edge }, NOW)).toBe(true);
    expect(isNewNsfw({ ...newNsfw, createdAt: new Date(edge.getTime() - 1) }, NOW)).toBe(false);
  });

  it('never counts an image older than the window', () => {
    fc.assert(
      fc.property(arbitraryImage, (img) => {
        if (NOW.getTime() - img.createdAt.getTime() > 7 * DAY) {
          expect(isNewNsfw(img, NOW)).toBe(false);
        }
      }),
    );
  });
});

describe('applyLikedStatus', () => {
  const list = fc
    .array(fc.constantFrom(...LIKED_STATUSES), { minLength: 1, maxLength: 30 })
    .map((statuses) => statuses.map((likedStatus, i) => ({ id: `img-${i}`, likedStatus })));

  it('turns the loved image into favorite when another is loved', () => {
    const after = applyLikedStatus(
      [
        { id: 'a', likedStatus: 'loved' as const },
        { id: 'b', likedStatus: 'none' as const },
        { id: 'c', likedStatus: 'disliked' as const },
      ],
      'b',
      'loved',
    );
    expect(after.map((i) => i.likedStatus)).toEqual(['favorite', 'loved', 'disliked']);
  });

  it('leaves at most one loved image after setting loved, and it is the chosen one', () => {
    fc.assert(
      fc.property(list, fc.nat(), (images, pick) => {
        const chosen = images[pick % images.length]!.id;
        const after = applyLikedStatus(images, chosen, 'loved');
        expect(after.filter((i) => i.likedStatus === 'loved').map((i) => i.id)).toEqual([chosen]);
        // Only formerly loved images and the chosen one change.
        after.forEach((img, i) => {
          const before = images[i]!;
          if (img.id !== chosen && before.likedStatus !== 'loved') expect(img).toBe(before);
        });
      }),
    );
  });

  it('changes only the chosen image for any other status', () => {
    fc.assert(
      fc.property(
        list,
        fc.nat(),
        fc.constantFrom('none', 'favorite', 'disliked') as fc.Arbitrary<
          'none' | 'favorite' | 'disliked'
        >,
        (images, pick, status) => {
          const chosen = images[pick % images.length]!.id;
          const after = applyLikedStatus(images, chosen, status);
          after.forEach((img, i) => {
            expect(img.likedStatus).toBe(img.id === chosen ? status : images[i]!.likedStatus);
          });
        },
      ),
    );
  });
});

describe('zip naming', () => {
  it('names files by index from 1', () => {
    expect([0, 1, 9].map(zipEntryName)).toEqual(['1.png', '2.png', '10.png']);
    expect(() => zipEntryName(-1)).toThrow(RangeError);
    expect(Object.keys(zipEntries(['a', 'b', 'c']))).toEqual(['1.png', '2.png', '3.png']);
  });

  it('keeps every file once, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 50 }), (files) => {
        const entries = zipEntries(files);
        expect(Object.values(entries)).toEqual(files);
        expect(new Set(Object.keys(entries)).size).toBe(files.length);
      }),
    );
  });
});
