import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import {
  checkoutOrder,
  headshot,
  ledgerEntry,
  ledgerLot,
  modelGiveBack,
  payment,
  type orderLine,
} from '@hs/db/schema';
import { styleGiveBackPlan } from '@hs/domain/give-back';
import { openLot, post } from '../entitlements/ledger.ts';
import { lineShareOf, owePaymentBack, type GiveBackRow } from '../generation/settle.ts';

// Issue 34 item 5: an upsell style keeps its promise (the photos its line bought) or gives
// the rest back, in the transaction that spends its slot, once per order line. Money goes
// back as a run's does (a money_back lot, paid at the provider by give-back.payout).

type LineRow = typeof orderLine.$inferSelect;

async function countOf(tx: Database, modelId: string, styleId: string, shownOnly: boolean) {
  const [row] = await tx
    .select({ n: count() })
    .from(headshot)
    .where(
      and(
        eq(headshot.modelId, modelId),
        eq(headshot.style, styleId),
        eq(headshot.type, 'additional'),
        shownOnly ? and(eq(headshot.status, 'active'), eq(headshot.nsfw, false)) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** What the line cost of its order's payment, and the payment; null when nothing was paid. */
async function paidForLine(tx: Database, line: LineRow) {
  const [paid] = await tx
    .select()
    .from(payment)
    .where(eq(payment.orderId, line.orderId))
    .for('update');
  if (!paid || paid.amountTotal <= 0) return null;
  return lineShareOf(tx, paid, line);
}

/**
 * Spends the style slot the line bought on its model and settles what the style showed
 * against what it promised, under the slot's row lock: a second run, a retried job or racing
 * calls spend and give back once. Null when there is nothing to settle (settled already, or
 * a refund took the slot back before it was used).
 */
export async function settleStyle(
  tx: Database,
  o: { line: LineRow; uid: string; modelId: string; styleId: string; promised: number },
): Promise<GiveBackRow | null> {
  const { line, modelId, styleId } = o;
  const [slot] = await tx
    .select()
    .from(ledgerLot)
    .where(eq(ledgerLot.orderLineId, line.id))
    .for('update');
  if (!slot) return null;
  const [settled] = await tx
    .select({ id: modelGiveBack.id })
    .from(modelGiveBack)
    .where(eq(modelGiveBack.orderLineId, line.id));
  if (settled) return null;
  const [spent] = await tx
    .select({ n: count() })
    .from(ledgerEntry)
    .where(and(eq(ledgerEntry.lotId, slot.id), eq(ledgerEntry.reason, 'spend')));
  if (!spent?.n) {
    if (slot.balance < 1) return null;
    await post(tx, slot.id, -1, 'spend', { modelId });
  }
  const [made, shown] = [
    await countOf(tx, modelId, styleId, false),
    await countOf(tx, modelId, styleId, true),
  ];
  const paid = await paidForLine(tx, line);
  const plan = styleGiveBackPlan({
    promised: o.promised,
    shown,
    paid: paid?.amount ?? null,
    refunded: paid?.payment.status === 'refunded',
  });
  const note = `${plan.givenBack} of ${o.promised} photos of the style ${styleId} not made`;
  let lotId: string | null = null;
  let owedTo: { status: 'owed'; currency: string; uid: string } | null = null;
  if (plan.kind === 'money' && paid) {
    const owed = await owePaymentBack(tx, paid.payment, { amount: plan.amount, modelId, note });
    lotId = owed.id;
    owedTo = { status: 'owed', currency: paid.payment.currency, uid: paid.payment.uid };
  } else if (plan.kind === 'credits') {
    const credits = await openLot(tx, {
      owner: { uid: o.uid },
      kind: 'studio_credits',
      amount: plan.amount,
      reason: 'give_back',
      modelId,
      note,
    });
    lotId = credits.id;
  }
  const [order] = await tx
    .select({ createdAt: checkoutOrder.createdAt })
    .from(checkoutOrder)
    .where(eq(checkoutOrder.id, line.orderId));
  const [written] = await tx
    .insert(modelGiveBack)
    .values({
      modelId,
      // A style's run is its line of the order (one a model may hold several of).
      submittedAt: new Date((order?.createdAt ?? new Date()).getTime() + line.sort + 1),
      orderLineId: line.id,
      promised: o.promised,
      made,
      shown: plan.shown,
      givenBack: plan.givenBack,
      kind: plan.kind,
      amount: plan.amount,
      lotId,
      paymentId: paid?.payment.id ?? null,
      status: 'settled',
      uid: o.uid,
      ...owedTo,
    })
    .returning();
  return written ?? null;
}

/** The give-backs of an order's styles still owed at the provider (their payouts to queue). */
export async function owedForLines(db: Database, lineIds: string[]): Promise<GiveBackRow[]> {
  if (!lineIds.length) return [];
  return db
    .select()
    .from(modelGiveBack)
    .where(and(inArray(modelGiveBack.orderLineId, lineIds), eq(modelGiveBack.status, 'owed')));
}
