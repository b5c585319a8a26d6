import { outputsPerStyle } from './packages.ts';

// Issue 34 items 4 and 5 (decision 071): what the customer is told before paying is what is
// delivered; every promised headshot that is not shown goes back by itself, once.

/**
 * The promise of a run: each of `styles` styles gets at most the distinct photos the
 * uploads give it (`perStyle`, one per source and framing), never more than its share of
 * the package's `headshots` (outputsPerStyle, as the generation shares them). `perStyle`
 * null: the engine draws new images and makes them all.
 */
export function promisedHeadshots(o: {
  headshots: number;
  styles: number;
  perStyle: number | null;
}): number {
  const { perStyle } = o;
  return outputsPerStyle(o.styles, o.headshots).reduce(
    (sum, wanted) => sum + (perStyle === null ? wanted : Math.min(wanted, perStyle)),
    0,
  );
}

/** How a shortfall comes back: the run or seat itself, money, or studio credits. */
export type GiveBackKind = 'run' | 'money' | 'credits' | 'none';

export interface GiveBackPlan {
  promised: number;
  shown: number;
  /** Promised headshots not shown: made and withheld by a check, or never made. */
  givenBack: number;
  kind: GiveBackKind;
  /** Minor units of money ('money'), or studio credits ('credits'); 0 otherwise. */
  amount: number;
}

/**
 * What a finished run gives back (issue 34 item 5): nothing shown returns the run (a package
 * run or a team seat, to the lot it came from); a paid run short of its promise returns the
 * unmade share of what it cost, rounded down so a refund never exceeds the payment; an
 * unpaid run (a staff grant) returns one studio credit per headshot not shown.
 */
export function giveBackPlan(o: {
  promised: number;
  shown: number;
  /** What the run cost in minor units, or null when nothing was paid for it. */
  paid: number | null;
  /** The payment was refunded already: the refund returned it all, nothing more comes back. */
  refunded?: boolean;
}): GiveBackPlan {
  const counts = { promised: o.promised, shown: o.shown, paid: o.paid };
  for (const [name, value] of Object.entries(counts)) {
    if (value !== null && (!Number.isSafeInteger(value) || value < 0)) {
      throw new RangeError(`${name} must be a whole number >= 0, got ${String(value)}`);
    }
  }
  const shown = Math.min(o.shown, o.promised);
  const givenBack = o.promised - shown;
  const base = { promised: o.promised, shown, givenBack };
  if (givenBack === 0 || o.refunded) return { ...base, kind: 'none', amount: 0 };
  if (shown === 0) return { ...base, kind: 'run', amount: 0 };
  if (o.paid === null) return { ...base, kind: 'credits', amount: givenBack };
  const amount = Math.floor((o.paid * givenBack) / o.promised);
  return amount > 0 ? { ...base, kind: 'money', amount } : { ...base, kind: 'none', amount: 0 };
}

/**
 * What an upsell style gives back (issue 34 item 5): as a run, but a style bought for a model
 * has no lot to go back to, so a style that shows nothing returns all it cost (or one studio
 * credit per photo when nothing was paid).
 */
export function styleGiveBackPlan(o: {
  promised: number;
  shown: number;
  paid: number | null;
  refunded?: boolean;
}): GiveBackPlan {
  const plan = giveBackPlan(o);
  if (plan.kind !== 'run') return plan;
  if (o.paid === null || o.paid === 0) return { ...plan, kind: 'credits', amount: plan.givenBack };
  return { ...plan, kind: 'money', amount: o.paid };
}

/**
 * What one unit of an order line cost of a payment: the payment's total spread over the
 * order's lines by their amounts (order-level discounts fall on every line alike), rounded
 * down.
 */
export function unitShareOfPayment(o: {
  paymentTotal: number;
  lineAmount: number;
  lineQuantity: number;
  linesTotal: number;
}): number {
  if (o.linesTotal <= 0 || o.lineQuantity <= 0 || o.paymentTotal <= 0) return 0;
  return Math.floor((o.paymentTotal * o.lineAmount) / o.linesTotal / o.lineQuantity);
}

/** A staff refund after give-backs returns at most what is left of the payment. */
export function refundableAfterGiveBacks(paymentTotal: number, givenBack: number): number {
  return Math.max(0, paymentTotal - Math.max(0, givenBack));
}
