import { eq } from 'drizzle-orm';
import { appUser, member } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATION_ID, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { body, newLead, newPerson, type OrganizationBody } from './test-helpers.ts';

describe(`organizations (${testDriver()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('makes the creator TeamLead of a new organization with its first teams', async () => {
    const { lead, organization } = await newLead(server, 'ann@acme.test', ['Sales', 'Design']);
    // Teams are listed by name.
    expect(organization.teams.map((t) => [t.name, t.icon])).toEqual([
      ['Design', 'user-group'],
      ['Sales', 'user-group'],
    ]);
    const details = await body<{ user: { role: string; organizationId: string } }>(
      await lead.api('/user/details'),
    );
    expect(details.user).toMatchObject({ role: 'TeamLead', organizationId: organization.id });
    // A second organization for the same lead is refused.
    const again = await lead.apiPost('/organization', { name: 'Again', teamSize: '1-9' });
    expect(again.status).toBe(409);
    expect(await body(again)).toMatchObject({ reason: 'organization.exists' });
  });

  it('makes one organization of 5 parallel creates by the same person', async () => {
    const person = await newPerson(server, 'racer@acme.test');
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        person.apiPost('/organization', { name: 'Race', teamSize: '1-9' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await server.database.db
      .select()
      .from(member)
      .where(eq(member.userId, person.uid!));
    expect(rows).toHaveLength(1);
  });

  it('creates, renames and deletes teams, saying the organization each time', async () => {
    const { lead } = await newLead(server, 'teams@acme.test');
    const created = await body<OrganizationBody>(
      await lead.apiPost('/organization/teams', { name: 'Engineering' }),
    );
    const [engineering] = created.data.organization.teams;
    expect(engineering).toMatchObject({ name: 'Engineering', icon: 'user-group' });
    const put = await lead.api(`/organization/teams/${engineering!.id}`, {
      method: 'PUT',
      body: JSON.stringify({ name: 'Platform', icon: 'star' }),
    });
    expect((await body<OrganizationBody>(put)).data.organization.teams).toEqual([
      { id: engineering!.id, name: 'Platform', icon: 'star' },
    ]);
    const bad = await lead.apiPost('/organization/teams', { name: 'x', icon: 'skull' });
    expect(bad.status).toBe(400);
    const blank = await lead.apiPost('/organization/teams', { name: '   ' });
    expect(blank.status).toBe(400);
    const del = await lead.api(`/organization/teams/${engineering!.id}`, { method: 'DELETE' });
    expect((await body<OrganizationBody>(del)).data.organization.teams).toEqual([]);
  });

  it('keeps a lead inside their own organization: every id of another answers 404', async () => {
    const a = await newLead(server, 'lead-a@one.test', ['A team']);
    const b = await newLead(server, 'lead-b@two.test', ['B team']);
    const bTeam = b.organization.teams[0]!.id;
    const bInvite = await body<{ data: { invites: { invite: string }[] } }>(
      await b.lead.apiPost('/organization/invites', { emails: ['someone@two.test'] }),
    );
    const bLink = await body<{ data: { id: string } }>(
      await b.lead.apiPost('/organization/invite-links', {}),
    );
    const calls: [string, string, unknown?][] = [
      ['PUT', `/organization/teams/${bTeam}`, { name: 'Mine now' }],
      ['DELETE', `/organization/teams/${bTeam}`],
      ['POST', '/organization/invites', { emails: ['x@one.test'], teamId: bTeam }],
      ['POST', '/organization/invite-links', { teamId: bTeam }],
      ['DELETE', `/organization/invite-links/${bLink.data.id}`],
      ['PUT', `/organization/members/${b.lead.uid}/team`, { teamId: null }],
      ['PUT', `/organization/members/${a.lead.uid}/team`, { teamId: bTeam }],
    ];
    for (const [method, path, payload] of calls) {
      const res = await a.lead.api(path, {
        method,
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // Lists and stats show only A's own rows.
    const invites = await body<{ data: { invites: unknown[] } }>(
      await a.lead.api(`/organization/invites?teamId=${bTeam}`),
    );
    expect(invites.data.invites).toEqual([]);
    const members = await body<{ data: { members: { _id: string }[] } }>(
      await a.lead.api('/organization/members'),
    );
    expect(members.data.members.map((m) => m._id)).toEqual([a.lead.uid]);
    const org = await body<OrganizationBody>(await a.lead.api('/organization'));
    expect(org.data.organization.id).toBe(a.organization.id);
    // B's team, invite and link are untouched.
    const bOrg = await body<OrganizationBody>(await b.lead.api('/organization'));
    expect(bOrg.data.organization.teams).toEqual([
      { id: bTeam, name: 'B team', icon: 'user-group' },
    ]);
    const bLinks = await body<{ data: { revoked: boolean }[] }>(
      await b.lead.api('/organization/invite-links'),
    );
    expect(bLinks.data.map((l) => l.revoked)).toEqual([false]);
    expect(bInvite.data.invites).toHaveLength(1);
  });

  it('keeps a member out of the lead area on every route', async () => {
    await seedDemoAccounts(server.services);
    const memberClient = new TestClient(server.url);
    expect((await memberClient.signIn('member@demo.example.com', DEMO_PASSWORD)).status).toBe(200);
    for (const path of ['/organization', '/organization/stats', '/organization/members']) {
      const res = await memberClient.api(path);
      expect(res.status).toBe(403);
      expect(await body(res)).toMatchObject({
        reason: 'organization.leadOnly',
        errorMessage: 'You are not authorized to access this page',
      });
    }
    const post = await memberClient.apiPost('/organization/teams', { name: 'Sneaky' });
    expect(post.status).toBe(403);
    // The demo organization was migrated onto members: its lead manages it.
    const lead = new TestClient(server.url);
    await lead.signIn('lead@demo.example.com', DEMO_PASSWORD);
    const org = await body<OrganizationBody>(await lead.api('/organization'));
    expect(org.data.organization.id).toBe(DEMO_ORGANIZATION_ID);
    const [row] = await server.database.db
      .select({ role: appUser.role })
      .from(appUser)
      .where(eq(appUser.uid, memberClient.uid!));
    expect(row?.role).toBe('TeamMember');
  });
});
