import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminRefundRequest, RefundRequestBodySchema } from '@hs/contracts/payments';
import type { Database } from '@hs/db/database';
import { appUser, payment, refundRequest } from '@hs/db/schema';
import type { CurrencyCode } from '@hs/domain/currency';
import { refundableAfterGiveBacks } from '@hs/domain/give-back';
import { refundDueBy } from '@hs/domain/refund-window';
import { AppError } from '../errors.ts';
import { moneyGivenBackOf } from './refund.ts';

/**
 * A person asks for a refund of one of their own payments (404 for anyone else's); asking
 * again answers the request already open. spec 001 section 9: processed within 48 hours.
 */
export async function requestRefund(
  db: Database,
  uid: string,
  body: z.infer<typeof RefundRequestBodySchema>,
): Promise<{ id: string; status: string; dueBy: string }> {
  const [paid] = await db
    .select()
    .from(payment)
    .where(and(eq(payment.id, body.paymentId), eq(payment.uid, uid)));
  if (!paid) throw new AppError('payment.unknown');
  if (paid.status === 'refunded') throw new AppError('payment.refunded');
  const [existing] = await db
    .select()
    .from(refundRequest)
    .where(eq(refundRequest.paymentId, paid.id))
    .orderBy(desc(refundRequest.createdAt))
    .limit(1);
  const request =
    existing ??
    (
      await db
        .insert(refundRequest)
        .values({ uid, paymentId: paid.id, reason: body.reason, source: body.source })
        .returning()
    )[0]!;
  return {
    id: request.id,
    status: request.status,
    dueBy: refundDueBy(request.createdAt).toISOString(),
  };
}

/** The Refund item's list: open requests first, oldest first, with what is left to refund. */
export async function listRefundRequests(db: Database): Promise<AdminRefundRequest[]> {
  const rows = await db
    .select({ request: refundRequest, payment, email: appUser.email })
    .from(refundRequest)
    .innerJoin(payment, eq(payment.id, refundRequest.paymentId))
    .innerJoin(appUser, eq(appUser.uid, refundRequest.uid))
    .orderBy(asc(refundRequest.status), asc(refundRequest.createdAt))
    .limit(500);
  const givenBack = await moneyGivenBackOf(
    db,
    rows.map((row) => row.payment.id),
  );
  return rows.map(({ request: r, payment: p, email }) => ({
    id: r.id,
    uid: r.uid,
    email,
    paymentId: p.id,
    amountTotal: p.amountTotal,
    refundable:
      p.status === 'refunded'
        ? 0
        : refundableAfterGiveBacks(p.amountTotal, givenBack.get(p.id) ?? 0),
    currency: p.currency as CurrencyCode,
    reason: r.reason,
    source: r.source,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    dueBy: refundDueBy(r.createdAt).toISOString(),
  }));
}
