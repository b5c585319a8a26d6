import { and, count, eq, inArray } from 'drizzle-orm';
import {
  checkoutOrder,
  headshot,
  job,
  ledgerEntry,
  ledgerLot,
  orderLine,
  payment,
  upsellBasket,
} from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_CONFIG } from '../billing/config.ts';
import { json, newBuyer } from '../billing/test-helpers.ts';
import { balancesOf } from '../entitlements/ledger.ts';
import { tinyKit } from '../generation/testing/tiny-kit.ts';
import { JOB_DEFINITIONS } from '../jobs/registry.ts';
import { jobName } from '../jobs/queue.ts';
import { paymentFulfilJob } from '../billing/fulfil-job.ts';
import { upsellGenerateJob } from '../generation/generate-upsell.ts';
import { createJobRunner, type JobRunner } from '../jobs/runner.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { readyModel } from '../upsell/test-helpers.ts';

interface CreditsView {
  credits: number;
  currency: string;
  packs: { credits: number; amount: number }[];
  forSale: boolean;
}
interface Making {
  styleId: string;
  name: string;
  made: number;
  of: number;
  failed: boolean;
}

// Studio credits for sale and the upsell basket, paid at Stripe (the real SDK against the
// loopback fake) with signed webhooks delivered again and again: what was bought is granted,
// and made, exactly once (issue 18; decisions 009, 023 and 029).
describe(`studio credits and basket paid at Stripe, replayed (${testDriver()})`, () => {
  let stripe: FakeStripe;
  let server: TestServer;
  let runner: JobRunner;
  let alice: TestClient;
  let member: TestClient;
  const tiny = tinyKit();
  const db = () => server.database.db;

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
    server.services.generation = async () => tiny.kit;
    await seedDemoAccounts(server.services);
    alice = new TestClient(server.url);
    member = new TestClient(server.url);
    await alice.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    await member.signIn(DEMO_ACCOUNTS[2]!.email, DEMO_PASSWORD);
    runner = createJobRunner({
      services: server.services,
      definitions: JOB_DEFINITIONS,
      concurrency: 2,
      leaseSeconds: 30,
      pollMs: 50,
    });
    runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await server.close();
    await stripe.close();
  });

  /** Resolves when no due job is queued or running. */
  async function idle(ms = 60_000) {
    const end = Date.now() + ms;
    for (;;) {
      const [open] = await db()
        .select({ n: count() })
        .from(job)
        .where(
          and(
            inArray(job.status, ['queued', 'running']),
            // An order's expiry waits 35 minutes by design.
            inArray(job.name, [jobName(paymentFulfilJob), jobName(upsellGenerateJob)]),
          ),
        );
      if (!open?.n) return;
      if (Date.now() > end) throw new Error(`${open.n} jobs still open`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const deliver = (event: Record<string, unknown>) => {
    const body = JSON.stringify(event);
    return fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(body) },
      body,
    });
  };
  /** One Stripe event for the order, delivered 10 times (5 at once), then idle. */
  async function payAndReplay(orderId: string) {
    const [order] = await db().select().from(checkoutOrder).where(eq(checkoutOrder.id, orderId));
    const { session } = stripe.completeSession(order!.providerSessionId!);
    const event = stripe.event('checkout.session.completed', { ...session });
    const at = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    for (const res of at) expect(res.status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await deliver(event)).status).toBe(200);
    await idle();
    expect((await deliver(event)).status).toBe(200);
    await idle();
  }
  const creditsOf = async (client: TestClient) => {
    const res = await client.api('/studio/credits');
    expect(res.status).toBe(200);
    return (await json<{ data: CreditsView }>(res)).data;
  };
  const buy = (client: TestClient, body: Record<string, unknown>) =>
    client.apiPost('/studio/credits/checkout', body);

  it('answers the balance and the packs priced on the server; team members are not sold any', async () => {
    expect(await creditsOf(alice)).toEqual({
      credits: 0,
      currency: 'usd',
      packs: [
        { credits: 10, amount: 500 },
        { credits: 25, amount: 1250 },
        { credits: 50, amount: 2500 },
      ],
      forSale: true,
    });
    expect((await creditsOf(member)).forSale).toBe(false);
    const eur = await alice.api('/studio/credits?currency=eur');
    expect((await json<{ data: CreditsView }>(eur)).data.currency).toBe('eur');
  });

  it('refuses packs not on sale, negative amounts, hidden currencies and non-buyers, making no order', async () => {
    const buyer = await newBuyer(server);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ credits: 11, currency: 'usd' }, 400, 'input.invalid'],
      [{ credits: -10, currency: 'usd' }, 400, 'input.invalid'],
      [{ credits: 0, currency: 'usd' }, 400, 'input.invalid'],
      [{ credits: 10.5, currency: 'usd' }, 400, 'input.invalid'],
      [{ credits: '10', currency: 'usd' }, 400, 'input.invalid'],
      [{ credits: 1e12, currency: 'usd' }, 400, 'input.invalid'],
      [{ currency: 'usd' }, 400, 'input.invalid'],
      [{ credits: 10, currency: 'xxx' }, 400, 'input.invalid'],
      [{ credits: 10, currency: 'usd', expectedTotal: -1 }, 400, 'input.invalid'],
      // Hidden currencies only for their country's visitors (spec 001 section 9).
      [{ credits: 10, currency: 'inr' }, 400, 'currency.notAvailable'],
      [{ credits: 10, currency: 'usd', expectedTotal: 1 }, 409, 'checkout.totalChanged'],
    ];
    for (const [body, status, reason] of cases) {
      const res = await buy(buyer, body);
      const answer = await json<{ reason?: string }>(res);
      expect([res.status, answer.reason], JSON.stringify([body, answer])).toEqual([status, reason]);
    }
    const member403 = await buy(member, { credits: 10, currency: 'usd' });
    expect(member403.status).toBe(403);
    expect(await json(member403)).toMatchObject({ reason: 'studio.creditsNotForSale' });
    await server.services.parameters.set('holidayMode', { enabled: true, endsAt: null });
    try {
      expect((await buy(buyer, { credits: 10, currency: 'usd' })).status).toBe(403);
      expect((await creditsOf(buyer)).forSale).toBe(false);
    } finally {
      await server.services.parameters.set('holidayMode', { enabled: false, endsAt: null });
    }
    const orders = await db().select().from(checkoutOrder).where(eq(checkoutOrder.uid, buyer.uid!));
    expect(orders).toEqual([]);
  });

  it('a pack is one studio_credits line priced on the server; a replayed payment grants it once', async () => {
    const buyer = await newBuyer(server);
    // A price or amount from the client is not read: only the pack decides.
    const res = await buy(buyer, {
      credits: 25,
      currency: 'usd',
      expectedTotal: 1250,
      amount: 1,
      unitAmount: 0,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = await json<{
      data: { orderId: string; provider: string; url: string; quote: Record<string, unknown> };
    }>(res);
    expect(data.provider).toBe('stripe');
    expect(data.quote).toMatchObject({
      total: 1250,
      lines: [
        {
          kind: 'studio_credits',
          description: 'Studio credits: 25',
          quantity: 25,
          unitAmount: 50,
          amount: 1250,
        },
      ],
    });
    await payAndReplay(data.orderId);
    expect(await db().select().from(payment).where(eq(payment.orderId, data.orderId))).toHaveLength(
      1,
    );
    const lots = await db().select().from(ledgerLot).where(eq(ledgerLot.uid, buyer.uid!));
    expect(lots.map((l) => [l.kind, l.balance])).toEqual([['studio_credits', 25]]);
    expect((await creditsOf(buyer)).credits).toBe(25);
    // The profile's payments name what was bought (no package): the line.
    const listed = await json<{ payments: { amountTotal: number; packageName: string }[] }>(
      await buyer.api('/user/payments/all'),
    );
    expect(listed.payments).toMatchObject([
      { amountTotal: 1250, packageName: 'Studio credits: 25' },
    ]);
  });

  it(
    'a paid basket makes each style once for that model and grants the remix credits once',
    { timeout: 90_000 },
    async () => {
      const modelId = await readyModel(server, alice);
      const saved = await alice.apiPost(`/upsell/basket?modelId=${modelId}`, {
        items: [
          { type: 'style', styleId: 'charcoal' },
          { type: 'style', styleId: 'sky-blue' },
          { type: 'remix' },
        ],
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      const res = await alice.apiPost(`/upsell/checkout?modelId=${modelId}`, { currency: 'usd' });
      expect(res.status, await res.clone().text()).toBe(200);
      const { orderId } = (await json<{ data: { orderId: string } }>(res)).data;
      // Something added after the checkout stays in the basket for the next one.
      await db()
        .update(upsellBasket)
        .set({
          items: [
            { type: 'style', styleId: 'charcoal', clothingId: null },
            { type: 'style', styleId: 'sky-blue', clothingId: null },
            { type: 'style', styleId: 'forest-green', clothingId: null },
            { type: 'remix', amount: 15 },
          ],
        })
        .where(eq(upsellBasket.modelId, modelId));
      const before = tiny.calls.generate.length;
      // Mid-way through the first style, the basket says what is being made and how far.
      let midway: Making[] | null = null;
      let owned: string[] = [];
      let buyAgain: [number, string] | null = null;
      const generate = tiny.kit.engine.generate.bind(tiny.kit.engine);
      tiny.kit.engine.generate = (input, onImage, signal) =>
        generate(
          input,
          async (image) => {
            await onImage(image);
            if (midway === null && input.style.id === 'charcoal' && image.variant === 4) {
              const view = await alice.api(`/upsell/basket?modelId=${modelId}`);
              const answer = await json<{ data: { making: Making[]; ownedStyles: string[] } }>(
                view,
              );
              midway = answer.data.making;
              owned = answer.data.ownedStyles;
              // A style paid for and not made yet cannot be bought a second time.
              const again = await alice.apiPost(`/upsell/basket?modelId=${modelId}`, {
                items: [{ type: 'style', styleId: 'sky-blue' }],
              });
              buyAgain = [again.status, (await json<{ reason: string }>(again)).reason];
            }
          },
          signal,
        );

      await payAndReplay(orderId);
      tiny.kit.engine.generate = generate;
      expect(midway).toEqual([
        { styleId: 'charcoal', name: 'Charcoal', made: 5, of: 10, failed: false },
        { styleId: 'sky-blue', name: 'Sky blue', made: 0, of: 10, failed: false },
      ]);
      expect(owned).toEqual(expect.arrayContaining(['studio-grey', 'charcoal', 'sky-blue']));
      expect(buyAgain).toEqual([409, 'basket.styleOwned']);

      // Each style generated once, 10 headshots each, however often the event came.
      expect(tiny.calls.generate.length - before).toBe(2);
      const rows = await db().select().from(headshot).where(eq(headshot.modelId, modelId));
      expect(rows.filter((r) => r.style === 'charcoal')).toHaveLength(10);
      expect(rows.filter((r) => r.style === 'sky-blue')).toHaveLength(10);
      const lines = await db().select().from(orderLine).where(eq(orderLine.orderId, orderId));
      const lots = await db()
        .select()
        .from(ledgerLot)
        .where(
          inArray(
            ledgerLot.orderLineId,
            lines.map((l) => l.id),
          ),
        );
      expect(lots.map((l) => [l.kind, l.balance]).sort()).toEqual([
        ['remix_credits', 10],
        ['style_slots', 0],
        ['style_slots', 0],
      ]);
      const spends = await db()
        .select()
        .from(ledgerEntry)
        .where(
          inArray(
            ledgerEntry.lotId,
            lots.map((l) => l.id),
          ),
        );
      expect(spends.filter((e) => e.reason === 'spend')).toHaveLength(2);
      expect((await balancesOf(db(), alice.uid!)).remix_credits).toBe(10);
      const view = await json<{ data: { making: Making[]; basket: { items: unknown[] } } }>(
        await alice.api(`/upsell/basket?modelId=${modelId}`),
      );
      expect(view.data.making).toEqual([]);
      expect(view.data.basket.items).toEqual([
        { type: 'style', styleId: 'forest-green', clothingId: null },
        { type: 'remix', amount: 5 },
      ]);
    },
  );
});
