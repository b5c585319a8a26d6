import { asc, eq } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { appUser, billingDetails, orderLine, payment } from '@hs/db/schema';
import { AppError } from '../errors.ts';
import { giveBacksOfPayments } from './give-backs-of-payments.ts';
import type { InvoiceData } from './invoice-pdf.ts';

/**
 * The invoice of one payment as the customer's /invoice/{id}.pdf and the back office's
 * Invoices both print it: the order's lines, the buyer's billing details and e-mail, and what
 * its runs gave back.
 * `owner` is the payment's uid, for the caller's access check.
 */
export async function loadInvoice(
  db: Database,
  paymentId: string,
): Promise<{ owner: string; data: InvoiceData }> {
  const [row] = await db
    .select({
      payment,
      email: appUser.email,
      displayName: appUser.displayName,
      details: billingDetails,
    })
    .from(payment)
    .innerJoin(appUser, eq(appUser.uid, payment.uid))
    .leftJoin(billingDetails, eq(billingDetails.uid, payment.uid))
    .where(eq(payment.id, paymentId));
  if (!row) throw new AppError('payment.unknown');
  const lines = await db
    .select()
    .from(orderLine)
    .where(eq(orderLine.orderId, row.payment.orderId))
    .orderBy(asc(orderLine.sort));
  const giveBacks = (await giveBacksOfPayments(db, [paymentId])).get(paymentId) ?? [];
  const d = row.details;
  return {
    owner: row.payment.uid,
    data: {
      paymentId,
      createdOn: row.payment.createdOn,
      currency: row.payment.currency,
      lines,
      test: row.payment.provider === 'test',
      amountTotal: row.payment.amountTotal,
      amountDiscount: row.payment.amountDiscount,
      amountGiftCard: row.payment.amountGiftCard,
      status: row.payment.status,
      giveBacks,
      buyer: {
        name: d?.name || row.displayName || '',
        company: d?.company ?? '',
        address: d?.address ?? '',
        postalCode: d?.postalCode ?? '',
        city: d?.city ?? '',
        country: d?.country ?? '',
        vatId: d?.vatId ?? '',
        email: row.email,
      },
    },
  };
}

/** The PDF answer's headers: a download named after the payment, never cached. */
export const invoicePdfHeaders = (paymentId: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="invoice-${paymentId}.pdf"`,
  'cache-control': 'private, no-store',
});
