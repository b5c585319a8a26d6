import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { headshot, ledgerLot, model, modelGiveBack, orderLine, payment } from '@hs/db/schema';
import type { GiveBack } from '@hs/contracts/results';
import { giveBackPlan, unitShareOfPayment } from '@hs/domain/give-back';
import { giveBackSpentOn, netSpendsOn } from '../entitlements/grants.ts';
import { openLot } from '../entitlements/ledger.ts';

// Issue 34 item 5 (decision 071): a finished run keeps its promise or gives the rest back,
// in the transaction that ends it. The money itself reaches the provider afterwards, by a
// job (payout.ts); the ledger says what is owed from the moment the run ends.

export type GiveBackRow = typeof modelGiveBack.$inferSelect;

/** What a run whose outputs are all withheld or missing says (staff read it; pages translate). */
export const NOTHING_SHOWN_REASON =
  'No headshot could be shown from these photos, so the package was given back.';

/** The lot a run's submit spent on, while still spent (not given back). */
async function spendOf(tx: Database, modelId: string) {
  const spent = (await netSpendsOn(tx, modelId)).find((s) => s.net < 0);
  if (!spent) return null;
  const [lot] = await tx.select().from(ledgerLot).where(eq(ledgerLot.id, spent.lotId));
  return lot ?? null;
}

/**
 * What one run of a lot cost, and who paid it: the payment's total spread over its order's
 * lines (decision 071). Null for a lot nothing was paid for (a staff grant, a free order).
 */
async function paidForRun(tx: Database, lot: typeof ledgerLot.$inferSelect) {
  if (!lot.paymentId || !lot.orderLineId) return null;
  // Locked: a staff refund of the payment waits for this run's give-back, or it went first.
  const [paid] = await tx.select().from(payment).where(eq(payment.id, lot.paymentId)).for('update');
  const [line] = await tx.select().from(orderLine).where(eq(orderLine.id, lot.orderLineId));
  if (!paid || !line || paid.amountTotal <= 0) return null;
  return lineShareOf(tx, paid, line);
}

/** A money_back lot owing `amount` of the payment to its payer (paid out by give-back.payout). */
export function owePaymentBack(
  tx: Database,
  paid: typeof payment.$inferSelect,
  o: { amount: number; modelId: string; note: string },
) {
  return openLot(tx, {
    owner: { uid: paid.uid },
    kind: 'money_back',
    amount: o.amount,
    reason: 'give_back',
    currency: paid.currency,
    modelId: o.modelId,
    note: o.note,
  });
}

/**
 * One unit of an order line's share of its (locked) payment, spread over the order's lines
 * (decision 071), with the payment; null when it comes to nothing. Runs and upsell styles.
 */
export async function lineShareOf(
  tx: Database,
  paid: typeof payment.$inferSelect,
  line: typeof orderLine.$inferSelect,
) {
  const [lines] = await tx
    .select({ total: sql<number>`coalesce(sum(${orderLine.amount}), 0)::int` })
    .from(orderLine)
    .where(eq(orderLine.orderId, line.orderId));
  const amount = unitShareOfPayment({
    paymentTotal: paid.amountTotal,
    lineAmount: line.amount,
    lineQuantity: line.quantity,
    linesTotal: Number(lines?.total ?? 0),
  });
  return amount > 0 ? { amount, payment: paid } : null;
}

