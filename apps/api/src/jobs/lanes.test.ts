import { eq, inArray, like } from 'drizzle-orm';
import { z } from 'zod';
import { job, jobSchedule } from '@hs/db/schema';
import { testDriver } from '@hs/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentFulfilJob } from '../billing/fulfil-job.ts';
import { loadEnv } from '../env.ts';
import { generateModelJob } from '../generation/generate-model.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { pruneFinishedJobs } from './prune.ts';
import { defineJob, jobName } from './queue.ts';
import { JOB_DEFINITIONS, runnerSettings } from './registry.ts';
import { createJobRunner, type JobRunner } from './runner.ts';
import { DAY, HOUR, defineSchedule, enqueueDueSchedules, periodOf } from './schedule.ts';

// Issue 14 item 2: lanes (payments never wait behind generation), scheduled jobs once per
// period across processes, finished jobs pruned, queue depth and age in /metrics.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const TOKEN = 'scrape-the-queue-0123456789';

describe(`job lanes and schedules (${testDriver()})`, () => {
  let server: TestServer;
  const runners: JobRunner[] = [];
  // Generous: a loaded machine (load 20) took over 10 s for runners polling every 50 ms.
  const until = async (check: () => Promise<boolean>, ms = 30_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await sleep(25);
    }
  };
  const statusOf = async (id: string) => {
    const [row] = await server.database.db.select().from(job).where(eq(job.id, id));
    return row!.status;
  };

  beforeAll(async () => {
    server = await startTestServer({ metricsToken: TOKEN });
  });
  afterAll(async () => {
    for (const r of runners) await r.stop();
    await server.close();
  });

  it('runs a payment at once while every generation slot is busy and more wait', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const started: number[] = [];
    // Stands for a long generation: the same (default) lane as model.generate.
    const longGeneration = defineJob({
      name: 'test.long-generation',
      version: 1,
      payload: z.object({ n: z.number() }),
      handler: async ({ n }) => {
        started.push(n);
        await gate;
      },
    });
    expect(generateModelJob.lane ?? 'default').toBe('default');
    expect(paymentFulfilJob.lane).toBe('urgent');
    // The production runner settings (env defaults), with the stand-in added.
    const settings = runnerSettings(loadEnv({}));
    const runner = createJobRunner({
      ...settings,
      services: server.services,
      definitions: [...JOB_DEFINITIONS, longGeneration],
      schedules: [],
      pollMs: 50,
    });
    runners.push(runner);
    const generations: string[] = [];
    for (let n = 0; n < 5; n++) {
      generations.push(await server.services.jobs.enqueue(longGeneration, { n }));
    }
    runner.start();
    await until(async () => started.length === settings.concurrency);

    // A refund notice for an unknown payment: the real handler runs and finds nothing to do.
    const payment = await server.services.jobs.enqueue(paymentFulfilJob, {
      action: 'refunded',
      eventId: null,
      providerRef: 'pi_lane_test',
      refundRef: null,
      amountRefunded: 100,
    });
    // It finishes while every generation slot is still held (the gate is never opened before
    // this): proof by order, not by a clock that a loaded machine can stretch.
    await until(async () => (await statusOf(payment)) === 'succeeded');
    // The generations are all still where they were: two running, three waiting.
    const states = await Promise.all(generations.map(statusOf));
    expect(states.filter((s) => s === 'running')).toHaveLength(settings.concurrency);
    expect(states.filter((s) => s === 'queued')).toHaveLength(5 - settings.concurrency);

    // /metrics names the waiting generations by lane, with their age.
    const res = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const text = await res.text();
    expect(text).toContain(`jobs_queued{lane="default"} ${5 - settings.concurrency}`);
    expect(text).toContain(`jobs_running{lane="default"} ${settings.concurrency}`);
    expect(text).toContain('jobs_queued{lane="urgent"} 0');
    const age = /jobs_oldest_queued_age_seconds\{lane="default"\} ([\d.e+-]+)/.exec(text);
    expect(Number(age?.[1])).toBeGreaterThan(0);
    expect(text).toContain('jobs_oldest_queued_age_seconds{lane="urgent"} 0');

    release();
    await until(async () =>
      (await Promise.all(generations.map(statusOf))).every((s) => s === 'succeeded'),
    );
    await runner.stop();
  });

  it('enqueues a scheduled job once per period, however many processes look', async () => {
    const ran: string[] = [];
    const nightly = defineJob({
      name: 'test.nightly',
      version: 1,
      lane: 'maintenance',
      payload: z.object({ label: z.string() }),
      handler: async ({ label }, ctx) => void ran.push(`${label} ${ctx.now().toISOString()}`),
    });
    const schedule = defineSchedule({
      name: 'test.nightly',
      job: nightly,
      payload: { label: 'night' },
      everySeconds: DAY,
      offsetSeconds: 3 * HOUR,
    });
    expect(periodOf(schedule, new Date('2026-11-26T02:59:59Z'))).toBe(
      periodOf(schedule, new Date('2026-11-25T03:00:00Z')),
    );
    expect(periodOf(schedule, new Date('2026-11-26T03:00:00Z'))).toBe(
      periodOf(schedule, new Date('2026-11-25T03:00:00Z')) + 1,
    );

    const { db } = server.database;
    const scheduled = () =>
      db
        .select()
        .from(job)
        .where(eq(job.name, jobName(nightly)));
    // Eight processes look at the same moment (on PostgreSQL over separate connections).
    const at = (iso: string) => new Date(iso);
    const look = (now: Date) =>
      Promise.all(Array.from({ length: 8 }, () => enqueueDueSchedules(db, [schedule], now)));
    let answers = await look(at('2026-11-25T12:00:00Z'));
    expect(answers.flat()).toEqual(['test.nightly']);
    expect(await scheduled()).toHaveLength(1);
    const [first] = await scheduled();
    expect(first).toMatchObject({ lane: 'maintenance', key: 'schedule:test.nightly' });

    // Later the same period, and the next period while the first run is still queued: no more.
    answers = await look(at('2026-11-26T02:00:00Z'));
    expect(answers.flat()).toEqual([]);
    answers = await look(at('2026-11-26T04:00:00Z'));
    expect(answers.flat()).toEqual([]);
    expect(await scheduled()).toHaveLength(1);

    // Two runners with their clocks at the next night: one run, then the following night one more.
    let clock = at('2026-11-27T03:00:05Z');
    const pair = [0, 1].map(() =>
      createJobRunner({
        services: server.services,
        definitions: [nightly],
        concurrency: 1,
        leaseSeconds: 30,
        pollMs: 50,
        schedules: [schedule],
        scheduleCheckMs: 50,
        now: () => clock,
      }),
    );
    runners.push(...pair);
    for (const r of pair) r.start();
    // (At least: a second run would show in the expectation below, not as a time-out.)
    await until(async () => ran.length >= 1);
    await sleep(300);
    // The job queued on the 25th ran now; the 27th's period found it still queued and
    // added none (a schedule never piles up a backlog).
    expect(ran).toEqual(['night 2026-11-27T03:00:05.000Z']);
    clock = at('2026-11-28T03:00:01Z');
    await until(async () => ran.length >= 2);
    await sleep(300);
    expect(ran).toHaveLength(2);
    const [row] = await db.select().from(jobSchedule).where(eq(jobSchedule.name, 'test.nightly'));
    expect(row!.period).toBe(periodOf(schedule, clock));
    for (const r of pair) await r.stop();
  });

  it('prunes finished jobs after the retention and leaves unfinished ones', async () => {
    const { db } = server.database;
    const now = new Date('2026-12-20T00:00:00Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    const rows = [
      { status: 'succeeded', finishedAt: daysAgo(8), old: true },
      { status: 'failed', finishedAt: daysAgo(30), old: true },
      { status: 'succeeded', finishedAt: daysAgo(6), old: false },
      { status: 'queued', finishedAt: null, old: false },
      { status: 'running', finishedAt: null, old: false },
    ] as const;
    const inserted = await db
      .insert(job)
      .values(
        rows.map((r, i) => ({
          name: 'test.prunable@v1',
          payload: { i },
          status: r.status,
          maxAttempts: 1,
          createdAt: daysAgo(40),
          finishedAt: r.finishedAt,
        })),
      )
      .returning({ id: job.id });
    await pruneFinishedJobs(db, 7, now);
    const left = await db
      .select({ id: job.id })
      .from(job)
      .where(
        inArray(
          job.id,
          inserted.map((r) => r.id),
        ),
      );
    expect(new Set(left.map((r) => r.id))).toEqual(
      new Set(inserted.filter((_, i) => !rows[i]!.old).map((r) => r.id)),
    );
    await db.delete(job).where(like(job.name, 'test.prunable%'));
  });
});
