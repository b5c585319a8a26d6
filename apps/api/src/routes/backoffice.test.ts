import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import sharp from 'sharp';
import type { AdminStats } from '@hs/contracts/backoffice';
import {
  appUser,
  authUser,
  checkoutOrder,
  headshot,
  job,
  model,
  orderLine,
  payment,
  staffAudit,
  trainingPhoto,
} from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../billing/test-helpers.ts';
import { CSV_PAGE_ROWS } from '../backoffice/money.ts';
import { rerankModelJob } from '../backoffice/models.ts';
import { tinyKit } from '../generation/testing/tiny-kit.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const DAY = 86_400_000;
// A buyer whose e-mail and line text a spreadsheet would run as formulas.
const FORMULA_EMAIL = '=cmd@bo.example.com';
const FORMULA_LINE = '=HYPERLINK("http://evil.example","Click")';

describe(`back office: home, money and work (${testDriver()})`, () => {
  let server: TestServer;
  const staff: Record<string, TestClient> = {};
  const uid = { a: `bo-a-${Date.now()}`, b: `bo-b-${Date.now()}`, bulk: `bo-bulk-${Date.now()}` };
  let before: AdminStats;

  async function signIn(role: string) {
    const client = new TestClient(server.url);
    expect((await client.signIn(`${role}@demo.example.com`, DEMO_PASSWORD)).status).toBe(200);
    return client;
  }

  async function person(id: string, email: string) {
    const { db } = server.database;
    await db.insert(authUser).values({ id, name: id, email });
    await db.insert(appUser).values({ uid: id, email });
  }

  /** An order with one line; paid ones get their payment at the same moment. */
  async function order(o: {
    uid: string;
    currency: 'usd' | 'eur';
    total: number;
    at: Date;
    status?: 'paid' | 'pending';
    refunded?: boolean;
    line?: string;
  }) {
    const { db } = server.database;
    const [row] = await db
      .insert(checkoutOrder)
      .values({
        uid: o.uid,
        provider: 'test',
        currency: o.currency,
        amountSubtotal: o.total,
        amountTotal: o.total,
        status: o.status ?? 'paid',
        createdAt: o.at,
      })
      .returning();
    await db.insert(orderLine).values({
      orderId: row!.id,
      kind: 'package',
      description: o.line ?? 'Starter package',
      quantity: 1,
      unitAmount: o.total,
      amount: o.total,
    });
    if ((o.status ?? 'paid') === 'paid') {
      await db.insert(payment).values({
        orderId: row!.id,
        uid: o.uid,
        provider: 'test',
        providerRef: `test_${row!.id}`,
        currency: o.currency,
        amountTotal: o.total,
        status: o.refunded ? 'refunded' : 'paid',
        createdOn: o.at,
      });
    }
    return row!.id;
  }

  const stats = async (client: TestClient) => {
    const res = await client.api('/admin/stats');
    expect(res.status).toBe(200);
    return json<AdminStats>(res);
  };

  beforeAll(async () => {
    server = await startTestServer();
    // The tiny engine and scorer (generation/testing): outputs carry their variant, variant
    // 0 has no face, 1 is someone else, 2 is NSFW.
    server.services.generation = async () => tinyKit().kit;
    await seedDemoAccounts(server.services);
    for (const role of ['admin', 'marketer', 'sales']) staff[role] = await signIn(role);
    before = await stats(staff.admin!);
    const now = new Date();
    await person(uid.a, FORMULA_EMAIL);
    await person(uid.b, 'beatrix@bo.example.com');
    await order({ uid: uid.a, currency: 'usd', total: 1000, at: now, line: FORMULA_LINE });
    await order({ uid: uid.b, currency: 'eur', total: 2000, at: now });
    await order({ uid: uid.b, currency: 'usd', total: 700, at: now, refunded: true });
    await order({ uid: uid.b, currency: 'usd', total: 900, at: now, status: 'pending' });
    await order({ uid: uid.a, currency: 'usd', total: 500, at: new Date(now.getTime() - 3 * DAY) });
    await order({
      uid: uid.a,
      currency: 'usd',
      total: 400,
      at: new Date(now.getTime() - 40 * DAY),
    });
    const { db } = server.database;
    await db.insert(model).values([
      { id: `bo-failed-${uid.a}`, uid: uid.a, status: 'failed', failureReason: 'boom' },
      { id: `bo-race-${uid.a}`, uid: uid.a, status: 'failed', failureReason: 'boom' },
      { id: `bo-ready-${uid.a}`, uid: uid.a, status: 'ready', readyAt: now },
    ]);
    await db.insert(headshot).values({
      modelId: `bo-ready-${uid.a}`,
      style: 'office',
      variant: 0,
      position: 1,
      path: 'models/x/1.png',
      thumbPath: 'models/x/1-thumb.webp',
      width: 1024,
      height: 1280,
      nsfw: true,
      identityDistance: 0.42,
    });
    await db.insert(trainingPhoto).values({
      modelId: `bo-ready-${uid.a}`,
      path: `models/bo-ready-${uid.a}/photo-1.jpg`,
      md5: 'abc',
      fullBody: false,
      width: 1000,
      height: 1000,
      face: { x: 300, y: 200, width: 400, height: 500 },
    });
    const png = (variant: number) =>
      sharp({
        create: { width: 64, height: 80, channels: 3, background: { r: variant, g: 9, b: 9 } },
      })
        .png()
        .toBuffer();
    await server.services.storage.put('models/x/1.png', await png(1), 'image/png');
    await server.services.storage.put(
      `models/bo-ready-${uid.a}/photo-1.jpg`,
      await sharp(await png(3))
        .jpeg()
        .toBuffer(),
      'image/jpeg',
    );
    await db.insert(job).values({
      name: 'model.generate@v1',
      payload: { modelId: `bo-failed-${uid.a}` },
      status: 'failed',
      maxAttempts: 3,
      attempts: 3,
      lastError: 'engine exploded',
      finishedAt: new Date(now.getTime() - 3600_000),
    });
  });
  afterAll(() => server.close());

  it("home: today's orders, revenue by currency, models by stage, failures and 30 days, from SQL", async () => {
    const after = await stats(staff.admin!);
    expect(after.orders.started - before.orders.started).toBe(4);
    expect(after.orders.paid - before.orders.paid).toBe(3);
    expect(after.signups - before.signups).toBe(2);
    const revenue = (s: AdminStats, c: string) =>
      s.revenue?.find((r) => r.currency === c)?.amount ?? 0;
    // The refunded payment and the pending order are not revenue.
    expect(revenue(after, 'usd') - revenue(before, 'usd')).toBe(1000);
    expect(revenue(after, 'eur') - revenue(before, 'eur')).toBe(2000);
    const stage = (s: AdminStats, name: string) => s.models.find((m) => m.stage === name)!.count;
    expect(stage(after, 'failed') - stage(before, 'failed')).toBe(2);
    expect(stage(after, 'ready') - stage(before, 'ready')).toBe(1);
    expect(after.queue.failed24h - before.queue.failed24h).toBe(1);
    expect(after.queue.recentFailures[0]).toMatchObject({ error: 'engine exploded' });
    expect(after.days).toHaveLength(30);
    expect(after.days.at(-1)!.date).toBe(after.today);
    const usd = after.revenueDays!.find((r) => r.currency === 'usd')!.amounts;
    const usdBefore = before.revenueDays?.find((r) => r.currency === 'usd')?.amounts ?? [];
    // Three days ago: the 5.00 order; 40 days ago is outside the window.
    expect(usd[26]! - (usdBefore[26] ?? 0)).toBe(500);
    expect(usd.reduce((a, b) => a + b, 0) - usdBefore.reduce((a, b) => a + b, 0)).toBe(1500);
    expect(after.days.at(-4)!.paid - before.days.at(-4)!.paid).toBe(1);
  });

  it('home: a role without Transactions sees the counts but no money', async () => {
    const marketer = await stats(staff.marketer!);
    expect(marketer.revenue).toBeNull();
    expect(marketer.revenueDays).toBeNull();
    expect(marketer.orders.paid).toBeGreaterThanOrEqual(3);
    expect((await stats(staff.sales!)).revenue).not.toBeNull();
  });

  it('transactions: filters by status, currency, buyer and dates; pages; shows one with its lines', async () => {
    const list = async (query: string) => {
      const res = await staff.sales!.api(`/admin/transactions?${query}`);
      expect(res.status).toBe(200);
      return json<{
        rows: { id: string; status: string; amountTotal: number; items: string }[];
        paging: { total: number };
      }>(res);
    };
    expect((await list('status=refunded&q=beatrix')).rows.map((r) => r.amountTotal)).toEqual([700]);
    expect((await list('currency=eur&q=beatrix')).rows.map((r) => r.amountTotal)).toEqual([2000]);
    expect((await list('status=pending&q=beatrix')).rows.map((r) => r.status)).toEqual(['pending']);
    const old = new Date(Date.now() - 41 * DAY).toISOString().slice(0, 10);
    const older = new Date(Date.now() - 39 * DAY).toISOString().slice(0, 10);
    expect((await list(`from=${old}&to=${older}&q=cmd`)).rows.map((r) => r.amountTotal)).toEqual([
      400,
    ]);
    const paged = await list('q=cmd%40bo&pageSize=2&sort=amountTotal&order=asc');
    expect(paged.paging.total).toBe(3);
    expect(paged.rows.map((r) => r.amountTotal)).toEqual([400, 500]);
    // % and _ in the search are characters, not wildcards.
    expect((await list('q=%25')).paging.total).toBe(0);
    const detail = await staff.sales!.api(`/admin/transactions/${paged.rows[0]!.id}`);
    expect(detail.status).toBe(200);
    expect(
      (await json<{ transaction: { lines: unknown[] } }>(detail)).transaction.lines,
    ).toHaveLength(1);
    expect((await staff.sales!.api('/admin/transactions/not-a-uuid')).status).toBe(404);
    expect((await staff.sales!.api('/admin/transactions?status=stolen')).status).toBe(400);
  });

  it('exports CSV with formula cells neutralised, every row once across pages', async () => {
    const res = await staff.admin!.api('/admin/transactions/export?q=cmd%40bo');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const parsed = Papa.parse<Record<string, string>>(await res.text(), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data).toHaveLength(3);
    const today = parsed.data.find((r) => r.total === '10.00')!;
    expect(today.email).toBe(`'${FORMULA_EMAIL}`);
    expect(today.items).toBe(`'${FORMULA_LINE}`);

    // More rows than one page, all at the very same instant: the keyset still reads each once.
    const { db } = server.database;
    await person(uid.bulk, 'bulk@bo.example.com');
    const at = new Date();
    const count = CSV_PAGE_ROWS * 2 + 1;
    await db.insert(checkoutOrder).values(
      Array.from({ length: count }, () => ({
        uid: uid.bulk,
        provider: 'test' as const,
        currency: 'usd',
        amountSubtotal: 100,
        amountTotal: 100,
        createdAt: at,
      })),
    );
    const bulk = await staff.admin!.api('/admin/transactions/export?q=bulk%40bo');
    const rows = Papa.parse<Record<string, string>>(await bulk.text(), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((r) => r.order_id)).size).toBe(count);

    const invoices = await staff.admin!.api('/admin/invoices/export?status=refunded&q=beatrix');
    const refunded = Papa.parse<Record<string, string>>(await invoices.text(), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(refunded.map((r) => r.total)).toEqual(['7.00']);
  });

  it('invoices: one per payment, filtered', async () => {
    const res = await staff.admin!.api('/admin/invoices?q=beatrix&status=paid');
    const body = await json<{ rows: { currency: string; amountTotal: number }[] }>(res);
    expect(body.rows).toEqual([expect.objectContaining({ currency: 'eur', amountTotal: 2000 })]);
  });

  it('models: by stage, detail with identity scores and nsfw flags', async () => {
    const res = await staff.marketer!.api(
      `/admin/model?stage=failed&q=${encodeURIComponent('cmd@bo')}`,
    );
    expect((await json<{ rows: unknown[] }>(res)).rows).toHaveLength(2);
    const detail = await json<{
      model: { outputs: { nsfw: boolean; identityDistance: number }[]; inputs: unknown[] };
    }>(await staff.marketer!.api(`/admin/model/bo-ready-${uid.a}`));
    expect(detail.model.outputs[0]).toMatchObject({ nsfw: true });
    expect(detail.model.outputs[0]!.identityDistance).toBeCloseTo(0.42, 5);
    expect(detail.model.inputs).toHaveLength(1);
    expect((await staff.marketer!.api('/admin/model/nope')).status).toBe(404);
  });

  it('retry: a failed model is queued once, however often and however fast staff press it', async () => {
    const id = `bo-failed-${uid.a}`;
    const first = await staff.admin!.apiPost(`/admin/model/${id}/retry`, {});
    expect(first.status).toBe(200);
    expect((await json<{ model: { stage: string } }>(first)).model.stage).toBe('queued');
    const again = await staff.admin!.apiPost(`/admin/model/${id}/retry`, {});
    expect(again.status).toBe(409);
    expect((await json(again)).reason).toBe('backoffice.modelNotFailed');
    const { db } = server.database;
    const queued = await db
      .select()
      .from(job)
      .where(and(eq(job.key, id), eq(job.status, 'queued')));
    expect(queued).toHaveLength(1);

    const race = `bo-race-${uid.a}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => staff.admin!.apiPost(`/admin/model/${race}/retry`, {})),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(7).fill(409)]);
    expect(await db.select().from(job).where(eq(job.key, race))).toHaveLength(1);
    // Each retry that changed the model is in the audit trail, with who and before/after.
    const audited = await db.select().from(staffAudit).where(eq(staffAudit.targetId, race));
    expect(audited).toEqual([
      expect.objectContaining({
        action: 'model.retry',
        actorEmail: 'admin@demo.example.com',
        before: { status: 'failed', failureReason: 'boom' },
        after: { status: 'queued', failureReason: null },
      }),
    ]);
    expect((await staff.admin!.apiPost(`/admin/model/bo-ready-${uid.a}/retry`, {})).status).toBe(
      409,
    );
  });

  it('re-run ranking: only a ready model, one job however often', async () => {
    const id = `bo-ready-${uid.a}`;
    expect((await staff.admin!.apiPost(`/admin/model/${id}/rerank`, {})).status).toBe(200);
    expect((await staff.admin!.apiPost(`/admin/model/${id}/rerank`, {})).status).toBe(200);
    const jobs = await server.database.db
      .select()
      .from(job)
      .where(eq(job.key, `rerank:${id}`));
    expect(jobs.map((j) => j.name)).toEqual(['model.rerank@v1']);
    const notReady = await staff.admin!.apiPost(`/admin/model/bo-race-${uid.a}/rerank`, {});
    expect(notReady.status).toBe(409);

    // The queued job scores the output again: the stored image is someone else (0.7).
    const runner = createJobRunner({
      services: server.services,
      definitions: [rerankModelJob],
      concurrency: 1,
      leaseSeconds: 30,
      pollMs: 50,
    });
    runner.start();
    try {
      const done = async () =>
        (
          await server.database.db
            .select()
            .from(job)
            .where(eq(job.key, `rerank:${id}`))
        )[0]!.status;
      await expect.poll(done, { timeout: 20_000, interval: 100 }).toBe('succeeded');
    } finally {
      await runner.stop();
    }
    const [scored] = await server.database.db
      .select()
      .from(headshot)
      .where(eq(headshot.modelId, id));
    expect(scored).toMatchObject({ nsfw: false, status: 'hidden', hiddenReason: 'mismatch' });
    expect(scored!.identityDistance).toBeCloseTo(0.7, 5);
  });

  it('uploads: recent training photos with the face the check found', async () => {
    const res = await staff.marketer!.api('/admin/upload?q=cmd%40bo');
    const body = await json<{
      rows: { face: { width: number }; faceShare: number; url: string }[];
    }>(res);
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]!.face.width).toBeCloseTo(0.4, 5);
    expect(body.rows[0]!.faceShare).toBeCloseTo(0.5, 5);
    expect(body.rows[0]!.url).toContain('/files/');
  });

  it('playground: runs the engine on a stored photo at the chosen size and scores the result', async () => {
    const [photo] = await server.database.db
      .select()
      .from(trainingPhoto)
      .where(eq(trainingPhoto.modelId, `bo-ready-${uid.a}`));
    const styles = await json<{ data: { styles: { _id: string }[] } }>(
      await staff.marketer!.api('/styles'),
    );
    const res = await staff.marketer!.apiPost('/admin/playground', {
      photoId: photo!.id,
      styleId: styles.data.styles[0]!._id,
      width: 256,
      height: 320,
    });
    expect(res.status).toBe(200);
    const body = await json<{
      image: string;
      width: number;
      height: number;
      engine: string;
      identityDistance: number | null;
      nsfw: boolean;
    }>(res);
    expect(body).toMatchObject({
      width: 256,
      height: 320,
      engine: 'local',
      identityDistance: null,
      nsfw: false,
    });
    const png = Buffer.from(body.image.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 256, height: 320 });
    // Nothing is stored: no output row for the photo's model beyond the seeded one.
    expect(
      await server.database.db
        .select()
        .from(headshot)
        .where(eq(headshot.modelId, `bo-ready-${uid.a}`)),
    ).toHaveLength(1);
  });

  it('playground: an unknown photo or style is a 404, a size over the bound a 400', async () => {
    const bad = await staff.marketer!.apiPost('/admin/playground', {
      photoId: '00000000-0000-4000-8000-000000000000',
      styleId: 'none',
      width: 256,
      height: 256,
    });
    expect(bad.status).toBe(404);
    const huge = await staff.marketer!.apiPost('/admin/playground', {
      photoId: '00000000-0000-4000-8000-000000000000',
      styleId: 'none',
      width: 4096,
      height: 4096,
    });
    expect(huge.status).toBe(400);
  });
});
