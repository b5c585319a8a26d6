import { SAME_PERSON_THRESHOLD } from './identity.ts';

// issue 20 item 2: the identity score is a distance (lower is closer), which people read
// backwards as a percentage; they see a word instead. Bands from bench/generation.ts on the
// sample person: her outputs measure 0.13 median, 0.16 at most; the closest of 19 other
// people's faces measures 0.589, just inside the engine's 0.6 limit. So "strong" sits far
// from any other face, "good" still clearly her, and the last stretch below 0.6 (where
// look-alikes live) gets no praise at all.
export const STRONG_LIKENESS_MAX = 0.35;
export const GOOD_LIKENESS_MAX = 0.5;

export type LikenessLevel = 'strong' | 'good';

/** The likeness label for a distance; null (no label) when it is poor, unknown or nonsense. */
export function likenessLevel(distance: number | null | undefined): LikenessLevel | null {
  if (typeof distance !== 'number' || !Number.isFinite(distance) || distance < 0) return null;
  if (distance > SAME_PERSON_THRESHOLD) return null;
  if (distance <= STRONG_LIKENESS_MAX) return 'strong';
  if (distance <= GOOD_LIKENESS_MAX) return 'good';
  return null;
}
