import { and, count, eq } from 'drizzle-orm';
import {
  checkoutOrder,
  emailOutbox,
  payment,
  refundRequest,
  supportReply,
  supportRequest,
} from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { TEAM_MEMBER_REFUND_REFUSAL } from '@hs/domain/refund-window';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../billing/test-helpers.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { startSmtpSink } from '../testing/smtp-sink.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
const demo = (key: string) =>
  DEMO_ACCOUNTS.find((a) => a.adminRole === key || (a.adminRole === null && a.role === key))!;
const XSS = '<img src=x onerror=alert(1)><script>alert(2)</script>';
let n = 0;
const key = () => `req-${Date.now()}-${n++}`;

describe(`support requests and the staff inbox (${testDriver()})`, () => {
  let server: TestServer;
  let sink: Sink;
  const clients: Record<string, TestClient> = {};
  const payments: Record<string, string> = {};

  async function paymentFor(uid: string, amountTotal: number): Promise<string> {
    const { db } = server.database;
    const [order] = await db
      .insert(checkoutOrder)
      .values({ uid, provider: 'test', currency: 'usd', amountSubtotal: amountTotal, amountTotal })
      .returning();
    const [paid] = await db
      .insert(payment)
      .values({
        orderId: order!.id,
        uid,
        provider: 'test',
        providerRef: `test_${order!.id}`,
        currency: 'usd',
        amountTotal,
      })
      .returning();
    return paid!.id;
  }

  const submit = (client: TestClient, body: Record<string, unknown>) =>
    client.apiPost('/support/feedback/submit', {
      name: 'Ann',
      message: 'My photos look odd',
      type: 'issue',
      requestId: key(),
      ...body,
    });

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({
      smtpUrl: sink.url,
      supportLimits: { perAddressPerHour: 1000, perSenderPerHour: 12 },
    });
    await seedDemoAccounts(server.services);
    for (const role of ['User', 'TeamLead', 'TeamMember', 'support', 'marketer', 'adwords']) {
      const client = new TestClient(server.url);
      expect((await client.signIn(demo(role).email, DEMO_PASSWORD)).status).toBe(200);
      clients[role] = client;
    }
    payments.user = await paymentFor(clients.User!.uid!, 2900);
    payments.free = await paymentFor(clients.User!.uid!, 0);
    payments.lead = await paymentFor(clients.TeamLead!.uid!, 4900);
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
  });

  it('files a refund for the person’s own order, confirms by mail, tells support, opens the refund', async () => {
    const user = clients.User!;
    const since = sink.mails.length;
    const res = await submit(user, {
      type: 'refund',
      paymentId: payments.user,
      message: 'Please refund my order',
      page: '/app/results',
    });
    const body = await json<{ success: boolean; message: string; id: string }>(res);
    expect(res.status).toBe(200);
    expect(body.message).toBe(
      'Your request has been submitted. Headshot Studio will get back to you soon.',
    );
    const [row] = await server.database.db
      .select()
      .from(supportRequest)
      .where(eq(supportRequest.id, body.id));
    expect(row).toMatchObject({
      uid: user.uid,
      email: demo('User').email,
      type: 'refund',
      paymentId: payments.user,
      page: '/app/results',
      status: 'open',
    });
    const [refund] = await server.database.db
      .select()
      .from(refundRequest)
      .where(eq(refundRequest.paymentId, payments.user!));
    expect(refund).toMatchObject({ source: 'support-modal', status: 'open' });
    const confirmation = await sink.next(demo('User').email, since);
    expect(confirmation.raw).toContain(`Message-ID: ${row!.messageId}`);
    expect(confirmation.text).toContain("We've got your message!");
    const notice = await sink.next('support@test.local', since);
    expect(notice.raw).toMatch(new RegExp(`Reply-To: ${demo('User').email}`, 'i'));
    expect(notice.text).toContain('Please refund my order');
  });

  it('stores a request once however often the same submission arrives, even 10 at once', async () => {
    const requestId = key();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => submit(clients.User!, { requestId, message: 'once' })),
    );
    const ids = new Set<string>();
    for (const res of answers) {
      expect(res.status).toBe(200);
      ids.add((await json<{ id: string }>(res)).id);
    }
    expect(ids.size).toBe(1);
    const [stored] = await server.database.db
      .select({ n: count() })
      .from(supportRequest)
      .where(eq(supportRequest.idempotencyKey, requestId));
    expect(stored!.n).toBe(1);
    const [mails] = await server.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'support-confirmation'),
          eq(
            emailOutbox.text,
            "We've got your message! We will get back to you as soon as possible. You wrote:\n\nonce\n",
          ),
        ),
      );
    expect(mails!.n).toBe(1);
  });

  it('refuses bad input with a clear reason and stores nothing', async () => {
    const before = await server.database.db.select({ n: count() }).from(supportRequest);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ message: '' }, 400, 'input.invalid'],
      [{ message: '   ' }, 400, 'input.invalid'],
      [{ name: '' }, 400, 'input.invalid'],
      [{ message: 'x'.repeat(50_000) }, 400, 'input.invalid'],
      [{ type: 'complaint' }, 400, 'input.invalid'],
      [{ message: `a${String.fromCharCode(0)}b` }, 400, 'input.nulByte'],
      [
        { type: 'refund', paymentId: '00000000-0000-4000-8000-000000000000' },
        404,
        'support.unknownOrder',
      ],
      [{ type: 'refund', paymentId: 'not-a-uuid' }, 404, 'support.unknownOrder'],
      // Another person's order answers like an unknown one.
      [{ type: 'refund', paymentId: payments.lead }, 404, 'support.unknownOrder'],
      // spec 001 section 5: only payments above 0.
      [{ type: 'refund', paymentId: payments.free }, 400, 'support.orderNotRefundable'],
      [{ requestId: 'short' }, 400, 'input.invalid'],
    ];
    for (const [body, status, reason] of refusals) {
      const res = await submit(clients.User!, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(await json(res)).toMatchObject({ success: false, reason });
    }
    const after = await server.database.db.select({ n: count() }).from(supportRequest);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('keeps team members and leads from refunds (spec 001 section 6)', async () => {
    const member = await submit(clients.TeamMember!, { type: 'refund' });
    expect(member.status).toBe(403);
    expect(await json(member)).toMatchObject({
      reason: 'refund.teamMember',
      errorMessage: TEAM_MEMBER_REFUND_REFUSAL,
    });
    const lead = await submit(clients.TeamLead!, { type: 'refund', paymentId: payments.lead });
    expect(lead.status).toBe(403);
    expect(await json(lead)).toMatchObject({
      reason: 'support.leadRefundByEmail',
      params: { email: 'support@test.local' },
    });
    expect((await submit(clients.TeamLead!, { type: 'team' })).status).toBe(200);
    expect((await submit(clients.TeamMember!, { type: 'issue' })).status).toBe(200);
  });

  it('counts a submission sent 10 times at once once against the sender’s hourly limit', async () => {
    const visitor = new TestClient(server.url);
    const email = 'again@example.com';
    const requestId = key();
    const repeats = await Promise.all(
      Array.from({ length: 10 }, () => submit(visitor, { email, requestId })),
    );
    expect(repeats.map((r) => r.status)).toEqual(Array(10).fill(200));
    // 12 an hour: the repeated one and 11 others pass, the 13th is refused.
    for (let n = 0; n < 11; n++) {
      expect((await submit(visitor, { email })).status, `request ${n + 2}`).toBe(200);
    }
    expect((await submit(visitor, { email })).status).toBe(429);
  });

  it("mails a typed address a confirmation without the visitor's text, at most 5 a day (issue 35 item 3)", async () => {
    const stranger = 'stranger@example.org';
    const spam = 'Cheap pills at http://spam.example/buy';
    const since = sink.mails.length;
    const sent = await submit(new TestClient(server.url), { email: stranger, message: spam });
    expect(sent.status).toBe(200);
    const confirmation = await sink.next(stranger, since, "We've got your message!");
    expect(confirmation.text).not.toContain('Cheap pills');
    expect(confirmation.text).not.toContain('You wrote');
    // Support staff still read what was written.
    const notice = await sink.next('support@test.local', since, 'Cheap pills');
    expect(notice.text).toContain(spam);
    // More requests naming the address (from new visitors) are stored, but it gets 5 a day.
    for (let i = 0; i < 6; i++) {
      const res = await submit(new TestClient(server.url), { email: stranger, message: spam });
      expect(res.status).toBe(200);
    }
    const [stored] = await server.database.db
      .select({ n: count() })
      .from(supportRequest)
      .where(eq(supportRequest.email, stranger));
    expect(stored!.n).toBe(7);
    const [mails] = await server.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, stranger), eq(emailOutbox.kind, 'support-confirmation')));
    expect(mails!.n).toBe(5);
  });

  it('lets a signed-out visitor write with an e-mail, catches bots, and stops floods', async () => {
    const visitor = new TestClient(server.url);
    const noEmail = await submit(visitor, {});
    expect(await json(noEmail)).toMatchObject({ reason: 'support.emailRequired' });
    expect(noEmail.status).toBe(400);
    const orderOfOther = await submit(visitor, {
      email: 'v@example.com',
      type: 'refund',
      paymentId: payments.user,
    });
    expect(orderOfOther.status).toBe(404);

    // The honeypot: success for the bot, nothing kept, no mail.
    const bot = await submit(visitor, { email: 'bot@example.com', website: 'http://spam' });
    expect(bot.status).toBe(200);
    const [kept] = await server.database.db
      .select({ n: count() })
      .from(supportRequest)
      .where(eq(supportRequest.email, 'bot@example.com'));
    expect(kept!.n).toBe(0);

    // A flood from one sender: 20 at once, at most 12 an hour pass, the rest are told why.
    const flood = await Promise.all(
      Array.from({ length: 20 }, () => submit(visitor, { email: 'Flood@Example.com' })),
    );
    const statuses = flood.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(12);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    const refused = flood.find((r) => r.status === 429)!;
    expect(await json(refused)).toMatchObject({ reason: 'support.tooMany' });
    const [stored] = await server.database.db
      .select({ n: count() })
      .from(supportRequest)
      .where(eq(supportRequest.email, 'flood@example.com'));
    expect(stored!.n).toBe(12);
  });

  it('lists, filters and pages requests for support staff; feedback in its own inbox', async () => {
    await submit(clients.User!, { type: 'feedback', name: XSS, message: `Love it ${XSS}` });
    const staff = clients.support!;
    const list = await json<{
      rows: { type: string; name: string; email: string }[];
      paging: { total: number; pages: number; reachedEnd: boolean };
    }>(await staff.api('/admin/support/requests?pageSize=2&sort=createdAt&order=desc'));
    expect(list.rows).toHaveLength(2);
    expect(list.paging.total).toBeGreaterThan(2);
    expect(list.paging.reachedEnd).toBe(false);
    expect(list.rows.every((r) => r.type !== 'feedback')).toBe(true);

    const refunds = await json<{ rows: { type: string }[] }>(
      await staff.api('/admin/support/requests?type=refund'),
    );
    expect(refunds.rows.map((r) => r.type)).toEqual(['refund']);
    const flood = await json<{ paging: { total: number } }>(
      await staff.api('/admin/support/requests?q=flood%40'),
    );
    expect(flood.paging.total).toBe(12);

    // The marketer sees feedback (spec 001 section 6) but not support requests.
    const feedback = await json<{ rows: { name: string; message: string }[] }>(
      await clients.marketer!.api('/admin/feedback/requests'),
    );
    // Stored as sent: the staff page renders it as text (checked in the journey).
    expect(feedback.rows[0]).toMatchObject({ name: XSS, message: `Love it ${XSS}` });
    expect((await clients.marketer!.api('/admin/support/requests')).status).toBe(403);
    expect((await clients.adwords!.api('/admin/feedback/requests')).status).toBe(403);
  });

  it('replies by mail in the request’s thread, once per reply key, and closes and reopens', async () => {
    const user = clients.User!;
    const created = await json<{ id: string }>(
      await submit(user, { message: 'Where is my invoice?', type: 'issue' }),
    );
    const [row] = await server.database.db
      .select()
      .from(supportRequest)
      .where(eq(supportRequest.id, created.id));
    const staff = clients.support!;
    const since = sink.mails.length;
    const replyKey = key();
    const reply = () =>
      staff.apiPost(`/admin/support/requests/${created.id}/reply`, {
        message: 'It is in the footer: Invoices.',
        requestId: replyKey,
      });
    const [first, second] = await Promise.all([reply(), reply()]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const detail = await json<{ request: { thread: { message: string; staffEmail: string }[] } }>(
      first,
    );
    expect(detail.request.thread).toEqual([
      expect.objectContaining({
        message: 'It is in the footer: Invoices.',
        staffEmail: demo('support').email,
      }),
    ]);
    const mail = await sink.next(demo('User').email, since, 'It is in the footer: Invoices.');
    expect(mail.raw).toContain(`In-Reply-To: ${row!.messageId}`);
    expect(mail.raw).toContain(`References: ${row!.messageId}`);
    const [replies] = await server.database.db
      .select({ n: count() })
      .from(supportReply)
      .where(eq(supportReply.requestId, created.id));
    expect(replies!.n).toBe(1);

    const closed = await staff.apiPost(`/admin/support/requests/${created.id}/status`, {
      status: 'closed',
    });
    expect(await json(closed)).toMatchObject({ request: { status: 'closed' } });
    const open = await json<{ rows: { id: string }[] }>(
      await staff.api('/admin/support/requests?status=open&pageSize=100'),
    );
    expect(open.rows.map((r) => r.id)).not.toContain(created.id);
    const reopened = await staff.apiPost(`/admin/support/requests/${created.id}/status`, {
      status: 'open',
    });
    expect(await json(reopened)).toMatchObject({ request: { status: 'open' } });

    // The marketer may not read or answer a support request, only feedback.
    expect((await clients.marketer!.api(`/admin/support/requests/${created.id}`)).status).toBe(403);
    expect(
      (await staff.api('/admin/support/requests/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });

  it('mails the staff reply with user text escaped in its HTML', async () => {
    const created = await json<{ id: string }>(await submit(clients.User!, { message: XSS }));
    await clients.support!.apiPost(`/admin/support/requests/${created.id}/reply`, {
      message: `Re ${XSS}`,
      requestId: key(),
    });
    const rows = await server.database.db
      .select({ html: emailOutbox.html })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'support-reply'));
    const html = rows.map((r) => r.html).join('\n');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(2)');
    expect(html).not.toContain('<img src=x');
  });

  it('ignores a uid in the body: the session decides who writes', async () => {
    const res = await submit(clients.User!, { uid: clients.TeamLead!.uid });
    const { id } = await json<{ id: string }>(res);
    const [row] = await server.database.db
      .select({ uid: supportRequest.uid })
      .from(supportRequest)
      .where(eq(supportRequest.id, id));
    expect(row!.uid).toBe(clients.User!.uid);
  });
});
