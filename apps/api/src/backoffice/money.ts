import { and, asc, desc, eq, gte, ilike, lt, or, sql, type Column, type SQL } from 'drizzle-orm';
import Papa from 'papaparse';
import type {
  InvoiceListQuery,
  InvoiceRow,
  TransactionListQuery,
  TransactionRow,
} from '@hs/contracts/backoffice';
import { isUuid } from '@hs/contracts/common';
import type { Database } from '@hs/db/database';
import { appUser, checkoutOrder, coupon, orderLine, payment, refund } from '@hs/db/schema';
import { CURRENCIES, type CurrencyCode } from '@hs/domain/currency';
import { pageMeta, pageOffset } from '@hs/domain/paging';
import { AppError } from '../errors.ts';
import { containsLike } from '../like.ts';

// Transactions (orders) and Invoices (payments) of the back office (issue 19): filtered,
// paged, one order's detail, and every matching row as CSV, read in keyset pages.

type Filters = Omit<TransactionListQuery, 'page' | 'pageSize' | 'sort' | 'order'>;
type InvoiceFilters = Omit<InvoiceListQuery, 'page' | 'pageSize' | 'sort' | 'order'>;

const dayStart = (d: string) => new Date(`${d}T00:00:00Z`);
const nextDay = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

const items = sql<string>`coalesce((select string_agg(${orderLine.description}, ', ' order by ${orderLine.sort}) from ${orderLine} where ${orderLine.orderId} = ${checkoutOrder.id}), '')`;
const txStatus = sql<
  TransactionRow['status']
>`case when ${payment.status} = 'refunded' then 'refunded' else ${checkoutOrder.status} end`;

function transactionWhere(f: Filters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.status === 'refunded') where.push(eq(payment.status, 'refunded'));
  else if (f.status === 'paid') {
    where.push(eq(checkoutOrder.status, 'paid'), sql`coalesce(${payment.status}, 'paid') = 'paid'`);
  } else if (f.status) where.push(eq(checkoutOrder.status, f.status));
  if (f.currency) where.push(eq(checkoutOrder.currency, f.currency));
  if (f.from) where.push(gte(checkoutOrder.createdAt, dayStart(f.from)));
  if (f.to) where.push(lt(checkoutOrder.createdAt, nextDay(f.to)));
  if (f.q) {
    where.push(
      isUuid(f.q)
        ? or(eq(checkoutOrder.id, f.q), eq(payment.id, f.q))
        : ilike(appUser.email, containsLike(f.q)),
    );
  }
  return and(...where);
}

const transactionColumns = {
  order: checkoutOrder,
  email: appUser.email,
  status: txStatus,
  paymentId: payment.id,
  items,
};

type TransactionSelect = {
  order: typeof checkoutOrder.$inferSelect;
  email: string;
  status: TransactionRow['status'];
  paymentId: string | null;
  items: string;
};

const toTransaction = (r: TransactionSelect): TransactionRow => ({
  id: r.order.id,
  createdAt: r.order.createdAt.toISOString(),
  email: r.email,
  uid: r.order.uid,
  status: r.status,
  provider: r.order.provider,
  currency: r.order.currency as CurrencyCode,
  amountSubtotal: r.order.amountSubtotal,
  amountDiscount: r.order.amountDiscount,
  amountGiftCard: r.order.amountGiftCard,
  amountTotal: r.order.amountTotal,
  items: r.items,
  paymentId: r.paymentId,
});

const transactionsFrom = (db: Database) =>
  db
    .select(transactionColumns)
    .from(checkoutOrder)
    .innerJoin(appUser, eq(appUser.uid, checkoutOrder.uid))
    .leftJoin(payment, eq(payment.orderId, checkoutOrder.id));

export async function listTransactions(db: Database, q: TransactionListQuery) {
  const where = transactionWhere(q);
  const column = q.sort === 'amountTotal' ? checkoutOrder.amountTotal : checkoutOrder.createdAt;
  const dir = q.order === 'asc' ? asc : desc;
  const [found, [total]] = await Promise.all([
    transactionsFrom(db)
      .where(where)
      .orderBy(dir(column), dir(checkoutOrder.id))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(checkoutOrder)
      .innerJoin(appUser, eq(appUser.uid, checkoutOrder.uid))
      .leftJoin(payment, eq(payment.orderId, checkoutOrder.id))
      .where(where),
  ]);
  return {
    rows: found.map(toTransaction),
    paging: pageMeta(Number(total?.n ?? 0), q.page, q.pageSize),
  };
}

