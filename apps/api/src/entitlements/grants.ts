import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { ledgerEntry, ledgerLot, orderLine, pricePackage } from '@hs/db/schema';
import { isRunKind, type LedgerKind, type LedgerReason } from '@hs/domain/ledger';
import type { PackageTerms } from '@hs/domain/packages';
import { AppError } from '../errors.ts';
import { activePackages, termsOf } from '../billing/pricing.ts';
import { lockSpendableLot, lotContent, openLot, post, runTerms } from './ledger.ts';

// What is granted and spent: packages bought, given by staff or the demo seed, and spent
// on a model; what a refund takes back (issue 12 items 2 and 3).

type OrderLineRow = typeof orderLine.$inferSelect;

const LINE_KIND: Record<OrderLineRow['kind'], LedgerKind> = {
  package: 'package',
  upsell_style: 'style_slots',
  remix_credits: 'remix_credits',
  studio_credits: 'studio_credits',
  team_seats: 'team_seats',
};

/** Payment: one lot per order line, holding what the line bought. */
export async function grantOrderLines(
  tx: Database,
  o: { uid: string; orderId: string; paymentId: string },
): Promise<void> {
  const lines = await tx.select().from(orderLine).where(eq(orderLine.orderId, o.orderId));
  for (const line of lines) {
    // issue 17: team seats belong to the organization the line names, not the buyer.
    const owner =
      line.kind === 'team_seats' && line.ref ? { organizationId: line.ref } : { uid: o.uid };
    await openLot(tx, {
      owner,
      ...lotContent(LINE_KIND[line.kind], line.terms),
      amount: line.quantity,
      reason: 'purchase',
      orderLineId: line.id,
      paymentId: o.paymentId,
      orderId: o.orderId,
      note: line.description,
    });
  }
}

export interface StaffGrant {
  uid: string;
  kind: LedgerKind;
  /** Positive: a grant. */
  amount: number;
  reason: Extract<LedgerReason, 'grant' | 'reward' | 'migration'>;
  note: string;
  byUid: string | null;
  /**
   * For kinds 'package' (required) and 'team_seats' (default: the team package): which
   * package one unit delivers.
   */
  packageId?: string | undefined;
  /** For kind 'package' in tests and the demo seed: explicit terms instead of a package's. */
  terms?: PackageTerms;
  paymentId?: string | null;
}

/**
 * What one team seat of a grant delivers: the package named, or the team package, the one
 * the lead's seat page sells (the first package on sale, routes/team/credits.tsx).
 */
export async function seatTerms(tx: Database, packageId?: string): Promise<PackageTerms> {
  if (packageId) return packageTerms(tx, packageId);
  const [teamPackage] = await activePackages(tx);
  if (!teamPackage) throw new AppError('grant.packageRequired');
  return termsOf(teamPackage);
}

/** What one run of a package delivers; refused when there is no such package. */
async function packageTerms(tx: Database, packageId: string | undefined): Promise<PackageTerms> {
  const [pkg] = packageId
    ? await tx.select().from(pricePackage).where(eq(pricePackage.id, packageId))
    : [];
  if (!pkg) throw new AppError('grant.packageRequired');
  return termsOf(pkg);
}

/** A grant outside an order (staff goodwill, test users, the demo accounts, rewards). */
export async function grant(tx: Database, g: StaffGrant) {
  const kind = g.kind;
  const content = isRunKind(kind)
    ? {
        kind,
        terms:
          g.terms ??
          (kind === 'package'
            ? await packageTerms(tx, g.packageId)
            : await seatTerms(tx, g.packageId)),
      }
    : { kind };
  return openLot(tx, {
    owner: { uid: g.uid },
    ...content,
    amount: g.amount,
    reason: g.reason,
    note: g.note,
    byUid: g.byUid,
    paymentId: g.paymentId ?? null,
  });
}

/**
 * Staff take back what is left of a person's lots of `kind`, up to `amount`, newest
 * first. Returns how much was taken (less than asked when less was left).
 */
export async function revoke(
  tx: Database,
  o: { uid: string; kind: LedgerKind; amount: number; note: string; byUid: string },
): Promise<number> {
  let left = o.amount;
  const lots = await tx
    .select()
    .from(ledgerLot)
    .where(and(eq(ledgerLot.uid, o.uid), eq(ledgerLot.kind, o.kind), sql`${ledgerLot.balance} > 0`))
    .orderBy(sql`${ledgerLot.createdAt} desc`)
    .for('update');
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.balance);
    await post(tx, lot.id, -take, 'revoke', { note: o.note, byUid: o.byUid });
    left -= take;
  }
  return o.amount - left;
}

