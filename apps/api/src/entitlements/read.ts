import { asc, eq, inArray } from 'drizzle-orm';
import type { Ledger } from '@hs/contracts/entitlements';
import type { Database } from '@hs/db/database';
import { appUser, ledgerEntry, ledgerLot } from '@hs/db/schema';
import type { PackageTerms } from '@hs/domain/packages';
import { AppError } from '../errors.ts';
import { balancesOf } from './ledger.ts';

/** A person's whole ledger, for staff: every lot with its entries, oldest first. */
export async function ledgerOf(db: Database, uid: string): Promise<Ledger> {
  const [person] = await db.select({ uid: appUser.uid }).from(appUser).where(eq(appUser.uid, uid));
  if (!person) throw new AppError('person.unknown');
  const lots = await db
    .select()
    .from(ledgerLot)
    .where(eq(ledgerLot.uid, uid))
    .orderBy(asc(ledgerLot.createdAt), asc(ledgerLot.id));
  const entries = lots.length
    ? await db
        .select()
        .from(ledgerEntry)
        .where(
          inArray(
            ledgerEntry.lotId,
            lots.map((l) => l.id),
          ),
        )
        .orderBy(asc(ledgerEntry.createdAt), asc(ledgerEntry.id))
    : [];
  return {
    uid,
    balances: await balancesOf(db, uid),
    lots: lots.map((l) => ({
      id: l.id,
      kind: l.kind,
      balance: l.balance,
      terms: (l.terms as unknown as PackageTerms | null) ?? null,
      paymentId: l.paymentId,
      createdAt: l.createdAt.toISOString(),
      entries: entries
        .filter((e) => e.lotId === l.id)
        .map((e) => ({
          id: e.id,
          amount: e.amount,
          reason: e.reason,
          note: e.note,
          orderId: e.orderId,
          modelId: e.modelId,
          byUid: e.byUid,
          createdAt: e.createdAt.toISOString(),
        })),
    })),
  };
}
