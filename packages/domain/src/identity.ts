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

/**
 * Issue 15 item 6: which uploads show someone else. Photos whose descriptors are within
 * `threshold` of each other are one person (chained: each needs one close match); the
 * largest such group is the person (on a tie, the group of the earliest upload), and every
 * other photo with a face is answered by its index. Photos without a descriptor (null)
 * are never named; under two descriptors nothing can be compared.
 */
export function photosOfSomeoneElse(
  descriptors: (ArrayLike<number> | null)[],
  threshold = SAME_PERSON_THRESHOLD,
): number[] {
  const parent = descriptors.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const faces = descriptors.flatMap((d, i) => (d ? [i] : []));
  if (faces.length < 2) return [];
  for (const [n, i] of faces.entries()) {
    for (const j of faces.slice(n + 1)) {
      if (descriptorDistance(descriptors[i]!, descriptors[j]!) <= threshold) {
        parent[root(j)] = root(i);
      }
    }
  }
  const size = new Map<number, number>();
  for (const i of faces) size.set(root(i), (size.get(root(i)) ?? 0) + 1);
  // Faces are in upload order, so the first group found at the largest size is the earliest.
  let person = root(faces[0]!);
  for (const i of faces) if ((size.get(root(i)) ?? 0) > (size.get(person) ?? 0)) person = root(i);
  return faces.filter((i) => root(i) !== person);
}
