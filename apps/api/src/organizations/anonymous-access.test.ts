import { and, eq } from 'drizzle-orm';
import { inviteLink, ledgerLot, model } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLot } from '../entitlements/ledger.ts';
import { queueModel } from '../onboarding/submit.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { body, newLead, newPerson } from './test-helpers.ts';

interface Link {
  data: { id: string; accessUrl: string | null; anonymousAccess: boolean };
}

// Anonymous team-member accounts through access links (/team-access; decision 035).
describe(`access links for anonymous team members (${testDriver()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** What /team-access does: an anonymous sign-in and the product account, no e-mail. */
  async function anonymous() {
    const client = new TestClient(server.url);
    expect((await client.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
    await client.refreshToken();
    expect((await client.apiPost('/user', { uid: client.uid, email: 'anon' })).status).toBe(200);
    return client;
  }

  it("gives an account without e-mail in the link's team, once per person, up to its limit, using a seat on submit", async () => {
    const { lead, organization } = await newLead(server, 'lead@access.test', ['Field']);
    const field = organization.teams[0]!;
    const made = await lead.apiPost('/organization/invite-links', {
      teamId: field.id,
      usageLimit: 2,
      anonymousAccess: true,
    });
    const link = await body<Link>(made);
    expect(link.data.anonymousAccess).toBe(true);
    expect(link.data.accessUrl).toBe(`${server.url}/team-access/${link.data.id}`);
    // An access link checks no domain: both together are refused.
    const both = await lead.apiPost('/organization/invite-links', {
      anonymousAccess: true,
      allowedDomain: 'access.test',
    });
    expect(both.status).toBe(400);
    expect(await body(both)).toMatchObject({ reason: 'invite.anonymousDomain' });

    // Anyone may read what it is for before joining.
    const read = await fetch(`${server.url}/api/invite?link=${link.data.id}`);
    expect(await body(read)).toMatchObject({
      data: { organizationName: 'lead@access.test Inc', teamName: 'Field', anonymousAccess: true },
    });

    const ann = await anonymous();
    const joined = await ann.apiPost('/invite/accept', { link: link.data.id });
    expect(joined.status).toBe(200);
    expect(await body(joined)).toMatchObject({ data: { teamId: field.id } });
    // A replay by the same person joins nothing more and uses nothing.
    const replay = await ann.apiPost('/invite/accept', { link: link.data.id });
    expect(replay.status).toBe(409);
    expect(await body(replay)).toMatchObject({ reason: 'invite.alreadyMember' });
    const bo = await anonymous();
    expect((await bo.apiPost('/invite/accept', { link: link.data.id })).status).toBe(200);
    const late = await anonymous();
    const usedUp = await late.apiPost('/invite/accept', { link: link.data.id });
    expect(usedUp.status).toBe(409);
    expect(await body(usedUp)).toMatchObject({ reason: 'invite.usedUp' });
    const [stored] = await server.database.db
      .select({ used: inviteLink.usedCount })
      .from(inviteLink)
      .where(eq(inviteLink.id, link.data.id));
    expect(stored!.used).toBe(2);

    // The lead sees them in the team; they are team members now.
    const members = await body<{ data: { members: { _id: string; role: string }[] } }>(
      await lead.api(`/organization/members?teamId=${field.id}`),
    );
    expect(members.data.members.map((m) => m._id).sort()).toEqual([ann.uid!, bo.uid!].sort());
    expect(members.data.members.every((m) => m.role === 'TeamMember')).toBe(true);
    // ...and never reach the lead area.
    expect((await ann.api('/organization')).status).toBe(403);

    // Submitting uses one of the organization's seats, without paying.
    const { db } = server.database;
    await db.transaction((tx) =>
      openLot(tx, {
        owner: { organizationId: organization.id },
        kind: 'team_seats',
        amount: 1,
        reason: 'grant',
        terms: { packageId: 'test', headshots: 10, styles: 2, width: 256, height: 320 },
        note: 'test',
      }),
    );
    await db.insert(model).values({ id: `m-${ann.uid}`, uid: ann.uid!, status: 'onboarding' });
    await db.transaction((tx) =>
      queueModel(tx, {
        uid: ann.uid!,
        modelId: `m-${ann.uid}`,
        styles: ['studio-grey'],
        locale: 'en',
      }),
    );
    const [seats] = await db
      .select({ balance: ledgerLot.balance })
      .from(ledgerLot)
      .where(and(eq(ledgerLot.organizationId, organization.id), eq(ledgerLot.kind, 'team_seats')));
    expect(seats!.balance).toBe(0);
  });

  it('refuses anonymous accounts on other invites, and expired or switched-off access links', async () => {
    const { lead } = await newLead(server, 'lead@access-refusals.test');
    const anon = await anonymous();
    // An open link without access, and an e-mail invite: they need a signed-up account.
    const open = await body<Link>(await lead.apiPost('/organization/invite-links', {}));
    const needs = await anon.apiPost('/invite/accept', { link: open.data.id });
    expect(needs.status).toBe(403);
    expect(await body(needs)).toMatchObject({ reason: 'invite.needsAccount' });
    const invites = await body<{ data: { invites: { invite: string }[] } }>(
      await lead.apiPost('/organization/invites', { emails: ['anon-target@access-refusals.test'] }),
    );
    const byMail = await anon.apiPost('/invite/accept', {
      invite: invites.data.invites[0]!.invite,
    });
    expect(byMail.status).toBe(403);
    expect(await body(byMail)).toMatchObject({ reason: 'invite.needsAccount' });
    // A signed-up person may still use an access link.
    const access = await body<Link>(
      await lead.apiPost('/organization/invite-links', { anonymousAccess: true }),
    );
    const person = await newPerson(server, 'cy@elsewhere.test');
    expect((await person.apiPost('/invite/accept', { link: access.data.id })).status).toBe(200);

    const expired = await body<Link>(
      await lead.apiPost('/organization/invite-links', {
        anonymousAccess: true,
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    const late = await anon.apiPost('/invite/accept', { link: expired.data.id });
    expect(late.status).toBe(400);
    expect(await body(late)).toMatchObject({ reason: 'invite.expired' });
    const off = await body<Link>(
      await lead.apiPost('/organization/invite-links', { anonymousAccess: true }),
    );
    await lead.api(`/organization/invite-links/${off.data.id}`, { method: 'DELETE' });
    const revoked = await anon.apiPost('/invite/accept', { link: off.data.id });
    expect(revoked.status).toBe(400);
    expect(await body(revoked)).toMatchObject({ reason: 'invite.revoked' });
    // Still in no organization after all of that.
    expect((await anon.apiPost('/invite/accept', { link: 'no-such-link' })).status).toBe(404);
  });
});
