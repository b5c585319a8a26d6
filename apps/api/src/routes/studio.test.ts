import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { StudioPhoto } from '@hs/contracts/studio';
import { ledgerEntry, ledgerLot, model, studioPhoto, trainingPhoto } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { selfieJpeg } from '@hs/imaging/sample-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revoke } from '../entitlements/grants.ts';
import { balancesOf } from '../entitlements/ledger.ts';
import { grantStudioCredits } from '../entitlements/test-helpers.ts';
import type { JobContext } from '../jobs/queue.ts';
import { tinyKit } from '../generation/testing/tiny-kit.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { studioCreateJob, studioEnhanceJob } from '../studio/jobs.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const NUL = String.fromCharCode(0);

describe(`studio (${testDriver()})`, () => {
  let server: TestServer;
  let alice: TestClient;
  let bob: TestClient;
  let modelId: string;
  const tiny = tinyKit();
  let engineFails = false;
  let makesNothing = false;
  /** What the output checks find in the next photos (the tiny kit's own verdicts aside). */
  let verdict: 'pass' | 'nsfw' | 'mismatch' | 'no-face' = 'pass';

  const credits = async (uid = alice.uid!) =>
    (await balancesOf(server.database.db, uid)).studio_credits ?? 0;
  const create = (body: unknown, client = alice) => client.apiPost('/studio/photo/create', body);
  const settings = (over: Record<string, unknown> = {}) => ({
    photoTemplateId: 'grey-studio-close',
    modelId,
    ...over,
  });
  const ctx = (attempt = 1): JobContext => ({
    services: server.services,
    logger: server.services.logger,
    jobId: 'test',
    attempt,
    maxAttempts: 3,
    signal: new AbortController().signal,
    heartbeat: async () => {},
    now: () => new Date(),
  });
  /** Runs a create job as the runner would: the handler, and onFailure when it throws. */
  const runCreate = async (photoId: string) => {
    try {
      await studioCreateJob.handler({ photoId }, ctx());
    } catch (error) {
      await studioCreateJob.onFailure!({ photoId }, error as Error, ctx(3));
    }
  };
  const row = async (id: string) =>
    (await server.database.db.select().from(studioPhoto).where(eq(studioPhoto.id, id)))[0];

  beforeAll(async () => {
    server = await startTestServer();
    server.services.generation = async () => ({
      ...tiny.kit,
      engine: {
        ...tiny.kit.engine,
        generate: async (input, onImage, signal) => {
          if (engineFails) throw new Error('engine down');
          if (makesNothing) return;
          return tiny.kit.engine.generate(input, onImage, signal);
        },
      },
      identity: {
        reference: async () => null,
        distance: async () => (verdict === 'no-face' ? null : verdict === 'mismatch' ? 0.7 : 0.3),
      },
      nsfw: { classify: async () => ({ nsfw: verdict === 'nsfw' }) },
    });
    await seedDemoAccounts(server.services);
    alice = new TestClient(server.url);
    bob = new TestClient(server.url);
    await alice.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    await bob.signIn(DEMO_ACCOUNTS[3]!.email, DEMO_PASSWORD);
    const start = await alice.apiPost('/onboarding/start', {});
    modelId = ((await start.json()) as { data: { modelId: string } }).data.modelId;
    const path = `models/${modelId}/training/one.jpg`;
    await server.services.storage.put(path, await selfieJpeg(640), 'image/jpeg');
    await server.database.db.insert(trainingPhoto).values({
      modelId,
      path,
      md5: 'x',
      fullBody: false,
      width: 640,
      height: 640,
      face: { x: 200, y: 150, width: 240, height: 300 },
    });
  });
  afterAll(() => server.close());

  it('answers templates, outfits, emotions and the model, and says what the engine cannot', async () => {
    const t = (await (await alice.api('/studio/phototemplate')).json()) as {
      data: { templates: { _id: string }[]; engine: { name: string; cannot: string[] } };
    };
    expect(t.data.templates.map((x) => x._id)).toContain('grey-studio-close');
    expect(t.data.engine).toEqual({
      name: 'local',
      cannot: ['outfit', 'emotion', 'glasses', 'hairstyle'],
      maxSide: 1280,
    });
    const outfits = (await (await alice.api('/studio/outfit/all')).json()) as {
      data: { _id: string }[];
    };
    expect(outfits.data.map((o) => o._id)).toContain('navy-suit');
    const emotions = (await (await alice.api('/studio/emotions')).json()) as {
      data: { _id: string }[];
    };
    expect(emotions.data.map((o) => o._id)).toContain('confident');
    const m = await alice.api(`/studio/model/single/${modelId}`);
    expect(m.status).toBe(200);
    expect(await m.json()).toMatchObject({ data: { _id: modelId, ready: false } });
  });

  it("answers 404 for another person's model and photo ids, and 401 signed out", async () => {
    expect((await bob.api(`/studio/model/single/${modelId}`)).status).toBe(404);
    expect((await bob.api(`/studio/photo/${modelId}`)).status).toBe(404);
    expect((await bob.apiPost(`/studio/photo/get-by-ids/${modelId}`, { ids: [] })).status).toBe(
      404,
    );
    await grantStudioCredits(server, bob.uid!, 5);
    expect((await create({ settings: settings(), count: 1 }, bob)).status).toBe(404);
    expect(await credits(bob.uid!)).toBe(5);
    expect((await new TestClient(server.url).api(`/studio/photo/${modelId}`)).status).toBe(401);
  });

  it('refuses a model whose headshots are not ready, spending nothing', async () => {
    await grantStudioCredits(server, alice.uid!, 3);
    const res = await create({ settings: settings(), count: 1 });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ reason: 'studio.modelNotReady' });
    expect(await credits()).toBe(3);
    await server.database.db.update(model).set({ status: 'ready' }).where(eq(model.id, modelId));
  });

  it('refuses bad input with a clear 4xx and spends nothing', async () => {
    const cases: [unknown, number, string?][] = [
      [
        { settings: settings({ photoTemplateId: 'no-such' }), count: 1 },
        400,
        'studio.templateUnknown',
      ],
      [{ settings: settings({ outfitId: 'ball-gown' }), count: 1 }, 400, 'studio.outfitUnknown'],
      [{ settings: settings(), count: -1 }, 400],
      [{ settings: settings(), count: 0 }, 400],
      [{ settings: settings(), count: 1e9 }, 400],
      [{ settings: settings(), count: 1.5 }, 400],
      [{ settings: settings({ quality: 'ultra' }), count: 1 }, 400],
      [{ settings: settings({ size: '99999x99999' }), count: 1 }, 400],
      [{ settings: settings({ outfitPrompt: `a${NUL}b` }), count: 1 }, 400],
      [{ settings: settings({ modelId: `x${NUL}` }), count: 1 }, 400],
      [{ settings: settings({ modelId: 'nope' }), count: 1 }, 404],
    ];
    for (const [body, status, reason] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (reason) expect(await res.json()).toMatchObject({ reason });
    }
    expect((await alice.api(`/studio/photo/${modelId}?limit=101`)).status).toBe(400);
    expect((await alice.api(`/studio/photo/${modelId}?offset=-1`)).status).toBe(400);
    expect(
      (await alice.apiPost(`/studio/photo/get-by-ids/${modelId}`, { ids: [`a${NUL}`] })).status,
    ).toBeLessThan(500);
    expect((await alice.apiPost('/studio/photo/like/not-a-uuid', {})).status).toBe(404);
    expect(await credits()).toBe(3);
  });

  let sdId: string;
  let hdId: string;
  it('creates at sd for 1 credit and hd for 2, with the spec defaults, new photos on top', async () => {
    const sd = await create({ settings: settings(), count: 1 });
    expect(sd.status).toBe(200);
    const sdBody = (await sd.json()) as { data: StudioPhoto; credits: number };
    expect(sdBody.credits).toBe(2);
    expect(sdBody.data).toMatchObject({
      status: 'pending',
      liked: null,
      settings: { size: '1024x831', quality: 'sd' },
      unhonoured: ['glasses'],
    });
    sdId = sdBody.data._id;
    expect((await row(sdId))!.settings).toMatchObject({
      gender: 'male',
      glasses: true,
      hairstyle: false,
    });
    const hd = await create({ settings: settings({ quality: 'hd', outfitId: 'navy-suit' }) });
    const hdBody = (await hd.json()) as { data: StudioPhoto; credits: number };
    expect(hdBody.credits).toBe(0);
    expect(hdBody.data.unhonoured).toEqual(['outfit', 'glasses']);
    hdId = hdBody.data._id;
    const list = (await (await alice.api(`/studio/photo/${modelId}`)).json()) as {
      data: { photos: StudioPhoto[]; reachedEnd: boolean };
    };
    expect(list.data.photos.map((p) => p._id)).toEqual([hdId, sdId]);
    expect(list.data.reachedEnd).toBe(true);
  });

  it("refuses with 'Not enough credits' when credits do not cover the cost", async () => {
    const res = await create({ settings: settings(), count: 1 });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({
      reason: 'studio.notEnoughCredits',
      errorMessage: 'Not enough credits',
    });
    await grantStudioCredits(server, alice.uid!, 1);
    // 1 credit does not cover one hd photo (2) nor two sd photos.
    expect((await create({ settings: settings({ quality: 'hd' }) })).status).toBe(402);
    expect((await create({ settings: settings(), count: 2 })).status).toBe(402);
    expect(await credits()).toBe(1);
  });

  it('makes the photos through the engine job at their size; running it twice changes nothing', async () => {
    await runCreate(sdId);
    await runCreate(hdId);
    await runCreate(sdId);
    const polled = (await (
      await alice.apiPost(`/studio/photo/get-by-ids/${modelId}`, { ids: [sdId, hdId] })
    ).json()) as { data: { photos: StudioPhoto[] } };
    const byId = Object.fromEntries(polled.data.photos.map((p) => [p._id, p]));
    expect(byId[sdId]).toMatchObject({ status: 'ready', width: 1024, height: 831 });
    expect(byId[hdId]).toMatchObject({ status: 'ready', width: 2048, height: 1662 });
    const file = await fetch(`${server.url}${byId[sdId]!.url!}`);
    expect(file.status).toBe(200);
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(1024);
    // The template's backdrop went to the engine.
    expect(tiny.calls.generate).toContain(`studio-${sdId}`);
  });

  it('a failed engine call gives the credits back exactly once, however often the job runs', async () => {
    const before = await credits();
    const res = await create({ settings: settings(), count: 1 });
    const id = ((await res.json()) as { data: StudioPhoto }).data._id;
    expect(await credits()).toBe(before - 1);
    engineFails = true;
    await runCreate(id);
    await runCreate(id);
    await studioCreateJob.onFailure!({ photoId: id }, new Error('again'), ctx(3));
    engineFails = false;
    expect(await credits()).toBe(before);
    expect(await row(id)).toMatchObject({
      status: 'failed',
      failureReason: 'Failed to create photo',
    });
    const refunds = await server.database.db
      .select()
      .from(ledgerEntry)
      .innerJoin(ledgerLot, eq(ledgerLot.id, ledgerEntry.lotId))
      .where(eq(ledgerEntry.reason, 'refund'));
    expect(refunds.filter((r) => r.ledger_entry.note.includes(id))).toHaveLength(1);
    // A failed photo is never made later.
    await runCreate(id);
    expect((await row(id))!.status).toBe('failed');
  });

  it.each(['nsfw', 'mismatch', 'no-face'] as const)(
    'a photo the checks withhold (%s) is not shown and gives its credits back once (issue 34 item 5)',
    async (found) => {
      await grantStudioCredits(server, alice.uid!, 2);
      const before = await credits();
      const res = await create({ settings: settings({ quality: 'hd' }), count: 1 });
      const id = ((await res.json()) as { data: StudioPhoto }).data._id;
      expect(await credits()).toBe(before - 2);
      verdict = found;
      await Promise.all([runCreate(id), runCreate(id)]);
      await runCreate(id);
      verdict = 'pass';
      expect(await credits()).toBe(before);
      expect(await row(id)).toMatchObject({ status: 'failed', path: null });
      expect(await server.services.storage.get(`models/${modelId}/studio/${id}.png`)).toBeNull();
      const back = await server.database.db
        .select()
        .from(ledgerEntry)
        .where(eq(ledgerEntry.reason, 'give_back'));
      const mine = back.filter((e) => e.note.includes(id));
      // The 2 credits, from the lots they were taken from (one entry a lot), given back once.
      expect(mine.reduce((sum, e) => sum + e.amount, 0)).toBe(2);
      for (const e of mine) expect(e.note).toContain(`withheld (${found})`);
      // Made later, it is not: a photo given back stays given back.
      await runCreate(id);
      expect((await row(id))!.status).toBe('failed');
    },
  );

  it('an engine that makes nothing gives the credits back at once, not after retries', async () => {
    const before = await credits();
    const res = await create({ settings: settings(), count: 1 });
    const id = ((await res.json()) as { data: StudioPhoto }).data._id;
    makesNothing = true;
    const thrown = await studioCreateJob.handler({ photoId: id }, ctx()).catch((e: Error) => e);
    makesNothing = false;
    expect(thrown).toMatchObject({ name: 'PermanentJobError' });
    await studioCreateJob.onFailure!({ photoId: id }, thrown as Error, ctx());
    expect(await credits()).toBe(before);
    expect((await row(id))!.status).toBe('failed');
  });

  it('enhances a ready photo for 1 credit, not given back when it fails', async () => {
    await grantStudioCredits(server, alice.uid!, 2);
    const before = await credits();
    const res = await alice.apiPost(`/studio/photo/enhance/${sdId}`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { status: 'enhancing' }, credits: before - 1 });
    // Twice at once is refused: it is already enhancing.
    expect((await alice.apiPost(`/studio/photo/enhance/${sdId}`, {})).status).toBe(409);
    await studioEnhanceJob.handler({ photoId: sdId }, ctx());
    await studioEnhanceJob.handler({ photoId: sdId }, ctx());
    expect(await row(sdId)).toMatchObject({
      status: 'ready',
      enhanced: true,
      width: 1280,
      height: 1038,
    });
    expect((await alice.apiPost(`/studio/photo/enhance/${sdId}`, {})).status).toBe(409);
    // A failing enhance keeps the credit spent (spec 001 section 8) and the photo.
    const res2 = await alice.apiPost(`/studio/photo/enhance/${hdId}`, {});
    expect(res2.status).toBe(200);
    await studioEnhanceJob.onFailure!({ photoId: hdId }, new Error('x'), ctx(3));
    expect(await row(hdId)).toMatchObject({
      status: 'ready',
      enhanced: false,
      failureReason: 'Failed to enhance photo',
    });
    expect(await credits()).toBe(before - 2);
  });

  it('likes, dislikes and deletes; others get 404; a photo in progress is not deleted', async () => {
    expect((await bob.apiPost(`/studio/photo/like/${sdId}`, {})).status).toBe(404);
    expect((await bob.apiPost(`/studio/photo/delete/${sdId}`, {})).status).toBe(404);
    expect((await bob.apiPost(`/studio/photo/enhance/${sdId}`, {})).status).toBe(404);
    const like = await alice.apiPost(`/studio/photo/like/${sdId}`, {});
    expect(await like.json()).toMatchObject({ data: { liked: true } });
    const dislike = await alice.apiPost(`/studio/photo/dislike/${sdId}`, {});
    expect(await dislike.json()).toMatchObject({ data: { liked: false } });
    await grantStudioCredits(server, alice.uid!, 1);
    const pending = (
      (await (await create({ settings: settings() })).json()) as { data: StudioPhoto }
    ).data._id;
    expect((await alice.apiPost(`/studio/photo/delete/${pending}`, {})).status).toBe(409);
    const keys = (await row(sdId))!;
    expect((await alice.apiPost(`/studio/photo/delete/${sdId}`, {})).status).toBe(200);
    expect(await row(sdId)).toBeUndefined();
    expect(await server.services.storage.get(keys.path!)).toBeNull();
    expect((await alice.apiPost(`/studio/photo/like/${sdId}`, {})).status).toBe(404);
  });

  it('20 parallel creates with credits for one: exactly one succeeds', async () => {
    const { db } = server.database;
    await runCreate(
      (await db.select().from(studioPhoto).where(eq(studioPhoto.status, 'pending')))[0]!.id,
    );
    const left = await credits();
    // Exactly one credit left.
    if (left > 0) {
      await db.transaction((tx) =>
        revoke(tx, {
          uid: alice.uid!,
          kind: 'studio_credits',
          amount: left,
          note: 'test',
          byUid: alice.uid!,
        }),
      );
    }
    await grantStudioCredits(server, alice.uid!, 1);
    expect(await credits()).toBe(1);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => create({ settings: settings(), count: 1 })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(19);
    expect(await credits()).toBe(0);
    const lots = await db.select().from(ledgerLot).where(eq(ledgerLot.uid, alice.uid!));
    expect(lots.every((l) => l.balance >= 0)).toBe(true);
  });

  it('pages by 100, newest first', async () => {
    const { db } = server.database;
    const base = (await row(hdId))!;
    const extra = Array.from({ length: 120 }, (_, i) => ({
      modelId,
      uid: alice.uid!,
      status: 'failed' as const,
      settings: base.settings,
      charges: [],
      createdAt: new Date(Date.now() - 86_400_000 - i * 1000),
    }));
    await db.insert(studioPhoto).values(extra);
    const total = (await db.select().from(studioPhoto).where(eq(studioPhoto.modelId, modelId)))
      .length;
    const first = (await (await alice.api(`/studio/photo/${modelId}`)).json()) as {
      data: { photos: StudioPhoto[]; reachedEnd: boolean };
    };
    expect(first.data.photos).toHaveLength(100);
    expect(first.data.reachedEnd).toBe(false);
    const second = (await (await alice.api(`/studio/photo/${modelId}?offset=100`)).json()) as {
      data: { photos: StudioPhoto[]; reachedEnd: boolean };
    };
    expect(second.data.photos).toHaveLength(total - 100);
    expect(second.data.reachedEnd).toBe(true);
    const times = [...first.data.photos, ...second.data.photos].map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
