// issue 5, ranking: an output whose face descriptor (face-api's 128-d descriptor) is
// farther than 0.6 (Euclidean) from the person's uploads does not look like them, and is
// not shown; 0.6 is face-api's (dlib's) same-person threshold for these descriptors.
export const SAME_PERSON_THRESHOLD = 0.6;

/** Whether an identity distance says "the same person"; no face (null) never does. */
export function isSamePerson(distance: number | null): boolean {
  return distance !== null && Number.isFinite(distance) && distance <= SAME_PERSON_THRESHOLD;
}

/** Euclidean distance between two descriptors of the same length. */
export function descriptorDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new RangeError('descriptors differ in length');
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    sum += d * d;
  }
  return Math.sqrt(sum);
}

/**
 * Distance of one face to the person: the mean of its distances to each reference
 * descriptor (the uploads), which weighs every upload alike rather than trusting the
 * single closest one. Null without references.
 */
export function distanceToReference(
  descriptor: ArrayLike<number>,
  references: ArrayLike<number>[],
): number | null {
  if (references.length === 0) return null;
  const total = references.reduce((s, r) => s + descriptorDistance(descriptor, r), 0);
  return total / references.length;
}
