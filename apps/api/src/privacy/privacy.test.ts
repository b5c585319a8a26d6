import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import {
  appUser,
  authAccount,
  authSession,
  authUser,
  checkoutOrder,
  headshot,
  model,
  payment,
  trainingPhoto,
} from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, paymentRunner, type PaymentRunner } from '../billing/test-helpers.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { deleteAccount, modelFolder, purgeModel, userFolder } from './purge.ts';

async function png(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

describe(`account deletion, export and model purge (${testDriver()})`, () => {
  let server: TestServer;
  let runner: PaymentRunner;
  let alice: TestClient;
  let aliceOtherTab: TestClient;
  let bob: TestClient;
  const alicePerson = DEMO_ACCOUNTS[0]!;
  const db = () => server.database.db;

  async function openModel(client: TestClient): Promise<string> {
    const res = await client.apiPost('/onboarding/start', {});
    return (await json<{ data: { modelId: string } }>(res)).data.modelId;
  }

  /** A training photo and a headshot with their files, as upload and generation write them. */
  async function fillModel(modelId: string, colour: string) {
    const photoPath = `models/${modelId}/training/p1.jpg`;
    const shot = { path: `models/${modelId}/headshots/office-0.png` };
    const thumb = `models/${modelId}/headshots/office-0-thumb.webp`;
    await server.services.storage.put(photoPath, await png(colour), 'image/jpeg');
    await server.services.storage.put(
      photoPath.replace('.jpg', '.source.jpg'),
      await png(colour),
      'image/jpeg',
    );
    await server.services.storage.put(shot.path, await png(colour), 'image/png');
    await server.services.storage.put(thumb, await png(colour), 'image/webp');
    await db()
      .insert(trainingPhoto)
      .values({
        modelId,
        path: photoPath,
        md5: `md5-${modelId}`,
        fullBody: false,
        width: 32,
        height: 32,
        face: { x: 0, y: 0, width: 32, height: 32 },
      });
    await db().insert(headshot).values({
      modelId,
      style: 'office',
      variant: 0,
      position: 1,
      path: shot.path,
      thumbPath: thumb,
      width: 32,
      height: 32,
    });
  }

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    runner = paymentRunner(server);
    alice = new TestClient(server.url);
    aliceOtherTab = new TestClient(server.url);
    bob = new TestClient(server.url);
    await alice.signIn(alicePerson.email, DEMO_PASSWORD);
    await aliceOtherTab.signIn(alicePerson.email, DEMO_PASSWORD);
    await bob.signIn(DEMO_ACCOUNTS[3]!.email, DEMO_PASSWORD);
  });
  afterAll(async () => {
    await runner.stop();
    await server.close();
  });

  it('purges one model: its files and rows go, twice is harmless, other models stay', async () => {
    const doomed = await openModel(bob);
    await fillModel(doomed, '#aa3355');
    await server.services.storage.put(`models/${doomed}1/kept.png`, await png('#000'), 'image/png');
    const first = await purgeModel(server.services, doomed);
    expect(first).toEqual({ modelId: doomed, files: 4, rows: true });
    expect(await server.services.storage.list(modelFolder(doomed))).toEqual([]);
    expect(await db().select().from(model).where(eq(model.id, doomed))).toEqual([]);
    expect(await db().select().from(headshot).where(eq(headshot.modelId, doomed))).toEqual([]);
    expect(await purgeModel(server.services, doomed)).toEqual({
      modelId: doomed,
      files: 0,
      rows: false,
    });
    expect(await server.services.storage.get(`models/${doomed}1/kept.png`)).not.toBeNull();
  });

  let aliceModel: string;
  let bobModel: string;
  let alicePayment: string;

  it('exports the account as a zip of data.json and the photos, to its owner only', async () => {
    aliceModel = await openModel(alice);
    await fillModel(aliceModel, '#3355aa');
    bobModel = await openModel(bob);
    await fillModel(bobModel, '#55aa33');
    await server.services.storage.put(
      `${userFolder(alice.uid!)}avatar.png`,
      await png('#123456'),
      'image/png',
    );
    const session = await json<{ data: { orderId: string } }>(
      await alice.apiPost('/checkout/session', { packageId: 'starter', currency: 'usd' }),
    );
    expect((await alice.apiPost(`/checkout/test/${session.data.orderId}/pay`, {})).status).toBe(
      200,
    );
    await runner.drain();
    const [paid] = await db().select().from(payment).where(eq(payment.uid, alice.uid!));
    alicePayment = paid!.id;

    const res = await alice.api('/user/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const data = JSON.parse(new TextDecoder().decode(files['data.json'])) as {
      account: { email: string };
      models: { id: string; headshots: unknown[]; trainingPhotos: unknown[] }[];
      payments: { id: string }[];
      orders: { lines: { kind: string }[] }[];
    };
    expect(data.account.email).toBe(alicePerson.email);
    expect(data.models.map((m) => m.id)).toContain(aliceModel);
    expect(data.models.map((m) => m.id)).not.toContain(bobModel);
    expect(data.payments.map((p) => p.id)).toEqual([alicePayment]);
    expect(data.orders.flatMap((o) => o.lines.map((l) => l.kind))).toContain('package');
    const shot = files[`headshots/${aliceModel}/office-0.png`];
    const stored = await server.services.storage.get(`models/${aliceModel}/headshots/office-0.png`);
    expect(shot && Buffer.from(shot).equals(stored!)).toBe(true);
    expect(files[`photos/${aliceModel}/p1.jpg`]).toBeDefined();
    expect(Object.keys(files).some((name) => name.includes(bobModel))).toBe(false);

    expect((await new TestClient(server.url).api('/user/export')).status).toBe(401);
  });

  it('refuses a deletion whose typed e-mail is not the account’s, and deletes nothing', async () => {
    const res = await alice.apiPost('/user/delete', { email: DEMO_ACCOUNTS[3]!.email });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ reason: 'account.deleteConfirm' });
    expect(await server.services.storage.list(modelFolder(aliceModel))).toHaveLength(4);
  });

  it('deletes the account: files, models, sign-in and sessions go; the payment stays, anonymised', async () => {
    const uid = alice.uid!;
    const res = await alice.apiPost('/user/delete', { email: alicePerson.email.toUpperCase() });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, models: 1, files: 5 });

    // No file of hers is left in storage; Bob's are untouched.
    expect(await server.services.storage.list(modelFolder(aliceModel))).toEqual([]);
    expect(await server.services.storage.list(userFolder(uid))).toEqual([]);
    expect(await server.services.storage.list(modelFolder(bobModel))).toHaveLength(4);
    expect(await db().select().from(model).where(eq(model.uid, uid))).toEqual([]);

    // Signed out everywhere, and the password no longer signs in.
    expect(await db().select().from(authSession).where(eq(authSession.userId, uid))).toEqual([]);
    expect(await db().select().from(authAccount).where(eq(authAccount.userId, uid))).toEqual([]);
    expect((await aliceOtherTab.api('/user/details')).status).toBe(401);
    const again = new TestClient(server.url);
    expect((await again.signIn(alicePerson.email, DEMO_PASSWORD)).status).toBeGreaterThanOrEqual(
      400,
    );

    // What invoices need stays, naming no one.
    const [kept] = await db().select().from(payment).where(eq(payment.id, alicePayment));
    expect(kept).toMatchObject({ uid, status: 'paid' });
    expect(await db().select().from(checkoutOrder).where(eq(checkoutOrder.uid, uid))).toHaveLength(
      1,
    );
    const [person] = await db().select().from(appUser).where(eq(appUser.uid, uid));
    const [identity] = await db().select().from(authUser).where(eq(authUser.id, uid));
    for (const row of [person, identity]) {
      expect(JSON.stringify(row)).not.toContain(alicePerson.email);
    }
    expect(person).toMatchObject({ displayName: null, referralCode: null, signupIp: null });
  });

  it('is safe to delete twice: a second request is signed out, a second run finds nothing', async () => {
    expect((await alice.apiPost('/user/delete', { email: alicePerson.email })).status).toBe(401);
    const uid = alice.uid!;
    expect(await deleteAccount(server.services, uid)).toEqual({ uid, models: 0, files: 0 });
  });
});
