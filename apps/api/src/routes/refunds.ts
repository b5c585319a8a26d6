import { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, desc, eq } from 'drizzle-orm';
import { isUuid } from '@hs/contracts/common';
import { adminRefundListRoute, adminRefundRoute, requestRefundRoute } from '@hs/contracts/payments';
import { appUser, payment, refundRequest } from '@hs/db/schema';
import type { CurrencyCode } from '@hs/domain/currency';
import { refundableAfterGiveBacks } from '@hs/domain/give-back';
import { canRequestRefund, refundDueBy } from '@hs/domain/refund-window';
import { requireStaff, requireUser, signedIn, staffOnly } from '../auth/guards.ts';
import { actorOf } from '../audit/audit.ts';
import { moneyGivenBackOf, refundPayment } from '../billing/refund.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';

// spec 001 section 2 and 6: the Refund item of the admin menu
const ADMIN_REFUND_PATH = '/admin/refund';

export function refundRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  // spec 001 section 2: the profile refund page (with a source tag for the support modal);
  // section 6: TeamMember cannot request a refund; section 9: processed within 48 hours.
  app.openapi({ ...requestRefundRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    if (!canRequestRefund(viewer.user.role)) {
      throw new AppError('refund.teamMember');
    }
    const body = c.req.valid('json');
    const [paid] = await db
      .select()
      .from(payment)
      .where(and(eq(payment.id, body.paymentId), eq(payment.uid, viewer.uid)));
    if (!paid) throw new AppError('payment.unknown');
    if (paid.status === 'refunded') {
      throw new AppError('payment.refunded');
    }
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
          .values({ uid: viewer.uid, paymentId: paid.id, reason: body.reason, source: body.source })
          .returning()
      )[0]!;
    return c.json(
      {
        success: true as const,
        data: {
          id: request.id,
          status: request.status,
          dueBy: refundDueBy(request.createdAt).toISOString(),
        },
      },
      200,
    );
  });

  app.openapi(
    { ...adminRefundListRoute, middleware: [staffOnly(ADMIN_REFUND_PATH)] },
    async (c) => {
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
      const data = rows.map(({ request: r, payment: p, email }) => ({
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
      return c.json({ success: true as const, data }, 200);
    },
  );

  app.openapi({ ...adminRefundRoute, middleware: [staffOnly(ADMIN_REFUND_PATH)] }, async (c) => {
    const staff = requireStaff(c, ADMIN_REFUND_PATH);
    const { paymentId } = c.req.valid('param');
    if (!isUuid(paymentId)) throw new AppError('payment.unknown');
    const outcome = await refundPayment(services, paymentId, actorOf(staff));
    return c.json({ success: true as const, data: outcome }, 200);
  });

  return app;
}