/**
 * Spends one package run on a model, from the person's oldest lot with one left, and
 * returns what the run delivers. Parallel spends queue on the lot's row lock; the lot's
 * CHECK refuses a balance below zero if anything slipped past.
 */
export async function spendPackageOn(
  tx: Database,
  uid: string,
  modelId: string,
): Promise<{ lotId: string; terms: PackageTerms }> {
  return spendOwnPackageOr(tx, uid, modelId, 'package.required');
}

/** spendPackageOn, refusing with `reason` when the person holds no package. */
export async function spendOwnPackageOr(
  tx: Database,
  uid: string,
  modelId: string,
  reason: 'package.required' | 'seats.none',
): Promise<{ lotId: string; terms: PackageTerms }> {
  const lot = await lockSpendableLot(tx, uid, 'package');
  if (!lot) throw new AppError(reason);
  await post(tx, lot.id, -1, 'spend', { modelId });
  return { lotId: lot.id, terms: runTerms(lot.terms) };
}

/**
 * issue 17: a member's submit spends one of their organization's seats (oldest lot first)
 * instead of a package of their own; null when the organization has none left. The lot
 * row lock queues parallel spends; the lot's CHECK refuses a balance below zero if
 * anything slipped past.
 */
export async function spendSeatOn(
  tx: Database,
  organizationId: string,
  modelId: string,
): Promise<{ lotId: string; terms: PackageTerms } | null> {
  const [lot] = await tx
    .select()
    .from(ledgerLot)
    .where(
      and(
        eq(ledgerLot.organizationId, organizationId),
        eq(ledgerLot.kind, 'team_seats'),
        sql`${ledgerLot.balance} > 0`,
      ),
    )
    .orderBy(ledgerLot.createdAt, ledgerLot.id)
    .limit(1)
    .for('update');
  if (!lot || lot.balance < 1) return null;
  await post(tx, lot.id, -1, 'spend', { modelId });
  return { lotId: lot.id, terms: runTerms(lot.terms) };
}

/**
 * What a model's submits spent and earlier give-backs returned, per lot (package runs and
 * team seats): a negative net is still spent on the model.
 */
export async function netSpendsOn(
  tx: Database,
  modelId: string,
): Promise<{ lotId: string; net: number }[]> {
  return tx
    .select({ lotId: ledgerEntry.lotId, net: sql<number>`sum(${ledgerEntry.amount})::int` })
    .from(ledgerEntry)
    .innerJoin(ledgerLot, eq(ledgerLot.id, ledgerEntry.lotId))
    .where(
      and(
        eq(ledgerEntry.modelId, modelId),
        inArray(ledgerEntry.reason, ['spend', 'refund']),
        inArray(ledgerLot.kind, ['package', 'team_seats']),
      ),
    )
    .groupBy(ledgerEntry.lotId);
}

/**
 * Gives back what a model's submit spent (a package run or a team seat) to the lots it came
 * from, when nothing could be made of its photos (issue 15 item 1) or nothing shown (issue
 * 34). Spends net of earlier give-backs, so a second call gives nothing more. Returns how
 * many runs came back.
 */
export async function giveBackSpentOn(
  tx: Database,
  modelId: string,
  note = 'no usable photo',
): Promise<number> {
  let given = 0;
  for (const { lotId, net } of await netSpendsOn(tx, modelId)) {
    if (net >= 0) continue;
    await post(tx, lotId, -net, 'refund', { modelId, note });
    given -= net;
  }
  return given;
}

export interface Reversal {
  kind: string;
  granted: number;
  reversed: number;
  /** Already spent: what the refund could not take back. */
  spent: number;
}

/** A refund takes back what the payment's lots still hold, and says what was spent. */
export async function reversePaymentLots(
  tx: Database,
  o: { paymentId: string; refundId: string },
): Promise<Reversal[]> {
  const lots = await tx
    .select()
    .from(ledgerLot)
    .where(eq(ledgerLot.paymentId, o.paymentId))
    .for('update');
  const out: Reversal[] = [];
  for (const lot of lots) {
    const [granted] = await tx
      .select({ n: sql<number>`coalesce(sum(${ledgerEntry.amount}), 0)` })
      .from(ledgerEntry)
      .where(
        and(
          eq(ledgerEntry.lotId, lot.id),
          sql`${ledgerEntry.amount} > 0`,
          sql`${ledgerEntry.reason} in ('purchase', 'reward', 'grant', 'migration')`,
        ),
      );
    if (lot.balance > 0) {
      await post(tx, lot.id, -lot.balance, 'refund', {
        paymentId: o.paymentId,
        refundId: o.refundId,
      });
    }
    const total = Number(granted?.n ?? 0);
    out.push({ kind: lot.kind, granted: total, reversed: lot.balance, spent: total - lot.balance });
  }
  return out;
}
