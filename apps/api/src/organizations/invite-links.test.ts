import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { body, newLead, newPerson } from './test-helpers.ts';

interface Link {
  data: { id: string; usedCount: number; usageLimit: number | null };
}

// Open invite links end to end (issue 17 item 5): the last use under 20 parallel accepts,
// and each refusal's reason on GET /invite as well as on accepting.
describe(`open invite links (${testDriver()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  // 20 sign-ups and accepts at once: 35 s on CI's loaded cores, near the suites' 60 s limit.
  it(
    'admits exactly one of 20 parallel accepts of a link with 1 use left, into its team',
    {
      timeout: 180_000,
    },
    async () => {
      const { lead, organization } = await newLead(server, 'lead@last-use.test', ['Support']);
      const support = organization.teams[0]!;
      const link = await body<Link>(
        await lead.apiPost('/organization/invite-links', { teamId: support.id, usageLimit: 2 }),
      );
      const first = await newPerson(server, 'first@last-use.test');
      expect((await first.apiPost('/invite/accept', { link: link.data.id })).status).toBe(200);
      const people = await Promise.all(
        Array.from({ length: 20 }, (_, i) => newPerson(server, `p${i}@last-use.test`)),
      );
      const results = await Promise.all(
        people.map((p) => p.apiPost('/invite/accept', { link: link.data.id })),
      );
      const ok = results.filter((r) => r.status === 200);
      expect(ok).toHaveLength(1);
      const refused = await Promise.all(
        results.filter((r) => r.status !== 200).map((r) => body(r)),
      );
      expect(refused.every((r) => (r as { reason?: string }).reason === 'invite.usedUp')).toBe(
        true,
      );
      const joined = people[results.findIndex((r) => r.status === 200)]!;
      const members = await body<{ data: { members: { _id: string }[] } }>(
        await lead.api(`/organization/members?teamId=${support.id}`),
      );
      expect(members.data.members.map((m) => m._id).sort()).toEqual(
        [first.uid!, joined.uid!].sort(),
      );
      const links = await body<{ data: { id: string; usedCount: number }[] }>(
        await lead.api('/organization/invite-links'),
      );
      expect(links.data.find((l) => l.id === link.data.id)?.usedCount).toBe(2);
      // Anyone opening the used-up link is told so before signing up.
      const read = await fetch(`${server.url}/api/invite?link=${link.data.id}`);
      expect(read.status).toBe(409);
      expect(await body(read)).toMatchObject({
        reason: 'invite.usedUp',
        errorMessage:
          'This invite link has been used as many times as allowed. Ask your team lead for a new one.',
      });
    },
  );

  it('tells expired, revoked and other-domain links apart, and refuses bad link input', async () => {
    const { lead } = await newLead(server, 'lead@refusals.test');
    const past = await body<Link>(
      await lead.apiPost('/organization/invite-links', {
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    const expired = await fetch(`${server.url}/api/invite?link=${past.data.id}`);
    expect(expired.status).toBe(400);
    expect(await body(expired)).toMatchObject({ reason: 'invite.expired' });
    const domain = await body<Link>(
      await lead.apiPost('/organization/invite-links', { allowedDomain: 'Refusals.test' }),
    );
    // Reading is allowed to anyone; accepting checks the address.
    expect((await fetch(`${server.url}/api/invite?link=${domain.data.id}`)).status).toBe(200);
    const outsider = await newPerson(server, 'x@refusals.test.evil');
    const other = await outsider.apiPost('/invite/accept', { link: domain.data.id });
    expect(other.status).toBe(403);
    expect(await body(other)).toMatchObject({
      reason: 'invite.otherDomain',
      errorMessage: 'This invite link is only for addresses at refusals.test.',
    });
    const insider = await newPerson(server, 'In@REFUSALS.test');
    expect((await insider.apiPost('/invite/accept', { link: domain.data.id })).status).toBe(200);
    // The same person twice: already a member.
    const twice = await insider.apiPost('/invite/accept', { link: domain.data.id });
    expect(await body(twice)).toMatchObject({ reason: 'invite.alreadyMember' });
    await lead.api(`/organization/invite-links/${domain.data.id}`, { method: 'DELETE' });
    const revoked = await fetch(`${server.url}/api/invite?link=${domain.data.id}`);
    expect(await body(revoked)).toMatchObject({ reason: 'invite.revoked' });
    for (const bad of [
      { usageLimit: 0 },
      { usageLimit: -1 },
      { usageLimit: 1.5 },
      { allowedDomain: 'not a domain' },
      { allowedDomain: 'a\u0000.test' },
      { expiresAt: 'tomorrow' },
    ]) {
      const res = await lead.apiPost('/organization/invite-links', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const unknown = await fetch(`${server.url}/api/invite?link=${'z'.repeat(64)}`);
    expect(unknown.status).toBe(404);
  });
});
