// spec 001 section 9: default number of headshots 100, photos per style 10
export const DEFAULT_HEADSHOTS = 100;
export const PHOTOS_PER_STYLE = 10;

// spec 000 section 9: photos per package = package count x photos per style + 10
const EXTRA_PHOTOS = 10;

export function photosPerPackage(packageCount: number, photosPerStyle = PHOTOS_PER_STYLE): number {
  return packageCount * photosPerStyle + EXTRA_PHOTOS;
}