async function countOf(tx: Database, modelId: string, shownOnly: boolean) {
  const [row] = await tx
    .select({ n: count() })
    .from(headshot)
    .where(
      and(
        eq(headshot.modelId, modelId),
        eq(headshot.type, 'generated'),
        shownOnly ? and(eq(headshot.status, 'active'), eq(headshot.nsfw, false)) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export interface Settled {
  giveBack: GiveBackRow;
  /** Paths of outputs deleted with a run given back whole (their files go after the commit). */
  deletedPaths: string[];
}

/**
 * Ends a ranked run (issue 34 item 5): under the model's row lock, counts what is shown
 * (active, not NSFW) against the promise, writes the run's give-back row, posts what comes
 * back to the ledger, and moves the model to ready, or back to onboarding when nothing is
 * shown. Null when the model is not at the end of a run (already settled: a second call,
 * a retried job or 20 racing calls settle once).
 */
export async function settleRun(tx: Database, modelId: string): Promise<Settled | null> {
  const [row] = await tx.select().from(model).where(eq(model.id, modelId)).for('update');
  if (!row || row.status !== 'ranking') return null;
  const submittedAt = row.submittedAt ?? row.createdAt;
  const [made, shown] = [await countOf(tx, modelId, false), await countOf(tx, modelId, true)];
  const promised = row.promised ?? row.packageTerms?.headshots ?? row.progressTotal;
  const lot = await spendOf(tx, modelId);
  const paid = lot ? await paidForRun(tx, lot) : null;
  const plan = giveBackPlan({
    promised,
    shown,
    paid: paid?.amount ?? null,
    refunded: paid?.payment.status === 'refunded',
  });
  const base = {
    modelId,
    submittedAt,
    uid: row.uid,
    promised,
    made,
    shown: plan.shown,
    givenBack: plan.givenBack,
    kind: plan.kind,
    amount: plan.amount,
  };
  let giveBackLot: string | null = null;
  let extra: Partial<typeof modelGiveBack.$inferInsert> = { status: 'settled' };
  const deletedPaths: string[] = [];
  if (plan.kind === 'run') {
    await giveBackSpentOn(tx, modelId, 'nothing shown');
    giveBackLot = lot?.id ?? null;
    const gone = await tx
      .delete(headshot)
      .where(eq(headshot.modelId, modelId))
      .returning({ path: headshot.path, thumbPath: headshot.thumbPath });
    for (const g of gone) deletedPaths.push(g.path, g.thumbPath);
  } else if (plan.kind === 'money' && paid) {
    const owed = await owePaymentBack(tx, paid.payment, {
      amount: plan.amount,
      modelId,
      note: `${plan.givenBack} of ${promised} headshots not made`,
    });
    giveBackLot = owed.id;
    extra = {
      status: 'owed',
      currency: paid.payment.currency,
      paymentId: paid.payment.id,
      uid: paid.payment.uid,
    };
  } else if (plan.kind === 'credits') {
    const credits = await openLot(tx, {
      owner: { uid: row.uid },
      kind: 'studio_credits',
      amount: plan.amount,
      reason: 'give_back',
      modelId,
      note: `${plan.givenBack} of ${promised} headshots not made`,
    });
    giveBackLot = credits.id;
  }
  const [written] = await tx
    .insert(modelGiveBack)
    .values({ ...base, ...extra, status: extra.status ?? 'settled', lotId: giveBackLot })
    .onConflictDoNothing({ target: [modelGiveBack.modelId, modelGiveBack.submittedAt] })
    .returning();
  if (!written) {
    // Settled already (only possible if a row survived a status change by hand): keep it.
    const [kept] = await tx
      .select()
      .from(modelGiveBack)
      .where(and(eq(modelGiveBack.modelId, modelId), eq(modelGiveBack.submittedAt, submittedAt)));
    return kept ? { giveBack: kept, deletedPaths: [] } : null;
  }
  const now = new Date();
  await tx
    .update(model)
    .set(
      plan.kind === 'run'
        ? {
            status: 'onboarding',
            failureReason: NOTHING_SHOWN_REASON,
            packageTerms: null,
            promised: null,
            submittedAt: null,
            progressDone: 0,
            progressTotal: 0,
            updatedAt: now,
          }
        : { status: 'ready', readyAt: now, progressDone: made, updatedAt: now },
    )
    .where(eq(model.id, modelId));
  return { giveBack: written, deletedPaths };
}

/** A model's give-backs, newest run first (the results page and receipts show them). */
export async function giveBacksOf(db: Database, modelId: string): Promise<GiveBackRow[]> {
  return db
    .select()
    .from(modelGiveBack)
    .where(eq(modelGiveBack.modelId, modelId))
    .orderBy(sql`${modelGiveBack.submittedAt} desc`);
}

/** The results page's view of a run's give-back (contracts GiveBack). */
export function giveBackView(row: GiveBackRow | undefined): GiveBack | null {
  if (!row) return null;
  return {
    promised: row.promised,
    made: row.shown,
    givenBack: row.givenBack,
    kind: row.kind,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
  };
}
