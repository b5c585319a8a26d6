import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { emailOutbox } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, memberWithHeadshots, newLead } from '../organizations/test-helpers.ts';
import type { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

interface Invite {
  invite: string;
  email: string;
  reminders: { organization: string; remindedAt: string }[];
}
interface FinishedModels {
  data: {
    models: {
      uid: string;
      email: string;
      teamId: string | null;
      totalPhotos: number;
      selectedImage: { id: string } | null;
    }[];
    paging: { total: number; pages: number; reachedEnd: boolean };
  };
}

describe(`the lead area: reminders, finished models, selected images, team zip (${testDriver()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const db = () => server.database.db;

  async function invite(lead: TestClient, email: string, teamId?: string) {
    const res = await lead.apiPost('/organization/invites', { emails: [email], teamId });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await body<{ data: { invites: Invite[] } }>(res)).data.invites[0]!;
  }

  const finishedMember = (lead: TestClient, email: string, teamId: string, n = 2) =>
    memberWithHeadshots(server, lead, email, { teamId, n });

  it('records and mails a reminder, at most one an hour, 20 parallel ones making one', async () => {
    const { lead, organization } = await newLead(server, 'remind@lead.test');
    const made = await invite(lead, 'late@remind.test');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        lead.apiPost(`/organization/invites/${made.invite}/remind`, {}),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    const ok = results.find((r) => r.status === 200)!;
    const reminded = await body<{ data: Invite }>(ok);
    expect(reminded.data.reminders).toHaveLength(1);
    expect(reminded.data.reminders[0]!.organization).toBe(organization.id);
    const refused = await body(results.find((r) => r.status === 429)!);
    expect(refused).toMatchObject({ reason: 'invite.remindedRecently' });

    // The list shows the reminder; one reminder mail went to the invitee.
    const list = await body<{ data: { invites: Invite[] } }>(
      await lead.api('/organization/invites'),
    );
    expect(list.data.invites[0]!.reminders).toHaveLength(1);
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'organization-invite-reminder'),
          eq(emailOutbox.to, 'late@remind.test'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Reminder');
  });

  it('names every address already present (member or pending invite) and invites none', async () => {
    const { lead } = await newLead(server, 'present@lead.test');
    await invite(lead, 'pending@present.test');
    const res = await lead.apiPost('/organization/invites', {
      emails: ['Pending@Present.test', 'fresh@present.test', 'present@lead.test'],
    });
    expect(res.status).toBe(409);
    const refused = await body<{ reason: string; errorMessage: string }>(res);
    expect(refused.reason).toBe('invite.alreadyPresent');
    expect(refused.errorMessage).toContain('pending@present.test, present@lead.test');
    expect(refused.errorMessage).not.toContain('fresh@');
    const list = await body<{ data: { invites: Invite[] } }>(
      await lead.api('/organization/invites'),
    );
    expect(list.data.invites.map((i) => i.email)).toEqual(['pending@present.test']);
  });

  it('lists finished models by team, selects an image, counts it and zips the team', async () => {
    const { lead, organization } = await newLead(server, 'zip@lead.test', ['Sales', 'Ops']);
    const sales = organization.teams.find((t) => t.name === 'Sales')!;
    const ops = organization.teams.find((t) => t.name === 'Ops')!;
    const ann = await finishedMember(lead, 'ann@zip.test', sales.id, 3);
    const bob = await finishedMember(lead, 'bob@zip.test', ops.id, 2);

    const all = await body<FinishedModels>(await lead.api('/organization/models'));
    expect(all.data.models.map((m) => [m.email, m.totalPhotos])).toEqual([
      ['ann@zip.test', 3],
      ['bob@zip.test', 2],
    ]);
    expect(all.data.paging).toEqual({ total: 2, pages: 1, reachedEnd: true });
    const onlySales = await body<FinishedModels>(
      await lead.api(`/organization/models?teamId=${sales.id}`),
    );
    expect(onlySales.data.models.map((m) => m.email)).toEqual(['ann@zip.test']);

    // The images to pick from, then the pick.
    const images = await body<{ data: { images: { id: string }[]; selectedImageId: null } }>(
      await lead.api(`/organization/members/${ann.uid}/images`),
    );
    expect(images.data.images.map((i) => i.id)).toEqual(ann.ids);
    const select = (uid: string, imageId: string | null) =>
      lead.api(`/organization/members/${uid}/selected-image`, {
        method: 'PUT',
        body: JSON.stringify({ imageId }),
      });
    // Another member's headshot is not Ann's to select.
    expect((await select(ann.uid, bob.ids[0]!)).status).toBe(404);
    expect((await select(ann.uid, ann.ids[1]!)).status).toBe(200);
    expect((await select(bob.uid, bob.ids[0]!)).status).toBe(200);
    const stats = await body<{ data: { selectedImages: number } }>(
      await lead.api('/organization/stats'),
    );
    expect(stats.data.selectedImages).toBe(2);

    // The Sales zip holds Ann's selected image, named by her address, byte for byte.
    const res = await lead.apiPost('/organization/selected-images/zip', { teamId: sales.id });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-zip-files')).toBe('1');
    const archive = new Uint8Array(await res.arrayBuffer());
    expect(archive.length).toBe(Number(res.headers.get('content-length')));
    const files = unzipSync(archive);
    expect(Object.keys(files)).toEqual(['ann@zip.test.png']);
    expect(Buffer.from(files['ann@zip.test.png']!).equals(ann.bytes[1]!)).toBe(true);
    // Everyone's zip has both.
    const both = unzipSync(
      new Uint8Array(
        await (await lead.apiPost('/organization/selected-images/zip', {})).arrayBuffer(),
      ),
    );
    expect(Object.keys(both).sort()).toEqual(['ann@zip.test.png', 'bob@zip.test.png']);

    // Clearing a selection; a team with none selected answers a clear 404.
    expect((await select(bob.uid, null)).status).toBe(200);
    const empty = await lead.apiPost('/organization/selected-images/zip', { teamId: ops.id });
    expect(empty.status).toBe(404);
    expect(await body(empty)).toMatchObject({ reason: 'invite.noSelectedImages' });

    // A member is no lead: every call of the area is refused.
    for (const path of ['/organization/models', `/organization/members/${ann.uid}/images`]) {
      expect((await ann.person.api(path)).status).toBe(403);
    }
    expect(
      (await ann.person.apiPost('/organization/selected-images/zip', { teamId: sales.id })).status,
    ).toBe(403);
  });

  it("keeps a lead inside their organization: the other's ids answer 404", async () => {
    const a = await newLead(server, 'a@swap.test', ['A team']);
    const b = await newLead(server, 'b@swap.test', ['B team']);
    const bTeam = b.organization.teams[0]!.id;
    const bInvite = await invite(b.lead, 'someone@swap.test');
    const bMember = await finishedMember(b.lead, 'member@swap.test', bTeam, 1);
    expect(
      (
        await b.lead.api(`/organization/members/${bMember.uid}/selected-image`, {
          method: 'PUT',
          body: JSON.stringify({ imageId: bMember.ids[0] }),
        })
      ).status,
    ).toBe(200);

    const swapped = [
      a.lead.apiPost(`/organization/invites/${bInvite.invite}/remind`, {}),
      a.lead.api(`/organization/members/${bMember.uid}/images`),
      a.lead.api(`/organization/members/${bMember.uid}/selected-image`, {
        method: 'PUT',
        body: JSON.stringify({ imageId: bMember.ids[0] }),
      }),
      a.lead.apiPost('/organization/selected-images/zip', { teamId: bTeam }),
    ];
    for (const res of await Promise.all(swapped)) expect(res.status).toBe(404);
    // A's lists do not show B's people; B's selection is untouched.
    const models = await body<FinishedModels>(
      await a.lead.api(`/organization/models?teamId=${bTeam}`),
    );
    expect(models.data.models).toEqual([]);
    const aZip = await a.lead.apiPost('/organization/selected-images/zip', {});
    expect(aZip.status).toBe(404);
    const bModels = await body<FinishedModels>(await b.lead.api('/organization/models'));
    expect(bModels.data.models[0]!.selectedImage?.id).toBe(bMember.ids[0]);
    // No reminder was recorded on B's invite.
    const bInvites = await body<{ data: { invites: Invite[] } }>(
      await b.lead.api('/organization/invites'),
    );
    expect(bInvites.data.invites.find((i) => i.invite === bInvite.invite)!.reminders).toEqual([]);
  });
});
