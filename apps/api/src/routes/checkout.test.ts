import { and, count, eq } from 'drizzle-orm';
import {
  appUser,
  checkoutOrder,
  coupon,
  emailOutbox,
  ledgerLot,
  model,
  payment,
  refund,
  webhookEvent,
} from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { formatPrice } from '@hs/domain/currency';
import { COUPON_REFUSALS } from '@hs/domain/order-total';
import { photosPerPackage } from '@hs/domain/photos-per-package';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_CONFIG } from '../billing/config.ts';
import { json, newBuyer, paymentRunner, type PaymentRunner } from '../billing/test-helpers.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

interface SessionAnswer {
  data: { orderId: string; provider: string; clientSecret: string | null; url: string | null };
}

describe(`checkout with Stripe through the SDK on a loopback fake (${testDriver()})`, () => {
  let stripe: FakeStripe;
  let server: TestServer;
  let runner: PaymentRunner;
  let staff: TestClient;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer({
      billing: {
        ...DEFAULT_BILLING_CONFIG,
        stripe: {
          secretKey: stripe.secretKey,
          publishableKey: 'pk_test_fake',
          webhookSecret: stripe.webhookSecret,
          host: '127.0.0.1',
          port: stripe.port,
          protocol: 'http',
        },
      },
    });
    await seedDemoAccounts(server.services);
    runner = paymentRunner(server);
    staff = new TestClient(server.url);
    const admin = DEMO_ACCOUNTS.find((a) => a.adminRole === 'admin')!;
    expect((await staff.signIn(admin.email, DEMO_PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await runner.stop();
    await server.close();
    await stripe.close();
  });

  const db = () => server.database.db;
  const webhook = (body: string, signature: string) =>
    fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
  const deliver = (event: Record<string, unknown>) => {
    const body = JSON.stringify(event);
    return webhook(body, stripe.sign(body));
  };
  async function paidSession(buyer: TestClient, uiMode: 'embedded' | 'redirect' = 'redirect') {
    const res = await buyer.apiPost('/checkout/session', {
      packageId: 'starter',
      currency: 'usd',
      uiMode,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = await json<SessionAnswer>(res);
    const order = (
      await db().select().from(checkoutOrder).where(eq(checkoutOrder.id, data.orderId))
    )[0]!;
    return { data, order, ...stripe.completeSession(order.providerSessionId!) };
  }
  const paymentsOf = async (uid: string) => db().select().from(payment).where(eq(payment.uid, uid));
  const refundMailsTo = (to: string) =>
    db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'refund'), eq(emailOutbox.to, to)));

  it('opens a redirect session at the order total, and an embedded one with a client secret', async () => {
    const buyer = await newBuyer(server);
    const redirect = await json<SessionAnswer>(
      await buyer.apiPost('/checkout/session', { packageId: 'starter', currency: 'usd' }),
    );
    expect(redirect.data.provider).toBe('stripe');
    expect(redirect.data.url).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
    const created = stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(created.body).toMatchObject({
      mode: 'payment',
      ui_mode: 'hosted_page',
      client_reference_id: redirect.data.orderId,
      line_items: [{ price_data: { currency: 'usd', unit_amount: '2900' }, quantity: '1' }],
    });
    const embedded = await json<SessionAnswer>(
      await buyer.apiPost('/checkout/session', {
        packageId: 'professional',
        currency: 'eur',
        uiMode: 'embedded',
      }),
    );
    expect(embedded.data.clientSecret).toMatch(/^cs_test_\w+_secret_/);
    expect(embedded.data.url).toBeNull();
  });

  it('has no test provider once Stripe is configured: paying an own order that way is 404', async () => {
    const buyer = await newBuyer(server);
    const { data } = await json<SessionAnswer>(
      await buyer.apiPost('/checkout/session', { packageId: 'starter', currency: 'usd' }),
    );
    const res = await buyer.apiPost(`/checkout/test/${data.orderId}/pay`, {});
    expect(res.status).toBe(404);
    await runner.drain();
    expect(await paymentsOf(buyer.uid!)).toEqual([]);
    const options = await json<{ data: { provider: string } }>(
      await fetch(`${server.url}/api/checkout/options`),
    );
    expect(options.data.provider).toBe('stripe');
  });

  it('expires the Stripe session when its order is cancelled, and then nothing can be paid', async () => {
    const buyer = await newBuyer(server);
    const { data } = await json<SessionAnswer>(
      await buyer.apiPost('/checkout/session', { packageId: 'starter', currency: 'usd' }),
    );
    const [order] = await db()
      .select()
      .from(checkoutOrder)
      .where(eq(checkoutOrder.id, data.orderId));
    const created = stripe.sessions.get(order!.providerSessionId!)!;
    // Stripe's session lives 31 minutes: it ends before the order's reservations do.
    expect(Number(created.expires_at) - Number(created.created)).toBe(31 * 60);
    const cancelled = await buyer.apiPost(`/checkout/order/${data.orderId}/cancel`, {});
    expect(await json(cancelled)).toMatchObject({ data: { status: 'cancelled' } });
    expect(created.status).toBe('expired');
    expect(() => stripe.completeSession(order!.providerSessionId!)).toThrow(/expired/);
    const other = await newBuyer(server);
    expect((await other.apiPost(`/checkout/order/${data.orderId}/cancel`, {})).status).toBe(404);
  });

  it('refuses a webhook with a bad signature or an old timestamp (400), and nothing changes', async () => {
    const buyer = await newBuyer(server);
    const { session } = await paidSession(buyer);
    const body = JSON.stringify(stripe.event('checkout.session.completed', { ...session }));
    const forged = stripe.sign(body).replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
    const old = stripe.sign(body, Math.floor(Date.now() / 1000) - 301);
    for (const signature of [forged, old, 'nonsense', '']) {
      const res = await webhook(body, signature);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false });
    }
    // A valid signature over another body is a bad signature too.
    const tampered = body.replace('"paid"', '"unpaid"');
    expect((await webhook(tampered, stripe.sign(body))).status).toBe(400);
    await runner.drain();
    expect(await paymentsOf(buyer.uid!)).toEqual([]);
    expect(await db().select().from(webhookEvent).where(eq(webhookEvent.type, 'never'))).toEqual(
      [],
    );
    const [{ n }] = (await db().select({ n: count() }).from(webhookEvent)) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('fulfils one event delivered 10 times (5 at once) exactly once', async () => {
    const buyer = await newBuyer(server);
    const { session } = await paidSession(buyer);
    const event = stripe.event('checkout.session.completed', { ...session });
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    for (const res of concurrent) expect(res.status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await deliver(event)).status).toBe(200);
    await runner.drain();
    expect((await deliver(event)).status).toBe(200);
    await runner.drain();

    const payments = await paymentsOf(buyer.uid!);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountTotal: 2900, currency: 'usd', status: 'paid' });
    const grants = await db().select().from(ledgerLot).where(eq(ledgerLot.uid, buyer.uid!));
    expect(grants).toHaveLength(1);
    // spec 000 section 9: photos per package = package count x photos per style + 10
    expect(grants[0]).toMatchObject({
      kind: 'package',
      balance: 1,
      terms: { packageId: 'starter', headshots: photosPerPackage(2), styles: 2 },
    });
    const [user] = await db().select().from(appUser).where(eq(appUser.uid, buyer.uid!));
    expect(user!.hasPaidAccount).toBe(true);
    expect(user!.stripeId).toMatch(/^cus_test_/);
    const receipts = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'receipt'));
    expect(receipts.filter((m) => m.to === user!.email)).toHaveLength(1);
  });

  it('ends right when events arrive out of order: refund first, then the payment events', async () => {
    const buyer = await newBuyer(server);
    const { session, intent } = await paidSession(buyer);
    const charge = stripe.refundAtStripe(intent.id);
    expect((await deliver(stripe.event('charge.refunded', charge))).status).toBe(200);
    await runner.drain();
    expect((await deliver(stripe.event('payment_intent.succeeded', { ...intent }))).status).toBe(
      200,
    );
    expect((await deliver(stripe.event('checkout.session.completed', { ...session }))).status).toBe(
      200,
    );
    await runner.drain();
    const payments = await paymentsOf(buyer.uid!);
    expect(payments).toHaveLength(1);
    expect(payments[0]!.status).toBe('refunded');
    const grants = await db().select().from(ledgerLot).where(eq(ledgerLot.uid, buyer.uid!));
    expect(grants).toHaveLength(1);
    expect(grants[0]!.balance).toBe(0);
    const [user] = await db().select().from(appUser).where(eq(appUser.uid, buyer.uid!));
    expect(user!.hasPaidAccount).toBe(false);
  });

  it('ends right when payment_intent.succeeded comes before checkout.session.completed', async () => {
    const buyer = await newBuyer(server);
    const { session, intent } = await paidSession(buyer);
    await deliver(stripe.event('payment_intent.succeeded', { ...intent }));
    await deliver(stripe.event('checkout.session.completed', { ...session }));
    await runner.drain();
    const payments = await paymentsOf(buyer.uid!);
    expect(payments.map((p) => [p.providerRef, p.status])).toEqual([[intent.id, 'paid']]);
  });

  it('confirms from the URL secret by reading the payment intent back from Stripe', async () => {
    const buyer = await newBuyer(server);
    const { data, intent } = await paidSession(buyer, 'embedded');
    const other = await newBuyer(server);
    const stolen = await other.apiPost('/checkout/confirm', { clientSecret: intent.client_secret });
    expect(stolen.status).toBe(404);
    const res = await buyer.apiPost('/checkout/confirm', { clientSecret: intent.client_secret });
    expect(res.status, await res.clone().text()).toBe(200);
    await runner.drain();
    const status = await json<{ data: { status: string; paymentId: string } }>(
      await buyer.api(`/checkout/order/${data.orderId}`),
    );
    expect(status.data.status).toBe('paid');
    expect(stripe.calls.some((c) => c.path === `/v1/payment_intents/${intent.id}`)).toBe(true);
  });

  it('refunds through Stripe once, however often staff click, and takes the grant back', async () => {
    const buyer = await newBuyer(server);
    const { session } = await paidSession(buyer);
    await deliver(stripe.event('checkout.session.completed', { ...session }));
    await runner.drain();
    const [paid] = await paymentsOf(buyer.uid!);
    const before = stripe.calls.filter((c) => c.path === '/v1/refunds').length;
    const answers = await Promise.all([
      staff.apiPost(`/admin/refund/${paid!.id}`, {}),
      staff.apiPost(`/admin/refund/${paid!.id}`, {}),
    ]);
    const again = await staff.apiPost(`/admin/refund/${paid!.id}`, {});
    for (const res of [...answers, again]) expect(res.status, await res.clone().text()).toBe(200);
    expect(await json(again)).toMatchObject({ data: { alreadyRefunded: true, amount: 2900 } });
    const refunds = await db().select().from(refund).where(eq(refund.paymentId, paid!.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.providerRef).toMatch(/^re_test_/);
    // At most one refund was created at Stripe: retries carry the same idempotency key.
    expect(stripe.refunds.size).toBeGreaterThanOrEqual(1);
    const created = [...stripe.refunds.values()].filter(
      (r) => (r.metadata as { paymentId?: string }).paymentId === paid!.id,
    );
    expect(created).toHaveLength(1);
    expect(stripe.calls.filter((c) => c.path === '/v1/refunds').length - before).toBeGreaterThan(0);
    const [user] = await db().select().from(appUser).where(eq(appUser.uid, buyer.uid!));
    expect(user!.hasPaidAccount).toBe(false);
    // Stripe's own charge.refunded afterwards changes nothing, and mails nothing more.
    const charge = {
      id: 'ch_test_after_staff',
      object: 'charge',
      payment_intent: paid!.providerRef,
      amount: 2900,
      amount_refunded: 2900,
      refunded: true,
      currency: 'usd',
      refunds: { object: 'list', data: created },
    };
    expect((await deliver(stripe.event('charge.refunded', charge))).status).toBe(200);
    await runner.drain();
    const [grant] = await db().select().from(ledgerLot).where(eq(ledgerLot.paymentId, paid!.id));
    expect(grant!.balance).toBe(0);
    expect(await refundMailsTo(user!.email)).toHaveLength(1);
  });

  it("mails the customer once, in their language, when a refund is made in Stripe's dashboard", async () => {
    const buyer = await newBuyer(server);
    const { session, intent } = await paidSession(buyer);
    await deliver(stripe.event('checkout.session.completed', { ...session }));
    await runner.drain();
    await db()
      .insert(model)
      .values({ id: `m-es-${buyer.uid}`, uid: buyer.uid!, locale: 'es', submittedAt: new Date() });
    const charge = stripe.refundAtStripe(intent.id);
    const event = stripe.event('charge.refunded', charge);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    await runner.drain();
    // The same refund told again in a new event (Stripe retries with the same refund).
    expect((await deliver(stripe.event('charge.refunded', charge))).status).toBe(200);
    await runner.drain();
    const [user] = await db().select().from(appUser).where(eq(appUser.uid, buyer.uid!));
    const mails = await refundMailsTo(user!.email);
    expect(mails).toHaveLength(1);
    const amount = formatPrice(2900, 'usd', 'es');
    expect(mails[0]!.subject).toBe(`Tu reembolso de ${amount}`);
    expect(mails[0]!.text).toContain(`Te hemos reembolsado ${amount}`);
    expect(mails[0]!.text).toContain('unos días');
  });

  it('refuses coupons used up, expired or for another currency, with a clear message', async () => {
    await db()
      .insert(coupon)
      .values([
        { code: 'USEDUP', percentOff: 10, maxRedemptions: 1, redemptions: 1 },
        { code: 'OLD', percentOff: 10, expiresAt: new Date(Date.now() - 1000) },
        { code: 'FIVEUSD', amountOff: 500, currency: 'usd' },
      ]);
    const buyer = await newBuyer(server);
    const quote = (couponCode: string, currency = 'eur') =>
      buyer.apiPost('/checkout/session', { packageId: 'starter', currency, couponCode });
    const cases: [string, string][] = [
      ['USEDUP', COUPON_REFUSALS.usedUp],
      ['old', COUPON_REFUSALS.expired],
      ['FIVEUSD', 'This coupon only works for payments in USD.'],
      ['NOPE', COUPON_REFUSALS.unknown],
    ];
    for (const [code, message] of cases) {
      const res = await quote(code);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, errorMessage: message });
    }
    const ok = await json<{ data: { subtotal: number; discount: number; total: number } }>(
      await buyer.apiPost('/checkout/quote', {
        packageId: 'starter',
        currency: 'usd',
        couponCode: 'fiveusd',
      }),
    );
    expect(ok.data).toMatchObject({ subtotal: 2900, discount: 500, total: 2400 });
    expect(
      await db().select().from(checkoutOrder).where(eq(checkoutOrder.uid, buyer.uid!)),
    ).toEqual([]);
  });
});
