// Issue 15 items 1, 5 and 6 (decision 046) with real photos of the sample people
// (packages/engine/fixtures/people: a and b are two different people).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PhotoCheck } from '@hs/contracts/engine';
import { testDriver } from '@hs/db/testing/test-database';
import { distinctShortfall } from '@hs/domain/distinct-photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantTestPackage } from '../entitlements/test-helpers.ts';
import { readingPath, sourceCopyPath } from '../onboarding/training-photos.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const PEOPLE = fileURLToPath(
  new URL('../../../../packages/engine/fixtures/people/', import.meta.url),
);
const person = (file: string) => readFile(`${PEOPLE}${file}`);

interface Uploaded {
  success: boolean;
  data: (
    | { success: true; photo: { path: string } }
    | { success: false; errorMessage: string; tooSmall?: unknown }
  )[];
}

describe(`photo check (${testDriver()})`, () => {
  let server: TestServer;
  let alice: TestClient;
  let modelId: string;
  const paths: Record<string, string> = {};

  async function upload(name: string) {
    const form = new FormData();
    form.append('modelId', modelId);
    form.append(
      'files',
      new Blob([new Uint8Array(await person(name))], { type: 'image/jpeg' }),
      name,
    );
    const res = await alice.api('/image/upload', { method: 'POST', body: form });
    expect(res.status).toBe(200);
    return (await res.json()) as Uploaded;
  }

  /** Asks until every upload is read (the route answers within a few seconds either way). */
  async function check(query = ''): Promise<PhotoCheck> {
    for (;;) {
      const res = await alice.api(`/onboarding/photo-check/${modelId}${query}`);
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: PhotoCheck };
      if (data.photos.every((p) => p.use !== 'unread')) return data;
    }
  }

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    alice = new TestClient(server.url);
    await alice.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    const res = await alice.apiPost('/onboarding/start', {});
    modelId = ((await res.json()) as { data: { modelId: string } }).data.modelId;
    for (const name of ['a/img13.jpg', 'a/img14.jpg', 'b/img59.jpg']) {
      const answer = await upload(name);
      const [result] = answer.data;
      if (!result?.success) throw new Error(`${name} was refused`);
      paths[name] = result.photo.path;
    }
  });
  afterAll(() => server.close());

  it('says the size in pixels when a photo is too small (the spec message stays)', async () => {
    const answer = await upload('b/img16.jpg'); // 740 x 418
    expect(answer.data[0]).toEqual({
      success: false,
      errorMessage: 'Image is too small',
      fileName: 'b/img16.jpg',
      tooSmall: { what: 'image', width: 740, height: 418, minimum: 512 },
    });
  });

  it('names the photo of someone else among the uploads, and which photos the engine uses', async () => {
    const data = await check();
    expect(data.engine).toBe('local');
    const byPath = new Map(data.photos.map((p) => [p.path, p]));
    // Mixing two people warns, and names the odd photo only.
    expect(data.photos.filter((p) => p.someoneElse).map((p) => p.path)).toEqual([
      paths['b/img59.jpg'],
    ]);
    // a's img14 shows the whole head and the upper body: every crop.
    expect(byPath.get(paths['a/img14.jpg']!)).toMatchObject({
      use: 'used',
      crops: ['head-and-shoulders', 'medium', 'half-body'],
    });
    // The count is the engine's rule on what it read: one photo per used source and crop.
    const perStyle = data.photos.reduce((n, p) => n + (p.use === 'used' ? p.crops.length : 0), 0);
    expect(data.perStyle).toBe(perStyle);
    expect(data.wanted).toBe(10); // no package yet: 10 a style (spec 001 section 9)
    expect(perStyle).toBeLessThan(10);
    expect(data.shortfall).toMatchObject({ wanted: 10, perStyle, fallback: false });
    expect(data.shortfall?.photosNeeded).toBe(Math.ceil((10 - perStyle) / 3));
  });

  it("takes the count a style needs from the person's next package and the styles chosen", async () => {
    await grantTestPackage(server, alice.uid!, { headshots: 30, styles: 2 });
    const both = await check();
    expect(both.wanted).toBe(15);
    const one = await check('?styles=1');
    expect(one.wanted).toBe(30);
    // 8 sources x 3 crops is the most a style can have: no number of photos reaches 30.
    expect(one.shortfall?.photosNeeded).toBeNull();
    const uses = both.photos.map((p) =>
      p.use === 'used'
        ? { used: true as const, crops: p.crops }
        : { used: false as const, why: 'no-room' as const },
    );
    expect(both.shortfall).toEqual(distinctShortfall({ uses, perStyle: both.perStyle ?? 0 }, 15));
  });

  it('keeps each reading next to the photo and removes it with the photo', async () => {
    const path = paths['b/img59.jpg']!;
    expect(await server.services.storage.get(readingPath(path))).not.toBeNull();
    const removed = await alice.apiPost('/onboarding/remove-image', { imagePath: path });
    expect(removed.status).toBe(200);
    expect(await server.services.storage.get(readingPath(path))).toBeNull();
    const data = await check();
    expect(data.photos.some((p) => p.someoneElse)).toBe(false);
  });

  it('counts a photo the engine cannot read as unusable, once, instead of asking forever', async () => {
    const answer = await upload('a/img58.jpg');
    const [result] = answer.data;
    if (!result?.success) throw new Error('a/img58.jpg was refused');
    const path = result.photo.path;
    await server.services.storage.delete(path);
    await server.services.storage.delete(sourceCopyPath(path));
    const data = await check();
    expect(data.photos.find((p) => p.path === path)).toMatchObject({
      use: 'no-face',
      crops: [],
      someoneElse: false,
    });
    await alice.apiPost('/onboarding/remove-image', { imagePath: path });
  });

  it("answers 404 for another person's model and 401 without sign-in", async () => {
    const bob = new TestClient(server.url);
    await bob.signIn(DEMO_ACCOUNTS[3]!.email, DEMO_PASSWORD);
    expect((await bob.api(`/onboarding/photo-check/${modelId}`)).status).toBe(404);
    expect(
      (await new TestClient(server.url).api(`/onboarding/photo-check/${modelId}`)).status,
    ).toBe(401);
  });

  it('serves what the configured engine can do', async () => {
    const res = await new TestClient(server.url).api('/engine/capabilities');
    expect(await res.json()).toMatchObject({
      success: true,
      data: {
        engine: 'local',
        method: 'own-photos',
        changesBackdrop: true,
        changesLight: true,
        changesClothing: false,
        changesPose: false,
        detailSide: 1024,
      },
    });
  });
});
