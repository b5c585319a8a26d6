import { ReturnPathSchema } from '@hs/contracts/checkout';

/**
 * A path of this site to come back to after paying (checkout's ?return=), or null: the
 * server's own rule, so nothing it would refuse is sent and no other site is ever a target.
 */
export function returnPathFrom(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const parsed = ReturnPathSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Checkout for an order's package again (it expired, or the buyer went back), same way back. */
export function checkoutAgainPath(order: { packageId: string; returnTo: string | null }): string {
  const query = new URLSearchParams({ package: order.packageId });
  const back = returnPathFrom(order.returnTo);
  if (back) query.set('return', back);
  return `/checkout?${query}`;
}
