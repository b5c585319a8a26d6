// The ledger of entitlements (issue 12; ARCHITECTURE "Money"): everything bought or given
// is a lot with a balance, and every change to a balance is an append-only entry.

/** What a lot holds. Amounts are whole units of the kind (minor units for gift-card value). */
export const LEDGER_KINDS = [
  /** Generation runs of a package; the lot's terms say what one run delivers. */
  'package',
  /** Extra styles for one existing model (upsell). */
  'style_slots',
  /** spec 001 section 9: studio photos cost credits. */
  'studio_credits',
  /** spec 001 section 9: remix credit default amount 10. */
  'remix_credits',
  'team_seats',
  /** Uses left of a coupon with a redemption limit. */
  'coupon_uses',
  /** A gift card's value, in minor units of its currency. */
  'gift_card_value',
  /**
   * Money a run owes its buyer for headshots it promised and did not show (issue 34 item 5),
   * in minor units of its currency: given back when the run ends, cleared by the refund.
   */
  'money_back',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Kinds whose every unit is one generation run: a lot of these always carries the terms
 * of what a run delivers, whoever opened it (a purchase, a staff grant, the seed), because
 * the spend hands those terms to the model (issue 35 item 1).
 */
export const RUN_KINDS = ['package', 'team_seats'] as const satisfies readonly LedgerKind[];
export type RunKind = (typeof RUN_KINDS)[number];

export function isRunKind(kind: LedgerKind): kind is RunKind {
  return (RUN_KINDS as readonly LedgerKind[]).includes(kind);
}

/** Why an entry was written; shown to staff next to each row. */
export const LEDGER_REASONS = [
  'purchase',
  'spend',
  'reserve',
  'release',
  'refund',
  'grant',
  'revoke',
  'reward',
  'issue',
  'migration',
  /** issue 34 item 5: what a finished run did not show of its promise. */
  'give_back',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** What kinds staff may grant or revoke by hand (spec: test users, goodwill, demo accounts). */
export const STAFF_GRANTABLE_KINDS = [
  'package',
  'studio_credits',
  'remix_credits',
  'team_seats',
] as const satisfies readonly LedgerKind[];

/** The largest single grant staff may make: a typo must not mint a fortune. */
export const MAX_STAFF_GRANT = 1000;

/** Minutes a checkout holds a coupon use or gift-card value before they are released. */
export const RESERVATION_MINUTES = 35;

/**
 * The share of `consumed` that a refund of `refunded` out of `paid` gives back, rounded
 * down; a full refund (or a free order) gives back everything.
 */
export function proportionalRestore(consumed: number, refunded: number, paid: number): number {
  if (consumed <= 0) return 0;
  if (paid <= 0 || refunded >= paid) return consumed;
  if (refunded <= 0) return 0;
  return Math.floor((consumed * refunded) / paid);
}
