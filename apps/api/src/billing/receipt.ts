import { and, asc, eq, isNull } from 'drizzle-orm';
import { appUser, orderLine, payment } from '@hs/db/schema';
import { formatPaymentAmount } from '@hs/domain/payment-display';
import { escapeHtml } from '@hs/domain/tools/text';
import type { Services } from '../context.ts';
import type { Mail } from '../mail/mailer.ts';

export function receiptMail(o: {
  to: string;
  paymentId: string;
  /** The order's line descriptions. */
  items: string[];
  amount: string;
  invoiceUrl: string;
  /** Paid with the offline test provider: the receipt says no money moved. */
  test: boolean;
}): Mail {
  const lines = [
    `Thank you for your order: ${o.items.join('; ')}.`,
    o.test ? `Amount: ${o.amount} (TEST MODE: no money was charged)` : `Amount paid: ${o.amount}`,
    `Payment ID: ${o.paymentId}`,
    `Your invoice: ${o.invoiceUrl}`,
  ];
  return {
    kind: 'receipt',
    to: o.to,
    subject: `${o.test ? '[TEST] ' : ''}Your receipt: ${o.items[0] ?? 'your order'}`,
    text: `${lines.join('\n')}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">Your receipt</h1>${lines
      .slice(0, 3)
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join(
        '',
      )}<p><a href="${escapeHtml(o.invoiceUrl)}">Download your invoice</a></p><p style="color:#64748b;font-size:13px">Headshot Studio</p></body></html>`,
  };
}

/** Sends the receipt of a payment unless it was sent already; a failed send can be retried. */
export async function sendReceiptOnce(services: Services, paymentId: string): Promise<void> {
  const { db } = services.database;
  const [claimed] = await db
    .update(payment)
    .set({ receiptSentAt: new Date() })
    .where(and(eq(payment.id, paymentId), isNull(payment.receiptSentAt)))
    .returning();
  if (!claimed) return;
  const [row] = await db
    .select({ email: appUser.email })
    .from(appUser)
    .where(eq(appUser.uid, claimed.uid));
  if (!row) return;
  const lines = await db
    .select({ description: orderLine.description, quantity: orderLine.quantity })
    .from(orderLine)
    .where(eq(orderLine.orderId, claimed.orderId))
    .orderBy(asc(orderLine.sort));
  try {
    await services.mailer.send(
      receiptMail({
        to: row.email,
        paymentId,
        items: lines.map((l) =>
          l.quantity > 1 ? `${l.quantity} x ${l.description}` : l.description,
        ),
        test: claimed.provider === 'test',
        amount: `${formatPaymentAmount(claimed.amountTotal)} ${claimed.currency.toUpperCase()}`,
        invoiceUrl: new URL('/invoice', services.config.baseUrl).toString(),
      }),
    );
  } catch (error) {
    await db.update(payment).set({ receiptSentAt: null }).where(eq(payment.id, paymentId));
    throw error;
  }
}
