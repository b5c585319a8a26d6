import { OpenAPIHono } from '@hono/zod-openapi';
import { isUuid } from '@hs/contracts/common';
import { adminRefundListRoute, adminRefundRoute, requestRefundRoute } from '@hs/contracts/payments';
import { canRequestRefund } from '@hs/domain/refund-window';
import { requireUser, signedIn } from '../auth/guards.ts';
import { actorOf } from '../audit/audit.ts';
import { refundPayment } from '../billing/refund.ts';
import { listRefundRequests, requestRefund } from '../billing/refund-requests.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { staffMay } from '../policy/policy.ts';

export function refundRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;
  // spec 001 section 2 and 6: the Refund item of the admin menu
  const refund = staffMay({ do: 'staff.refund' });

  // spec 001 section 2: the profile refund page (with a source tag for the support modal);
  // section 6: TeamMember cannot request a refund; section 9: processed within 48 hours.
  app.openapi({ ...requestRefundRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    if (!canRequestRefund(viewer.user.role)) {
      throw new AppError('refund.teamMember');
    }
    const data = await requestRefund(db, viewer.uid, c.req.valid('json'));
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...adminRefundListRoute, middleware: [refund] }, async (c) =>
    c.json({ success: true as const, data: await listRefundRequests(db) }, 200),
  );

  app.openapi({ ...adminRefundRoute, middleware: [refund] }, async (c) => {
    const staff = requireUser(c);
    const { paymentId } = c.req.valid('param');
    if (!isUuid(paymentId)) throw new AppError('payment.unknown');
    const outcome = await refundPayment(services, paymentId, actorOf(staff));
    return c.json({ success: true as const, data: outcome }, 200);
  });

  return app;
}
