import { createHash } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import {
  fbSaleRoute,
  getBillingDetailsRoute,
  listPaymentsRoute,
  referralRoute,
  updateBillingDetailsRoute,
} from '@hs/contracts/payments';
import { requireUser, requireViewer, signedIn } from '../auth/guards.ts';
import {
  billingDetailsOf,
  listPayments,
  ownPayment,
  referralOf,
  saveBillingDetails,
} from '../billing/payments.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';

export function paymentRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;

  // spec 001 section 7: GET /user/payments/all; section 3: _id, createdOn, amountTotal
  app.openapi({ ...listPaymentsRoute, middleware: [signedIn] }, async (c) => {
    const payments = await listPayments(db, requireViewer(c).uid);
    return c.json({ success: true as const, payments }, 200);
  });

  app.openapi({ ...getBillingDetailsRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireViewer(c);
    const data = await billingDetailsOf(db, viewer.uid, viewer.user?.displayName);
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...updateBillingDetailsRoute, middleware: [signedIn] }, async (c) => {
    const data = await saveBillingDetails(db, requireUser(c).uid, c.req.valid('json'));
    return c.json({ success: true as const, data }, 200);
  });

  // spec 001 section 3: referralCode and rewards; spec 001 section 2: the ?ref link
  app.openapi({ ...referralRoute, middleware: [signedIn] }, async (c) =>
    c.json({ success: true as const, data: await referralOf(services, requireUser(c).user) }, 200),
  );

  // spec 000 section 7: POST /t/fb/sale; forwarded to Meta's Conversions API only when
  // META_PIXEL_ID and META_ACCESS_TOKEN are set, and once per payment (event_id dedupes).
  app.openapi({ ...fbSaleRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireViewer(c);
    const body = c.req.valid('json');
    const paid = await ownPayment(db, viewer.uid, body.transactionId);
    if (!paid || body.uid !== viewer.uid) throw new AppError('payment.unknown');
    const meta = services.config.analytics?.meta;
    if (!meta) return c.json({ success: true as const, sent: false }, 200);
    const hash = (v: string) => createHash('sha256').update(v.trim().toLowerCase()).digest('hex');
    const url = `${meta.graphUrl}/${encodeURIComponent(meta.pixelId)}/events?access_token=${encodeURIComponent(meta.accessToken)}`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: [
          {
            event_name: 'Purchase',
            event_time: Math.floor(paid.createdOn.getTime() / 1000),
            event_id: paid.id,
            action_source: 'website',
            event_source_url: body.currentUrl,
            user_data: {
              external_id: [hash(viewer.uid)],
              em: [hash(viewer.email)],
              ...(body.cookies._fbc ? { fbc: body.cookies._fbc } : {}),
              ...(body.cookies._fbp ? { fbp: body.cookies._fbp } : {}),
              client_ip_address: c.get('clientIp'),
              client_user_agent: c.req.header('user-agent') ?? '',
            },
            custom_data: {
              currency: paid.currency.toUpperCase(),
              value: paid.amountTotal / 100,
              order_id: paid.id,
            },
          },
        ],
      }),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      c.get('log').warn({ err: error }, 'meta conversions api unreachable');
      return null;
    });
    return c.json({ success: true as const, sent: Boolean(res?.ok) }, 200);
  });

  return app;
}
