import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { checkoutOrder, reservation } from '@hs/db/schema';
import { proportionalRestore } from '@hs/domain/ledger';
import { post, type LotRow } from '../entitlements/ledger.ts';

// Coupon uses and gift-card value an order holds (issue 12 item 5): taken from the lot
// when the order is created, consumed at payment, given back on expiry or cancel, and
// restored in proportion by a refund. Each step runs inside the caller's transaction.

/** Takes `amount` from the lot for the order; the lot's CHECK refuses more than is left. */
export async function reserve(tx: Database, orderId: string, lot: LotRow, amount: number) {
  if (amount <= 0) return;
  await post(tx, lot.id, -amount, 'reserve', { orderId });
  await tx.insert(reservation).values({ orderId, lotId: lot.id, amount });
}

/**
 * Ends a pending order as expired or cancelled and gives its held reservations back.
 * Returns false (and changes nothing) when the order was no longer pending.
 */
export async function releaseOrder(
  tx: Database,
  orderId: string,
  status: 'expired' | 'cancelled',
): Promise<boolean> {
  const [ended] = await tx
    .update(checkoutOrder)
    .set({ status })
    .where(and(eq(checkoutOrder.id, orderId), eq(checkoutOrder.status, 'pending')))
    .returning({ id: checkoutOrder.id });
  if (!ended) return false;
  const held = await tx
    .update(reservation)
    .set({ status: 'released' })
    .where(and(eq(reservation.orderId, orderId), eq(reservation.status, 'held')))
    .returning();
  for (const r of held) {
    await post(tx, r.lotId, r.amount, 'release', { orderId, note: `order ${status}` });
  }
  return true;
}

/** Payment: what the order held is now spent for good. */
export async function consumeOrder(tx: Database, orderId: string) {
  await tx
    .update(reservation)
    .set({ status: 'consumed' })
    .where(and(eq(reservation.orderId, orderId), eq(reservation.status, 'held')));
}

/**
 * A payment arrived for an order whose reservations had lapsed (paid at the provider just
 * before its session expired, the event late): takes them again where the lots still
 * allow, and says what could not be taken again.
 */
export async function retakeLapsed(tx: Database, orderId: string): Promise<string[]> {
  const lapsed = await tx
    .select()
    .from(reservation)
    .where(and(eq(reservation.orderId, orderId), eq(reservation.status, 'released')));
  const missed: string[] = [];
  for (const r of lapsed) {
    try {
      await tx.transaction(async (inner) => {
        await post(inner, r.lotId, -r.amount, 'reserve', { orderId, note: 'paid after expiry' });
      });
      await tx.update(reservation).set({ status: 'consumed' }).where(eq(reservation.id, r.id));
    } catch {
      missed.push(r.lotId);
    }
  }
  return missed;
}

/**
 * A refund of `refunded` out of `paid` gives back the same share of what the order
 * consumed, less what earlier refunds gave back. Returns the amounts per lot.
 */
export async function restoreForRefund(
  tx: Database,
  o: { orderId: string; refundId: string; refunded: number; paid: number },
): Promise<{ lotId: string; amount: number }[]> {
  const consumed = await tx
    .select()
    .from(reservation)
    .where(and(eq(reservation.orderId, o.orderId), inArray(reservation.status, ['consumed'])))
    .for('update');
  const restored: { lotId: string; amount: number }[] = [];
  for (const r of consumed) {
    const due = proportionalRestore(r.amount, o.refunded, o.paid) - r.restored;
    if (due <= 0) continue;
    await post(tx, r.lotId, due, 'refund', { orderId: o.orderId, refundId: o.refundId });
    await tx
      .update(reservation)
      .set({ restored: r.restored + due })
      .where(eq(reservation.id, r.id));
    restored.push({ lotId: r.lotId, amount: due });
  }
  return restored;
}
