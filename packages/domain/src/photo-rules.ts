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

/** What a photo shows, read from the face and how much of the person is below it. */
export type PhotoFraming = 'selfie' | 'half-body' | 'full-body';

/** Face heights of picture below the chin from which a photo shows the upper body / all of it. */
export const HALF_BODY_BELOW_CHIN = 1.5;
export const FULL_BODY_BELOW_CHIN = 4;

export interface FramingFacts {
  /** The face box (detector pixels of the working image). */
  face: { x: number; y: number; width: number; height: number };
  /** Landmark 8 of the 68 (the chin), same pixels. */
  chin: { x: number; y: number };
  image: { width: number; height: number };
}

/**
 * Issue 20 item 4: a selfie (head and neck), half-body or full-body photo, from how many
 * face heights of picture lie below the chin (a standing adult is about 7.5 heads tall:
 * waist at about 3, knees at about 5.5 below the chin).
 */
export function photoFraming({ face, chin, image }: FramingFacts): PhotoFraming {
  if (!(face.height > 0) || !(image.height > 0)) throw new RangeError('photoFraming: empty box');
  const below = Math.max(0, image.height - chin.y) / face.height;
  if (below >= FULL_BODY_BELOW_CHIN) return 'full-body';
  return below >= HALF_BODY_BELOW_CHIN ? 'half-body' : 'selfie';
}

/**
 * spec 001 section 5 with issue 20 item 4: a photo is kept as a body shot only when full-body
 * slots remain, the face covers less than 20% of the body crop (spec 000 section 5: the
 * square of the shorter side the photo becomes), and the photo shows a body below the face
 * (not a selfie). Everything else is cropped at the head.
 */
export function classifyPhoto(facts: FramingFacts, slotsLeft: number): PhotoKind {
  assertCount('slotsLeft', slotsLeft);
  if (photoFraming(facts) === 'selfie') return 'face';
  const side = Math.min(facts.image.width, facts.image.height);
  return classifyByCoverage(facts.face.width * facts.face.height, side * side, slotsLeft);
}
