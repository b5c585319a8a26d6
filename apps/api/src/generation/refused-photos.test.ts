// Issue 34, "bad input and races": a model whose every photo is refused is never charged.
// Two real photos the real NSFW model flags at the source check (f/img48 and g/img54 of the
// engine's sample uploads, "Sexy" 0.938 and 0.945; i/img44 is flagged too but refused at
// upload as too small): the photo check says so on each, the submit is refused spending nothing, and a model queued before its photos
// were read is given back by the generation before anything is made.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { headshot, model, modelGiveBack } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf } from '../entitlements/ledger.ts';
import { grantTestPackage } from '../entitlements/test-helpers.ts';
import { JOB_DEFINITIONS } from '../jobs/registry.ts';
import { createJobRunner, type JobRunner } from '../jobs/runner.ts';
import { queueModel, startGeneration } from '../onboarding/submit.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { TEST_PERSONAL_INFO } from '../testing/personal-info.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { NO_USABLE_PHOTO_REASON } from './give-back.ts';

const UPLOADS = join(import.meta.dirname, '../../../../packages/engine/fixtures/uploads');
const FLAGGED = ['f/img48', 'g/img54'];

describe(`a model whose every photo is refused is never charged (${testDriver()})`, () => {
  let server: TestServer;
  let runner: JobRunner | undefined;
  let person: TestClient;
  let modelId: string;
  const packages = async () => (await balancesOf(server.database.db, person.uid!)).package ?? 0;
  const row = async () =>
    (await server.database.db.select().from(model).where(eq(model.id, modelId)))[0]!;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    person = new TestClient(server.url);
    await person.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD); // a test user
    const start = await person.apiPost('/onboarding/start', {});
    modelId = ((await start.json()) as { data: { modelId: string } }).data.modelId;
    const form = new FormData();
    form.append('modelId', modelId);
    for (const name of FLAGGED) {
      const bytes = await readFile(join(UPLOADS, `${name}.jpg`));
      form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'p.jpg');
    }
    expect((await person.api('/image/upload', { method: 'POST', body: form })).status).toBe(200);
    const info = await person.apiPost('/onboarding/save-personal-info', {
      modelId,
      ...TEST_PERSONAL_INFO,
    });
    expect(info.status).toBe(200);
    await grantTestPackage(server, person.uid!);
  }, 120_000);
  afterAll(async () => {
    await runner?.stop();
    await server.close();
  });

  it('queued before the photos were read, the generation gives the package back and makes nothing', async () => {
    const { db } = server.database;
    const queued = await db.transaction((tx) =>
      queueModel(tx, { uid: person.uid!, modelId, styles: ['studio-grey'], locale: 'en' }),
    );
    expect(queued).not.toBeNull();
    expect(await packages()).toBe(0);
    runner = createJobRunner({
      services: server.services,
      definitions: JOB_DEFINITIONS,
      concurrency: 1,
      leaseSeconds: 120,
      pollMs: 100,
    });
    runner.start();
    await startGeneration(server.services, modelId);
    while ((await row()).status !== 'onboarding') {
      expect(['ready', 'failed']).not.toContain((await row()).status);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await row()).toMatchObject({ failureReason: NO_USABLE_PHOTO_REASON });
    expect(await packages()).toBe(1);
    expect(await db.select().from(headshot).where(eq(headshot.modelId, modelId))).toEqual([]);
    expect(await db.select().from(modelGiveBack).where(eq(modelGiveBack.modelId, modelId))).toEqual(
      [],
    );
  }, 300_000);

  it('read, each photo says it is flagged, and the submit is refused spending nothing', async () => {
    for (;;) {
      const res = await person.api(`/onboarding/photo-check/${modelId}`);
      const { data } = (await res.json()) as { data: { photos: { use: string }[] } };
      if (data.photos.every((p) => p.use !== 'unread')) {
        expect(data.photos.map((p) => p.use)).toEqual(['nsfw', 'nsfw']);
        break;
      }
    }
    const refused = await person.apiPost('/onboarding/submit', {
      modelId,
      styles: ['studio-grey', 'charcoal'],
      locale: 'en',
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ reason: 'onboarding.noUsablePhoto' });
    expect(await packages()).toBe(1);
    expect((await row()).status).toBe('onboarding');
  }, 300_000);
});
