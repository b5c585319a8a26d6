import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ModelItem, ModelSummary } from '@hs/contracts/results';
import { headshot, model } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

type HeadshotInsert = typeof headshot.$inferInsert;
const DAY = 86_400_000;

async function png(colour: string, size: number): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

describe(`results (${testDriver()})`, () => {
  let server: TestServer;
  let alice: TestClient;
  let bob: TestClient;
  let anon: TestClient;
  let modelId: string;
  const ids: Record<string, string> = {};

  async function openModel(client: TestClient): Promise<string> {
    const res = await client.apiPost('/onboarding/start', {});
    return ((await res.json()) as { data: { modelId: string } }).data.modelId;
  }

  /** Writes a headshot's files and row, as the generation pipeline does. */
  async function addHeadshot(name: string, position: number, over: Partial<HeadshotInsert> = {}) {
    const path = `models/${modelId}/headshots/${name}.png`;
    const thumbPath = `models/${modelId}/headshots/${name}-thumb.png`;
    await server.services.storage.put(path, await png('#3355aa', 64), 'image/png');
    await server.services.storage.put(thumbPath, await png('#3355aa', 16), 'image/png');
    const [row] = await server.database.db
      .insert(headshot)
      .values({
        modelId,
        style: position % 2 ? 'studio-grey' : 'office',
        variant: position,
        position,
        path,
        thumbPath,
        width: 64,
        height: 64,
        identityDistance: 0.3 + position / 100,
        ...over,
      })
      .returning();
    ids[name] = row!.id;
  }

  const item = async (client: TestClient, id = modelId) => {
    const res = await client.api(`/model/${id}`);
    return { status: res.status, body: (await res.json()) as { data: ModelItem } };
  };

  const likedInDb = async () =>
    Object.fromEntries(
      (
        await server.database.db
          .select({ id: headshot.id, likedStatus: headshot.likedStatus })
          .from(headshot)
          .where(eq(headshot.modelId, modelId))
      ).map((r) => [r.id, r.likedStatus]),
    );

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    alice = new TestClient(server.url);
    bob = new TestClient(server.url);
    await alice.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    await bob.signIn(DEMO_ACCOUNTS[3]!.email, DEMO_PASSWORD);
    anon = new TestClient(server.url);
    await anon.post('/api/auth/sign-in/anonymous', {});
    await anon.refreshToken();
    await anon.apiPost('/user', { uid: anon.uid, email: 'anon' });
    modelId = await openModel(alice);
    await server.database.db
      .update(model)
      .set({ status: 'generating', progressDone: 40, progressTotal: 100, styles: ['studio-grey'] })
      .where(eq(model.id, modelId));
  });
  afterAll(() => server.close());

  it('shows the progress of a model still generating', async () => {
    const { status, body } = await item(alice);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      modelId,
      status: 'generating',
      progress: { done: 40, total: 100 },
      images: [],
      totalPhotos: 0,
      usedRegenerations: 0,
      failureReason: null,
    });
  });

  it('answers the model item with shown images only, and counts the rest', async () => {
    await addHeadshot('one', 1);
    await addHeadshot('two', 2);
    await addHeadshot('three', 3);
    await addHeadshot('mismatch', 4, { status: 'hidden', hiddenReason: 'mismatch' });
    await addHeadshot('noface', 5, {
      status: 'hidden',
      hiddenReason: 'no-face',
      identityDistance: null,
    });
    await addHeadshot('nsfw-old', 6, { nsfw: true });
    await addHeadshot('nsfw-new', 7, {
      nsfw: true,
      type: 'additional',
      createdAt: new Date(Date.now() - DAY),
    });
    await addHeadshot('nsfw-edit-stale', 8, {
      nsfw: true,
      type: 'edit',
      createdAt: new Date(Date.now() - 10 * DAY),
    });
    await addHeadshot('deleted', 9, { status: 'deleted' });
    await server.database.db
      .update(model)
      .set({ status: 'ready', progressDone: 100, readyAt: new Date() })
      .where(eq(model.id, modelId));

    const { body } = await item(alice);
    const data = body.data;
    expect(data.status).toBe('ready');
    expect(data.images.map((i) => i._id)).toEqual([ids.one, ids.two, ids.three]);
    expect(data).toMatchObject({
      totalPhotos: 6,
      totalNsfw: 3,
      totalNsfwNew: 1,
      // unmade: the package's 100 less the 7 generated (a deleted one was made; the
      // additional and edited ones are not the package's).
      withheld: { mismatch: 1, noFace: 1, flagged: 3, duplicate: 0, unmade: 93 },
      // Outside an organization there are no other sizes (decision 044).
      outputSizes: [],
    });
    const first = data.images[0]!;
    expect(first).toMatchObject({
      _id: ids.one,
      id: ids.one,
      status: 'active',
      nsfw: false,
      likedStatus: 'none',
      type: 'generated',
      isDownloaded: false,
      style: 'studio-grey',
      position: 1,
      identityScore: expect.closeTo(0.31, 5),
    });
    expect(new Date(first.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const full = await fetch(`${server.url}${first.url}`);
    expect(full.status).toBe(200);
    expect((await sharp(Buffer.from(await full.arrayBuffer())).metadata()).width).toBe(64);
    const thumb = await fetch(`${server.url}${first.thumbnailUrl}`);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(16);
    expect(Array.isArray(data.trainingImages)).toBe(true);
  });

  it('lists the owner’s models with their counts', async () => {
    const res = await alice.api('/model/list');
    const { data } = (await res.json()) as { data: { models: ModelSummary[] } };
    expect(data.models).toHaveLength(1);
    expect(data.models[0]).toMatchObject({
      modelId,
      status: 'ready',
      totalPhotos: 6,
      totalNsfw: 3,
      shown: 3,
      progress: { done: 100, total: 100 },
    });
    expect(data.models[0]!.coverUrl).toMatch(/one-thumb\.png/);
    const bobs = (await (await bob.api('/model/list')).json()) as {
      data: { models: unknown[] };
    };
    expect(bobs.data.models).toEqual([]);
  });

  it('keeps one loved image: loving another turns the first into favorite, in the database', async () => {
    const love = (id: string) => alice.apiPost(`/image/${id}/liked`, { likedStatus: 'loved' });
    expect(await (await love(ids.one!)).json()).toEqual({
      success: true,
      data: { changed: [{ _id: ids.one, likedStatus: 'loved' }] },
    });
    const second = (await (await love(ids.two!)).json()) as {
      data: { changed: { _id: string; likedStatus: string }[] };
    };
    expect(second.data.changed).toEqual([
      { _id: ids.one, likedStatus: 'favorite' },
      { _id: ids.two, likedStatus: 'loved' },
    ]);
    const dislike = await alice.apiPost(`/image/${ids.three}/liked`, { likedStatus: 'disliked' });
    expect(dislike.status).toBe(200);
    const db = await likedInDb();
    expect([db[ids.one!], db[ids.two!], db[ids.three!]]).toEqual(['favorite', 'loved', 'disliked']);

    // Concurrent loves still leave exactly one loved image.
    await Promise.all([love(ids.one!), love(ids.three!), love(ids.two!)]);
    const after = await likedInDb();
    expect(Object.values(after).filter((s) => s === 'loved')).toHaveLength(1);

    const bad = await alice.apiPost(`/image/${ids.one}/liked`, { likedStatus: 'adored' });
    expect(bad.status).toBe(400);
  });

  it('refuses to rate or download what is not shown', async () => {
    for (const name of ['mismatch', 'nsfw-old', 'deleted']) {
      const res = await alice.apiPost(`/image/${ids[name]}/liked`, { likedStatus: 'loved' });
      expect(res.status, name).toBe(404);
    }
    const res = await alice.apiPost('/image/downloaded', { ids: [ids.one, ids.mismatch] });
    expect(res.status).toBe(404);
  });

  it('marks downloaded images', async () => {
    const res = await alice.apiPost('/image/downloaded', { ids: [ids.one, ids.three, ids.one] });
    expect(await res.json()).toEqual({ success: true, data: { updated: 2 } });
    const { body } = await item(alice);
    expect(body.data.images.map((i) => i.isDownloaded)).toEqual([true, false, true]);
  });

  it("answers 404 for another user's model and headshots", async () => {
    expect((await item(bob)).status).toBe(404);
    expect((await item(anon)).status).toBe(404);
    const like = await bob.apiPost(`/image/${ids.two}/liked`, { likedStatus: 'disliked' });
    expect(like.status).toBe(404);
    expect(await like.json()).toMatchObject({ success: false });
    expect((await bob.apiPost('/image/downloaded', { ids: [ids.two] })).status).toBe(404);
    expect((await bob.apiPost('/image/not-a-uuid/liked', { likedStatus: 'loved' })).status).toBe(
      404,
    );
    expect((await likedInDb())[ids.two!]).not.toBe('disliked');
    expect((await item(alice, 'no-such-model')).status).toBe(404);
  });

  it('lets an anonymous team-member account see its own model', async () => {
    const own = await openModel(anon);
    const res = await item(anon, own);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ modelId: own, status: 'onboarding', images: [] });
    const list = (await (await anon.api('/model/list')).json()) as {
      data: { models: ModelSummary[] };
    };
    expect(list.data.models.map((m) => m.modelId)).toEqual([own]);
    expect((await item(alice, own)).status).toBe(404);
  });
});
