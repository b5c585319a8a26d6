import type { LikedStatus, ResultImage } from '@hs/contracts/results';

export interface GalleryFilter {
  style: string;
  liked: LikedStatus | 'all';
}

export const ALL = 'all';
export const NO_FILTER: GalleryFilter = { style: ALL, liked: ALL };

/** The images that pass the style and liked-status filters, in gallery order. */
export function filterImages(images: ResultImage[], filter: GalleryFilter): ResultImage[] {
  return images.filter(
    (image) =>
      (filter.style === ALL || image.style === filter.style) &&
      (filter.liked === ALL || image.likedStatus === filter.liked),
  );
}

/** The styles present in the gallery, in the order they first appear. */
export function stylesOf(images: ResultImage[]): string[] {
  return [...new Set(images.map((image) => image.style))];
}

/** Applies the server's answer to a rating: every image whose status changed. */
export function applyChanges(
  images: ResultImage[],
  changed: { _id: string; likedStatus: LikedStatus }[],
): ResultImage[] {
  const next = new Map(changed.map((c) => [c._id, c.likedStatus]));
  return images.map((image) => {
    const likedStatus = next.get(image._id);
    return likedStatus && likedStatus !== image.likedStatus ? { ...image, likedStatus } : image;
  });
}
