import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { GiveBack } from '@hs/contracts/results';
import type { Database } from '@hs/db/database';
import { ledgerLot, modelGiveBack } from '@hs/db/schema';
import { giveBackView } from '../generation/settle.ts';

// Issue 34 item 5: a receipt says what each run it paid for promised, made and gave back.
// A money give-back names its payment; a run given back whole names the lot it returned to,
// whose payment bought it.

/** The give-backs of each of `paymentIds` (runs and upsell styles that gave something back). */
export async function giveBacksOfPayments(
  db: Database,
  paymentIds: string[],
): Promise<Map<string, GiveBack[]>> {
  const found = new Map<string, GiveBack[]>();
  if (!paymentIds.length) return found;
  const rows = await db
    .select({ giveBack: modelGiveBack, lotPayment: ledgerLot.paymentId })
    .from(modelGiveBack)
    .leftJoin(ledgerLot, eq(ledgerLot.id, modelGiveBack.lotId))
    .where(
      and(
        gt(modelGiveBack.givenBack, 0),
        or(inArray(modelGiveBack.paymentId, paymentIds), inArray(ledgerLot.paymentId, paymentIds)),
      ),
    )
    .orderBy(asc(modelGiveBack.createdAt), asc(modelGiveBack.id));
  for (const { giveBack, lotPayment } of rows) {
    const paymentId = giveBack.paymentId ?? lotPayment;
    const view = giveBackView(giveBack);
    if (!paymentId || !view) continue;
    found.set(paymentId, [...(found.get(paymentId) ?? []), view]);
  }
  return found;
}
