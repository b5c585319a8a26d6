import { and, eq } from 'drizzle-orm';
import {
  headshot,
  ledgerEntry,
  ledgerLot,
  model,
  modelGiveBack,
  payment,
  refund,
} from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { formatPaymentAmount } from '@hs/domain/payment-display';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOut } from '../billing/give-back-payout.ts';
import { refundPayment } from '../billing/refund.ts';
import { json, newBuyer, paymentRunner, type PaymentRunner } from '../billing/test-helpers.ts';
import { balancesOf } from '../entitlements/ledger.ts';
import { grantTestPackage } from '../entitlements/test-helpers.ts';
import { queueModel } from '../onboarding/submit.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../seed-demo.ts';
import type { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { pdfText } from '../testing/pdf-text.ts';
import { NOTHING_SHOWN_REASON, settleRun } from './settle.ts';

// Issue 34 item 5: a finished run keeps its promise or gives the rest back, by itself, once,
// in the transaction that ends it; money reaches the buyer as a partial refund.

type Shown = 'shown' | 'hidden' | 'nsfw';

describe(`a run's give-back (${testDriver()})`, () => {
  let server: TestServer;
  let runner: PaymentRunner;
  let n = 0;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer({ accountCreationLimitPerHour: 10_000 });
    await seedDemoAccounts(server.services);
    runner = paymentRunner(server);
  });
  afterAll(async () => {
    await runner.stop();
    await server.close();
  });

  /** A buyer who paid for one Starter package with the test provider. */
  async function paidBuyer(): Promise<{ buyer: TestClient; paymentId: string; paid: number }> {
    const buyer = await newBuyer(server);
    const session = await json<{ data: { orderId: string } }>(
      await buyer.apiPost('/checkout/session', { packageId: 'starter', currency: 'usd' }),
    );
    expect((await buyer.apiPost(`/checkout/test/${session.data.orderId}/pay`, {})).status).toBe(
      200,
    );
    await runner.drain();
    const [row] = await db().select().from(payment).where(eq(payment.uid, buyer.uid!));
    return { buyer, paymentId: row!.id, paid: row!.amountTotal };
  }

  /** A submitted model of `uid` promising `perStyle` a style over 2 styles, now ranked. */
  async function rankedRun(uid: string, perStyle: number | null, outputs: Shown[]) {
    const id = `gb-${++n}`;
    await db().insert(model).values({ id, uid, styles: [] });
    const queued = await db().transaction((tx) =>
      queueModel(tx, { uid, modelId: id, styles: ['a', 'b'], locale: 'en', perStyle }),
    );
    expect(queued).not.toBeNull();
    await db().update(model).set({ status: 'ranking' }).where(eq(model.id, id));
    for (const [i, kind] of outputs.entries()) {
      await db()
        .insert(headshot)
        .values({
          modelId: id,
          style: i % 2 ? 'b' : 'a',
          variant: i,
          position: i + 1,
          path: `models/${id}/headshots/${i}.png`,
          thumbPath: `models/${id}/headshots/${i}-thumb.webp`,
          width: 256,
          height: 320,
          status: kind === 'hidden' ? 'hidden' : 'active',
          hiddenReason: kind === 'hidden' ? 'mismatch' : null,
          nsfw: kind === 'nsfw',
        });
    }
    return { id, promised: queued!.promised! };
  }
  const settle = (modelId: string) => db().transaction((tx) => settleRun(tx, modelId));
  const entriesOf = (modelId: string) =>
    db()
      .select({
        amount: ledgerEntry.amount,
        reason: ledgerEntry.reason,
        kind: ledgerLot.kind,
        note: ledgerEntry.note,
      })
      .from(ledgerEntry)
      .innerJoin(ledgerLot, eq(ledgerLot.id, ledgerEntry.lotId))
      .where(eq(ledgerEntry.modelId, modelId));

  it('stores the promise at submit: each style capped at the distinct photos the uploads give', async () => {
    const { buyer } = await paidBuyer();
    const run = await rankedRun(buyer.uid!, 3, []);
    expect(run.promised).toBe(6);
  });

  it('a paid run that shows 3 of 6 promised gives back half its price, once, and pays it at the provider', async () => {
    const { buyer, paymentId, paid } = await paidBuyer();
    const run = await rankedRun(buyer.uid!, 3, [
      'shown',
      'shown',
      'hidden',
      'nsfw',
      'shown',
      'hidden',
    ]);
    // 20 racing settlements and 10 replays settle once.
    const results = await Promise.all(Array.from({ length: 20 }, () => settle(run.id)));
    for (let i = 0; i < 10; i++) results.push(await settle(run.id));
    const settled = results.filter((r) => r !== null);
    expect(settled).toHaveLength(1);
    const owed = Math.floor((paid * 3) / 6);
    expect(settled[0]!.giveBack).toMatchObject({
      promised: 6,
      made: 6,
      shown: 3,
      givenBack: 3,
      kind: 'money',
      amount: owed,
      status: 'owed',
      paymentId,
      currency: 'usd',
    });
    const [row] = await db().select().from(model).where(eq(model.id, run.id));
    expect(row).toMatchObject({ status: 'ready', progressDone: 6 });
    expect(await entriesOf(run.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'money_back', amount: owed, reason: 'give_back' }),
      ]),
    );
    // Paid at the provider once, however often the payout runs.
    const paidNow = await Promise.all(
      Array.from({ length: 5 }, () => payOut(server.services, settled[0]!.giveBack.id)),
    );
    expect(paidNow.filter(Boolean)).toHaveLength(1);
    expect(await payOut(server.services, settled[0]!.giveBack.id)).toBe(false);
    const [after] = await db()
      .select()
      .from(modelGiveBack)
      .where(eq(modelGiveBack.id, settled[0]!.giveBack.id));
    expect(after).toMatchObject({ status: 'paid', providerRef: `test_gb_${after!.id}` });
    const moneyBack = (await entriesOf(run.id)).filter((e) => e.kind === 'money_back');
    expect(moneyBack.map((e) => [e.reason, e.amount]).sort()).toEqual([
      ['give_back', owed],
      ['refund', -owed],
    ]);
    expect((await balancesOf(db(), buyer.uid!)).money_back ?? 0).toBe(0);

    // A staff refund afterwards returns only what is left of the payment.
    const [admin] = DEMO_ACCOUNTS.filter((a) => a.adminRole === 'admin');
    const refunded = await refundPayment(server.services, paymentId, {
      uid: 'staff',
      email: admin!.email,
      role: 'admin',
    });
    expect(refunded.amount).toBe(paid - owed);
    const [refundRow] = await db().select().from(refund).where(eq(refund.paymentId, paymentId));
    expect(refundRow!.amount + owed).toBe(paid);
  });

  it("the receipt and the invoice say what the run promised, made and gave back, and the payment's lots name it", async () => {
    const { buyer, paymentId, paid } = await paidBuyer();
    const run = await rankedRun(buyer.uid!, 3, ['shown', 'hidden', 'nsfw', 'shown']);
    const settled = await settle(run.id);
    const owed = Math.floor((paid * 4) / 6);
    expect(settled!.giveBack).toMatchObject({ promised: 6, shown: 2, givenBack: 4, amount: owed });
    const listed = async () =>
      (
        await json<{ payments: { _id: string; giveBacks: unknown[] }[] }>(
          await buyer.api('/user/payments/all'),
        )
      ).payments.find((p) => p._id === paymentId)!.giveBacks;
    expect(await listed()).toEqual([
      {
        promised: 6,
        made: 2,
        givenBack: 4,
        kind: 'money',
        amount: owed,
        currency: 'usd',
        status: 'owed',
      },
    ]);
    await payOut(server.services, settled!.giveBack.id);
    expect(await listed()).toMatchObject([{ status: 'paid', amount: owed }]);
    const pdf = await buyer.api(`/invoice/${paymentId}.pdf`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain('Promised 6, made 2, given back 4 (refunded)');
    expect(text).toContain(`-${formatPaymentAmount(owed)} USD`);
    expect(text).toContain(`Paid after give-backs`);
    expect(text).toContain(`${formatPaymentAmount(paid - owed)} USD`);
    // Another buyer's payments say nothing of it.
    const other = await paidBuyer();
    expect(
      (
        await json<{ payments: { giveBacks: unknown[] }[] }>(
          await other.buyer.api('/user/payments/all'),
        )
      ).payments.flatMap((p) => p.giveBacks),
    ).toEqual([]);
  });

  it('a run that shows nothing gives the whole package back and returns to onboarding', async () => {
    const { buyer } = await paidBuyer();
    const run = await rankedRun(buyer.uid!, null, ['hidden', 'nsfw', 'hidden']);
    expect(await balancesOf(db(), buyer.uid!)).toMatchObject({ package: 0 });
    const settled = await settle(run.id);
    expect(settled!.giveBack).toMatchObject({ shown: 0, givenBack: run.promised, kind: 'run' });
    expect(settled!.deletedPaths).toHaveLength(6);
    expect(await balancesOf(db(), buyer.uid!)).toMatchObject({ package: 1 });
    const [row] = await db().select().from(model).where(eq(model.id, run.id));
    expect(row).toMatchObject({
      status: 'onboarding',
      failureReason: NOTHING_SHOWN_REASON,
      promised: null,
      packageTerms: null,
    });
    expect(await db().select().from(headshot).where(eq(headshot.modelId, run.id))).toHaveLength(0);
    expect(await settle(run.id)).toBeNull();
    expect(await balancesOf(db(), buyer.uid!)).toMatchObject({ package: 1 });
    // The receipt names the package given back.
    const payments = await json<{ payments: { giveBacks: unknown[] }[] }>(
      await buyer.api('/user/payments/all'),
    );
    expect(payments.payments[0]!.giveBacks).toEqual([
      expect.objectContaining({ kind: 'run', made: 0, givenBack: run.promised }),
    ]);
    // Submitted again and kept this time: a second run of the same model settles on its own.
    const again = await db().transaction((tx) =>
      queueModel(tx, {
        uid: buyer.uid!,
        modelId: run.id,
        styles: ['a'],
        locale: 'en',
        perStyle: 1,
      }),
    );
    expect(again!.promised).toBe(1);
    await db().update(model).set({ status: 'ranking' }).where(eq(model.id, run.id));
    await db().insert(headshot).values({
      modelId: run.id,
      style: 'a',
      variant: 0,
      position: 1,
      path: 'p.png',
      thumbPath: 't.webp',
      width: 1,
      height: 1,
    });
    expect((await settle(run.id))!.giveBack).toMatchObject({ kind: 'none', givenBack: 0 });
    const runs = await db().select().from(modelGiveBack).where(eq(modelGiveBack.modelId, run.id));
    expect(runs.map((r) => r.kind).sort()).toEqual(['none', 'run']);
  });

  it('an unpaid run (a staff grant) gives back one studio credit per headshot not shown', async () => {
    const buyer = await newBuyer(server);
    await grantTestPackage(server, buyer.uid!, { headshots: 10, styles: 2 });
    const run = await rankedRun(buyer.uid!, null, ['shown', 'hidden', 'shown']);
    expect(run.promised).toBe(10);
    const settled = await settle(run.id);
    expect(settled!.giveBack).toMatchObject({ shown: 2, givenBack: 8, kind: 'credits', amount: 8 });
    expect(await balancesOf(db(), buyer.uid!)).toMatchObject({ studio_credits: 8 });
  });

  it('a run that keeps its promise gives nothing back', async () => {
    const { buyer } = await paidBuyer();
    const run = await rankedRun(buyer.uid!, 1, ['shown', 'shown']);
    expect((await settle(run.id))!.giveBack).toMatchObject({
      promised: 2,
      shown: 2,
      givenBack: 0,
      kind: 'none',
    });
    const rows = await db()
      .select()
      .from(ledgerLot)
      .where(and(eq(ledgerLot.uid, buyer.uid!), eq(ledgerLot.kind, 'money_back')));
    expect(rows).toHaveLength(0);
  });

  it('two submits of one model in parallel spend once', async () => {
    const { buyer } = await paidBuyer();
    const id = `gb-${++n}`;
    await db().insert(model).values({ id, uid: buyer.uid!, styles: [] });
    const both = await Promise.allSettled(
      [0, 1].map(() =>
        db().transaction((tx) =>
          queueModel(tx, { uid: buyer.uid!, modelId: id, styles: ['a'], locale: 'en' }),
        ),
      ),
    );
    expect(both.filter((r) => r.status === 'fulfilled' && r.value !== null)).toHaveLength(1);
    expect(await balancesOf(db(), buyer.uid!)).toMatchObject({ package: 0 });
    // ...and give back once: the run ends with nothing shown, settled by two jobs at once.
    await db().update(model).set({ status: 'ranking' }).where(eq(model.id, id));
    const settled = await Promise.all([settle(id), settle(id)]);
    expect(settled.filter((r) => r !== null)).toHaveLength(1);
    expect(await balancesOf(db(), buyer.uid!)).toMatchObject({ package: 1 });
    const entries = await entriesOf(id);
    expect(entries.map((e) => [e.kind, e.reason, e.amount]).sort()).toEqual([
      ['package', 'refund', 1],
      ['package', 'spend', -1],
    ]);
  });

  it('a refund while a give-back is owed, then its payout, return what was paid and no more', async () => {
    const { buyer, paymentId, paid } = await paidBuyer();
    const run = await rankedRun(buyer.uid!, 3, ['shown', 'hidden', 'shown', 'hidden']);
    const owed = Math.floor((paid * 4) / 6);
    expect((await settle(run.id))!.giveBack).toMatchObject({ status: 'owed', amount: owed });
    const [admin] = DEMO_ACCOUNTS.filter((a) => a.adminRole === 'admin');
    const staff = { uid: 'staff', email: admin!.email, role: 'admin' as const };
    // Refunded twice by staff (a double click) before the payout job ran.
    const refunds = await Promise.all([
      refundPayment(server.services, paymentId, staff),
      refundPayment(server.services, paymentId, staff),
    ]).catch(async () => [await refundPayment(server.services, paymentId, staff)]);
    expect(new Set(refunds.map((r) => r.amount))).toEqual(new Set([paid - owed]));
    const [gb] = await db().select().from(modelGiveBack).where(eq(modelGiveBack.modelId, run.id));
    for (let i = 0; i < 10; i++) await payOut(server.services, gb!.id);
    const refunded = await db().select().from(refund).where(eq(refund.paymentId, paymentId));
    const [after] = await db().select().from(modelGiveBack).where(eq(modelGiveBack.id, gb!.id));
    expect(after!.status).toBe('paid');
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.amount + after!.amount).toBe(paid);
  });

  it('a run of a payment refunded before it ended gives nothing more back', async () => {
    const { buyer, paymentId, paid } = await paidBuyer();
    const run = await rankedRun(buyer.uid!, 3, ['shown', 'hidden']);
    const [admin] = DEMO_ACCOUNTS.filter((a) => a.adminRole === 'admin');
    const refunded = await refundPayment(server.services, paymentId, {
      uid: 'staff',
      email: admin!.email,
      role: 'admin',
    });
    expect(refunded.amount).toBe(paid);
    expect((await settle(run.id))!.giveBack).toMatchObject({
      promised: 6,
      shown: 1,
      givenBack: 5,
      kind: 'none',
      amount: 0,
    });
    expect(
      await db()
        .select()
        .from(ledgerLot)
        .where(and(eq(ledgerLot.uid, buyer.uid!), eq(ledgerLot.kind, 'money_back'))),
    ).toEqual([]);
  });
});
