import { and, eq } from 'drizzle-orm';
import type { AuditRow } from '@hs/contracts/audit';
import type { ReferrerDetail, ReferrerRow } from '@hs/contracts/referral-admin';
import { ledgerLot, staffAudit } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_CONFIG } from '../billing/config.ts';
import { json, newBuyer, paymentRunner, type PaymentRunner } from '../billing/test-helpers.ts';
import { balancesOf, post } from '../entitlements/ledger.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// The Referral Program section (issue 19; decision 037): referrers from real sign-ups
// and payments, searched and paged; a reward taken back once, through the ledger, audited.
describe(`back office: referral program (${testDriver()})`, () => {
  let server: TestServer;
  let runner: PaymentRunner;
  const staff: Record<string, TestClient> = {};
  let referrer: TestClient;
  let other: TestClient;
  const rewardIds: string[] = [];

  const signedIn = async (email: string) => {
    const client = new TestClient(server.url);
    expect((await client.signIn(email, DEMO_PASSWORD)).status).toBe(200);
    return client;
  };
  async function codeOf(client: TestClient) {
    return (await json<{ data: { referralCode: string } }>(await client.api('/user/referral'))).data
      .referralCode;
  }
  async function buyStarter(buyer: TestClient) {
    const res = await buyer.apiPost('/checkout/session', { packageId: 'starter', currency: 'usd' });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = await json<{ data: { orderId: string } }>(res);
    expect((await buyer.apiPost(`/checkout/test/${data.orderId}/pay`, {})).status).toBe(200);
    await runner.drain();
  }
  const list = async (client: TestClient, query: string) => {
    const res = await client.api(`/admin/referral?${query}`);
    expect(res.status).toBe(200);
    return json<{
      rows: ReferrerRow[];
      paging: { total: number; pages: number };
      summary: { rewardCredits: number; rewards: number };
    }>(res);
  };
  const revoke = (client: TestClient, id: string, body: unknown) =>
    client.api(`/admin/referral/rewards/${id}/revoke`, {
      method: 'POST',
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startTestServer({
      billing: { ...DEFAULT_BILLING_CONFIG, referralRewardCredits: 6 },
    });
    await seedDemoAccounts(server.services);
    runner = paymentRunner(server);
    for (const role of ['admin', 'sales', 'marketer']) {
      staff[role] = await signedIn(`${role}@demo.example.com`);
    }
    referrer = await signedIn('user@demo.example.com');
    other = await signedIn('lead@demo.example.com');
    const code = await codeOf(referrer);
    // Three sign-ups through the referrer's link; two of them pay. One through the other's.
    const buyers = [];
    for (let i = 0; i < 3; i++) buyers.push(await newBuyer(server, { referralCode: code }));
    await buyStarter(buyers[0]!);
    await buyStarter(buyers[1]!);
    await newBuyer(server, { referralCode: await codeOf(other) });
  });
  afterAll(async () => {
    await runner.stop();
    await server.close();
  });

  it('lists referrers with what their links brought, searched and paged', async () => {
    const found = await list(staff.sales!, 'q=user%40demo');
    expect(found.rows).toEqual([
      expect.objectContaining({
        uid: referrer.uid,
        email: 'user@demo.example.com',
        referred: 3,
        paid: 2,
        rewards: 2,
        credits: 12,
        revoked: 0,
      }),
    ]);
    expect(found.summary).toMatchObject({ rewardCredits: 6 });
    // By whole referral code too; a wildcard is literal.
    expect((await list(staff.sales!, `q=${await codeOf(referrer)}`)).rows).toHaveLength(1);
    expect((await list(staff.sales!, 'q=%25')).paging.total).toBe(0);

    // Most referred first, one per page.
    const first = await list(staff.admin!, 'sort=referred&order=desc&pageSize=1');
    expect(first.paging).toMatchObject({ total: 2, pages: 2 });
    expect(first.rows.map((r) => r.uid)).toEqual([referrer.uid]);
    const second = await list(staff.admin!, 'sort=referred&order=desc&pageSize=1&page=2');
    expect(second.rows.map((r) => [r.uid, r.referred, r.rewards])).toEqual([[other.uid, 1, 0]]);

    expect((await staff.marketer!.api('/admin/referral')).status).toBe(403);
  });

  it("shows one referrer's link, the people they brought and their rewards", async () => {
    const res = await staff.sales!.api(`/admin/referral/${referrer.uid}`);
    expect(res.status).toBe(200);
    const { data } = await json<{ data: ReferrerDetail }>(res);
    expect(data.referralLink).toBe(`${server.url}/?ref=${await codeOf(referrer)}`);
    expect(data.referredTotal).toBe(3);
    expect(data.referred.filter((r) => r.hasPaidAccount)).toHaveLength(2);
    expect(data.rewards).toHaveLength(2);
    expect(data.rewards.every((r) => r.credits === 6 && r.revokedAt === null)).toBe(true);
    rewardIds.push(...data.rewards.map((r) => r.id));
    expect((await staff.sales!.api('/admin/referral/nobody')).status).toBe(404);
  });

  it('takes a reward back once, through the ledger, with its reason in the audit trail', async () => {
    const { db } = server.database;
    const id = rewardIds[0]!;
    const { data } = await json<{ data: ReferrerDetail }>(
      await staff.sales!.api(`/admin/referral/${referrer.uid}`),
    );
    const paymentId = data.rewards.find((r) => r.id === id)!.paymentId;
    // The referrer already used 2 of this reward's 6 credits.
    const [lot] = await db
      .select()
      .from(ledgerLot)
      .where(and(eq(ledgerLot.uid, referrer.uid!), eq(ledgerLot.paymentId, paymentId)));
    await post(db, lot!.id, -2, 'spend', { note: 'test spend' });
    const before = (await balancesOf(db, referrer.uid!)).studio_credits ?? 0;

    expect((await revoke(staff.sales!, id, {})).status).toBe(400);
    expect((await revoke(staff.sales!, id, { note: 'x' })).status).toBe(400);
    expect((await revoke(staff.marketer!, id, { note: 'Self-referral' })).status).toBe(403);
    expect(
      (await revoke(staff.sales!, '00000000-0000-4000-8000-000000000000', { note: 'Gone' })).status,
    ).toBe(404);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => revoke(staff.sales!, id, { note: 'Self-referral' })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const done = await json<{ takenBack: number; spent: number; reward: { revokedAt: string } }>(
      answers.find((a) => a.status === 200)!,
    );
    expect(done).toMatchObject({ takenBack: 4, spent: 2 });
    expect(done.reward.revokedAt).not.toBeNull();
    const refused = await json<{ reason: string }>(answers.find((a) => a.status === 409)!);
    expect(refused.reason).toBe('referral.rewardRevoked');
    expect((await balancesOf(db, referrer.uid!)).studio_credits ?? 0).toBe(before - 4);

    const entries = await db.select().from(staffAudit).where(eq(staffAudit.targetId, id));
    expect(entries).toHaveLength(1);
    const audit = await json<{ rows: AuditRow[] }>(
      await staff.admin!.api(`/admin/audit?action=referral&target=${id}`),
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({
        action: 'referral.revoke',
        actorEmail: 'sales@demo.example.com',
        actorRole: 'sales',
        after: expect.objectContaining({ takenBack: 4, spent: 2, note: 'Self-referral' }),
      }),
    ]);

    const after = await list(staff.sales!, 'q=user%40demo');
    expect(after.rows[0]).toMatchObject({ rewards: 2, credits: 6, revoked: 1 });
  });
});
