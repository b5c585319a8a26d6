import { DEFAULT_HEADSHOTS, PHOTOS_PER_STYLE } from '@hs/domain/photos-per-package';

/**
 * How many outputs each chosen style gets: the total (spec 001 section 9: 100 by default)
 * shared evenly, earlier styles taking the remainder, never under photos per style (10).
 */
export function outputsPerStyle(styleCount: number, total = DEFAULT_HEADSHOTS): number[] {
  if (styleCount <= 0) return [];
  const base = Math.floor(total / styleCount);
  const rest = total % styleCount;
  return Array.from({ length: styleCount }, (_, i) =>
    Math.max(PHOTOS_PER_STYLE, base + (i < rest ? 1 : 0)),
  );
}
