import type { AuditRow } from '@hs/contracts/audit';
import type { StaffOrganizationRow } from '@hs/contracts/staff-organizations';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATION_ID, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

interface Detail {
  organization: StaffOrganizationRow;
  seats: { left: number; bought: number };
  members: { email: string; role: string }[];
}

describe(`back-office organizations (${testDriver()})`, () => {
  let server: TestServer;
  let admin: TestClient;
  let sales: TestClient;

  const signedIn = async (email: string) => {
    const client = new TestClient(server.url);
    expect((await client.signIn(email, DEMO_PASSWORD)).status).toBe(200);
    return client;
  };
  const send = (client: TestClient, method: string, path: string, body: unknown) =>
    client.api(path, { method, body: JSON.stringify(body) });
  const detail = async () =>
    (
      (await (await sales.api(`/admin/organization/${DEMO_ORGANIZATION_ID}`)).json()) as {
        data: Detail;
      }
    ).data;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    admin = await signedIn('admin@demo.example.com');
    sales = await signedIn('sales@demo.example.com');
  });
  afterAll(() => server.close());

  it('lists and finds organizations by name; wildcards are literal', async () => {
    const all = (await (await sales.api('/admin/organization')).json()) as {
      rows: StaffOrganizationRow[];
    };
    const demo = all.rows.find((r) => r.id === DEMO_ORGANIZATION_ID)!;
    expect(demo.members).toBeGreaterThanOrEqual(2);
    const found = (await (
      await sales.api(`/admin/organization?q=${encodeURIComponent(demo.name.slice(0, 4))}`)
    ).json()) as { rows: StaffOrganizationRow[] };
    expect(found.rows.map((r) => r.id)).toContain(DEMO_ORGANIZATION_ID);
    const none = (await (await sales.api('/admin/organization?q=%25')).json()) as {
      paging: { total: number };
    };
    expect(none.paging.total).toBe(0);
    expect((await sales.api('/admin/organization/nobody')).status).toBe(404);
  });

  it('shows members and seats; toggles bulkUpload once, audited', async () => {
    const before = await detail();
    expect(before.members.map((m) => m.role)).toContain('owner');
    const flip = !before.organization.bulkUpload;
    for (const value of [flip, flip]) {
      const res = await send(sales, 'PUT', `/admin/organization/${DEMO_ORGANIZATION_ID}/features`, {
        bulkUpload: value,
      });
      expect(res.status).toBe(200);
    }
    expect((await detail()).organization.bulkUpload).toBe(flip);
    const trail = (await (
      await admin.api(`/admin/audit?target=${DEMO_ORGANIZATION_ID}&action=organization`)
    ).json()) as { rows: AuditRow[] };
    expect(trail.rows.map((r) => [r.action, r.actorRole, r.after])).toEqual([
      ['organization.features', 'sales', { bulkUpload: flip }],
    ]);
  });

  it('lets an admin alone grant seats with a reason, through the ledger', async () => {
    const before = await detail();
    const path = `/admin/organization/${DEMO_ORGANIZATION_ID}/seats`;
    expect((await send(sales, 'POST', path, { amount: 5, note: 'Pilot' })).status).toBe(403);
    expect((await send(admin, 'POST', path, { amount: 5, note: '' })).status).toBe(400);
    expect((await send(admin, 'POST', path, { amount: -5, note: 'Pilot' })).status).toBe(400);
    expect(
      (await send(admin, 'POST', path, { amount: 5, note: 'Pilot for 5 people' })).status,
    ).toBe(200);
    const after = await detail();
    expect(after.seats.left).toBe(before.seats.left + 5);
    expect(after.seats.bought).toBe(before.seats.bought);
    const trail = (await (
      await admin.api(`/admin/audit?target=${DEMO_ORGANIZATION_ID}&action=organization.seats`)
    ).json()) as { rows: AuditRow[] };
    expect(trail.rows[0]).toMatchObject({
      actorRole: 'admin',
      before: { seatsLeft: before.seats.left },
      after: { seatsLeft: before.seats.left + 5, amount: 5, reason: 'Pilot for 5 people' },
    });
  });
});
