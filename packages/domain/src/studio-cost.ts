// spec 001 section 9: studio photo cost is 1 credit for quality sd and 2 for any other quality
const SD_CREDITS = 1;
const OTHER_QUALITY_CREDITS = 2;

/** Credits for `count` studio photos at `quality`. */
export function studioPhotoCost(quality: string, count = 1): number {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`studioPhotoCost: count must be a whole number >= 0, got ${count}`);
  }
  return (quality === 'sd' ? SD_CREDITS : OTHER_QUALITY_CREDITS) * count;
}

// spec 001 section 5: before create or enhance, credits must cover the cost
export function hasEnoughCredits(credits: number, cost: number): boolean {
  return credits >= cost;
}