export async function transactionDetail(db: Database, id: string) {
  if (!isUuid(id)) throw new AppError('backoffice.orderUnknown');
  const [row] = await transactionsFrom(db).where(eq(checkoutOrder.id, id));
  if (!row) throw new AppError('backoffice.orderUnknown');
  const [lines, [paid], [used]] = await Promise.all([
    db.select().from(orderLine).where(eq(orderLine.orderId, id)).orderBy(asc(orderLine.sort)),
    db.select({ providerRef: payment.providerRef }).from(payment).where(eq(payment.orderId, id)),
    row.order.couponId
      ? db.select({ code: coupon.code }).from(coupon).where(eq(coupon.id, row.order.couponId))
      : Promise.resolve([]),
  ]);
  const refunds = row.paymentId
    ? await db.select().from(refund).where(eq(refund.paymentId, row.paymentId))
    : [];
  return {
    ...toTransaction(row),
    lines: lines.map((l) => ({
      kind: l.kind,
      description: l.description,
      quantity: l.quantity,
      unitAmount: l.unitAmount,
      amount: l.amount,
    })),
    couponCode: used?.code ?? null,
    providerRef: paid?.providerRef ?? null,
    refunds: refunds.map((r) => ({ amount: r.amount, createdAt: r.createdAt.toISOString() })),
  };
}

// ---- Invoices: one per payment --------------------------------------------------------------

const invoiceItems = sql<string>`coalesce((select string_agg(${orderLine.description}, ', ' order by ${orderLine.sort}) from ${orderLine} where ${orderLine.orderId} = ${payment.orderId}), '')`;

function invoiceWhere(f: InvoiceFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.status) where.push(eq(payment.status, f.status));
  if (f.currency) where.push(eq(payment.currency, f.currency));
  if (f.from) where.push(gte(payment.createdOn, dayStart(f.from)));
  if (f.to) where.push(lt(payment.createdOn, nextDay(f.to)));
  if (f.q) {
    where.push(
      isUuid(f.q)
        ? or(eq(payment.id, f.q), eq(payment.orderId, f.q))
        : ilike(appUser.email, containsLike(f.q)),
    );
  }
  return and(...where);
}

const toInvoice = (r: {
  payment: typeof payment.$inferSelect;
  email: string;
  items: string;
}): InvoiceRow => ({
  id: r.payment.id,
  orderId: r.payment.orderId,
  createdOn: r.payment.createdOn.toISOString(),
  email: r.email,
  status: r.payment.status,
  currency: r.payment.currency as CurrencyCode,
  amountTotal: r.payment.amountTotal,
  amountDiscount: r.payment.amountDiscount,
  amountGiftCard: r.payment.amountGiftCard,
  items: r.items,
  test: r.payment.provider === 'test',
});

const invoicesFrom = (db: Database) =>
  db
    .select({ payment, email: appUser.email, items: invoiceItems })
    .from(payment)
    .innerJoin(appUser, eq(appUser.uid, payment.uid));

export async function listInvoices(db: Database, q: InvoiceListQuery) {
  const where = invoiceWhere(q);
  const column = q.sort === 'amountTotal' ? payment.amountTotal : payment.createdOn;
  const dir = q.order === 'asc' ? asc : desc;
  const [found, [total]] = await Promise.all([
    invoicesFrom(db)
      .where(where)
      .orderBy(dir(column), dir(payment.id))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(payment)
      .innerJoin(appUser, eq(appUser.uid, payment.uid))
      .where(where),
  ]);
  return {
    rows: found.map(toInvoice),
    paging: pageMeta(Number(total?.n ?? 0), q.page, q.pageSize),
  };
}

// ---- CSV -----------------------------------------------------------------------------------

/** Rows the export reads per query: memory stays flat however many rows match. */
export const CSV_PAGE_ROWS = 500;

