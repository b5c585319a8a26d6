import { eq } from 'drizzle-orm';
import { headshot, job } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { blankImage, selfieJpeg } from '@hs/imaging/sample-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_DEFINITIONS } from '../jobs/registry.ts';
import { createJobRunner, type JobRunner } from '../jobs/runner.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed-demo.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

interface Task {
  success: boolean;
  data: { status: string; output: { path: string; distance: number | null }[] };
}

describe(`ranking tasks (${testDriver()})`, () => {
  let server: TestServer;
  let runner: JobRunner;
  let alice: TestClient;
  let bob: TestClient;
  const photos: { path: string; url: string }[] = [];

  const poll = async (client: TestClient, id: string): Promise<Task> => {
    // spec 000 section 7: polled every 2 s up to 30 s; the test polls faster.
    for (let i = 0; i < 300; i++) {
      const task = (await (await client.api(`/image/task/${id}`)).json()) as Task;
      if (task.data.status === 'succeeded' || task.data.status === 'failed') return task;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('task did not finish');
  };

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.services);
    alice = new TestClient(server.url);
    bob = new TestClient(server.url);
    await alice.signIn(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    await bob.signIn(DEMO_ACCOUNTS[3]!.email, DEMO_PASSWORD);
    const start = (await (await alice.apiPost('/onboarding/start', {})).json()) as {
      data: { modelId: string };
    };
    for (const size of [1024, 900, 800]) {
      const form = new FormData();
      form.append(
        'files',
        new Blob([new Uint8Array(await selfieJpeg(size))], { type: 'image/jpeg' }),
        `me-${size}.jpg`,
      );
      form.append('modelId', start.data.modelId);
      const answer = (await (
        await alice.api('/image/upload', { method: 'POST', body: form })
      ).json()) as { data: { photo: { path: string; url: string } }[] };
      photos.push(answer.data[0]!.photo);
    }
    // An output without a face, as ranking would meet one: a blank backdrop.
    const blank = `models/${start.data.modelId}/headshots/blank-0.png`;
    await server.services.storage.put(blank, await blankImage(640, 800, 'png'), 'image/png');
    await server.database.db.insert(headshot).values({
      modelId: start.data.modelId,
      style: 'blank',
      variant: 0,
      position: 1,
      path: blank,
      thumbPath: blank,
      width: 640,
      height: 800,
    });
    photos.push({ path: blank, url: '' });
    runner = createJobRunner({
      services: server.services,
      definitions: JOB_DEFINITIONS,
      concurrency: 1,
      leaseSeconds: 30,
      pollMs: 100,
    });
    runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await server.close();
  });

  it('answers an empty result for empty arrays without running anything', async () => {
    const before = await server.database.db.select().from(job);
    for (const body of [
      { paths: [], base: [] },
      { paths: [], base: [photos[0]!.path] },
    ]) {
      const res = await alice.apiPost('/image/rank', body);
      expect(res.status).toBe(200);
      const { success, id } = (await res.json()) as { success: boolean; id: string };
      expect(success).toBe(true);
      const task = (await (await alice.api(`/image/task/${id}`)).json()) as Task;
      expect(task).toEqual({ success: true, data: { status: 'succeeded', output: [] } });
    }
    expect(await server.database.db.select().from(job)).toHaveLength(before.length);
  });

  it('scores every path against the base photos, best first, no face last', async () => {
    // The real identity scorer (face-api descriptors): the base photo itself is closest,
    // other photos of the same person stay under the same-person threshold.
    const paths = [photos[3]!.path, photos[2]!.path, photos[1]!.path, photos[0]!.path];
    const res = await alice.apiPost('/image/rank', { paths, base: [photos[0]!.path] });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const [queued] = await server.database.db
      .select()
      .from(job)
      .where(eq(job.key, `rank:${id}`));
    expect(queued?.name).toBe('image.rank@v1');
    const task = await poll(alice, id);
    expect(task.data.status).toBe('succeeded');
    const { output } = task.data;
    expect(output.map((o) => o.path).sort()).toEqual([...paths].sort());
    expect(output[0]!.path).toBe(photos[0]!.path);
    expect(output[0]!.distance!).toBeLessThan(0.05);
    expect(output[3]).toEqual({ path: photos[3]!.path, distance: null });
    const distances = output.slice(0, 3).map((o) => o.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(0.6);
  });

  it('takes links this server signed, and answers per path as it was given', async () => {
    const url = photos[1]!.url;
    const res = await bob.apiPost('/image/rank', { paths: [url], base: [photos[0]!.url] });
    expect(res.status).toBe(200);
    const task = await poll(bob, ((await res.json()) as { id: string }).id);
    expect(task.data.output).toHaveLength(1);
    expect(task.data.output[0]!.path).toBe(url);
    const forged = url.replace(/signature=[^&]+/, 'signature=forged');
    expect((await bob.apiPost('/image/rank', { paths: [forged], base: [url] })).status).toBe(404);
  });

  it("refuses another person's paths and hides another person's tasks", async () => {
    const mine = await alice.apiPost('/image/rank', {
      paths: [photos[1]!.path],
      base: [photos[0]!.path],
    });
    const { id } = (await mine.json()) as { id: string };
    const theirs = await bob.api(`/image/task/${id}`);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ success: false });
    expect(
      (await bob.apiPost('/image/rank', { paths: [photos[1]!.path], base: [photos[0]!.path] }))
        .status,
    ).toBe(404);
    expect((await alice.api('/image/task/not-a-task')).status).toBe(404);
    expect((await new TestClient(server.url).api(`/image/task/${id}`)).status).toBe(401);
    expect((await poll(alice, id)).data.status).toBe('succeeded');
  });
});
