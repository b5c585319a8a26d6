import { eq, like, or } from 'drizzle-orm';
import { authVerification, emailOutbox, job, staffAudit } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { STAFF_ROLES, type StaffRole } from '@hs/domain/roles';
import { canAccessAdminPath } from '@hs/domain/staff-menu';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { linkIn, startSmtpSink, type SmtpSink } from '../testing/smtp-sink.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const ADMIN = DEMO_ACCOUNTS.find((a) => a.adminRole === 'admin')!.email;
const NEWCOMER = 'newcomer@example.com';
const READERS = STAFF_ROLES.filter((role) => canAccessAdminPath(role, '/admin/email'));

/** The one-time token of a delivered sign-in, confirmation or reset link. */
function tokenOf(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('token') ?? url.pathname.split('/').pop()!;
}

// Issue 13, item 1: no live secret is readable by staff. Every staff role asks for the
// admin's reset and sign-in links; no role that may read the outbox gets a usable token,
// while the mail delivered over SMTP still carries it.
describe(`the outbox keeps sign-in and reset tokens redacted (${testDriver()})`, () => {
  let server: TestServer;
  let smtp: SmtpSink;
  const staff = new Map<StaffRole, TestClient>();
  const delivered: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ smtpUrl: smtp.url });
    await seedDemoAccounts(server.services);
    for (const role of STAFF_ROLES) {
      const client = new TestClient(server.url);
      expect((await client.signIn(`${role}@demo.example.com`, DEMO_PASSWORD)).status).toBe(200);
      staff.set(role, client);
    }
    for (const role of STAFF_ROLES) {
      const client = staff.get(role)!;
      let since = smtp.mails.length;
      const reset = await client.post('/api/auth/request-password-reset', {
        email: ADMIN,
        redirectTo: '/auth/reset-password',
      });
      expect(reset.status).toBe(200);
      delivered.push(linkIn(await smtp.next(ADMIN, since), '/api/auth/reset-password/'));
      since = smtp.mails.length;
      const magic = await client.post('/api/auth/sign-in/magic-link', {
        email: ADMIN,
        callbackURL: '/app',
      });
      expect(magic.status).toBe(200);
      delivered.push(linkIn(await smtp.next(ADMIN, since), '/api/auth/magic-link/verify'));
    }
    const since = smtp.mails.length;
    const signUp = await new TestClient(server.url).post('/api/auth/sign-up/email', {
      email: NEWCOMER,
      password: 'correct horse battery',
      name: 'New Comer',
    });
    expect(signUp.status).toBe(200);
    delivered.push(linkIn(await smtp.next(NEWCOMER, since), '/api/auth/verify-email'));
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers every token the identity provider stored, over SMTP', async () => {
    const rows = await server.database.db
      .select({ identifier: authVerification.identifier })
      .from(authVerification)
      .where(
        or(
          like(authVerification.identifier, 'reset-password:%'),
          like(authVerification.identifier, 'magic-link:%'),
        ),
      );
    const stored = rows.map((r) => r.identifier.slice(r.identifier.indexOf(':') + 1));
    expect(stored).toHaveLength(STAFF_ROLES.length * 2);
    expect(new Set(delivered.map(tokenOf))).toEqual(
      new Set([...stored, tokenOf(delivered.at(-1)!)]),
    );
    for (const token of stored) {
      expect(smtp.mails.some((m) => m.text.includes(token))).toBe(true);
    }
  });

  it('is read by admin, dev, marketer and sales only', () => {
    expect(READERS).toEqual(['admin', 'dev', 'marketer', 'sales']);
  });

  for (const role of STAFF_ROLES) {
    const reads = READERS.includes(role);
    it(`${reads ? 'shows' : 'refuses'} ${role} the outbox${reads ? ' without a live token' : ''}`, async () => {
      const client = staff.get(role)!;
      for (const query of [`to=${encodeURIComponent(ADMIN)}&limit=200`, 'limit=200']) {
        const res = await client.api(`/admin/email?${query}`);
        const body = await res.text();
        if (!reads) {
          expect(res.status).toBe(403);
          continue;
        }
        expect(res.status, body).toBe(200);
        const leaked = delivered.map(tokenOf).filter((token) => body.includes(token));
        expect(leaked, 'live tokens in the outbox listing').toEqual([]);
        const { emails } = JSON.parse(body) as { emails: { kind: string; text: string }[] };
        const withLinks = emails.filter((e) =>
          ['reset-password', 'magic-link', 'verify-email'].includes(e.kind),
        );
        const toAdmin = STAFF_ROLES.length * 2;
        expect(withLinks.length).toBe(query.startsWith('to=') ? toAdmin : toAdmin + 1);
        for (const mail of withLinks) expect(mail.text).toContain('[redacted]');
      }
    });
  }

  it('stores neither the text nor the html with a live token, nor the delivery jobs', async () => {
    // Delivered mails are marked sent by their jobs once SMTP took them.
    await vi.waitFor(
      async () => {
        const rows = await server.database.db.select().from(emailOutbox);
        expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
      },
      { timeout: 10_000, interval: 50 },
    );
    const rows = await server.database.db.select().from(emailOutbox);
    const jobs = await server.database.db.select().from(job);
    expect(jobs.filter((j) => j.name === 'mail.deliver@v1')).toHaveLength(rows.length);
    const stored = JSON.stringify([rows, jobs]);
    const leaked = delivered.map(tokenOf).filter((token) => stored.includes(token));
    expect(leaked, 'live tokens in the stored mails or jobs').toEqual([]);
    const magic = rows.find((r) => r.kind === 'magic-link')!;
    expect(magic.text).toMatch(/\/api\/auth\/magic-link\/verify\?token=\[redacted\]&callbackURL=/);
  });
  it('refuses to send a mail again whose one-time link was redacted, and sends nothing', async () => {
    const [magic] = await server.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'magic-link'))
      .limit(1);
    const since = smtp.mails.length;
    const res = await staff.get('admin')!.api(`/admin/email/${magic!.id}/resend`, {
      method: 'POST',
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { code: string }).code).toBe('CONFLICT');
    expect(smtp.mails.length).toBe(since);
    const unknown = await staff
      .get('admin')!
      .api('/admin/email/00000000-0000-4000-8000-000000000000/resend', { method: 'POST' });
    expect(unknown.status).toBe(404);
  });

  it('sends a mail without a secret again to its recipient, as a new outbox row, audited', async () => {
    const [stored] = await server.database.db
      .insert(emailOutbox)
      .values({
        to: 'buyer@example.com',
        subject: 'Your receipt: Professional headshots',
        text: 'Thank you for your order.\n',
        html: '<p>Thank you for your order.</p>',
        kind: 'receipt',
        status: 'failed',
        error: 'connection refused',
      })
      .returning();
    const since = smtp.mails.length;
    const res = await staff.get('marketer')!.api(`/admin/email/${stored!.id}/resend`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    const { email } = (await res.json()) as { email: { id: string; status: string; to: string } };
    // Queued for its delivery job, which sends it and marks the new row sent.
    expect(email).toMatchObject({ status: 'outbox', to: 'buyer@example.com' });
    expect(email.id).not.toBe(stored!.id);
    const delivered = await smtp.next('buyer@example.com', since);
    expect(delivered.text).toContain('Subject: Your receipt: Professional headshots');
    await vi.waitFor(
      async () => {
        const [row] = await server.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.id, email.id));
        expect(row!.status).toBe('sent');
      },
      { timeout: 10_000, interval: 50 },
    );
    const audit = await server.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.targetId, stored!.id));
    expect(audit.map((a) => [a.action, a.actorRole])).toEqual([['email.resend', 'marketer']]);
  });

  it('previews every template with sample links that sign no one in', async () => {
    const res = await staff.get('sales')!.api('/admin/email/templates');
    expect(res.status).toBe(200);
    const { templates } = (await res.json()) as {
      templates: { kind: string; subject: string; html: string }[];
    };
    expect(templates.map((t) => t.kind)).toEqual([
      'verify-email',
      'magic-link',
      'reset-password',
      'existing-account',
      'receipt',
      'headshots-ready',
      'photos-needed',
      'refund',
      'support-confirmation',
      'support-notification',
      'support-reply',
      'organization-invite',
      'organization-invite-reminder',
    ]);
    for (const t of templates) {
      expect(t.html).toMatch(/^<!doctype html>/);
      for (const href of t.html.matchAll(/href="([^"]+)"/g)) {
        expect(new URL(href[1]!.replaceAll('&amp;', '&')).hostname).toMatch(/example\.invalid$/);
      }
    }
    expect((await staff.get('support')!.api('/admin/email/templates')).status).toBe(403);
  });
});
