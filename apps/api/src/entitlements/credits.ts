import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { ledgerLot } from '@hs/db/schema';
import type { LedgerKind, LedgerReason } from '@hs/domain/ledger';
import { post, type EntryRefs, type LotRow } from './ledger.ts';

/** Credits taken from one lot; giving back a spend gives back exactly these. */
export interface Charge {
  lotId: string;
  amount: number;
}

/**
 * Locks every lot of `kind` a person holds, oldest first. Parallel spenders queue on the
 * locks; the one that waited reads the balances the first one left (decision 013).
 */
export async function lockLotsOf(tx: Database, uid: string, kind: LedgerKind): Promise<LotRow[]> {
  return tx
    .select()
    .from(ledgerLot)
    .where(and(eq(ledgerLot.uid, uid), eq(ledgerLot.kind, kind)))
    .orderBy(asc(ledgerLot.createdAt), asc(ledgerLot.id))
    .for('update');
}

export const balanceOfLots = (lots: LotRow[]) => lots.reduce((sum, l) => sum + l.balance, 0);

/**
 * Spends `amount` from locked `lots`, oldest first, and lowers their in-memory balances so
 * the next spend of the same transaction sees them. The caller checked the total.
 */
export async function spendFromLots(
  tx: Database,
  lots: LotRow[],
  amount: number,
  refs: EntryRefs,
): Promise<Charge[]> {
  const charges: Charge[] = [];
  let left = amount;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(lot.balance, left);
    if (take <= 0) continue;
    await post(tx, lot.id, -take, 'spend', refs);
    lot.balance -= take;
    left -= take;
    charges.push({ lotId: lot.id, amount: take });
  }
  if (left > 0) throw new RangeError(`spendFromLots: ${left} more than the lots hold`);
  return charges;
}

/**
 * Gives back what `charges` took, as refund entries (or `give_back`: what was made and
 * withheld by a check). Callers guard against doing it twice.
 */
export async function giveBack(
  tx: Database,
  charges: Charge[],
  refs: EntryRefs,
  reason: Extract<LedgerReason, 'refund' | 'give_back'> = 'refund',
): Promise<void> {
  for (const c of charges) {
    if (c.amount > 0) await post(tx, c.lotId, c.amount, reason, refs);
  }
}
