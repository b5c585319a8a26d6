import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { appUser, authUser, headshot, job, model, trainingPhoto } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobName } from '../jobs/queue.ts';
import { jobSchedules } from '../jobs/registry.ts';
import { createJobRunner, type JobRunner } from '../jobs/runner.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { retentionJob } from './retention.ts';

// Issue 14 item 4: the nightly retention job purges a model's photos, headshots and files
// the parameter's number of days after delivery, and not a day before. The runner's clock
// is moved; the schedule is the product's own (jobs/registry.ts).

const DAY = 86_400_000;

describe(`retention (${testDriver()})`, () => {
  let server: TestServer;
  let runner: JobRunner;
  let clock = new Date(0);
  const delivered = new Date('2027-01-01T10:00:00Z');
  const uid = `ret-${randomBytes(4).toString('hex')}`;
  const early = `${uid}-a`;
  const later = `${uid}-b`;

  async function deliveredModel(id: string, readyAt: Date) {
    const { db } = server.database;
    await db.insert(model).values({
      id,
      uid,
      status: 'ready',
      styles: ['s'],
      readyAt,
      submittedAt: readyAt,
    });
    const photo = `models/${id}/training/photo.jpg`;
    const full = `models/${id}/headshots/s-0.png`;
    const thumb = `models/${id}/headshots/s-0.webp`;
    for (const key of [photo, full, thumb]) {
      await server.services.storage.put(key, Buffer.from(key), 'application/octet-stream');
    }
    const [p] = await db
      .insert(trainingPhoto)
      .values({
        modelId: id,
        path: photo,
        md5: `md5-${id}`,
        fullBody: false,
        width: 10,
        height: 10,
        face: { x: 0, y: 0, width: 5, height: 5 },
      })
      .returning({ id: trainingPhoto.id });
    await db.insert(headshot).values({
      modelId: id,
      style: 's',
      variant: 0,
      position: 1,
      path: full,
      thumbPath: thumb,
      width: 10,
      height: 10,
      sourcePhotoId: p!.id,
    });
    return [photo, full, thumb];
  }

  const runs = async () =>
    server.database.db
      .select({ status: job.status })
      .from(job)
      .where(eq(job.name, jobName(retentionJob)));
  /** Moves the clock and waits for the retention run it starts to finish. */
  async function nightAt(iso: string) {
    const before = (await runs()).length;
    clock = new Date(iso);
    runner.start();
    const end = Date.now() + 10_000;
    for (;;) {
      const all = await runs();
      if (all.length > before && all.every((r) => r.status === 'succeeded')) return;
      if (Date.now() > end) throw new Error(`no retention run at ${iso}: ${JSON.stringify(all)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  const modelsLeft = async () =>
    (
      await server.database.db
        .select({ id: model.id })
        .from(model)
        .where(inArray(model.id, [early, later]))
    ).map((r) => r.id);
  const stored = async (keys: string[]) =>
    (await Promise.all(keys.map((k) => server.services.storage.get(k)))).filter(Boolean).length;

  beforeAll(async () => {
    server = await startTestServer();
    const email = `${uid}@example.com`;
    await server.database.db.insert(authUser).values({ id: uid, name: 'R', email });
    await server.database.db.insert(appUser).values({ uid, email, displayName: 'R' });
    runner = createJobRunner({
      services: server.services,
      definitions: [retentionJob],
      concurrency: 1,
      leaseSeconds: 30,
      pollMs: 25,
      schedules: jobSchedules({ jobRetentionDays: 7 }).filter((s) => s.job === retentionJob),
      scheduleCheckMs: 25,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await runner.stop();
    await server.close();
  });

  it('purges photos and models the retention days after delivery, nightly', async () => {
    const earlyFiles = await deliveredModel(early, delivered);
    const laterFiles = await deliveredModel(later, new Date(delivered.getTime() + 10 * DAY));
    expect((await server.services.parameters.get()).retention).toEqual({ days: 30 });

    // The first night the runner is up; nothing is old enough.
    await nightAt('2027-01-02T03:00:01Z');
    // Day 30 after delivery at 03:00: 30 days have not passed yet (delivered at 10:00).
    await nightAt('2027-01-31T03:00:01Z');
    expect(await modelsLeft()).toEqual(expect.arrayContaining([early, later]));
    expect(await stored(earlyFiles)).toBe(3);

    // The next night: the first model is over 30 days old and goes, files and rows.
    await nightAt('2027-02-01T03:00:01Z');
    expect(await modelsLeft()).toEqual([later]);
    expect(await stored(earlyFiles)).toBe(0);
    const photos = await server.database.db
      .select()
      .from(trainingPhoto)
      .where(eq(trainingPhoto.modelId, early));
    expect(photos).toHaveLength(0);
    expect(await stored(laterFiles)).toBe(3);

    // Staff shorten the retention to 5 days: the other model goes the next night.
    await server.services.parameters.set('retention', { days: 5 });
    await nightAt('2027-02-02T03:00:01Z');
    expect(await modelsLeft()).toEqual([]);
    expect(await stored(laterFiles)).toBe(0);
    // One run per night, each once.
    expect(await runs()).toHaveLength(4);
  });

  it('takes the retention days from staff on the Parameters page, whole days 1 to 3650', async () => {
    await seedDemoAccounts(server.services);
    const admin = new TestClient(server.url);
    expect((await admin.signIn('admin@demo.example.com', DEMO_PASSWORD)).status).toBe(200);
    const put = (value: unknown) =>
      admin.api('/admin/parameters/retention', {
        method: 'PUT',
        body: JSON.stringify({ value }),
      });
    for (const bad of [{ days: 0 }, { days: 3651 }, { days: 1.5 }, { days: '30' }, {}]) {
      expect((await put(bad)).status).toBe(400);
    }
    const ok = await put({ days: 90 });
    expect(ok.status).toBe(200);
    expect(
      ((await ok.json()) as { parameters: { retention: unknown } }).parameters.retention,
    ).toEqual({
      days: 90,
    });
  });
});
