import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { job } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { backoffSeconds, defineJob, jobName, PermanentJobError } from './queue.ts';
import { createJobRunner, type JobRunner } from './runner.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`job queue (${testDriver()})`, () => {
  let server: TestServer;
  const runners: JobRunner[] = [];
  const runner = (
    definitions: Parameters<typeof createJobRunner>[0]['definitions'],
    options: { concurrency?: number; leaseSeconds?: number } = {},
  ) => {
    const r = createJobRunner({
      services: server.services,
      definitions,
      concurrency: options.concurrency ?? 2,
      leaseSeconds: options.leaseSeconds ?? 30,
      pollMs: 100,
    });
    runners.push(r);
    return r;
  };
  const rowOf = async (id: string) => {
    const [row] = await server.database.db.select().from(job).where(eq(job.id, id));
    return row!;
  };
  const until = async (check: () => Promise<boolean>, ms = 15_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await sleep(50);
    }
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    for (const r of runners) await r.stop();
    await server.close();
  });

  it('backs off exponentially', () => {
    expect([1, 2, 3, 4].map((a) => backoffSeconds(10, a))).toEqual([10, 20, 40, 80]);
  });

  it('stores jobs under name@vN, validates payloads on enqueue, and runs them', async () => {
    const seen: { n: number; attempt: number }[] = [];
    const echo = defineJob({
      name: 'test.echo',
      version: 3,
      payload: z.object({ n: z.number().int() }),
      handler: async ({ n }, ctx) => void seen.push({ n, attempt: ctx.attempt }),
    });
    await expect(server.services.jobs.enqueue(echo, { n: 1.5 } as { n: number })).rejects.toThrow();
    const id = await server.services.jobs.enqueue(echo, { n: 7 });
    expect((await rowOf(id)).name).toBe('test.echo@v3');
    expect(jobName(echo)).toBe('test.echo@v3');
    const r = runner([echo]);
    r.start();
    await until(async () => (await rowOf(id)).status === 'succeeded');
    expect(seen).toEqual([{ n: 7, attempt: 1 }]);
    const row = await rowOf(id);
    expect(row.lockedUntil).toBeNull();
    expect(row.finishedAt).not.toBeNull();
    await r.stop();
  });

  it('keeps at most one unfinished job per key', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = defineJob({
      name: 'test.keyed',
      version: 1,
      payload: z.object({}),
      handler: () => gate,
    });
    const a = await server.services.jobs.enqueue(slow, {}, { key: 'same' });
    const b = await server.services.jobs.enqueue(slow, {}, { key: 'same' });
    expect(b).toBe(a);
    const r = runner([slow]);
    r.start();
    await until(async () => (await rowOf(a)).status === 'running');
    expect(await server.services.jobs.enqueue(slow, {}, { key: 'same' })).toBe(a);
    release();
    await until(async () => (await rowOf(a)).status === 'succeeded');
    const c = await server.services.jobs.enqueue(slow, {}, { key: 'same' });
    expect(c).not.toBe(a);
    await until(async () => (await rowOf(c)).status === 'succeeded');
    await r.stop();
  });

  it('retries with backoff, then fails for good with the error recorded', async () => {
    const times: number[] = [];
    const failures: string[] = [];
    const flaky = defineJob({
      name: 'test.flaky',
      version: 1,
      payload: z.object({ failTimes: z.number() }),
      retry: { limit: 2, backoffSeconds: 0.3 },
      handler: async ({ failTimes }, ctx) => {
        times.push(Date.now());
        if (ctx.attempt <= failTimes) throw new Error(`boom ${ctx.attempt}`);
      },
      onFailure: async (_p, error) => void failures.push(error.message),
    });
    const r = runner([flaky]);
    r.start();
    const recovers = await server.services.jobs.enqueue(flaky, { failTimes: 2 });
    await until(async () => (await rowOf(recovers)).status === 'succeeded');
    expect((await rowOf(recovers)).attempts).toBe(3);
    expect(times).toHaveLength(3);
    // 0.3 s then 0.6 s (poll granularity 0.1 s).
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(250);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(550);
    expect(failures).toEqual([]);

    const fails = await server.services.jobs.enqueue(flaky, { failTimes: 9 });
    await until(async () => (await rowOf(fails)).status === 'failed');
    const row = await rowOf(fails);
    expect(row.attempts).toBe(3);
    expect(row.lastError).toBe('boom 3');
    expect(failures).toEqual(['boom 3']);

    const permanent = defineJob({
      name: 'test.permanent',
      version: 1,
      payload: z.object({}),
      handler: async () => {
        throw new PermanentJobError('cannot ever work');
      },
    });
    const r2 = runner([permanent]);
    r2.start();
    const p = await server.services.jobs.enqueue(permanent, {});
    await until(async () => (await rowOf(p)).status === 'failed');
    expect((await rowOf(p)).attempts).toBe(1);
    await r.stop();
    await r2.stop();
  });

  it('claims a job again when its worker died and the lease expired, not before', async () => {
    const ran: number[] = [];
    const orphan = defineJob({
      name: 'test.orphan',
      version: 1,
      payload: z.object({ n: z.number() }),
      handler: async ({ n }, ctx) => {
        ran.push(n);
        expect(ctx.attempt).toBe(2);
      },
    });
    const { db } = server.database;
    const insert = (n: number, lockedUntil: string) =>
      db
        .insert(job)
        .values({
          name: jobName(orphan),
          payload: { n },
          status: 'running',
          attempts: 1,
          maxAttempts: 3,
          lockedBy: 'a-worker-that-was-killed',
          lockedUntil: sql.raw(`now() + interval '${lockedUntil}'`),
        })
        .returning({ id: job.id });
    const [expired] = await insert(1, '-1 second');
    const [held] = await insert(2, '1 hour');
    const r = runner([orphan]);
    r.start();
    await until(async () => (await rowOf(expired!.id)).status === 'succeeded');
    await sleep(300);
    expect(ran).toEqual([1]);
    expect((await rowOf(held!.id)).status).toBe('running');
    expect((await rowOf(held!.id)).lockedBy).toBe('a-worker-that-was-killed');
    await r.stop();
  });

  it('as the only process on the database, takes over running jobs at once', async () => {
    const ran: number[] = [];
    const orphan = defineJob({
      name: 'test.sole',
      version: 1,
      payload: z.object({ n: z.number() }),
      handler: async ({ n }) => void ran.push(n),
    });
    const [row] = await server.database.db
      .insert(job)
      .values({
        name: jobName(orphan),
        payload: { n: 1 },
        status: 'running',
        attempts: 1,
        maxAttempts: 3,
        lockedBy: 'the-process-before-a-crash',
        lockedUntil: sql.raw(`now() + interval '1 hour'`),
      })
      .returning({ id: job.id });
    const r = createJobRunner({
      services: server.services,
      definitions: [orphan],
      concurrency: 1,
      leaseSeconds: 30,
      pollMs: 100,
      soleProcess: true,
    });
    runners.push(r);
    r.start();
    // "At once" is against the hour-long lease; 5 s was too tight on a loaded machine.
    await until(async () => (await rowOf(row!.id)).status === 'succeeded');
    expect(ran).toEqual([1]);
    expect((await rowOf(row!.id)).attempts).toBe(2);
    await r.stop();
  });

  it('extends the lease while the handler runs', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const long = defineJob({
      name: 'test.long',
      version: 1,
      payload: z.object({}),
      handler: async (_p, ctx) => {
        await ctx.heartbeat();
        await gate;
      },
    });
    const r = runner([long], { leaseSeconds: 2 });
    r.start();
    const id = await server.services.jobs.enqueue(long, {});
    await until(async () => (await rowOf(id)).status === 'running');
    const first = (await rowOf(id)).lockedUntil!.getTime();
    await sleep(2500);
    const later = await rowOf(id);
    expect(later.status).toBe('running');
    expect(later.lockedUntil!.getTime()).toBeGreaterThan(first);
    expect(later.attempts).toBe(1);
    release();
    await until(async () => (await rowOf(id)).status === 'succeeded');
    await r.stop();
  });

  it('hands running jobs back to the queue when it stops', async () => {
    const stoppable = defineJob({
      name: 'test.stoppable',
      version: 1,
      payload: z.object({}),
      handler: (_p, ctx) =>
        new Promise<void>((_resolve, reject) =>
          ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason as Error)),
        ),
    });
    const r = runner([stoppable]);
    r.start();
    const id = await server.services.jobs.enqueue(stoppable, {});
    await until(async () => (await rowOf(id)).status === 'running');
    await r.stop();
    const row = await rowOf(id);
    expect(row.status).toBe('queued');
    expect(row.attempts).toBe(0);
    expect(row.lockedBy).toBeNull();
  });

  it('never runs a job twice when several runners share the queue', async () => {
    const runs = new Map<number, number>();
    const counted = defineJob({
      name: 'test.counted',
      version: 1,
      payload: z.object({ n: z.number() }),
      handler: async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await sleep(20);
      },
    });
    const ids: string[] = [];
    for (let n = 0; n < 40; n++) ids.push(await server.services.jobs.enqueue(counted, { n }));
    const group = [0, 1, 2].map(() => runner([counted], { concurrency: 4 }));
    for (const r of group) r.start();
    await until(async () => {
      const rows = await server.database.db
        .select({ status: job.status })
        .from(job)
        .where(eq(job.name, jobName(counted)));
      return rows.every((row) => row.status === 'succeeded');
    }, 30_000);
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((v) => v === 1)).toBe(true);
    const workers = await server.database.db
      .selectDistinct({ by: job.lockedBy })
      .from(job)
      .where(eq(job.name, jobName(counted)));
    // With PostgreSQL's pool the runners really claim side by side.
    if (server.database.driver === 'postgres') expect(workers.length).toBeGreaterThan(1);
    for (const r of group) await r.stop();
  });
});
