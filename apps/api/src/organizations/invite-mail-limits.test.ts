import { and, count, eq, like } from 'drizzle-orm';
import { emailOutbox, invitation } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { body, newLead } from './test-helpers.ts';

// Issue 35 item 3: a free account named an organization with its own text and had the
// server queue 500 invitation mails in 1.5 s. Mails asked for are limited per account and
// organization an hour (MAIL_LIMIT_PER_ACCOUNT_PER_HOUR, default 100) and per address a day.

const batch = (tag: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${tag}-${i}@victims.example`);

describe(`invitation mail limits (${testDriver()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ mailLimits: { perRecipientPerDay: 2 } });
  });
  afterAll(() => server.close());

  const inviteMails = async (pattern: string) => {
    const [row] = await server.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'organization-invite'), like(emailOutbox.to, pattern)));
    return row!.n;
  };

  it('sends one account at most 100 invitations an hour: 500 at once queue 100', async () => {
    const { lead, organization } = await newLead(server, 'spammer@limits.test');
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((b) =>
        lead.apiPost('/organization/invites', { emails: batch(`flood${b}`, 100) }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429]);
    const refused = answers.find((r) => r.status === 429)!;
    expect(await body(refused)).toMatchObject({ code: 'RATE_LIMITED', reason: 'mail.tooMany' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await inviteMails('flood%@victims.example')).toBe(100);
    const [made] = await server.database.db
      .select({ n: count() })
      .from(invitation)
      .where(eq(invitation.organizationId, organization.id));
    expect(made!.n).toBe(100);
    // Used up: one more address is refused too, and nothing is stored for it.
    const more = await lead.apiPost('/organization/invites', {
      emails: ['one-more@victims.example'],
    });
    expect(more.status).toBe(429);
    expect(await inviteMails('one-more@victims.example')).toBe(0);
  });

  it('sends one address at most its daily share of invitations, whichever organizations ask', async () => {
    const victim = 'Victim+x@Victims.example';
    const statuses: number[] = [];
    for (const n of [1, 2, 3]) {
      const { lead } = await newLead(server, `lead${n}@recipient-limits.test`);
      statuses.push((await lead.apiPost('/organization/invites', { emails: [victim] })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(await inviteMails('victim%')).toBe(2);
  });
});
