import { createHash } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '@hs/contracts/common';
import {
  fbSaleRoute,
  getBillingDetailsRoute,
  listPaymentsRoute,
  referralRoute,
  updateBillingDetailsRoute,
  type BillingDetails,
} from '@hs/contracts/payments';
import {
  appUser,
  billingDetails,
  orderLine,
  payment,
  pricePackage,
  refundRequest,
  reward,
} from '@hs/db/schema';
import type { CurrencyCode } from '@hs/domain/currency';
import { referralLink } from '@hs/domain/referral';
import { requireUser, requireViewer, signedIn } from '../auth/guards.ts';
import { giveBacksOfPayments } from '../billing/give-backs-of-payments.ts';
import { DEFAULT_BILLING_CONFIG } from '../billing/config.ts';
import { newReferralCode } from '../billing/referral-code.ts';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';

const EMPTY_DETAILS: BillingDetails = {
  name: '',
  company: '',
  address: '',
  postalCode: '',
  city: '',
  country: '',
  vatId: '',
};

export function paymentRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;
  const billing = () => services.config.billing ?? DEFAULT_BILLING_CONFIG;

  // spec 001 section 7: GET /user/payments/all; section 3: _id, createdOn, amountTotal
  app.openapi({ ...listPaymentsRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireViewer(c);
    const rows = await db
      .select({ payment, packageName: pricePackage.name, request: refundRequest })
      .from(payment)
      .leftJoin(pricePackage, eq(pricePackage.id, payment.packageId))
      .leftJoin(refundRequest, eq(refundRequest.paymentId, payment.id))
      .where(eq(payment.uid, viewer.uid))
      .orderBy(desc(payment.createdOn));
    // A payment without a package (the upsell basket, studio credits) is named by its lines.
    const unnamed = rows.filter((r) => !r.packageName).map((r) => r.payment.orderId);
    const lines = unnamed.length
      ? await db
          .select({ orderId: orderLine.orderId, description: orderLine.description })
          .from(orderLine)
          .where(inArray(orderLine.orderId, unnamed))
          .orderBy(asc(orderLine.sort))
      : [];
    const linesOf = (orderId: string) =>
      lines
        .filter((l) => l.orderId === orderId)
        .map((l) => l.description)
        .join('; ');
    const giveBacks = await giveBacksOfPayments(
      db,
      rows.map((r) => r.payment.id),
    );
    const payments = rows.map(({ payment: p, packageName, request }) => ({
      _id: p.id,
      createdOn: p.createdOn.toISOString(),
      amountTotal: p.amountTotal,
      amountDiscount: p.amountDiscount,
      amountGiftCard: p.amountGiftCard,
      currency: p.currency as CurrencyCode,
      packageId: p.packageId ?? '',
      packageName: packageName ?? linesOf(p.orderId),
      status: p.status,
      test: p.provider === 'test',
      refundRequest: request
        ? { status: request.status, createdAt: request.createdAt.toISOString() }
        : null,
      giveBacks: giveBacks.get(p.id) ?? [],
    }));
    return c.json({ success: true as const, payments }, 200);
  });

  app.openapi({ ...getBillingDetailsRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireViewer(c);
    const [row] = await db.select().from(billingDetails).where(eq(billingDetails.uid, viewer.uid));
    const data = row
      ? pickDetails(row)
      : { ...EMPTY_DETAILS, name: viewer.user?.displayName ?? '' };
    return c.json({ success: true as const, data }, 200);
  });

  app.openapi({ ...updateBillingDetailsRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    const body = c.req.valid('json');
    const [row] = await db
      .insert(billingDetails)
      .values({ uid: viewer.uid, ...body })
      .onConflictDoUpdate({ target: billingDetails.uid, set: { ...body, updatedAt: new Date() } })
      .returning();
    return c.json({ success: true as const, data: pickDetails(row!) }, 200);
  });

  // spec 001 section 3: referralCode and rewards; spec 001 section 2: the ?ref link
  app.openapi({ ...referralRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireUser(c);
    let code = viewer.user.referralCode;
    if (!code) {
      code = newReferralCode();
      await db.update(appUser).set({ referralCode: code }).where(eq(appUser.uid, viewer.uid));
    }
    const rows = await db
      .select()
      .from(reward)
      .where(eq(reward.referrerUid, viewer.uid))
      .orderBy(desc(reward.createdAt));
    return c.json(
      {
        success: true as const,
        data: {
          referralCode: code,
          referralLink: referralLink(services.config.baseUrl, code),
          rewardCredits: billing().referralRewardCredits,
          rewards: rows.map((r) => ({
            id: r.id,
            kind: r.kind,
            credits: r.credits,
            createdAt: r.createdAt.toISOString(),
            revoked: r.revokedAt !== null,
          })),
        },
      },
      200,
    );
  });

  // spec 000 section 7: POST /t/fb/sale; forwarded to Meta's Conversions API only when
  // META_PIXEL_ID and META_ACCESS_TOKEN are set, and once per payment (event_id dedupes).
  app.openapi({ ...fbSaleRoute, middleware: [signedIn] }, async (c) => {
    const viewer = requireViewer(c);
    const body = c.req.valid('json');
    const [paid] = isUuid(body.transactionId)
      ? await db
          .select()
          .from(payment)
          .where(and(eq(payment.id, body.transactionId), eq(payment.uid, viewer.uid)))
      : [];
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

function pickDetails(row: typeof billingDetails.$inferSelect): BillingDetails {
  return {
    name: row.name,
    company: row.company,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    vatId: row.vatId,
  };
}
