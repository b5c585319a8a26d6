import { count, eq, like } from 'drizzle-orm';
import { appUser, authSession, authUser } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const PASSWORD = 'correct horse battery';

/** Sign up, confirm the address from the real mail, and create the product account. */
async function registered(server: TestServer, smtp: SmtpSink, email: string) {
  const client = new TestClient(server.url);
  const since = smtp.mails.length;
  const res = await client.post('/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name: 'Test Person',
  });
  expect(res.status).toBe(200);
  const mail = await smtp.next(email, since);
  await client.follow(linkIn(mail, '/api/auth/verify-email'));
  expect(client.hasSession()).toBe(true);
  await client.refreshToken();
  const created = await client.apiPost('/user', { uid: client.uid, email });
  expect(await created.json()).toEqual({ success: true, new: true });
  return client;
}

describe(`accounts over real HTTP and SMTP (${testDriver()})`, () => {
  let server: TestServer;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('signs up, confirms by mail, creates the account once, then reads it', async () => {
    const client = await registered(server, smtp, 'ada@example.com');
    const again = await client.apiPost('/user', { uid: client.uid, email: 'ada@example.com' });
    expect(await again.json()).toEqual({ success: true, new: false });
    const details = (await (await client.api('/user/details')).json()) as {
      user: Record<string, unknown>;
    };
    expect(details.user).toMatchObject({
      uid: client.uid,
      email: 'ada@example.com',
      role: 'User',
      isAdmin: false,
    });
  });

  it('answers sign-up the same for a known and an unknown email', async () => {
    await registered(server, smtp, 'known@example.com');
    const since = smtp.mails.length;
    const known = await new TestClient(server.url).post('/api/auth/sign-up/email', {
      email: 'known@example.com',
      password: PASSWORD,
      name: 'X',
    });
    const unknown = await new TestClient(server.url).post('/api/auth/sign-up/email', {
      email: 'unknown@example.com',
      password: PASSWORD,
      name: 'X',
    });
    expect(known.status).toBe(unknown.status);
    const shape = (b: unknown) =>
      JSON.stringify(b, (_k, v: unknown) => (typeof v === 'string' ? 's' : v));
    expect(shape(await known.json())).toBe(shape(await unknown.json()));
    const mail = await smtp.next('known@example.com', since);
    expect(mail.text).toContain('You already have an account');
  });

  it('answers sign-in the same for a wrong password and an unknown email', async () => {
    await registered(server, smtp, 'grace@example.com');
    const wrong = await new TestClient(server.url).signIn('grace@example.com', 'not the password');
    const nobody = await new TestClient(server.url).signIn(
      'nobody@example.com',
      'not the password',
    );
    expect(wrong.status).toBe(401);
    expect(nobody.status).toBe(401);
    expect(await wrong.json()).toEqual(await nobody.json());
  });

  it('refuses a token for another uid, and tokens of a signed-out session', async () => {
    const a = await registered(server, smtp, 'alice@example.com');
    const b = await registered(server, smtp, 'bob@example.com');
    const forged = await a.api('/user/details', { headers: { uid: b.uid! } });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ success: false, errorMessage: 'Incorrect token' });

    const token = a.idToken;
    await a.post('/api/auth/sign-out', {});
    a.idToken = token;
    const after = await a.api('/user/details');
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ errorMessage: 'Incorrect token' });
  });

  it('refuses the token of a session past its expiry, and takes it once the session is renewed', async () => {
    const c = await registered(server, smtp, 'carol@example.com');
    expect((await c.api('/user/details')).status).toBe(200);
    const { db } = server.database;
    await db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSession.userId, c.uid!));
    const expired = await c.api('/user/details');
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ errorMessage: 'Incorrect token' });
    await db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(authSession.userId, c.uid!));
    expect((await c.api('/user/details')).status).toBe(200);
  });

  it('signs in by magic link received over SMTP', async () => {
    const client = new TestClient(server.url);
    const since = smtp.mails.length;
    const res = await client.post('/api/auth/sign-in/magic-link', {
      email: 'magic@example.com',
      callbackURL: '/app',
    });
    expect(res.status).toBe(200);
    const mail = await smtp.next('magic@example.com', since);
    await client.follow(linkIn(mail, '/api/auth/magic-link/verify'));
    await client.refreshToken();
    const details = (await (await client.api('/user/details')).json()) as { user: unknown };
    expect(details.user).toBeNull();
  });

  it('resets a password by mail and ends the old sessions', async () => {
    const client = await registered(server, smtp, 'reset@example.com');
    const since = smtp.mails.length;
    const res = await new TestClient(server.url).post('/api/auth/request-password-reset', {
      email: 'reset@example.com',
      redirectTo: '/auth/reset-password',
    });
    expect(res.status).toBe(200);
    const link = linkIn(await smtp.next('reset@example.com', since), '/api/auth/reset-password/');
    const token = new URL(link).pathname.split('/').pop()!;
    const reset = await new TestClient(server.url).post('/api/auth/reset-password', {
      token,
      newPassword: 'a brand new password',
    });
    expect(reset.status).toBe(200);
    expect((await client.api('/user/details')).status).toBe(401);
    expect((await new TestClient(server.url).signIn('reset@example.com', PASSWORD)).status).toBe(
      401,
    );
    expect(
      (await new TestClient(server.url).signIn('reset@example.com', 'a brand new password')).status,
    ).toBe(200);
  });

  it('ends the other sessions when a password is changed', async () => {
    const laptop = await registered(server, smtp, 'change@example.com');
    const phone = new TestClient(server.url);
    expect((await phone.signIn('change@example.com', PASSWORD)).status).toBe(200);
    const res = await phone.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another good password',
    });
    expect(res.status).toBe(200);
    expect((await laptop.api('/user/details')).status).toBe(401);
    await phone.refreshToken();
    expect((await phone.api('/user/details')).status).toBe(200);
  });

  it('asks for a password reset the same way for unknown emails', async () => {
    const unknown = await new TestClient(server.url).post('/api/auth/request-password-reset', {
      email: 'never-registered@example.com',
      redirectTo: '/auth/reset-password',
    });
    const known = await new TestClient(server.url).post('/api/auth/request-password-reset', {
      email: 'ada@example.com',
      redirectTo: '/auth/reset-password',
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
  });

  it('gives anonymous visitors an anon_ uid and keeps their account when they upgrade', async () => {
    const client = new TestClient(server.url);
    expect((await client.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    await client.refreshToken();
    const anonUid = client.uid!;
    expect(anonUid).toMatch(/^anon_/);
    const created = await client.apiPost('/user', {
      uid: anonUid,
      email: 'placeholder',
      name: 'Guest',
    });
    expect(await created.json()).toEqual({ success: true, new: true });

    const since = smtp.mails.length;
    await client.post('/api/auth/sign-in/magic-link', {
      email: 'upgraded@example.com',
      callbackURL: '/app',
    });
    await client.follow(
      linkIn(await smtp.next('upgraded@example.com', since), '/magic-link/verify'),
    );
    await client.refreshToken();
    expect(client.uid).not.toBe(anonUid);
    const details = (await (await client.api('/user/details')).json()) as {
      user: Record<string, unknown>;
    };
    expect(details.user).toMatchObject({
      uid: client.uid,
      displayName: 'Guest',
      email: 'upgraded@example.com',
      isAnonymous: false,
    });
    const old = await server.database.db.select().from(appUser).where(eq(appUser.uid, anonUid));
    expect(old).toEqual([]);
  });

  it('changes the e-mail only once the new address confirms it from its mail', async () => {
    const client = await registered(server, smtp, 'old-address@example.com');
    const since = smtp.mails.length;
    const res = await client.post('/api/auth/change-email', {
      newEmail: 'new-address@example.com',
      callbackURL: '/app/profile',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const unconfirmed = (await (await client.api('/user/details')).json()) as {
      user: { email: string };
    };
    expect(unconfirmed.user.email).toBe('old-address@example.com');
    const mail = await smtp.next('new-address@example.com', since);
    await client.follow(linkIn(mail, '/api/auth/verify-email'));
    const [row] = await server.database.db
      .select({ email: appUser.email })
      .from(appUser)
      .where(eq(appUser.uid, client.uid!));
    expect(row?.email).toBe('new-address@example.com');
  });

  // Issue 35 item 9, spec 000 section 5: `bob+x@` was a second account of Bob's mailbox.
  it('takes a tagged, capitalised or padded address as the account of its normalised one', async () => {
    await registered(server, smtp, 'norm@example.com');
    const since = smtp.mails.length;
    const again = await new TestClient(server.url).post('/api/auth/sign-up/email', {
      email: ' Norm+shop@Example.COM ',
      password: PASSWORD,
      name: 'Norm again',
    });
    expect(again.status).toBe(200);
    expect((await smtp.next('norm@example.com', since)).text).toContain(
      'You already have an account',
    );
    const accounts = await server.database.db
      .select({ email: authUser.email })
      .from(authUser)
      .where(like(authUser.email, '%orm%'));
    expect(accounts).toEqual([{ email: 'norm@example.com' }]);
    const signedIn = await new TestClient(server.url).signIn('NORM+news@example.com', PASSWORD);
    expect(signedIn.status).toBe(200);
  });

  it('stores a changed address normalised', async () => {
    const client = await registered(server, smtp, 'mover@example.com');
    const since = smtp.mails.length;
    const res = await client.post('/api/auth/change-email', {
      newEmail: 'Moved+Tag@Example.com',
      callbackURL: '/app/profile',
    });
    expect(res.status).toBe(200);
    await client.follow(
      linkIn(await smtp.next('moved@example.com', since), '/api/auth/verify-email'),
    );
    const [row] = await server.database.db
      .select({ email: appUser.email })
      .from(appUser)
      .where(eq(appUser.uid, client.uid!));
    expect(row?.email).toBe('moved@example.com');
  });
});

// Issue 35 item 7: counting, then inserting, let 20 parallel creations make 6 of 5.
describe(`the account-creation limit under parallel requests (${testDriver()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ accountCreationLimitPerHour: 5 });
  });
  afterAll(() => server.close());

  it('creates exactly 5 accounts of 20 made at once from one address', async () => {
    const clients = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const client = new TestClient(server.url);
        await client.post('/api/auth/sign-in/anonymous', {});
        await client.refreshToken();
        return client;
      }),
    );
    const answers = await Promise.all(
      clients.map((c, i) => c.apiPost('/user', { uid: c.uid, email: `p${i}@example.com` })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(15).fill(429)]);
    const [made] = await server.database.db
      .select({ n: count() })
      .from(appUser)
      .where(eq(appUser.signupIp, '127.0.0.1'));
    expect(made?.n).toBe(5);
  });
});

describe(`abuse limits (${testDriver()})`, () => {
  let server: TestServer;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({
      smtpUrl: smtp.url,
      authRateLimitPerMinute: 3,
      accountCreationLimitPerHour: 1,
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('rate-limits sign-in attempts with 429 and a clear message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await new TestClient(server.url).signIn('x@example.com', 'wrong password')).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('answers reason rate-limited when one address creates too many accounts', async () => {
    const first = new TestClient(server.url);
    await first.post('/api/auth/sign-in/anonymous', {});
    await first.refreshToken();
    expect(await (await first.apiPost('/user', { uid: first.uid, email: 'a' })).json()).toEqual({
      success: true,
      new: true,
    });
    const second = new TestClient(server.url);
    await second.post('/api/auth/sign-in/anonymous', {});
    await second.refreshToken();
    const res = await second.apiPost('/user', { uid: second.uid, email: 'b' });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      reason: 'account.signupLimited',
      errorMessage:
        'You signed up too many times. Contact support if you think this error is wrong.',
    });
  });

  it('requires a non-empty uid and email', async () => {
    const c = new TestClient(server.url);
    await c.post('/api/auth/sign-in/anonymous', {});
    await c.refreshToken();
    const res = await c.apiPost('/user', { uid: '', email: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      errorMessage: 'uid: uid is required',
    });
  });
});
