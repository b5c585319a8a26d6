import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { headshot } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

type HeadshotInsert = typeof headshot.$inferInsert;

const png = (colour: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe(`downloads (${testDriver()})`, () => {
  let server: TestServer;
  let alice: TestClient;
  let bob: TestClient;
  let aliceModel: string;
  let bobModel: string;
  const ids: Record<string, string> = {};
  const bytes: Record<string, Buffer> = {};

  async function openModel(client: TestClient): Promise<string> {
    const res = await client.apiPost('/onboarding/start', {});
    return ((await res.json()) as { data: { modelId: string } }).data.modelId;
  }

  async function addHeadshot(
    modelId: string,
    name: string,
    position: number,
    over: Partial<HeadshotInsert> = {},
  ) {
    const path = `models/${modelId}/headshots/${name}.png`;
    bytes[name] = await png(`#${(position * 40).toString(16).padStart(2, '0')}5599`, 96, 120);
    await server.services.storage.put(path, bytes[name], 'image/png');
    const [row] = await server.database.db
      .insert(headshot)
      .values({
        modelId,
        style: 'studio-grey',
        variant: position,
        position,
        path,
        thumbPath: path,
        width: 96,
        height: 120,
        identityDistance: 0.2,
        ...over,
      })
      .returning();
    ids[name] = row!.id;
  }

  const zip = (client: TestClient, modelId: string, body: unknown = {}) =>
    client.api(`/model/${modelId}/zip`, { method: 'POST', body: JSON.stringify(body) });

  const entries = async (res: Response) => {
    const archive = new Uint8Array(await res.arrayBuffer());
    expect(archive.length).toBe(Number(res.headers.get('content-length')));
    return unzipSync(archive);
  };

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    alice = new TestClient(server.url);
    bob = new TestClient(server.url);
    await alice.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    await bob.signIn(DEMO_ACCOUNTS[3]!.email, DEMO_PASSWORD);
    aliceModel = await openModel(alice);
    bobModel = await openModel(bob);
    // Inserted out of order: the zip follows the gallery's positions.
    await addHeadshot(aliceModel, 'third', 3);
    await addHeadshot(aliceModel, 'first', 1);
    await addHeadshot(aliceModel, 'second', 2);
    await addHeadshot(aliceModel, 'hidden', 4, { status: 'hidden', hiddenReason: 'mismatch' });
    await addHeadshot(aliceModel, 'flagged', 5, { nsfw: true });
    await addHeadshot(bobModel, 'bobs', 1);
  });
  afterAll(() => server.close());

  it("zips every shown headshot as 'All headshots.zip', 1.png... by position, bytes unchanged", async () => {
    const res = await zip(alice, aliceModel);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('filename="All headshots.zip"');
    expect(res.headers.get('x-zip-files')).toBe('3');
    expect(res.headers.get('x-zip-missing')).toBe('0');
    const files = await entries(res);
    expect(Object.keys(files)).toEqual(['1.png', '2.png', '3.png']);
    expect(Buffer.from(files['1.png']!).equals(bytes.first!)).toBe(true);
    expect(Buffer.from(files['3.png']!).equals(bytes.third!)).toBe(true);
  });

  it('zips the chosen ones in the order asked (the favourites), and marks them downloaded', async () => {
    const res = await zip(alice, aliceModel, { ids: [ids.third, ids.first] });
    const files = await entries(res);
    expect(Object.keys(files)).toEqual(['1.png', '2.png']);
    expect(Buffer.from(files['1.png']!).equals(bytes.third!)).toBe(true);
    await expect
      .poll(async () =>
        (
          await server.database.db
            .select({ id: headshot.id, done: headshot.isDownloaded })
            .from(headshot)
            .where(eq(headshot.isDownloaded, true))
        )
          .map((r) => r.id)
          .sort(),
      )
      .toEqual(expect.arrayContaining([ids.third, ids.first].sort()));
  });

  it("refuses another person's model and headshots with 404, and tells nothing", async () => {
    const theirs = await zip(bob, aliceModel);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ success: false, reason: 'model.unknown' });
    // Bob's own model with Alice's headshot in it: not in that model, not his.
    expect((await zip(bob, bobModel, { ids: [ids.first] })).status).toBe(404);
    // Alice's model naming Bob's headshot.
    expect((await zip(alice, aliceModel, { ids: [ids.first, ids.bobs] })).status).toBe(404);
    expect((await bob.api(`/image/${ids.first}/download`)).status).toBe(404);
    expect((await zip(alice, crypto.randomUUID())).status).toBe(404);
  });

  it('refuses hidden and flagged headshots, bad ids and the signed-out with clear 4xx', async () => {
    expect((await zip(alice, aliceModel, { ids: [ids.hidden] })).status).toBe(404);
    expect((await zip(alice, aliceModel, { ids: [ids.flagged] })).status).toBe(404);
    expect((await alice.api(`/image/${ids.hidden}/download`)).status).toBe(404);
    expect((await zip(alice, aliceModel, { ids: ['x'] })).status).toBe(400);
    expect((await zip(alice, aliceModel, { ids: [] })).status).toBe(400);
    expect((await zip(alice, aliceModel, { ids: [ids.first], uid: bob.uid })).status).toBe(400);
    expect((await zip(alice, 'not-a-model')).status).toBe(404);
    expect(
      (
        await new TestClient(server.url).api(`/model/${aliceModel}/zip`, {
          method: 'POST',
          body: '{}',
        })
      ).status,
    ).toBe(401);
    expect((await alice.api(`/image/${ids.first}/download?format=gif`)).status).toBe(400);
  });

  it('leaves out a file that cannot be read and says how many', async () => {
    const gone = await addHeadshot(aliceModel, 'gone', 6).then(() => ids.gone!);
    await server.services.storage.delete(`models/${aliceModel}/headshots/gone.png`);
    const res = await zip(alice, aliceModel);
    expect(res.headers.get('x-zip-missing')).toBe('1');
    expect(Object.keys(await entries(res))).toEqual(['1.png', '2.png', '3.png']);
    const only = await zip(alice, aliceModel, { ids: [gone] });
    expect(only.status).toBe(503);
    expect(await only.json()).toMatchObject({
      reason: 'zip.nothingRead',
      errorMessage: 'Failed to download any images. Please try again.',
    });
  });

  it('downloads one headshot as the stored PNG or as a JPEG at full resolution', async () => {
    const asPng = await alice.api(`/image/${ids.second}/download`);
    expect(asPng.status).toBe(200);
    expect(asPng.headers.get('content-disposition')).toContain('filename="2.png"');
    expect(Buffer.from(await asPng.arrayBuffer()).equals(bytes.second!)).toBe(true);

    const asJpeg = await alice.api(`/image/${ids.second}/download?format=jpeg`);
    expect(asJpeg.status).toBe(200);
    expect(asJpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(asJpeg.headers.get('content-disposition')).toContain('filename="2.jpg"');
    const meta = await sharp(Buffer.from(await asJpeg.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 96, height: 120 });
  });
});
