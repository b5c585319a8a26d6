export interface BulkDiscountTier {
  minSeats: number;
  /** Inclusive upper bound; null for the open-ended last tier. */
  maxSeats: number | null;
  percent: number;
}

export type BulkDiscountVersion = 'v2';

// spec 000 section 3: organization bulkDiscountVersion defaults to v2
export const DEFAULT_BULK_DISCOUNT_VERSION: BulkDiscountVersion = 'v2';

// spec 000 section 9: team bulk discount tiers by seats (the default, v2)
export const BULK_DISCOUNT_TIERS: readonly BulkDiscountTier[] = Object.freeze([
  { minSeats: 1, maxSeats: 4, percent: 0 },
  { minSeats: 5, maxSeats: 24, percent: 10 },
  { minSeats: 25, maxSeats: 49, percent: 15 },
  { minSeats: 50, maxSeats: 99, percent: 20 },
  { minSeats: 100, maxSeats: 249, percent: 25 },
  { minSeats: 250, maxSeats: 499, percent: 30 },
  { minSeats: 500, maxSeats: 999, percent: 40 },
  { minSeats: 1000, maxSeats: null, percent: 50 },
]);

/** Percent off for `seats`: the tier with the highest start at or below `seats`, else 0. */
export function bulkDiscountPercent(
  seats: number,
  tiers: readonly BulkDiscountTier[] = BULK_DISCOUNT_TIERS,
): number {
  let percent = 0;
  for (const tier of tiers) {
    if (seats >= tier.minSeats) percent = tier.percent;
  }
  return percent;
}

// spec 000 section 9: team max seats = next multiple of 500 above the last tier start
const MAX_SEATS_STEP = 500;

export function teamMaxSeats(tiers: readonly BulkDiscountTier[] = BULK_DISCOUNT_TIERS): number {
  const lastStart = Math.max(0, ...tiers.map((tier) => tier.minSeats));
  return (Math.floor(lastStart / MAX_SEATS_STEP) + 1) * MAX_SEATS_STEP;
}

/** Total price in cents for `seats` seats at `unitCents` each, after the tier discount. */
export function discountedPriceCents(
  unitCents: number,
  seats: number,
  tiers: readonly BulkDiscountTier[] = BULK_DISCOUNT_TIERS,
): number {
  if (!Number.isSafeInteger(unitCents) || unitCents < 0) {
    throw new RangeError(
      `discountedPriceCents: unitCents must be whole cents >= 0, got ${unitCents}`,
    );
  }
  if (!Number.isSafeInteger(seats) || seats < 0) {
    throw new RangeError(`discountedPriceCents: seats must be a whole number >= 0, got ${seats}`);
  }
  // Multiply before dividing so whole-cent totals stay exact.
  return Math.round((unitCents * seats * (100 - bulkDiscountPercent(seats, tiers))) / 100);
}
