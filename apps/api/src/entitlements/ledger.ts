import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { ledgerEntry, ledgerLot } from '@hs/db/schema';
import { PackageTermsSchema } from '@hs/contracts/entitlements';
import { isRunKind, type LedgerKind, type LedgerReason, type RunKind } from '@hs/domain/ledger';
import type { PackageTerms } from '@hs/domain/packages';
import { AppError } from '../errors.ts';

// The entitlements service (issue 12): lots and their append-only entries. Every function
// takes the transaction it runs in; callers own the transaction around what they change.

export type LotRow = typeof ledgerLot.$inferSelect;

/** Who holds a lot: exactly one of these. */
export type LotOwner =
  { uid: string } | { organizationId: string } | { couponId: string } | { giftCardId: string };

export interface EntryRefs {
  note?: string;
  orderId?: string | null;
  paymentId?: string | null;
  refundId?: string | null;
  modelId?: string | null;
  byUid?: string | null;
}

/**
 * What a lot holds: a run kind always with the terms its spend hands to the model (issue 35
 * item 1: a seat lot opened without them failed every spend and stayed oldest for ever).
 */
export type LotContent =
  | { kind: RunKind; terms: PackageTerms }
  | { kind: Exclude<LedgerKind, RunKind>; terms?: Record<string, unknown> | null };

export type OpenLot = EntryRefs &
  LotContent & {
    owner: LotOwner;
    amount: number;
    reason: LedgerReason;
    currency?: string | null;
    orderLineId?: string | null;
  };

/** A run lot's stored terms, checked: what one run of it delivers. */
export function runTerms(stored: unknown): PackageTerms {
  return PackageTermsSchema.parse(stored);
}

/** The content of a lot of `kind` from terms of unknown shape (an order line's). */
export function lotContent(kind: LedgerKind, terms: unknown): LotContent {
  if (isRunKind(kind)) return { kind, terms: runTerms(terms) };
  return { kind, terms: (terms ?? null) as Record<string, unknown> | null };
}

/** Creates a lot and its first entry (a grant of `amount`, which may be 0: no entry). */
export async function openLot(tx: Database, o: OpenLot): Promise<LotRow> {
  // Checked again at run time: a cast elsewhere must not store a lot no spend can use.
  const content = lotContent(o.kind, o.terms);
  const [lot] = await tx
    .insert(ledgerLot)
    .values({
      ...o.owner,
      kind: content.kind,
      terms: (content.terms ?? null) as Record<string, unknown> | null,
      currency: o.currency ?? null,
      orderLineId: o.orderLineId ?? null,
      paymentId: o.paymentId ?? null,
    })
    .returning();
  if (o.amount !== 0) await post(tx, lot!.id, o.amount, o.reason, o);
  const [fresh] = await tx.select().from(ledgerLot).where(eq(ledgerLot.id, lot!.id));
  return fresh!;
}

/** PostgreSQL's check_violation: a lot's balance would go below zero. */
const CHECK_VIOLATION = '23514';

function isCheckViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === CHECK_VIOLATION) return true;
  }
  return false;
}

/**
 * Appends one entry; the database trigger moves the balance and its CHECK refuses a
 * balance below zero (the whole transaction then fails with CONFLICT).
 */
export async function post(
  tx: Database,
  lotId: string,
  amount: number,
  reason: LedgerReason,
  refs: EntryRefs = {},
): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount === 0) {
    throw new RangeError(`ledger amount must be a non-zero integer, got ${amount}`);
  }
  try {
    await tx.insert(ledgerEntry).values({
      lotId,
      amount,
      reason,
      note: refs.note ?? '',
      orderId: refs.orderId ?? null,
      paymentId: refs.paymentId ?? null,
      refundId: refs.refundId ?? null,
      modelId: refs.modelId ?? null,
      byUid: refs.byUid ?? null,
    });
  } catch (error) {
    if (isCheckViolation(error)) {
      throw new AppError('package.notEnoughLeft', {}, { cause: error });
    }
    throw error;
  }
}

/**
 * Locks and returns the oldest lot of `kind` held by `uid` with something left, or null.
 * The row lock makes parallel spends queue; the one that waited sees the new balance.
 */
export async function lockSpendableLot(
  tx: Database,
  uid: string,
  kind: LedgerKind,
  atLeast = 1,
): Promise<LotRow | null> {
  const [lot] = await tx
    .select()
    .from(ledgerLot)
    .where(and(eq(ledgerLot.uid, uid), eq(ledgerLot.kind, kind), gt(ledgerLot.balance, 0)))
    .orderBy(asc(ledgerLot.createdAt), asc(ledgerLot.id))
    .limit(1)
    .for('update');
  return lot && lot.balance >= atLeast ? lot : null;
}

/** Locks one lot by id. */
export async function lockLot(tx: Database, lotId: string): Promise<LotRow | null> {
  const [lot] = await tx.select().from(ledgerLot).where(eq(ledgerLot.id, lotId)).for('update');
  return lot ?? null;
}

/** The lot that holds a coupon's uses or a gift card's value (one per coupon or card). */
export async function lotOf(
  tx: Database,
  owner: { couponId: string } | { giftCardId: string },
  lock = false,
): Promise<LotRow | null> {
  const where =
    'couponId' in owner
      ? eq(ledgerLot.couponId, owner.couponId)
      : eq(ledgerLot.giftCardId, owner.giftCardId);
  const query = tx.select().from(ledgerLot).where(where).limit(1);
  const [lot] = lock ? await query.for('update') : await query;
  return lot ?? null;
}

/** Balances per kind of a person: sums of their lots. */
export async function balancesOf(db: Database, uid: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ kind: ledgerLot.kind, balance: sql<number>`coalesce(sum(${ledgerLot.balance}), 0)` })
    .from(ledgerLot)
    .where(eq(ledgerLot.uid, uid))
    .groupBy(ledgerLot.kind);
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.balance)]));
}

/** A person's package lots with something left, oldest first (what the next run gets). */
/** What the organization's next seat gives (the lot spendSeatOn takes first), or null. */
export async function nextSeatTerms(db: Database, organizationId: string) {
  const [lot] = await db
    .select({ terms: ledgerLot.terms })
    .from(ledgerLot)
    .where(
      and(
        eq(ledgerLot.organizationId, organizationId),
        eq(ledgerLot.kind, 'team_seats'),
        gt(ledgerLot.balance, 0),
      ),
    )
    .orderBy(asc(ledgerLot.createdAt), asc(ledgerLot.id))
    .limit(1);
  return lot ? runTerms(lot.terms) : null;
}

export async function openPackageLots(db: Database, uid: string): Promise<LotRow[]> {
  return db
    .select()
    .from(ledgerLot)
    .where(and(eq(ledgerLot.uid, uid), eq(ledgerLot.kind, 'package'), gt(ledgerLot.balance, 0)))
    .orderBy(asc(ledgerLot.createdAt), asc(ledgerLot.id));
}
