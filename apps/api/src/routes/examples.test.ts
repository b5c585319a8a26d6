import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AdminExample, PublicExample } from '@hs/contracts/examples';
import {
  appUser,
  authUser,
  example,
  headshot,
  model,
  publicContentVersion,
  staffAudit,
  trainingPhoto,
} from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { blankImage, selfieJpeg } from '@hs/imaging/sample-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../billing/test-helpers.ts';
import { tinyKit } from '../generation/testing/tiny-kit.ts';
import { UPLOAD_BODY_LIMIT_BYTES, bodyLimitFor } from '../middleware/body-limit.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

type ExampleAnswer = { success: true; example: AdminExample };

// Issue 20 item 1 (decision 039): staff's before-and-after examples, consent first.
describe(`examples: made by staff, shown when published (${testDriver()})`, () => {
  let server: TestServer;
  const staff: Record<string, TestClient> = {};
  let styleId: string;
  let selfie: Buffer;
  const owner = `ex-owner-${Date.now()}`;
  const readyModel = `ex-ready-${owner}`;
  let shotId: string;
  let hiddenShotId: string;

  async function signIn(role: string) {
    const client = new TestClient(server.url);
    expect((await client.signIn(`${role}@demo.example.com`, DEMO_PASSWORD)).status).toBe(200);
    return client;
  }

  function send(client: TestClient, fields: { photo?: Buffer; consent?: string; style?: string }) {
    const form = new FormData();
    if (fields.photo) {
      form.append(
        'photo',
        new Blob([new Uint8Array(fields.photo)], { type: 'image/jpeg' }),
        'p.jpg',
      );
    }
    if (fields.consent !== undefined) form.append('consent', fields.consent);
    form.append('styleId', fields.style ?? styleId);
    return client.api('/admin/examples', { method: 'POST', body: form });
  }

  const version = async () =>
    (await server.database.db.select().from(publicContentVersion))[0]!.version;
  const stored = async () => [
    ...(await server.services.storage.list('examples/')),
    ...(await server.services.storage.list(`models/${readyModel}/examples/`)),
  ];
  const publicList = async () =>
    (await json<{ examples: PublicExample[] }>(await fetch(`${server.url}/api/examples`))).examples;
  const audit = async (id: string) =>
    (
      await server.database.db
        .select({ action: staffAudit.action, email: staffAudit.actorEmail })
        .from(staffAudit)
        .where(and(eq(staffAudit.targetType, 'example'), eq(staffAudit.targetId, id)))
    )
      .map((r) => `${r.action} by ${r.email}`)
      .sort();

  beforeAll(async () => {
    server = await startTestServer();
    server.services.generation = async () => tinyKit().kit;
    await seedDemoAccounts(server.services);
    for (const role of ['admin', 'marketer', 'sales']) staff[role] = await signIn(role);
    const styles = await json<{ data: { styles: { _id: string }[] } }>(
      await staff.marketer!.api('/styles'),
    );
    styleId = styles.data.styles[0]!._id;
    selfie = await selfieJpeg();

    // A customer's ready model with a delivered headshot and the photo it came from.
    const { db } = server.database;
    await db.insert(authUser).values({ id: owner, name: owner, email: `${owner}@ex.example.com` });
    await db.insert(appUser).values({ uid: owner, email: `${owner}@ex.example.com` });
    await db.insert(model).values({ id: readyModel, uid: owner, status: 'ready' });
    const [photo] = await db
      .insert(trainingPhoto)
      .values({
        modelId: readyModel,
        path: `models/${readyModel}/training/p1.jpg`,
        md5: 'p1',
        fullBody: false,
        width: 1024,
        height: 1024,
        face: { x: 300, y: 200, width: 400, height: 500 },
      })
      .returning();
    const shots = await db
      .insert(headshot)
      .values(
        (['active', 'hidden'] as const).map((status, i) => ({
          modelId: readyModel,
          style: styleId,
          variant: i,
          position: i + 1,
          path: `models/${readyModel}/out-${i}.png`,
          thumbPath: `models/${readyModel}/out-${i}.webp`,
          width: 1024,
          height: 1280,
          status,
          sourcePhotoId: photo!.id,
        })),
      )
      .returning();
    shotId = shots.find((s) => s.status === 'active')!.id;
    hiddenShotId = shots.find((s) => s.status === 'hidden')!.id;
    const png = await sharp({
      create: { width: 1024, height: 1280, channels: 3, background: '#335577' },
    })
      .png()
      .toBuffer();
    for (const s of shots) await server.services.storage.put(s.path, png, 'image/png');
    await server.services.storage.put(photo!.path, selfie, 'image/jpeg');
  });
  afterAll(() => server.close());

  it('refuses an upload without the consent checkbox, and stores nothing', async () => {
    for (const consent of [undefined, 'false', 'yes']) {
      const res = await send(staff.marketer!, { photo: selfie, ...(consent ? { consent } : {}) });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ reason: 'examples.consentRequired' });
    }
    const noPhoto = await send(staff.marketer!, { consent: 'true' });
    expect(await noPhoto.json()).toMatchObject({ reason: 'examples.noPhoto' });
    const text = await send(staff.marketer!, {
      photo: Buffer.from('not a photo'),
      consent: 'true',
    });
    expect(text.status).toBe(400);
    const wall = await send(staff.marketer!, {
      photo: await sharp(await blankImage(800, 800))
        .jpeg()
        .toBuffer(),
      consent: 'true',
    });
    expect(await wall.json()).toMatchObject({ reason: 'photo.noFaces' });
    const style = await send(staff.marketer!, { photo: selfie, consent: 'true', style: 'nope' });
    expect(style.status).toBe(404);
    // Sales has no Examples item: refused before the body is read.
    expect((await send(staff.sales!, { photo: selfie, consent: 'true' })).status).toBe(403);
    expect(await server.database.db.select().from(example)).toEqual([]);
    expect(await stored()).toEqual([]);
    // One photo's worth of bytes, bounded before anything decodes it.
    expect(bodyLimitFor('/admin/examples', 'multipart/form-data')).toBe(UPLOAD_BODY_LIMIT_BYTES);
  });

  it('renders an uploaded photo, records who confirmed consent, and publishes it to the pages', async () => {
    const startVersion = await version();
    const res = await send(staff.marketer!, { photo: selfie, consent: 'true' });
    expect(res.status, await res.clone().text()).toBe(200);
    const made = (await json<ExampleAnswer>(res)).example;
    expect(made).toMatchObject({
      source: 'upload',
      styleId,
      published: false,
      consentBy: 'marketer@demo.example.com',
    });
    expect(Date.now() - Date.parse(made.consentAt)).toBeLessThan(60_000);
    // Stored small, as the pages show them: at most 640 px a side, JPEG.
    for (const side of [made.before, made.after]) {
      const bytes = Buffer.from(await (await fetch(`${server.url}${side.url}`)).arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([side.width, side.height]);
      expect(Math.max(side.width, side.height)).toBeLessThanOrEqual(640);
    }
    expect(made.after).toMatchObject({ width: 512, height: 640 });

    // A draft is not public, nor are its pictures.
    expect(await publicList()).toEqual([]);
    expect((await fetch(`${server.url}/api/examples/${made.id}/before.jpg`)).status).toBe(404);

    const published = await staff.marketer!.apiPost(`/admin/examples/${made.id}/publish`, {
      published: true,
    });
    expect((await json<ExampleAnswer>(published)).example.published).toBe(true);
    // The public pages' content version moved as the change committed (decision 024).
    expect(await version()).toBeGreaterThan(startVersion);
    const [shown] = await publicList();
    expect(shown).toMatchObject({
      id: made.id,
      before: { url: `/api/examples/${made.id}/before.jpg`, width: made.before.width },
      after: { url: `/api/examples/${made.id}/after.jpg`, width: 512, height: 640 },
    });
    const image = await fetch(`${server.url}${shown!.after.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toContain('public');

    const hidden = await staff.admin!.apiPost(`/admin/examples/${made.id}/publish`, {
      published: false,
    });
    expect((await json<ExampleAnswer>(hidden)).example.published).toBe(false);
    expect(await publicList()).toEqual([]);
    expect((await fetch(`${server.url}${shown!.after.url}`)).status).toBe(404);
    expect(await audit(made.id)).toEqual([
      'example.create by marketer@demo.example.com',
      'example.publish by marketer@demo.example.com',
      'example.unpublish by admin@demo.example.com',
    ]);

    // Deleting removes the row and both pictures.
    expect(
      (await staff.admin!.api(`/admin/examples/${made.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect(await stored()).toEqual([]);
    expect(
      (await staff.admin!.api(`/admin/examples/${made.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
  });

  it("makes a pair from a customer's delivered headshot, which goes with the customer's model", async () => {
    const noConsent = await staff.marketer!.apiPost('/admin/examples/from-headshot', {
      headshotId: shotId,
      consent: false,
    });
    expect(noConsent.status).toBe(400);
    const hidden = await staff.marketer!.apiPost('/admin/examples/from-headshot', {
      headshotId: hiddenShotId,
      consent: true,
    });
    expect(hidden.status).toBe(404);
    expect(await stored()).toEqual([]);

    const res = await staff.marketer!.apiPost('/admin/examples/from-headshot', {
      headshotId: shotId,
      consent: true,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const made = (await json<ExampleAnswer>(res)).example;
    expect(made).toMatchObject({ source: 'model', modelId: readyModel, styleId });
    expect(made.after).toMatchObject({ width: 512, height: 640 });
    expect((await stored()).sort()).toEqual([
      `models/${readyModel}/examples/${made.id}/after.jpg`,
      `models/${readyModel}/examples/${made.id}/before.jpg`,
    ]);
    const listed = await json<{ examples: AdminExample[] }>(
      await staff.admin!.api('/admin/examples'),
    );
    expect(listed.examples.map((e) => e.id)).toContain(made.id);

    // The customer's model goes (account deletion): the example goes with it.
    await server.database.db.delete(model).where(eq(model.id, readyModel));
    expect(await server.database.db.select().from(example).where(eq(example.id, made.id))).toEqual(
      [],
    );
  });

  it('answers 404 for an example that does not exist, and 400 for a bad id', async () => {
    const none = '00000000-0000-4000-8000-000000000000';
    const publish = await staff.admin!.apiPost(`/admin/examples/${none}/publish`, {
      published: true,
    });
    expect(publish.status).toBe(404);
    expect((await fetch(`${server.url}/api/examples/${none}/after.jpg`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/examples/x/after.jpg`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/examples/${none}/other.jpg`)).status).toBe(400);
  });
});
