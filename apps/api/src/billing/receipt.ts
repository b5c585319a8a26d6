import { and, eq, isNull } from 'drizzle-orm';
import { appUser, payment, pricePackage } from '@hs/db/schema';
import { formatPaymentAmount } from '@hs/domain/payment-display';
import type { Services } from '../context.ts';
import type { Mail } from '../mail/mailer.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function receiptMail(o: {
  to: string;
  paymentId: string;
  packageName: string;
  headshots: number;
  amount: string;
  invoiceUrl: string;
}): Mail {
  const lines = [
    `Thank you for your order: ${o.packageName} (${o.headshots} headshots).`,
    `Amount paid: ${o.amount}`,
    `Payment ID: ${o.paymentId}`,
    `Your invoice: ${o.invoiceUrl}`,
  ];
  return {
    kind: 'receipt',
    to: o.to,
    subject: `Your receipt: ${o.packageName}`,
    text: `${lines.join('\n')}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">Your receipt</h1>${lines
      .slice(0, 3)
      .map((l) => `<p>${escape(l)}</p>`)
      .join(
        '',
      )}<p><a href="${escape(o.invoiceUrl)}">Download your invoice</a></p><p style="color:#64748b;font-size:13px">Headshot Studio</p></body></html>`,
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
    .select({ email: appUser.email, name: pricePackage.name, headshots: pricePackage.headshots })
    .from(payment)
    .innerJoin(appUser, eq(appUser.uid, payment.uid))
    .innerJoin(pricePackage, eq(pricePackage.id, payment.packageId))
    .where(eq(payment.id, paymentId));
  if (!row) return;
  try {
    await services.mailer.send(
      receiptMail({
        to: row.email,
        paymentId,
        packageName: row.name,
        headshots: row.headshots,
        amount: `${formatPaymentAmount(claimed.amountTotal)} ${claimed.currency.toUpperCase()}`,
        invoiceUrl: new URL('/invoice', services.config.baseUrl).toString(),
      }),
    );
  } catch (error) {
    await db.update(payment).set({ receiptSentAt: null }).where(eq(payment.id, paymentId));
    throw error;
  }
}
