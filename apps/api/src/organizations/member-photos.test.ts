import { and, eq } from 'drizzle-orm';
import { appUser, ledgerEntry, ledgerLot, model, organization } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { MESSAGES } from '@hs/domain/messages';
import { blankImage, halfBodyJpeg, selfieJpeg } from '@hs/imaging/sample-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLot } from '../entitlements/ledger.ts';
import type { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { body, newLead, newPerson } from './test-helpers.ts';

interface MemberModelAnswer {
  data: {
    modelId: string | null;
    minimumPhotos: number;
    model: { status: string; trainingImages: { path: string }[]; title: string | null } | null;
    member: { uid: string; email: string };
  };
}
interface UploadAnswer {
  success: boolean;
  data: ({ success: true; photo: { path: string } } | { success: false; errorMessage: string })[];
}

const INFO = {
  name: 'Ann Lee',
  age: '19-25 years',
  ethnicity: 'African',
  gender: 'Female',
  eyeColor: 'Blue',
  glasses: 'Without glasses',
};

// Photos and the order on a member's behalf (issue 17 item 5; decision 048), over real HTTP.
describe(`photos on a member's behalf (${testDriver()})`, () => {
  let server: TestServer;
  let db: TestServer['database']['db'];
  beforeAll(async () => {
    server = await startTestServer();
    db = server.database.db;
  });
  afterAll(() => server.close());

  const enable = (organizationId: string) =>
    db.update(organization).set({ bulkUpload: true }).where(eq(organization.id, organizationId));

  /** A lead, their organization and one member joined by an open link. */
  async function team(domain: string) {
    const { lead, organization: org } = await newLead(server, `lead@${domain}`);
    const link = await body<{ data: { id: string } }>(
      await lead.apiPost('/organization/invite-links', {}),
    );
    const member = await newPerson(server, `ann@${domain}`);
    expect((await member.apiPost('/invite/accept', { link: link.data.id })).status).toBe(200);
    // A test user: two photos are enough (spec 001 section 5).
    await db.update(appUser).set({ isTestUser: true }).where(eq(appUser.uid, member.uid!));
    return { lead, member, org };
  }

  /** Without a modelId, the member's model in onboarding (opened if none). */
  function upload(client: TestClient, memberUid: string, modelId: string | null, files: Buffer[]) {
    const form = new FormData();
    files.forEach((bytes, i) =>
      form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `p${i}.jpg`),
    );
    if (modelId !== null) form.append('modelId', modelId);
    return client.api(`/organization/members/${memberUid}/photos`, { method: 'POST', body: form });
  }

  it(
    'refuses members, other leads, the lead themself, API keys, and leads without the feature',
    { timeout: 60_000 },
    async () => {
      const a = await team('behalf-a.test');
      const b = await team('behalf-b.test');
      const open = (client: TestClient, uid: string, init: RequestInit = {}) =>
        client.api(`/organization/members/${uid}/model`, { method: 'POST', ...init });

      const off = await open(a.lead, a.member.uid!);
      expect(off.status).toBe(403);
      expect(await body(off)).toMatchObject({ reason: 'bulk.notEnabled' });
      await enable(a.org.id);
      await enable(b.org.id);

      // A member never acts for anyone, themself included.
      const asMember = await open(a.member, a.member.uid!);
      expect(asMember.status).toBe(403);
      expect(await body(asMember)).toMatchObject({ reason: 'organization.leadOnly' });
      // Ids swapped between the two organizations: as if no such person.
      for (const [client, uid] of [
        [b.lead, a.member.uid!],
        [a.lead, b.member.uid!],
        [a.lead, b.lead.uid!],
        [a.lead, a.lead.uid!],
        [a.lead, 'nobody'],
      ] as const) {
        const res = await open(client, uid);
        expect(res.status, uid).toBe(404);
        expect(await body(res)).toMatchObject({ reason: 'person.unknown' });
      }
      // Another lead's upload and check of a real model are refused the same way.
      const mine = await body<MemberModelAnswer>(await open(a.lead, a.member.uid!));
      expect(mine.data.modelId).toBeNull();
      const [made] = await db
        .insert(model)
        .values({ id: 'behalf-a-model', uid: a.member.uid! })
        .returning();
      mine.data.modelId = made!.id;
      const foreign = await upload(b.lead, a.member.uid!, mine.data.modelId, [await selfieJpeg()]);
      expect(foreign.status).toBe(404);
      const check = await b.lead.api(
        `/organization/members/${a.member.uid}/photo-check/${mine.data.modelId}`,
      );
      expect(check.status).toBe(404);
      // A's member id with B's own member's model: the model is not that member's.
      await db.insert(model).values({ id: 'behalf-b-model', uid: b.member.uid! });
      const bModel = await body<MemberModelAnswer>(await open(b.lead, b.member.uid!));
      expect(bModel.data.modelId).toBe('behalf-b-model');
      const crossed = await upload(a.lead, a.member.uid!, bModel.data.modelId, [
        await selfieJpeg(),
      ]);
      expect(crossed.status).toBe(404);
      expect(await body(crossed)).toMatchObject({ reason: 'model.unknown' });

      // An organization API key is no session: 401.
      const key = await body<{ data: { key: string } }>(
        await a.lead.apiPost('/organization/api-keys', { name: 'zapier' }),
      );
      const byKey = await fetch(`${server.url}/api/organization/members/${a.member.uid}/model`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key.data.key}` },
      });
      expect(byKey.status).toBe(401);
      const stored = await db.select().from(model).where(eq(model.uid, a.member.uid!));
      expect(stored.map((m) => m.id)).toEqual([mine.data.modelId]);
    },
  );

  it(
    "opening a member's photos opens no model, a finished order included; the lead's first upload does",
    { timeout: 60_000 },
    async () => {
      const { lead, member, org } = await team('behalf-d.test');
      const other = await team('behalf-e.test');
      await enable(org.id);
      await enable(other.org.id);
      const models = () => db.select().from(model).where(eq(model.uid, member.uid!));
      const open = () => lead.api(`/organization/members/${member.uid}/model`, { method: 'POST' });

      const answers = await Promise.all([open(), open(), open()]);
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect((await body<MemberModelAnswer>(res)).data).toMatchObject({
          modelId: null,
          model: null,
          minimumPhotos: 2,
          member: { uid: member.uid },
        });
      }
      expect(await models()).toEqual([]);

      // A finished order: still nothing opened by looking.
      await db.insert(model).values({ id: 'behalf-d-done', uid: member.uid!, status: 'ready' });
      expect((await body<MemberModelAnswer>(await open())).data.modelId).toBeNull();
      expect((await models()).map((m) => m.id)).toEqual(['behalf-d-done']);

      // Another organization's lead cannot open one by uploading.
      const foreign = await upload(other.lead, member.uid!, null, [await selfieJpeg()]);
      expect(foreign.status).toBe(404);
      expect((await models()).map((m) => m.id)).toEqual(['behalf-d-done']);

      // The lead's first upload opens one; the next one without an id goes to the same model
      // (the same photo again is its duplicate).
      const selfie = await selfieJpeg();
      const first = await body<UploadAnswer>(await upload(lead, member.uid!, null, [selfie]));
      expect(first.data.map((d) => d.success)).toEqual([true]);
      const again = await body<UploadAnswer>(await upload(lead, member.uid!, null, [selfie]));
      expect(again.data[0]).toMatchObject({
        success: false,
        errorMessage: MESSAGES.DUPLICATE_PHOTO,
      });
      const after = await models();
      expect(after).toHaveLength(2);
      const opened = after.find((m) => m.status === 'onboarding')!;
      const view = (await body<MemberModelAnswer>(await open())).data;
      expect(view.modelId).toBe(opened.id);
      expect(view.model?.trainingImages).toHaveLength(1);
    },
  );

  // Real face detection of five uploads and the engine's reading: 15 to 20 s on a quiet
  // machine, more beside other test files.
  it(
    "checks the lead's uploads as the member's own, and spends exactly one seat however often it is submitted",
    { timeout: 120_000 },
    async () => {
      const { lead, member, org } = await team('behalf-c.test');
      await enable(org.id);
      const opened = await body<MemberModelAnswer>(
        await lead.api(`/organization/members/${member.uid}/model`, { method: 'POST' }),
      );
      expect(opened.data.member).toMatchObject({ uid: member.uid, email: 'ann@behalf-c.test' });

      // The same checks as /image/upload: no face, too large (before decoding), a duplicate.
      // The first upload opens the member's model.
      const selfie = await selfieJpeg();
      const first = await body<UploadAnswer>(
        await upload(lead, member.uid!, null, [selfie, await blankImage(800, 800), selfie]),
      );
      const reopened = await body<MemberModelAnswer>(
        await lead.api(`/organization/members/${member.uid}/model`, { method: 'POST' }),
      );
      const modelId = reopened.data.modelId!;
      expect(modelId).toBeTruthy();
      expect(first.data.map((d) => (d.success ? 'kept' : d.errorMessage))).toEqual([
        'kept',
        'We could not find any faces in the photo.',
        MESSAGES.DUPLICATE_PHOTO,
      ]);
      const huge = Buffer.alloc(25 * 1024 * 1024 + 1);
      const tooLarge = await body<UploadAnswer>(await upload(lead, member.uid!, modelId, [huge]));
      expect(tooLarge.data[0]).toMatchObject({
        success: false,
        errorMessage: 'This photo is larger than 25 MB.',
      });
      const second = await body<UploadAnswer>(
        await upload(lead, member.uid!, modelId, [await halfBodyJpeg()]),
      );
      expect(second.success).toBe(true);

      // The member sees them in their own wizard: the same model, both photos.
      const own = await body<{ data: { modelId: string; model: { trainingImages: unknown[] } } }>(
        await member.apiPost('/onboarding/start', {}),
      );
      expect(own.data.modelId).toBe(modelId);
      expect(own.data.model.trainingImages).toHaveLength(2);
      // The engine's reading answers the lead for these photos.
      const check = await body<{ data: { photos: unknown[] } }>(
        await lead.api(`/organization/members/${member.uid}/photo-check/${modelId}`),
      );
      expect(check.data.photos).toHaveLength(2);

      const submit = () =>
        lead.apiPost(`/organization/members/${member.uid}/submit`, {
          modelId,
          ...INFO,
          styles: ['studio-grey'],
          locale: 'de',
        });
      // No seat yet: the lead is told to buy seats, and nothing changes.
      const none = await submit();
      expect(none.status).toBe(402);
      expect(await body(none)).toMatchObject({ reason: 'seats.noneForLead' });
      await db.transaction((tx) =>
        openLot(tx, {
          owner: { organizationId: org.id },
          kind: 'team_seats',
          amount: 2,
          reason: 'grant',
          terms: { packageId: 'test', headshots: 10, styles: 2, width: 256, height: 320 },
          note: 'test',
        }),
      );
      // 20 submits by the lead and the member's own, all at once: one seat of two is spent.
      const answers = await Promise.all([
        ...Array.from({ length: 20 }, submit),
        member.apiPost('/onboarding/submit', { modelId, styles: ['studio-grey'] }),
      ]);
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
      const [lot] = await db
        .select()
        .from(ledgerLot)
        .where(and(eq(ledgerLot.organizationId, org.id), eq(ledgerLot.kind, 'team_seats')));
      expect(lot?.balance).toBe(1);
      const spends = await db.select().from(ledgerEntry).where(eq(ledgerEntry.modelId, modelId));
      expect(spends.map((e) => e.amount)).toEqual([-1]);
      const [queued] = await db.select().from(model).where(eq(model.id, modelId));
      expect(queued).toMatchObject({ uid: member.uid, status: 'queued', styles: ['studio-grey'] });
      // Submitted: the lead can no longer add photos.
      const late = await upload(lead, member.uid!, modelId, [selfie]);
      expect(late.status).toBe(409);
    },
  );
});
