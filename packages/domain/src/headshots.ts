// Rules for delivered headshots: what counts, what is shown, liked statuses and the zip.
import { MESSAGES } from './messages.ts';
import { NEW_NSFW_WINDOW_DAYS, ZIP_COMPRESSION_LEVEL } from './constants.ts';

export { NEW_NSFW_WINDOW_DAYS, ZIP_COMPRESSION_LEVEL };

// spec 001 section 3 "Image" and section 4 "Images and likes".
export const HEADSHOT_STATUSES = ['active', 'hidden', 'deleted'] as const;
export const LIKED_STATUSES = ['none', 'favorite', 'loved', 'disliked'] as const;
export const HEADSHOT_TYPES = ['generated', 'edit', 'regeneration', 'additional'] as const;
/** Why ranking kept an output from the gallery (counted, never shown). */
export const HIDDEN_REASONS = ['no-face', 'mismatch', 'nsfw', 'duplicate'] as const;

export type HeadshotStatus = (typeof HEADSHOT_STATUSES)[number];
export type LikedStatus = (typeof LIKED_STATUSES)[number];
export type HeadshotType = (typeof HEADSHOT_TYPES)[number];
export type HiddenReason = (typeof HIDDEN_REASONS)[number];

/** The fields of an image the rules read. */
export interface HeadshotFacts {
  status: HeadshotStatus;
  nsfw: boolean;
  likedStatus: LikedStatus;
  type: HeadshotType;
  createdAt: Date;
  hiddenReason?: HiddenReason | null;
}

// spec 001 section 4: only status active counts as a photo.
export function countsAsPhoto(image: Pick<HeadshotFacts, 'status'>): boolean {
  return image.status === 'active';
}

// spec 001 section 4: images flagged nsfw are removed from the shown list and only counted.
export function isShown(image: Pick<HeadshotFacts, 'status' | 'nsfw'>): boolean {
  return countsAsPhoto(image) && !image.nsfw;
}

export function shownImages<T extends Pick<HeadshotFacts, 'status' | 'nsfw'>>(images: T[]): T[] {
  return images.filter(isShown);
}

// spec 001 section 4 and section 9: the new-nsfw count, a window of 7 days.
const NEW_NSFW_TYPES: readonly HeadshotType[] = ['edit', 'regeneration', 'additional'];
const DAY_MS = 86_400_000;

export function isNewNsfw(image: HeadshotFacts, now: Date): boolean {
  return (
    countsAsPhoto(image) &&
    image.nsfw &&
    image.likedStatus === 'none' &&
    NEW_NSFW_TYPES.includes(image.type) &&
    now.getTime() - image.createdAt.getTime() <= NEW_NSFW_WINDOW_DAYS * DAY_MS
  );
}

/** Why the person sees fewer photos than were made: each withheld output counted once. */
export interface WithheldCounts {
  /** Ranking found a face that does not look like the person. */
  mismatch: number;
  /** Ranking found no face. */
  noFace: number;
  /** Flagged as not safe for work (hidden by ranking, or active with the nsfw flag). */
  flagged: number;
  /** A near-copy of a photo already delivered (a generative run that repeated itself). */
  duplicate: number;
  /**
   * Photos of the package never made: the uploads gave no more that differ from the rest,
   * and no near-copy fills the gap (issue 15 item 1). Counted once the model is ready.
   */
  unmade: number;
}

// spec 001 section 3 "Model item": totalPhotos, totalNsfw, totalNsfwNew.
export interface HeadshotCounts {
  /** Active images (nsfw ones included: they are photos, only not shown). */
  totalPhotos: number;
  /** Active images flagged nsfw. */
  totalNsfw: number;
  totalNsfwNew: number;
  /** Images in the shown list. */
  shown: number;
  withheld: WithheldCounts;
}

/**
 * `planned`: the package's photo count once the model is ready (the generation's total),
 * else 0; the generated images short of it are `withheld.unmade`.
 */
export function headshotCounts(images: HeadshotFacts[], now: Date, planned = 0): HeadshotCounts {
  const made = images.filter((image) => image.type === 'generated').length;
  const counts: HeadshotCounts = {
    totalPhotos: 0,
    totalNsfw: 0,
    totalNsfwNew: 0,
    shown: 0,
    withheld: {
      mismatch: 0,
      noFace: 0,
      flagged: 0,
      duplicate: 0,
      unmade: Math.max(0, planned - made),
    },
  };
  for (const image of images) {
    if (countsAsPhoto(image)) {
      counts.totalPhotos += 1;
      if (image.nsfw) {
        counts.totalNsfw += 1;
        counts.withheld.flagged += 1;
        if (isNewNsfw(image, now)) counts.totalNsfwNew += 1;
      } else {
        counts.shown += 1;
      }
    } else if (image.status === 'hidden') {
      if (image.hiddenReason === 'mismatch') counts.withheld.mismatch += 1;
      else if (image.hiddenReason === 'no-face') counts.withheld.noFace += 1;
      else if (image.hiddenReason === 'duplicate') counts.withheld.duplicate += 1;
      else if (image.hiddenReason === 'nsfw' || image.nsfw) counts.withheld.flagged += 1;
    }
  }
  return counts;
}

/**
 * spec 001 section 4: when a new loved status is set, any image already loved becomes
 * favorite, then the chosen image gets the new status. Returns a new list.
 */
export function applyLikedStatus<T extends { id: string; likedStatus: LikedStatus }>(
  images: readonly T[],
  chosenId: string,
  likedStatus: LikedStatus,
): T[] {
  return images.map((image) => {
    if (image.id === chosenId) return { ...image, likedStatus };
    if (likedStatus === 'loved' && image.likedStatus === 'loved') {
      return { ...image, likedStatus: 'favorite' };
    }
    return image;
  });
}

// spec 000 section 9: zip download, PNG files named by index, archive 'All headshots'.
export const ZIP_ARCHIVE_FILE_NAME = `${MESSAGES.ZIP_ARCHIVE_NAME}.zip`;

/** The file name of the image at 0-based position `index` of the download: 1.png, 2.png... */
export function zipEntryName(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`bad index ${index}`);
  return `${index + 1}.png`;
}

/** The entries of the archive, in order, from the images that could be fetched. */
export function zipEntries<T>(files: readonly T[]): Record<string, T> {
  return Object.fromEntries(files.map((file, i) => [zipEntryName(i), file]));
}
