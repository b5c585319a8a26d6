import {
  FACE_COVERAGE_THRESHOLD,
  MAX_FULL_BODY_PHOTOS,
  MIN_PHOTOS,
  MIN_PHOTOS_TEST_USER,
} from './constants.ts';

/** What a kept training photo counts as. */
export type PhotoKind = 'face' | 'full-body';

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number >= 0, got ${value}`);
  }
}

// spec 001 section 9: minimum photos 15 (2 for test users)
export function minimumPhotos(isTestUser: boolean): number {
  return isTestUser ? MIN_PHOTOS_TEST_USER : MIN_PHOTOS;
}

// spec 001 section 9: full body 0 to 3; slots never go below 0 even if data holds more
export function fullBodySlotsLeft(currentFullBodyPhotos: number): number {
  assertCount('currentFullBodyPhotos', currentFullBodyPhotos);
  return Math.max(0, MAX_FULL_BODY_PHOTOS - currentFullBodyPhotos);
}

/** Share of the image the face box covers: face box area / image area, in [0, 1]. */
export function faceCoverage(faceArea: number, imageArea: number): number {
  if (!(imageArea > 0) || !(faceArea >= 0)) {
    throw new RangeError(`faceCoverage: need faceArea >= 0 and imageArea > 0`);
  }
  return Math.min(1, faceArea / imageArea);
}

// spec 001 section 5: a face covering less than 20% of the image, while full-body slots
// remain, is kept as a body shot; otherwise the head is cropped. Coverage is the face
// box area over the image area (both in the same pixels), so 20% is a face box of about
// 45% of the side of a square photo.
export function classifyByCoverage(
  faceArea: number,
  imageArea: number,
  slotsLeft: number,
): PhotoKind {
  assertCount('slotsLeft', slotsLeft);
  const smallFace = faceCoverage(faceArea, imageArea) < FACE_COVERAGE_THRESHOLD;
  return smallFace && slotsLeft > 0 ? 'full-body' : 'face';
}

export interface PhotoCounts {
  facePhotos: number;
  fullBodyPhotos: number;
  isTestUser: boolean;
}

// spec 001 section 5, enough photos: face photos reach the minimum face count, OR all good
// photos reach the minimum and face photos are at least the minimum face count minus the
// maximum of 3 full-body photos. The specs define no separate "minimum face count", only
// "minimum photos 15 (2 for test users)" (section 9), so the minimum face count is that
// minimum photo count. For a test user (2 - 3 < 0) any 2 good photos are enough.
export function hasEnoughPhotos({ facePhotos, fullBodyPhotos, isTestUser }: PhotoCounts): boolean {
  assertCount('facePhotos', facePhotos);
  assertCount('fullBodyPhotos', fullBodyPhotos);
  const minimum = minimumPhotos(isTestUser);
  if (facePhotos >= minimum) return true;
  return facePhotos + fullBodyPhotos >= minimum && facePhotos >= minimum - MAX_FULL_BODY_PHOTOS;
}