/** Minor units as the currency's decimal amount ("12.34"; "1234" for a zero-decimal one). */
export function decimalAmount(minor: number, currency: CurrencyCode): string {
  const digits = CURRENCIES[currency]?.decimal_digits ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
}

/**
 * CSV text of `rows` under `fields`. Cells that a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return) get a leading quote (papaparse's
 * escapeFormulae), so a buyer's e-mail or a line's text never executes.
 */
export function csvChunk(fields: string[], rows: unknown[][], header: boolean): string {
  const text = Papa.unparse(
    { fields, data: rows },
    { header, escapeFormulae: true, newline: '\r\n' },
  );
  return text ? `${text}\r\n` : '';
}

/**
 * A timestamp cut to milliseconds: the keyset compares with the last row's time as
 * JavaScript holds it, so the database's microseconds must not make a row sort after itself.
 */
const ms = (column: Column) => sql`date_trunc('milliseconds', ${column})`;

/** A CSV stream: the header, then pages from `next(afterLast)` until one comes back short. */
function csvStream<R>(
  fields: string[],
  next: (after: R | null) => Promise<R[]>,
  cells: (row: R) => unknown[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: R | null = null;
  let first = true;
  let done = false;
  return new ReadableStream({
    async pull(controller) {
      if (done) return controller.close();
      const page = await next(after);
      controller.enqueue(encoder.encode(csvChunk(fields, page.map(cells), first)));
      first = false;
      if (page.length < CSV_PAGE_ROWS) {
        done = true;
        controller.close();
        return;
      }
      after = page[page.length - 1]!;
    },
  });
}

export const TRANSACTION_CSV_FIELDS = [
  'order_id',
  'created_at',
  'email',
  'status',
  'provider',
  'currency',
  'subtotal',
  'discount',
  'gift_card',
  'total',
  'items',
  'payment_id',
];

export function transactionsCsv(db: Database, f: Filters): ReadableStream<Uint8Array> {
  const where = transactionWhere(f);
  return csvStream<TransactionRow>(
    TRANSACTION_CSV_FIELDS,
    async (after) => {
      const keyset = after
        ? sql`(${ms(checkoutOrder.createdAt)}, ${checkoutOrder.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
        : undefined;
      const found = await transactionsFrom(db)
        .where(and(where, keyset))
        .orderBy(desc(ms(checkoutOrder.createdAt)), desc(checkoutOrder.id))
        .limit(CSV_PAGE_ROWS);
      return found.map(toTransaction);
    },
    (r) => [
      r.id,
      r.createdAt,
      r.email,
      r.status,
      r.provider,
      r.currency.toUpperCase(),
      decimalAmount(r.amountSubtotal, r.currency),
      decimalAmount(r.amountDiscount, r.currency),
      decimalAmount(r.amountGiftCard, r.currency),
      decimalAmount(r.amountTotal, r.currency),
      r.items,
      r.paymentId ?? '',
    ],
  );
}

export const INVOICE_CSV_FIELDS = [
  'invoice_id',
  'order_id',
  'created_on',
  'email',
  'status',
  'currency',
  'discount',
  'gift_card',
  'total',
  'items',
  'test',
];

export function invoicesCsv(db: Database, f: InvoiceFilters): ReadableStream<Uint8Array> {
  const where = invoiceWhere(f);
  return csvStream<InvoiceRow>(
    INVOICE_CSV_FIELDS,
    async (after) => {
      const keyset = after
        ? sql`(${ms(payment.createdOn)}, ${payment.id}) < (${after.createdOn}::timestamptz, ${after.id}::uuid)`
        : undefined;
      const found = await invoicesFrom(db)
        .where(and(where, keyset))
        .orderBy(desc(ms(payment.createdOn)), desc(payment.id))
        .limit(CSV_PAGE_ROWS);
      return found.map(toInvoice);
    },
    (r) => [
      r.id,
      r.orderId,
      r.createdOn,
      r.email,
      r.status,
      r.currency.toUpperCase(),
      decimalAmount(r.amountDiscount, r.currency),
      decimalAmount(r.amountGiftCard, r.currency),
      decimalAmount(r.amountTotal, r.currency),
      r.items,
      r.test ? 'yes' : 'no',
    ],
  );
}
