import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import {
  appUser,
  emailOutbox,
  giftCard,
  ledgerLot,
  model,
  modelGiveBack,
  payment,
  reward,
} from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { formatPrice } from '@hs/domain/currency';
import { TEAM_MEMBER_REFUND_REFUSAL } from '@hs/domain/refund-window';
import { PACKAGES } from '@hs/db/seed-data/packages';
import { photosPerPackage } from '@hs/domain/photos-per-package';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_CONFIG } from '../billing/config.ts';
import { signParity } from '../billing/parity.ts';
import { balancesOf, lotOf } from '../entitlements/ledger.ts';
import { json, newBuyer, paymentRunner, type PaymentRunner } from '../billing/test-helpers.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { pdfText } from '../testing/pdf-text.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describe(`buying with the offline test provider (${testDriver()})`, () => {
  let server: TestServer;
  let runner: PaymentRunner;
  let referrer: TestClient;
  let staff: TestClient;
  let referrerCode: string;

  beforeAll(async () => {
    server = await startTestServer({
      billing: {
        ...DEFAULT_BILLING_CONFIG,
        referralRewardCredits: 7,
        seller: {
          name: 'Studio BV',
          address: 'Keizersgracht 1, Amsterdam',
          email: '',
          vatId: 'NL123',
        },
        tax: { rateBasisPoints: 2100, label: 'VAT' },
      },
    });
    await seedDemoAccounts(server.services);
    runner = paymentRunner(server);
    referrer = new TestClient(server.url);
    await referrer.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    staff = new TestClient(server.url);
    await staff.signIn(DEMO_ACCOUNTS.find((a) => a.adminRole === 'support')!.email, DEMO_PASSWORD);
    const referral = await json<{ data: { referralCode: string; referralLink: string } }>(
      await referrer.api('/user/referral'),
    );
    referrerCode = referral.data.referralCode;
    expect(referral.data.referralLink).toBe(`${server.url}/?ref=${referrerCode}`);
  });
  afterAll(async () => {
    await runner.stop();
    await server.close();
  });
  const db = () => server.database.db;

  async function buy(buyer: TestClient, body: Record<string, unknown>) {
    const res = await buyer.apiPost('/checkout/session', body);
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = await json<{ data: { orderId: string; url: string; provider: string } }>(res);
    return data;
  }
  async function payWithTestProvider(buyer: TestClient, orderId: string) {
    const res = await buyer.apiPost(`/checkout/test/${orderId}/pay`, {});
    expect(res.status, await res.clone().text()).toBe(200);
    await runner.drain();
    const status = await json<{ data: { status: string; paymentId: string } }>(
      await buyer.api(`/checkout/order/${orderId}`),
    );
    expect(status.data.status).toBe('paid');
    return status.data.paymentId;
  }

  it('lists the packages and the bulk discount tiers', async () => {
    const packages = await json<{
      data: { packages: { id: string; headshots: number; stylesAllowed: number }[] };
    }>(await fetch(`${server.url}/api/checkout/package/package`));
    expect(packages.data.packages.map((p) => p.id)).toEqual(PACKAGES.map((p) => p.id));
    for (const p of packages.data.packages)
      expect(p.headshots).toBe(photosPerPackage(p.stylesAllowed));
    const bulk = await json<{ data: { version: string; teamMaxSeats: number; tiers: unknown[] } }>(
      await fetch(`${server.url}/api/checkout/discount/bulk-discount`),
    );
    expect(bulk.data).toMatchObject({ version: 'v2', teamMaxSeats: 1500 });
    expect(bulk.data.tiers).toHaveLength(8);
  });

  it('offers hidden currencies only to their country', async () => {
    const buyer = await newBuyer(server);
    const asUs = await buyer.api('/checkout/quote', {
      method: 'POST',
      body: JSON.stringify({ packageId: 'starter', currency: 'inr' }),
      headers: { 'accept-language': 'en-US' },
    });
    expect(asUs.status).toBe(400);
    expect(await asUs.json()).toMatchObject({
      errorMessage: 'This currency is not available in your country.',
    });
    const asIndia = await buyer.api('/checkout/quote', {
      method: 'POST',
      body: JSON.stringify({ packageId: 'starter', currency: 'inr' }),
      headers: { 'accept-language': 'en-IN' },
    });
    expect(await json(asIndia)).toMatchObject({ data: { total: 149900 } });
    const options = await json<{ data: { currencies: string[]; provider: string } }>(
      await fetch(`${server.url}/api/checkout/options`, {
        headers: { 'accept-language': 'hi-IN' },
      }),
    );
    expect(options.data.provider).toBe('test');
    expect(options.data.currencies).toContain('inr');
  });

  it('applies only a parity cookie the server signed; a forged one changes nothing', async () => {
    const buyer = await newBuyer(server);
    const quote = async (parity: string) =>
      (
        await json<{ data: { total: number } }>(
          // The test client sends its own cookie jar; this call adds the site's cookie.
          await fetch(`${server.url}/api/checkout/quote`, {
            method: 'POST',
            body: JSON.stringify({ packageId: 'starter', currency: 'usd' }),
            headers: {
              'content-type': 'application/json',
              uid: buyer.uid!,
              idToken: buyer.idToken!,
              cookie: `${buyer.cookieHeader()}; hpai_parity=${parity}`,
            },
          }),
        )
      ).data.total;
    // The exploit of issue 12: an unsigned cookie set in the browser lowered the price.
    expect(await quote('0.5')).toBe(2900);
    expect(await quote('0.01')).toBe(2900);
    const secret = server.services.fileSecret;
    const inAnHour = new Date(Date.now() + 3600_000);
    expect(await quote(signParity(secret, 0.5, inAnHour))).toBe(1450);
    const signed = signParity(secret, 0.8, inAnHour);
    expect(await quote(signed.replace('0.8.', '0.4.'))).toBe(2900);
    expect(await quote(signParity('another-secret-another-secret-000', 0.5, inAnHour))).toBe(2900);
    expect(await quote(signParity(secret, 0.5, new Date(Date.now() - 1000)))).toBe(2900);
    // The session charges what the quote said, from the same server-side parity.
    const session = await fetch(`${server.url}/api/checkout/session`, {
      method: 'POST',
      body: JSON.stringify({ packageId: 'starter', currency: 'usd', expectedTotal: 2900 }),
      headers: {
        'content-type': 'application/json',
        uid: buyer.uid!,
        idToken: buyer.idToken!,
        cookie: `${buyer.cookieHeader()}; hpai_parity=0.4`,
      },
    });
    expect(await json(session)).toMatchObject({ data: { quote: { total: 2900 } } });
  });

  it('sets referredBy at sign-up from the hp_referred_by cookie (the ?ref code)', async () => {
    const visitor = new TestClient(server.url);
    await visitor.post('/api/auth/sign-in/anonymous', {});
    await visitor.refreshToken();
    const res = await fetch(`${server.url}/api/user`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        uid: visitor.uid!,
        idToken: visitor.idToken!,
        cookie: `${visitor.cookieHeader()}; hp_referred_by=${referrerCode}`,
      },
      body: JSON.stringify({ uid: visitor.uid, email: 'x' }),
    });
    expect(await json(res)).toMatchObject({ success: true, new: true });
    const [row] = await db().select().from(appUser).where(eq(appUser.uid, visitor.uid!));
    expect(row!.referredBy).toBe(referrer.uid);
    expect(row!.referralCode).toMatch(/^[0-9a-f]{10}$/);
  });

  it('pays in EUR, grants the package, mails one receipt and rewards the referrer once', async () => {
    const buyer = await newBuyer(server, { referralCode: referrerCode });
    const [row] = await db().select().from(appUser).where(eq(appUser.uid, buyer.uid!));
    expect(row!.referredBy).toBe(referrer.uid);
    const before = await balancesOf(db(), referrer.uid!);

    const order = await buy(buyer, { packageId: 'professional', currency: 'eur' });
    expect(order).toMatchObject({
      provider: 'test',
      url: `/checkout/test?session=${order.orderId}`,
    });
    const paymentId = await payWithTestProvider(buyer, order.orderId);
    // Paying again is a no-op.
    await payWithTestProvider(buyer, order.orderId);

    const list = await json<{ payments: { _id: string; amountTotal: number; currency: string }[] }>(
      await buyer.api('/user/payments/all'),
    );
    expect(list.payments).toEqual([
      expect.objectContaining({
        _id: paymentId,
        amountTotal: 3900,
        currency: 'eur',
        status: 'paid',
      }),
    ]);
    const granted = await db()
      .select()
      .from(ledgerLot)
      .where(and(eq(ledgerLot.paymentId, paymentId), eq(ledgerLot.uid, buyer.uid!)));
    expect(granted).toEqual([
      expect.objectContaining({
        kind: 'package',
        balance: 1,
        terms: { packageId: 'professional', headshots: 50, styles: 4, width: 1536, height: 1920 },
      }),
    ]);
    const receipts = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'receipt'), eq(emailOutbox.to, row!.email)));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('39.00 EUR (TEST MODE: no money was charged)');
    expect(receipts[0]!.subject).toMatch(/^\[TEST\] /);

    const after = await balancesOf(db(), referrer.uid!);
    expect((after.studio_credits ?? 0) - (before.studio_credits ?? 0)).toBe(7);
    const referral = await json<{ data: { rewards: { credits: number; revoked: boolean }[] } }>(
      await referrer.api('/user/referral'),
    );
    expect(referral.data.rewards).toEqual([
      expect.objectContaining({ credits: 7, revoked: false }),
    ]);

    // spec 001 section 3 "User fields": packages and rewards on the user details.
    const buyerDetails = await json<{ user: { packages: { packageId: string }[] } }>(
      await buyer.api('/user/details'),
    );
    expect(buyerDetails.user.packages).toEqual([
      expect.objectContaining({ packageId: 'professional', paymentId }),
    ]);
    const referrerDetails = await json<{ user: { rewards: { credits: number }[] } }>(
      await referrer.api('/user/details'),
    );
    expect(referrerDetails.user.rewards).toEqual([expect.objectContaining({ credits: 7 })]);

    // A second payment of the same referred user gives no second reward.
    const second = await buy(buyer, { packageId: 'starter', currency: 'eur' });
    await payWithTestProvider(buyer, second.orderId);
    expect(await db().select().from(reward).where(eq(reward.referredUid, buyer.uid!))).toHaveLength(
      1,
    );
  });

  it('makes an invoice PDF with seller, buyer, currency and tax, for the owner only', async () => {
    const buyer = await newBuyer(server);
    const put = await buyer.api('/user/billing-details', {
      method: 'PUT',
      body: JSON.stringify({
        name: 'Ada Buyer',
        company: 'Analytical Ltd',
        address: '1 Engine Street',
        postalCode: '1011 AB',
        city: 'Amsterdam',
        country: 'Netherlands',
        vatId: 'NL999',
      }),
    });
    expect(put.status).toBe(200);
    expect(await json(await buyer.api('/user/billing-details'))).toMatchObject({
      data: { company: 'Analytical Ltd' },
    });
    const order = await buy(buyer, { packageId: 'starter', currency: 'usd' });
    const paymentId = await payWithTestProvider(buyer, order.orderId);

    const res = await buyer.api(`/invoice/${paymentId}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(await res.arrayBuffer());
    for (const part of [
      'Invoice',
      paymentId,
      'Studio BV',
      'Analytical Ltd',
      'USD',
      '29.00 USD',
      'Includes VAT 21%',
      '5.03 USD',
      // Demo mode: the invoice says no money moved.
      'Invoice (TEST)',
      'TEST MODE',
      'Starter: 30 headshots, 2 styles, 1024 x 1280',
    ]) {
      expect(text).toContain(part);
    }
    const other = await newBuyer(server);
    expect((await other.api(`/invoice/${paymentId}.pdf`)).status).toBe(404);
    expect((await other.api(`/checkout/order/${order.orderId}`)).status).toBe(404);
    expect((await buyer.api('/invoice/not-a-payment.pdf')).status).toBe(400);

    // Staff with the Invoices row open the very same document from the back office; the
    // support role (no Invoices row) is refused, an unknown payment is 404.
    const sales = new TestClient(server.url);
    await sales.signIn(DEMO_ACCOUNTS.find((a) => a.adminRole === 'sales')!.email, DEMO_PASSWORD);
    const staffPdf = await sales.api(`/admin/invoices/${paymentId}/pdf`);
    expect(staffPdf.status).toBe(200);
    expect(staffPdf.headers.get('content-type')).toBe('application/pdf');
    expect(staffPdf.headers.get('content-disposition')).toContain(`invoice-${paymentId}.pdf`);
    expect(await pdfText(await staffPdf.arrayBuffer())).toBe(text);
    expect((await staff.api(`/admin/invoices/${paymentId}/pdf`)).status).toBe(403);
    expect(
      (await sales.api('/admin/invoices/00000000-0000-4000-8000-000000000000/pdf')).status,
    ).toBe(404);
    expect((await sales.api('/admin/invoices/export.pdf/pdf')).status).toBe(400);
  });

  it('lets staff create coupons and gift cards that checkout then accepts', async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(DEMO_ACCOUNTS.find((a) => a.adminRole === 'marketer')!.email, DEMO_PASSWORD);
    const created = await admin.apiPost('/admin/coupons', {
      code: 'launch20',
      percentOff: 20,
      maxRedemptions: 100,
    });
    expect(await json(created)).toMatchObject({ data: { code: 'LAUNCH20', percentOff: 20 } });
    expect(
      (await admin.apiPost('/admin/coupons', { code: 'LAUNCH20', percentOff: 5 })).status,
    ).toBe(409);
    const bad = await admin.apiPost('/admin/coupons', { code: 'HALF', amountOff: 500 });
    expect(bad.status).toBe(400);
    const card = await json<{ data: { code: string; balance: number } }>(
      await admin.apiPost('/admin/giftcard', { currency: 'usd', balance: 1000 }),
    );
    expect(card.data.code).toMatch(/^GIFT-[0-9A-F]{10}$/);
    const buyer = await newBuyer(server);
    const quote = await json<{ data: Record<string, number> }>(
      await buyer.apiPost('/checkout/quote', {
        packageId: 'starter',
        currency: 'usd',
        couponCode: 'launch20',
        giftCardCode: card.data.code.toLowerCase(),
      }),
    );
    expect(quote.data).toMatchObject({
      subtotal: 2900,
      discount: 580,
      giftCard: 1000,
      total: 1320,
    });
    const list = await json<{ data: { code: string }[] }>(await admin.api('/admin/coupons'));
    expect(list.data.map((c) => c.code)).toContain('LAUNCH20');
  });

  it('takes a gift card, refuses it in another currency, and restores it on refund', async () => {
    const admin = new TestClient(server.url);
    await admin.signIn(DEMO_ACCOUNTS.find((a) => a.adminRole === 'admin')!.email, DEMO_PASSWORD);
    expect(
      (
        await admin.apiPost('/admin/giftcard', {
          code: 'GIFT-EUR-50',
          currency: 'eur',
          balance: 5000,
        })
      ).status,
    ).toBe(200);
    const cardBalance = async () => {
      const [card] = await db().select().from(giftCard).where(eq(giftCard.code, 'GIFT-EUR-50'));
      return (await lotOf(db(), { giftCardId: card!.id }))!.balance;
    };
    const buyer = await newBuyer(server);
    const wrong = await buyer.apiPost('/checkout/quote', {
      packageId: 'starter',
      currency: 'usd',
      giftCardCode: 'gift-eur-50',
    });
    expect(await wrong.json()).toMatchObject({
      errorMessage: 'This gift card only works for payments in EUR.',
      reason: 'giftCard.otherCurrency',
      params: { currency: 'EUR' },
    });
    const order = await buy(buyer, {
      packageId: 'starter',
      currency: 'eur',
      giftCardCode: 'gift-eur-50',
    });
    // 29.00 EUR fully covered: nothing to collect, paid at once.
    const status = await json<{ data: { status: string; paymentId: string; total: number } }>(
      await buyer.api(`/checkout/order/${order.orderId}`),
    );
    expect(status.data).toMatchObject({ status: 'paid', total: 0 });
    expect(await cardBalance()).toBe(2100);
    expect((await admin.apiPost(`/admin/refund/${status.data.paymentId}`, {})).status).toBe(200);
    expect(await cardBalance()).toBe(5000);
    // A second refund of the same payment restores nothing more.
    expect((await admin.apiPost(`/admin/refund/${status.data.paymentId}`, {})).status).toBe(200);
    expect(await cardBalance()).toBe(5000);
  });

  it('takes refund requests, refuses team members, and staff refund once, reversing the reward', async () => {
    const member = await newBuyer(server, { role: 'TeamMember' });
    const memberOrder = await buy(member, { packageId: 'starter', currency: 'usd' });
    const memberPayment = await payWithTestProvider(member, memberOrder.orderId);
    const refused = await member.apiPost('/refund/request', {
      paymentId: memberPayment,
      reason: 'Not happy',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ errorMessage: TEAM_MEMBER_REFUND_REFUSAL });

    const buyer = await newBuyer(server, { referralCode: referrerCode });
    const order = await buy(buyer, { packageId: 'starter', currency: 'usd' });
    const paymentId = await payWithTestProvider(buyer, order.orderId);
    const credited = await balancesOf(db(), referrer.uid!);
    const res = await buyer.apiPost('/refund/request', {
      paymentId,
      reason: 'The photos do not look like me',
      source: 'support-modal',
    });
    expect(res.status).toBe(200);
    const { data } = await json<{ data: { id: string; dueBy: string } }>(res);
    const again = await json<{ data: { id: string } }>(
      await buyer.apiPost('/refund/request', { paymentId, reason: 'again' }),
    );
    expect(again.data.id).toBe(data.id);
    const stranger = await newBuyer(server);
    expect((await stranger.apiPost('/refund/request', { paymentId, reason: 'x' })).status).toBe(
      404,
    );

    const list = await json<{
      data: { id: string; status: string; source: string; dueBy: string; createdAt: string }[];
    }>(await staff.api('/admin/refund'));
    const mine = list.data.find((r) => r.id === data.id)!;
    expect(mine).toMatchObject({ status: 'open', source: 'support-modal' });
    expect(Date.parse(mine.dueBy) - Date.parse(mine.createdAt)).toBe(48 * 3600 * 1000);

    const first = await json(await staff.apiPost(`/admin/refund/${paymentId}`, {}));
    const second = await json(await staff.apiPost(`/admin/refund/${paymentId}`, {}));
    expect(first).toMatchObject({ data: { alreadyRefunded: false, amount: 2900 } });
    expect(second).toMatchObject({ data: { alreadyRefunded: true } });
    const [paid] = await db().select().from(payment).where(eq(payment.id, paymentId));
    expect(paid!.status).toBe('refunded');
    const debited = await balancesOf(db(), referrer.uid!);
    expect((credited.studio_credits ?? 0) - (debited.studio_credits ?? 0)).toBe(7);
    const after = await json<{ data: { status: string }[] }>(await staff.api('/admin/refund'));
    expect(after.data.find((r) => 'id' in r && (r as { id: string }).id === data.id)).toMatchObject(
      {
        status: 'refunded',
      },
    );
  });

  it('refunds what runs did not give back, listed exactly, and mails the customer once in their language', async () => {
    const buyer = await newBuyer(server);
    const order = await buy(buyer, { packageId: 'starter', currency: 'usd' });
    const paymentId = await payWithTestProvider(buyer, order.orderId);
    // No language on the user: their latest submitted model says German, an older one Spanish.
    await db()
      .insert(model)
      .values([
        { id: `m-es-${buyer.uid}`, uid: buyer.uid!, locale: 'es', submittedAt: new Date(1_000) },
        { id: `m-de-${buyer.uid}`, uid: buyer.uid!, locale: 'de', submittedAt: new Date(2_000) },
      ]);
    // Decision 071: a finished run gave 9.00 of the 29.00 back already.
    await db()
      .insert(modelGiveBack)
      .values({
        modelId: `m-de-${buyer.uid}`,
        submittedAt: new Date(2_000),
        uid: buyer.uid!,
        promised: 20,
        made: 14,
        shown: 14,
        givenBack: 6,
        kind: 'money',
        amount: 900,
        currency: 'usd',
        paymentId,
        status: 'owed',
      });
    expect((await buyer.apiPost('/refund/request', { paymentId, reason: 'Too few' })).status).toBe(
      200,
    );
    const listed = async () =>
      (
        await json<{ data: { paymentId: string; amountTotal: number; refundable: number }[] }>(
          await staff.api('/admin/refund'),
        )
      ).data.find((r) => r.paymentId === paymentId);
    expect(await listed()).toMatchObject({ amountTotal: 2900, refundable: 2000 });
    const [user] = await db().select().from(appUser).where(eq(appUser.uid, buyer.uid!));
    const refundMails = () =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, 'refund'), eq(emailOutbox.to, user!.email)));

    const answers = await Promise.all([
      staff.apiPost(`/admin/refund/${paymentId}`, {}),
      staff.apiPost(`/admin/refund/${paymentId}`, {}),
    ]);
    for (const res of answers) expect(res.status, await res.clone().text()).toBe(200);
    const outcomes = await Promise.all(
      answers.map((res) => json<{ data: { amount: number } }>(res)),
    );
    expect(outcomes.map((o) => o.data.amount)).toEqual([2000, 2000]);
    const again = await json(await staff.apiPost(`/admin/refund/${paymentId}`, {}));
    expect(again).toMatchObject({ data: { alreadyRefunded: true, amount: 2000 } });
    expect(await listed()).toMatchObject({ refundable: 0 });

    const mails = await refundMails();
    expect(mails).toHaveLength(1);
    const amount = formatPrice(2000, 'usd', 'de');
    expect(mails[0]!.subject).toBe(`[TEST] Deine Erstattung über ${amount}`);
    expect(mails[0]!.text).toContain(`Wir haben dir ${amount} auf die Karte`);
    expect(mails[0]!.text).toContain('ein paar Tage');
    expect(mails[0]!.text).toContain('ein Porträt-Paket');
  });

  it('sends nothing to Meta when the Conversions API is not configured', async () => {
    const buyer = await newBuyer(server);
    const order = await buy(buyer, { packageId: 'starter', currency: 'usd' });
    const paymentId = await payWithTestProvider(buyer, order.orderId);
    const res = await buyer.apiPost('/t/fb/sale', {
      cookies: { _fbp: 'fb.1.1.1' },
      transactionId: paymentId,
      currentUrl: `${server.url}/checkout/confirmation`,
      uid: buyer.uid,
    });
    expect(await json(res)).toMatchObject({ success: true, sent: false });
    const other = await newBuyer(server);
    const notMine = await other.apiPost('/t/fb/sale', {
      transactionId: paymentId,
      currentUrl: server.url,
      uid: other.uid,
    });
    expect(notMine.status).toBe(404);
  });
  it("forwards the sale to Meta's Conversions API when configured, keyed by the payment id", async () => {
    const calls: { url: string; body: { data: Record<string, unknown>[] } }[] = [];
    const graph = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        calls.push({
          url: req.url ?? '',
          body: JSON.parse(raw) as { data: Record<string, unknown>[] },
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"events_received":1}');
      });
    });
    await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
    const { port } = graph.address() as AddressInfo;
    server.services.config.analytics = {
      meta: {
        pixelId: 'PIXEL9',
        accessToken: 'TOKEN9',
        graphUrl: `http://127.0.0.1:${port}/v21.0`,
      },
    };
    try {
      const buyer = await newBuyer(server);
      const order = await buy(buyer, { packageId: 'starter', currency: 'eur' });
      const paymentId = await payWithTestProvider(buyer, order.orderId);
      const res = await buyer.apiPost('/t/fb/sale', {
        cookies: { _fbp: 'fb.1.123.456', _fbc: 'fb.1.123.abc' },
        transactionId: paymentId,
        currentUrl: `${server.url}/checkout/confirmation`,
        uid: buyer.uid,
      });
      expect(await json(res)).toMatchObject({ success: true, sent: true });
      expect(calls).toHaveLength(1);
      expect(calls[0]!.url).toBe('/v21.0/PIXEL9/events?access_token=TOKEN9');
      expect(calls[0]!.body.data[0]).toMatchObject({
        event_name: 'Purchase',
        event_id: paymentId,
        event_source_url: `${server.url}/checkout/confirmation`,
        user_data: { fbp: 'fb.1.123.456', fbc: 'fb.1.123.abc' },
        custom_data: { currency: 'EUR', value: 29, order_id: paymentId },
      });
    } finally {
      server.services.config.analytics = undefined;
      await new Promise<void>((resolve) => graph.close(() => resolve()));
    }
  });
});
