import { desc, eq } from 'drizzle-orm';
import type { AuditRow } from '@hs/contracts/audit';
import { authSession } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { IMPERSONATION_SECONDS } from '@hs/domain/impersonation';
import { STAFF_ROLES } from '@hs/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Decision 037: an admin signs in as a customer, with start and stop in the audit trail;
// staff tools and money actions are refused meanwhile; the session ends by itself.
describe(`sign in as the user (${testDriver()})`, () => {
  let server: TestServer;
  let customer: TestClient;

  const signedIn = async (email: string) => {
    const client = new TestClient(server.url);
    expect((await client.signIn(email, DEMO_PASSWORD)).status).toBe(200);
    return client;
  };
  const start = (client: TestClient, uid: string) =>
    client.api(`/admin/user/${encodeURIComponent(uid)}/impersonate`, { method: 'POST' });
  const stop = (client: TestClient) => client.api('/impersonation/stop', { method: 'POST' });
  const sessionOf = async (client: TestClient) =>
    (await (await client.fetch('/api/auth/get-session')).json()) as {
      session: { id: string; impersonatedBy?: string | null; expiresAt: string };
      user: { id: string };
    } | null;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    // The person's own browser: it stays signed in as them throughout.
    customer = await signedIn('user@demo.example.com');
  });
  afterAll(() => server.close());

  it('an admin becomes the customer, is refused staff tools and money, and comes back', async () => {
    const admin = await signedIn('admin@demo.example.com');
    const adminUid = admin.uid!;
    const before = Date.now();
    const res = await start(admin, customer.uid!);
    expect(res.status, await res.clone().text()).toBe(200);
    const { expiresAt } = (await res.json()) as { expiresAt: string };
    const ends = new Date(expiresAt).getTime();
    expect(ends).toBeGreaterThanOrEqual(before + IMPERSONATION_SECONDS * 1000 - 1000);
    expect(ends).toBeLessThanOrEqual(Date.now() + IMPERSONATION_SECONDS * 1000 + 1000);

    // The browser's session is now the customer's, marked with who opened it.
    await admin.refreshToken();
    expect(admin.uid).toBe(customer.uid);
    const session = await sessionOf(admin);
    expect(session?.session.impersonatedBy).toBe(adminUid);
    // Reading the session again never pushes its end forward (no 30-day refresh).
    await sessionOf(admin);
    const [row] = await server.database.db
      .select()
      .from(authSession)
      .where(eq(authSession.id, session!.session.id));
    expect(row!.expiresAt.getTime()).toBe(ends);

    expect((await admin.api('/user/details')).status).toBe(200);
    for (const [method, path, body] of [
      ['GET', '/admin/user', undefined],
      ['GET', `/admin/ledger/${customer.uid}`, undefined],
      ['POST', '/checkout/session', { packageId: 'starter', currency: 'usd' }],
      ['POST', '/studio/credits/checkout', { pack: 10, currency: 'usd' }],
      ['POST', '/refund/request', { paymentId: '00000000-0000-4000-8000-000000000000' }],
      ['POST', '/user/delete', { email: 'user@demo.example.com' }],
    ] as const) {
      const refused = await admin.api(path, {
        method,
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(await refused.json()).toMatchObject({ reason: 'impersonation.refused' });
    }
    // Nor may it change the person's sign-in.
    const password = await admin.post('/api/auth/change-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'another-password-123',
    });
    expect(password.status).toBe(403);

    const stopped = await stop(admin);
    expect(stopped.status, await stopped.clone().text()).toBe(200);
    expect(await stopped.json()).toMatchObject({
      restored: true,
      backTo: `/admin/user/${customer.uid}`,
    });
    await admin.refreshToken();
    expect(admin.uid).toBe(adminUid);
    expect((await sessionOf(admin))?.session.impersonatedBy ?? null).toBeNull();
    expect((await admin.api('/admin/user')).status).toBe(200);
    // The session made for it is gone; the customer's own browser never noticed.
    expect(
      await server.database.db
        .select()
        .from(authSession)
        .where(eq(authSession.id, session!.session.id)),
    ).toEqual([]);
    expect((await customer.api('/user/details')).status).toBe(200);
    expect((await stop(admin)).status).toBe(409);

    // Who, whom and when, for the start and the stop.
    const audit = (await (
      await admin.api(`/admin/audit?action=impersonation&target=${customer.uid}`)
    ).json()) as { rows: AuditRow[] };
    expect(
      audit.rows.map((r) => [r.action, r.actorUid, r.actorEmail, r.actorRole, r.targetId]),
    ).toEqual([
      ['impersonation.stop', adminUid, 'admin@demo.example.com', 'admin', customer.uid],
      ['impersonation.start', adminUid, 'admin@demo.example.com', 'admin', customer.uid],
    ]);
    expect(audit.rows.every((r) => Date.now() - new Date(r.at).getTime() < 60_000)).toBe(true);
  });

  it('signing out while signed in as someone signs the browser out, staff session included', async () => {
    const admin = await signedIn('admin@demo.example.com');
    const adminUid = admin.uid!;
    const [staffRow] = await server.database.db
      .select()
      .from(authSession)
      .where(eq(authSession.userId, adminUid))
      .orderBy(desc(authSession.createdAt))
      .limit(1);
    expect((await start(admin, customer.uid!)).status).toBe(200);
    const cookies = new Map(
      admin
        .cookieHeader()
        .split('; ')
        .map((c) => c.split('=', 2) as [string, string]),
    );
    const staffCookie = [...cookies].find(([k]) => k.endsWith('staff_session'))?.[1];
    const sessionCookie = [...cookies.keys()].find((k) => k.endsWith('session_token'));
    expect(staffCookie).toBeTruthy();
    // The kept value is a live staff session while the impersonation lasts.
    const live = await new TestClient(server.url).fetch('/api/auth/get-session', {
      headers: { cookie: `${sessionCookie}=${staffCookie}` },
    });
    expect(((await live.json()) as { user: { id: string } }).user.id).toBe(adminUid);
    await admin.refreshToken();
    const opened = await sessionOf(admin);
    expect(opened?.session.impersonatedBy).toBe(adminUid);

    const out = await admin.post('/api/auth/sign-out', {});
    expect(out.status, await out.clone().text()).toBe(200);
    // No staff cookie left behind, nobody signed in, and "Stop" has nothing to give back.
    expect(admin.cookieHeader()).not.toContain('staff_session=');
    expect(admin.hasSession()).toBe(false);
    expect(await sessionOf(admin)).toBeNull();
    expect((await stop(admin)).status).toBe(401);
    // Both sessions are gone, so the staff session's tokens no longer open staff tools.
    for (const id of [opened!.session.id, staffRow!.id]) {
      expect(
        await server.database.db.select().from(authSession).where(eq(authSession.id, id)),
      ).toEqual([]);
    }
    // Nor does the staff cookie's value, had it been kept (it is the staff session's).
    const replay = new TestClient(server.url);
    const forged = await replay.fetch('/api/auth/get-session', {
      headers: { cookie: `${sessionCookie}=${staffCookie}` },
    });
    expect(await forged.json()).toBeNull();
    // The customer's own browser never noticed; the stop is in the audit trail.
    expect((await customer.api('/user/details')).status).toBe(200);
    const again = await signedIn('admin@demo.example.com');
    const audit = (await (
      await again.api(`/admin/audit?action=impersonation&target=${customer.uid}`)
    ).json()) as { rows: AuditRow[] };
    expect(audit.rows[0]).toMatchObject({
      action: 'impersonation.stop',
      actorUid: adminUid,
      targetId: customer.uid,
    });
    expect(audit.rows[0]!.after).toMatchObject({ restored: false, signedOut: true });
  });

  it('never as a staff member (an admin included), and only admins may', async () => {
    const admin = await signedIn('admin@demo.example.com');
    for (const role of STAFF_ROLES) {
      const staff = role === 'admin' ? admin : await signedIn(`${role}@demo.example.com`);
      const res = await start(admin, staff.uid!);
      expect(res.status, role).toBe(403);
      expect(await res.json()).toMatchObject({ reason: 'impersonation.staff' });
      if (role !== 'admin') {
        const asStaff = await start(staff, customer.uid!);
        expect(asStaff.status, role).toBe(403);
        expect((await sessionOf(staff))?.session.impersonatedBy ?? null).toBeNull();
      }
    }
    expect((await start(customer, customer.uid!)).status).toBe(403);
    expect((await start(admin, 'nobody')).status).toBe(404);
    // Still the admin's own session after all of it.
    expect((await sessionOf(admin))?.user.id).toBe(admin.uid);
  });

  it("refuses a browser whose cookie is someone else's session than the token's", async () => {
    const admin = await signedIn('admin@demo.example.com');
    const mixed = await signedIn('user@demo.example.com');
    mixed.uid = admin.uid;
    mixed.idToken = admin.idToken;
    const res = await start(mixed, customer.uid!);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ reason: 'impersonation.sessionMismatch' });
  });

  it('ends by itself after its time', async () => {
    const admin = await signedIn('admin@demo.example.com');
    expect((await start(admin, customer.uid!)).status).toBe(200);
    await admin.refreshToken();
    expect((await admin.api('/user/details')).status).toBe(200);
    const session = await sessionOf(admin);
    // As if it began IMPERSONATION_SECONDS ago (even with an expiry pushed forward).
    await server.database.db
      .update(authSession)
      .set({ createdAt: new Date(Date.now() - IMPERSONATION_SECONDS * 1000 - 1000) })
      .where(eq(authSession.id, session!.session.id));
    expect((await admin.api('/user/details')).status).toBe(401);
    await server.database.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSession.id, session!.session.id));
    expect(await sessionOf(admin)).toBeNull();
  });
});
