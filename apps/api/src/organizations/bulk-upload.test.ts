import { and, eq } from 'drizzle-orm';
import { invitation, organization } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { MAX_BULK_ROWS } from '@hs/domain/bulk-upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { body, newLead, newPerson } from './test-helpers.ts';

interface Report {
  data: {
    rows: number;
    ready: number;
    dryRun: boolean;
    invites: { email: string; teamId: string | null }[];
    problems: { row: number; email: string; reason: string }[];
  };
}

describe(`bulk upload (${testDriver()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const pendingOf = (organizationId: string) =>
    server.database.db
      .select()
      .from(invitation)
      .where(and(eq(invitation.organizationId, organizationId), eq(invitation.status, 'pending')));
  const enable = (organizationId: string) =>
    server.database.db
      .update(organization)
      .set({ bulkUpload: true })
      .where(eq(organization.id, organizationId));

  it('reports every bad row by number, invites the good ones once, even sent twice at once', async () => {
    const { lead, organization: org } = await newLead(server, 'lead@bulk.test', [
      'Sales',
      'Field Ops',
    ]);
    const other = await newLead(server, 'lead@bulk-other.test', ['Secret']);
    const sales = org.teams.find((t) => t.name === 'Sales');
    const field = org.teams.find((t) => t.name === 'Field Ops');
    const upload = (csv: string, dryRun = false) =>
      lead.apiPost('/organization/bulk-upload', { csv, dryRun });

    // Without the feature flag: refused, nothing read.
    const off = await upload('email\nx@bulk.test\n');
    expect(off.status).toBe(403);
    expect(await body(off)).toMatchObject({ reason: 'bulk.notEnabled' });
    await enable(org.id);

    // Already present: a member (joined by link) and a pending invite.
    const link = await body<{ data: { id: string } }>(
      await lead.apiPost('/organization/invite-links', {}),
    );
    const ann = await newPerson(server, 'ann@bulk.test');
    expect((await ann.apiPost('/invite/accept', { link: link.data.id })).status).toBe(200);
    expect((await lead.apiPost('/organization/invites', { emails: ['bo@bulk.test'] })).status).toBe(
      200,
    );
    // A member never reaches it.
    const asMember = await ann.apiPost('/organization/bulk-upload', { csv: 'email\nq@bulk.test' });
    expect(asMember.status).toBe(403);
    expect(await body(asMember)).toMatchObject({ reason: 'organization.leadOnly' });

    const csv = [
      '\uFEFFName,E-mail,Team',
      'Cy,cy@bulk.test,Sales',
      '"Dee, Jr.",DEE@Bulk.test,field ops',
      'Ann,ann@bulk.test,',
      'Bo,bo@bulk.test,',
      'Eve,eve@bulk,',
      'Fay,fay@bulk.test,Marketing',
      `Gil,gil@bulk.test,${other.organization.teams[0]!.id}`,
      'Cy again,cy@bulk.test,',
      `=HYPERLINK("http://evil.test"),hal@bulk.test,`,
      '',
      `Ivy,ivy@bulk.test,${field!.id}`,
      '"Jo,jo@bulk.test,Sales',
      'Kim,kim@bulk.test,Sales',
    ].join('\r\n');
    const expectedProblems = [
      { row: 4, email: 'ann@bulk.test', reason: 'alreadyMember' },
      { row: 5, email: 'bo@bulk.test', reason: 'alreadyInvited' },
      { row: 6, email: 'eve@bulk', reason: 'badEmail' },
      { row: 7, email: 'fay@bulk.test', reason: 'unknownTeam' },
      { row: 8, email: 'gil@bulk.test', reason: 'unknownTeam' },
      { row: 9, email: 'cy@bulk.test', reason: 'duplicate' },
      { row: 10, email: 'hal@bulk.test', reason: 'formula' },
      // An unclosed quote swallows the rest of the file: one broken row.
      { row: 13, email: '', reason: 'malformed' },
    ];

    const dry = await body<Report>(await upload(csv, true));
    expect(dry.data).toMatchObject({ rows: 11, ready: 3, dryRun: true, invites: [] });
    expect(dry.data.problems).toEqual(expectedProblems);
    expect(await pendingOf(org.id)).toHaveLength(1);

    const sent = await body<Report>(await upload(csv));
    expect(sent.data).toMatchObject({ rows: 11, ready: 3, dryRun: false });
    expect(sent.data.problems).toEqual(expectedProblems);
    expect(sent.data.invites.map((i) => [i.email, i.teamId]).sort()).toEqual([
      ['cy@bulk.test', sales!.id],
      ['dee@bulk.test', field!.id],
      ['ivy@bulk.test', field!.id],
    ]);
    const stored = await pendingOf(org.id);
    expect(stored.map((i) => [i.email, i.name]).sort()).toEqual([
      ['bo@bulk.test', null],
      ['cy@bulk.test', 'Cy'],
      ['dee@bulk.test', 'Dee, Jr.'],
      ['ivy@bulk.test', 'Ivy'],
    ]);
    // The lead's invite list has them, like any invite.
    expect(await (await lead.api('/organization/invites')).text()).toContain('dee@bulk.test');

    // The same file again, twice at once: nothing new, each person reported as invited.
    const again = await Promise.all([upload(csv), upload(csv)]);
    for (const res of again) {
      const report = await body<Report>(res);
      expect(report.data).toMatchObject({ ready: 0, invites: [] });
      expect(report.data.problems.filter((p) => p.reason === 'alreadyInvited')).toHaveLength(4);
    }
    expect(await pendingOf(org.id)).toHaveLength(4);
    const [counted] = await server.database.db
      .select({ n: organization.inviteCount })
      .from(organization)
      .where(eq(organization.id, org.id));
    expect(counted!.n).toBe(4);
    // Nothing reached the other organization.
    expect(await pendingOf(other.organization.id)).toHaveLength(0);
  });

  it('refuses empty, headless, oversized, NUL-bearing and too-long files with a clear 4xx', async () => {
    const { lead, organization: org } = await newLead(server, 'lead@bulk-limits.test');
    await enable(org.id);
    const upload = (csv: unknown) => lead.apiPost('/organization/bulk-upload', { csv });
    const cases: [unknown, number, string][] = [
      ['', 400, 'bulk.empty'],
      ['email\n\n', 400, 'bulk.empty'],
      ['name,team\nAnn,Sales', 400, 'bulk.noEmailColumn'],
      [
        ['email', ...Array.from({ length: MAX_BULK_ROWS + 1 }, (_, i) => `p${i}@x.test`)].join(
          '\n',
        ),
        400,
        'bulk.tooManyRows',
      ],
      ['email\na\u0000b@x.test', 400, 'input.nulByte'],
      ['x'.repeat(256 * 1024 + 1), 400, 'input.invalid'],
      [42, 400, 'input.invalid'],
    ];
    for (const [csv, status, reason] of cases) {
      const res = await upload(csv);
      expect(res.status, reason).toBe(status);
      expect(await body(res), reason).toMatchObject({ reason });
    }
    const huge = await lead.api('/organization/bulk-upload', {
      method: 'POST',
      body: JSON.stringify({ csv: '"'.repeat(600 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(await pendingOf(org.id)).toHaveLength(0);
    // 500 rows are fine, and made in one go.
    const many = ['email', ...Array.from({ length: MAX_BULK_ROWS }, (_, i) => `p${i}@x.test`)];
    const ok = await body<Report>(await upload(many.join('\n')));
    expect(ok.data).toMatchObject({ rows: MAX_BULK_ROWS, ready: MAX_BULK_ROWS, problems: [] });
    expect(await pendingOf(org.id)).toHaveLength(MAX_BULK_ROWS);
  });
});
