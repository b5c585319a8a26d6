import type { AuditRow } from '@hs/contracts/audit';
import { appParameter, staffAudit } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { recordStaffAction } from './audit.ts';

interface AuditAnswer {
  rows: AuditRow[];
  paging: { total: number; pages: number; reachedEnd: boolean };
}

describe(`staff audit trail (${testDriver()})`, () => {
  let server: TestServer;
  let admin: TestClient;
  let marketer: TestClient;
  let user: TestClient;

  const signedIn = async (email: string) => {
    const client = new TestClient(server.url);
    expect((await client.signIn(email, DEMO_PASSWORD)).status).toBe(200);
    return client;
  };
  const trail = async (query: string) => {
    const res = await admin.api(`/admin/audit?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as AuditAnswer;
  };
  const post = (client: TestClient, path: string, body: unknown, method = 'POST') =>
    client.api(path, { method, body: JSON.stringify(body) });

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    admin = await signedIn('admin@demo.example.com');
    marketer = await signedIn('marketer@demo.example.com');
    user = await signedIn('user@demo.example.com');
  });
  afterAll(() => server.close());

  it('records a grant and a revoke: who, the reason, the balance before and after', async () => {
    const grant = await post(admin, '/admin/ledger/grant', {
      uid: user.uid,
      action: 'grant',
      kind: 'studio_credits',
      amount: 5,
      note: 'Goodwill: slow order',
    });
    expect(grant.status, await grant.clone().text()).toBe(200);
    // More than is left: the entry says what was really taken.
    const revoke = await post(admin, '/admin/ledger/grant', {
      uid: user.uid,
      action: 'revoke',
      kind: 'studio_credits',
      amount: 50,
      note: 'Granted by mistake',
    });
    expect(revoke.status).toBe(200);

    const { rows, paging } = await trail(`target=${user.uid}&action=ledger`);
    expect(paging.total).toBe(2);
    const [revoked, granted] = rows;
    expect(granted).toMatchObject({
      actorUid: admin.uid,
      actorEmail: 'admin@demo.example.com',
      actorRole: 'admin',
      action: 'ledger.grant',
      targetType: 'user',
      targetId: user.uid,
      before: { kind: 'studio_credits', balance: 0 },
      after: { kind: 'studio_credits', balance: 5, amount: 5, reason: 'Goodwill: slow order' },
    });
    expect(revoked).toMatchObject({
      action: 'ledger.revoke',
      before: { balance: 5 },
      after: { balance: 0, amount: 5, reason: 'Granted by mistake' },
    });
    expect(Date.parse(revoked!.at)).toBeGreaterThanOrEqual(Date.parse(granted!.at));
  });

  it('records parameter changes with the value replaced, by the role that made them', async () => {
    const put = (value: unknown) =>
      marketer.api('/admin/parameters/maintenanceMode', {
        method: 'PUT',
        body: JSON.stringify({ value }),
      });
    expect((await put({ enabled: true, endsAt: null })).status).toBe(200);
    expect((await put({ enabled: false, endsAt: null })).status).toBe(200);
    const { rows } = await trail('target=maintenanceMode');
    const enabled = (v: unknown) => (v as { enabled: boolean }).enabled;
    expect(rows.map((r) => [r.actorRole, enabled(r.before), enabled(r.after)])).toEqual([
      ['marketer', true, false],
      ['marketer', false, true],
    ]);
  });

  it('records coupons and changelog entries with what they became', async () => {
    expect((await post(admin, '/admin/coupons', { code: 'AUDIT10', percentOff: 10 })).status).toBe(
      200,
    );
    const entry = await post(marketer, '/admin/changelog', {
      title: { en: 'Audited', es: '', de: '' },
      body: { en: 'x', es: '', de: '' },
    });
    expect(entry.status).toBe(200);
    const { id } = ((await entry.json()) as { data: { id: string } }).data;
    expect((await marketer.api(`/admin/changelog/${id}`, { method: 'DELETE' })).status).toBe(200);

    const coupons = await trail('action=coupon');
    expect(coupons.rows[0]).toMatchObject({ action: 'coupon.create', after: { code: 'AUDIT10' } });
    const changelog = await trail(`target=${id}`);
    expect(changelog.rows.map((r) => r.action)).toEqual(['changelog.delete', 'changelog.create']);
    expect(changelog.rows[0]!.before).toMatchObject({ titleEn: 'Audited' });
  });

  it('filters by actor e-mail literally: wildcards match nothing', async () => {
    expect((await trail('actor=marketer@demo')).rows.every((r) => r.actorRole === 'marketer')).toBe(
      true,
    );
    expect((await trail('actor=%25')).paging.total).toBe(0);
    expect((await trail('action=_')).paging.total).toBe(0);
  });

  it('pages newest first', async () => {
    const first = await trail('pageSize=2');
    const second = await trail('pageSize=2&page=2');
    expect(first.rows).toHaveLength(2);
    expect(first.paging.total).toBeGreaterThanOrEqual(5);
    expect(second.rows[0]!.at <= first.rows[1]!.at).toBe(true);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(4);
  });

  it('commits with the change or not at all: a failing entry leaves the parameter as it was', async () => {
    const { db } = server.services.database;
    const stored = () => db.select().from(appParameter).where(eq(appParameter.key, 'holidayMode'));
    const earlier = await stored();
    const before = await server.services.parameters.get();
    await expect(
      server.services.parameters.set(
        'holidayMode',
        { enabled: !before.holidayMode.enabled } as never,
        async (tx) => {
          await recordStaffAction(
            tx,
            { uid: 'x', email: '', role: 'admin' },
            {
              action: 'parameter.set',
              targetType: 'parameter',
              targetId: 'holidayMode',
            },
          );
          throw new Error('the entry could not be written');
        },
      ),
    ).rejects.toThrow('the entry could not be written');
    expect(await stored()).toEqual(earlier);
    expect(
      await db.select().from(staffAudit).where(eq(staffAudit.targetId, 'holidayMode')),
    ).toEqual([]);
  });

  it('is append-only: nobody edits or deletes an entry', async () => {
    const { db } = server.services.database;
    await expect(db.execute(sql`update staff_audit set action = 'nothing'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from staff_audit`)).rejects.toThrow();
    expect((await trail('action=ledger')).paging.total).toBe(2);
  });

  it('refuses every staff role but admin', async () => {
    const res = await marketer.api('/admin/audit');
    expect(res.status).toBe(403);
    expect((await user.api('/admin/audit')).status).toBe(403);
  });
});
