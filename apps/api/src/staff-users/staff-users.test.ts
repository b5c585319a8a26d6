import type { AuditRow } from '@hs/contracts/audit';
import type { StaffUserRow } from '@hs/contracts/staff-users';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describe(`back-office users (${testDriver()})`, () => {
  let server: TestServer;
  let admin: TestClient;
  let support: TestClient;
  let user: TestClient;

  const signedIn = async (email: string) => {
    const client = new TestClient(server.url);
    expect((await client.signIn(email, DEMO_PASSWORD)).status).toBe(200);
    return client;
  };
  const put = (client: TestClient, path: string, body: unknown) =>
    client.api(path, { method: 'PUT', body: JSON.stringify(body) });
  const search = async (q: string) =>
    (await (await support.api(`/admin/user?q=${encodeURIComponent(q)}`)).json()) as {
      rows: StaffUserRow[];
      paging: { total: number };
    };
  const audited = async (uid: string) =>
    (
      (await (await admin.api(`/admin/audit?target=${uid}&action=user`)).json()) as {
        rows: AuditRow[];
      }
    ).rows;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    admin = await signedIn('admin@demo.example.com');
    support = await signedIn('support@demo.example.com');
    user = await signedIn('user@demo.example.com');
  });
  afterAll(() => server.close());

  it('finds people by part of the e-mail, by name or by whole id; wildcards are literal', async () => {
    const byEmail = await search('user@demo');
    expect(byEmail.rows.map((r) => r.email)).toEqual(['user@demo.example.com']);
    expect((await search(user.uid!)).rows.map((r) => r.uid)).toEqual([user.uid]);
    expect((await search(user.uid!.slice(0, 6))).paging.total).toBe(0);
    expect((await search('%')).paging.total).toBe(0);
    const all = await search('demo.example.com');
    expect(all.paging.total).toBeGreaterThanOrEqual(9);
  });

  it("shows one person's roles, flag, models and orders; 404 for nobody", async () => {
    const res = await support.api(`/admin/user/${user.uid}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { user: StaffUserRow; models: unknown[]; orders: unknown[] };
    };
    expect(data.user).toMatchObject({ email: 'user@demo.example.com', adminRole: null });
    expect(Array.isArray(data.models) && Array.isArray(data.orders)).toBe(true);
    expect((await support.api('/admin/user/nobody')).status).toBe(404);
  });

  it('flags a test user once, audited with who did it', async () => {
    const { data } = (await (await support.api(`/admin/user/${user.uid}`)).json()) as {
      data: { user: StaffUserRow };
    };
    const was = data.user.isTestUser;
    for (const value of [!was, !was, was]) {
      const res = await put(support, `/admin/user/${user.uid}/test-user`, { isTestUser: value });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { user: StaffUserRow } }).data.user.isTestUser).toBe(
        value,
      );
    }
    const rows = await audited(user.uid!);
    // The repeated value changed nothing and left no entry.
    expect(rows.map((r) => [r.action, r.actorRole, r.before, r.after])).toEqual([
      ['user.test-user', 'support', { isTestUser: !was }, { isTestUser: was }],
      ['user.test-user', 'support', { isTestUser: was }, { isTestUser: !was }],
    ]);
  });

  it('lets an admin give and take a staff role, which changes what the person may call', async () => {
    expect((await user.api('/admin/user')).status).toBe(403);
    expect(
      (await put(admin, `/admin/user/${user.uid}/staff-role`, { adminRole: 'sales' })).status,
    ).toBe(200);
    expect((await user.api('/admin/user')).status).toBe(200);
    expect((await user.api('/admin/audit')).status).toBe(403);
    // A sales person cannot raise themselves, nor anyone else.
    expect(
      (await put(user, `/admin/user/${user.uid}/staff-role`, { adminRole: 'admin' })).status,
    ).toBe(403);
    expect(
      (await put(admin, `/admin/user/${user.uid}/staff-role`, { adminRole: null })).status,
    ).toBe(200);
    expect((await user.api('/admin/user')).status).toBe(403);
    const rows = await audited(user.uid!);
    expect(
      rows.filter((r) => r.action === 'user.staff-role').map((r) => [r.before, r.after]),
    ).toEqual([
      [{ adminRole: 'sales' }, { adminRole: null }],
      [{ adminRole: null }, { adminRole: 'sales' }],
    ]);
  });

  it('refuses an admin taking away their own admin role, and unknown roles', async () => {
    const own = await put(admin, `/admin/user/${admin.uid}/staff-role`, { adminRole: 'dev' });
    expect(own.status).toBe(409);
    expect(await own.json()).toMatchObject({ reason: 'person.ownAdminRole' });
    expect(
      (await put(admin, `/admin/user/${user.uid}/staff-role`, { adminRole: 'root' })).status,
    ).toBe(400);
    expect((await admin.api('/admin/user')).status).toBe(200);
  });
});
