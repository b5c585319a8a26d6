import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { TestClient } from '../testing/test-client.ts';
import { body, newLead, newPerson } from './test-helpers.ts';

interface Invites {
  data: { invites: { invite: string; email: string; teamId: string | null }[] };
}
interface Link {
  data: { id: string; url: string; usedCount: number };
}
interface Members {
  data: {
    members: { _id: string; teamId: string | null; role: string }[];
    paging: { total: number };
  };
}

describe(`invites (${testDriver()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('invites by e-mail into a team; accepting makes a TeamMember of that team', async () => {
    const { lead, organization } = await newLead(server, 'lead@inv.test', ['Sales', 'Ops']);
    const sales = organization.teams.find((t) => t.name === 'Sales')!;
    const made = await body<Invites>(
      await lead.apiPost('/organization/invites', {
        emails: ['Bob@Inv.test'],
        teamId: sales.id,
      }),
    );
    const [invite] = made.data.invites;
    expect(invite).toMatchObject({ email: 'bob@inv.test', teamId: sales.id });

    // spec 001 section 4: only for emails not already present.
    const again = await lead.apiPost('/organization/invites', { emails: ['bob@inv.test'] });
    expect(again.status).toBe(409);
    expect(await body(again)).toMatchObject({ reason: 'invite.alreadyPresent' });
    const self = await lead.apiPost('/organization/invites', { emails: ['lead@inv.test'] });
    expect(self.status).toBe(409);

    // Anyone with the link reads what it is for; the hshq_invite cookie remembers it.
    const reader = new TestClient(server.url);
    const read = await reader.api(`/invite?invite=${invite!.invite}`);
    expect(await body(read)).toMatchObject({
      data: { kind: 'email', organizationName: 'lead@inv.test Inc', teamName: 'Sales' },
    });
    expect(reader.cookieHeader()).toContain(`hshq_invite=invite.${invite!.invite}`);
    expect((await reader.api('/invite')).status).toBe(200);

    const bob = await newPerson(server, 'bob@inv.test');
    const accepted = await bob.apiPost('/invite/accept', { invite: invite!.invite });
    expect(await body(accepted)).toMatchObject({
      data: { organizationId: organization.id, teamId: sales.id },
    });
    const details = await body<{ user: { role: string } }>(await bob.api('/user/details'));
    expect(details.user.role).toBe('TeamMember');
    // Used once: a second person (or a second click) is told so.
    const eve = await newPerson(server, 'eve@inv.test');
    const used = await eve.apiPost('/invite/accept', { invite: invite!.invite });
    expect(used.status).toBe(409);
    expect(await body(used)).toMatchObject({ reason: 'invite.used' });

    const members = await body<Members>(await lead.api(`/organization/members?teamId=${sales.id}`));
    expect(members.data.members.map((m) => [m._id, m.teamId, m.role])).toEqual([
      [bob.uid, sales.id, 'TeamMember'],
    ]);
    // Moving a member changes their team; the filter follows.
    const ops = organization.teams.find((t) => t.name === 'Ops')!;
    const moved = await lead.api(`/organization/members/${bob.uid}/team`, {
      method: 'PUT',
      body: JSON.stringify({ teamId: ops.id }),
    });
    expect(await body(moved)).toMatchObject({ data: { teamId: ops.id } });
    const inOps = await body<Members>(await lead.api(`/organization/members?teamId=${ops.id}`));
    expect(inOps.data.paging.total).toBe(1);
    // A member cannot invite.
    expect((await bob.apiPost('/organization/invites', { emails: ['x@inv.test'] })).status).toBe(
      403,
    );
  });

  it('admits to an e-mail invite only the account of its address (issue 35 item 6)', async () => {
    const { lead, organization } = await newLead(server, 'lead@bound.test');
    const made = await body<Invites>(
      await lead.apiPost('/organization/invites', { emails: ['CAROL@Bound.test'] }),
    );
    const invite = made.data.invites[0]!.invite;
    const mallory = await newPerson(server, 'mallory@bound.test');
    const taken = await mallory.apiPost('/invite/accept', { invite });
    expect(taken.status).toBe(403);
    expect(await body(taken)).toMatchObject({
      reason: 'invite.otherAddress',
      errorMessage: expect.stringContaining('another e-mail address') as unknown,
    });
    const details = await body<{ user: { role: string } }>(await mallory.api('/user/details'));
    expect(details.user.role).not.toBe('TeamMember');
    // Still open for the person it was sent to.
    const carol = await newPerson(server, 'carol@bound.test');
    const accepted = await carol.apiPost('/invite/accept', { invite });
    expect(await body(accepted)).toMatchObject({ data: { organizationId: organization.id } });
  });

  it('refuses unknown, expired and other-organization joins with clear reasons', async () => {
    const { lead } = await newLead(server, 'lead2@inv.test');
    const { lead: other } = await newLead(server, 'other@inv2.test');
    const unknown = await lead.apiPost('/invite/accept', { invite: 'nope' });
    expect(unknown.status).toBe(404);
    expect(await body(unknown)).toMatchObject({ reason: 'invite.unknown' });
    const past = new Date(Date.now() - 1000).toISOString();
    const expired = await body<Link>(
      await lead.apiPost('/organization/invite-links', { expiresAt: past }),
    );
    const person = await newPerson(server, 'late@inv.test');
    const res = await person.apiPost('/invite/accept', { link: expired.data.id });
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ reason: 'invite.expired' });
    // A lead of another organization cannot join this one.
    const open = await body<Link>(await lead.apiPost('/organization/invite-links', {}));
    const cross = await other.apiPost('/invite/accept', { link: open.data.id });
    expect(cross.status).toBe(409);
    expect(await body(cross)).toMatchObject({ reason: 'invite.inOtherOrganization' });
    // A revoked link says so.
    await lead.api(`/organization/invite-links/${open.data.id}`, { method: 'DELETE' });
    const revoked = await person.apiPost('/invite/accept', { link: open.data.id });
    expect(await body(revoked)).toMatchObject({ reason: 'invite.revoked' });
  });

  it('admits at most the usage limit of an open link under 8 parallel accepts, only from its domain', async () => {
    const { lead, organization } = await newLead(server, 'lead3@inv.test', ['Field']);
    const field = organization.teams[0]!;
    const link = await body<Link>(
      await lead.apiPost('/organization/invite-links', {
        teamId: field.id,
        allowedDomain: '@Corp.test',
        usageLimit: 3,
      }),
    );
    expect(link.data.url).toContain(`/invite?link=${link.data.id}`);
    const outsider = await newPerson(server, 'x@evil.test');
    const refused = await outsider.apiPost('/invite/accept', { link: link.data.id });
    expect(refused.status).toBe(403);
    expect(await body(refused)).toMatchObject({
      reason: 'invite.otherDomain',
      errorMessage: 'This invite link is only for addresses at corp.test.',
    });
    const people = await Promise.all(
      Array.from({ length: 8 }, (_, i) => newPerson(server, `p${i}@corp.test`)),
    );
    const results = await Promise.all(
      people.map((p) => p.apiPost('/invite/accept', { link: link.data.id })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    const reasons = await Promise.all(results.filter((r) => r.status === 409).map((r) => body(r)));
    expect(reasons.every((r) => (r as { reason?: string }).reason === 'invite.usedUp')).toBe(true);
    const members = await body<Members>(await lead.api(`/organization/members?teamId=${field.id}`));
    expect(members.data.paging.total).toBe(3);
    const stats = await body<{ data: { totalTeamSize: number } }>(
      await lead.api('/organization/stats'),
    );
    expect(stats.data.totalTeamSize).toBe(4);
  });
});
