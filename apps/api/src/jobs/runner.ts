import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { JOB_LANES, job, type JobLane } from '@hs/db/schema';
import type { Services } from '../context.ts';
import {
  type AnyJobDefinition,
  type JobContext,
  PermanentJobError,
  DEFAULT_RETRY,
  backoffSeconds,
  jobName,
  laneOf,
} from './queue.ts';
import { enqueueDueSchedules, type JobSchedule } from './schedule.ts';

export interface RunnerOptions {
  services: Services;
  definitions: readonly AnyJobDefinition[];
  /** Jobs run at once by this process in each lane, unless `lanes` says otherwise. */
  concurrency: number;
  /** Slots per lane; a lane's jobs never wait for another lane's slots. */
  lanes?: Partial<Record<JobLane, number>>;
  /** Scheduled jobs this runner enqueues when their period comes (once across processes). */
  schedules?: readonly JobSchedule[];
  /** How often the schedules are checked (default 30 s). */
  scheduleCheckMs?: number;
  /** The clock for schedules and handlers (ctx.now); tests move it. */
  now?: () => Date;
  /** How long a claim holds without a heartbeat; a dead worker's jobs wait this long. */
  leaseSeconds: number;
  /** Idle poll interval; an enqueue in this process wakes the runner at once. */
  pollMs?: number;
  /**
   * This process is the only one on the database (embedded PGlite, guarded by the data-dir
   * lock): jobs still marked running belong to a process that died, so their leases end now
   * instead of after JOB_LEASE_SECONDS.
   */
  soleProcess?: boolean;
}

export interface JobRunner {
  start(): void;
  /** Stops claiming, aborts running handlers and hands their jobs back to the queue. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: string;
  lane: JobLane;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

const errorText = (error: unknown) =>
  error instanceof Error ? error.message || error.name : String(error);

export function createJobRunner(o: RunnerOptions): JobRunner {
  const { db } = o.services.database;
  const log = o.services.logger.child({ component: 'jobs' });
  const byName = new Map(o.definitions.map((d) => [jobName(d), d]));
  const names = [...byName.keys()];
  const now = o.now ?? (() => new Date());
  const slots = (lane: JobLane) => o.lanes?.[lane] ?? o.concurrency;
  const namesIn = (lane: JobLane) =>
    o.definitions.filter((d) => laneOf(d) === lane).map((d) => jobName(d));
  const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const lease = sql`now() + ${o.leaseSeconds}::float8 * interval '1 second'`;
  const running = new Map<
    string,
    { lane: JobLane; controller: AbortController; done: Promise<void> }
  >();
  let stopping = false;
  let started = false;
  // Claims wait for the first schedule check: a job left from an earlier period is then still
  // queued when this period is looked at, so the period adds none (one run, not two), however
  // the claim and the check would otherwise race.
  let claiming = false;
  let timer: NodeJS.Timeout | undefined;
  let scheduleTimer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;
  let tickAgain = false;
  let unsubscribe: (() => void) | undefined;

  /** Claims, in one statement, up to each lane's free slots of due jobs, urgent lane first. */
  async function claim(): Promise<ClaimedRow[]> {
    const busy = (lane: JobLane) => [...running.values()].filter((r) => r.lane === lane).length;
    const wanted = JOB_LANES.map((lane) => ({
      names: namesIn(lane),
      free: slots(lane) - busy(lane),
    })).filter((l) => l.names.length > 0 && l.free > 0);
    if (wanted.length === 0) return [];
    const picks = wanted.map(
      (l, i) => sql`${sql.raw(`lane${i}`)} as (
        select id from job
        where name in (${sql.join(
          l.names.map((n) => sql`${n}`),
          sql`, `,
        )})
          and ((status = 'queued' and run_at <= now())
            or (status = 'running' and locked_until < now()))
        order by run_at
        limit ${l.free}
        for update skip locked
      )`,
    );
    const result = await db.execute<Record<string, unknown>>(sql`
      with ${sql.join(picks, sql`, `)}
      update job set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
        locked_until = ${lease}, updated_at = now()
      where id in (${sql.join(
        wanted.map((_, i) => sql.raw(`select id from lane${i}`)),
        sql` union all `,
      )})
      returning id, lane, name, payload, attempts, max_attempts`);
    const rows = (result as unknown as { rows: ClaimedRow[] }).rows;
    // The lane this runner runs a job in is its definition's (a row keeps the lane it was
    // enqueued with, which only /metrics reads).
    return rows.map((r) => ({ ...r, lane: laneOf(byName.get(r.name) ?? {}) }));
  }

  const mine = (id: string) =>
    and(eq(job.id, id), eq(job.lockedBy, workerId), eq(job.status, 'running'));

  async function heartbeat(id: string, controller: AbortController) {
    const rows = await db
      .update(job)
      .set({ lockedUntil: lease, updatedAt: new Date() })
      .where(mine(id))
      .returning({ id: job.id });
    if (rows.length === 0 && !controller.signal.aborted) {
      controller.abort(new Error('lease lost'));
    }
  }

  async function finish(row: ClaimedRow, controller: AbortController, error: unknown) {
    const def = byName.get(row.name);
    if (error === undefined) {
      await db
        .update(job)
        .set({ status: 'succeeded', finishedAt: new Date(), lockedUntil: null, lastError: null })
        .where(mine(row.id));
      return;
    }
    if (stopping && controller.signal.aborted) {
      // Shutting down: the attempt did not really fail; hand the job back as it was.
      await db
        .update(job)
        .set({
          status: 'queued',
          attempts: sql`greatest(${job.attempts} - 1, 0)`,
          runAt: new Date(),
          lockedUntil: null,
          lockedBy: null,
        })
        .where(mine(row.id));
      return;
    }
    const message = errorText(error);
    const final = error instanceof PermanentJobError || row.attempts >= row.max_attempts;
    if (!final) {
      const wait = backoffSeconds((def?.retry ?? DEFAULT_RETRY).backoffSeconds, row.attempts);
      await db
        .update(job)
        .set({
          status: 'queued',
          runAt: sql`now() + ${wait}::float8 * interval '1 second'`,
          lockedUntil: null,
          lockedBy: null,
          lastError: message,
        })
        .where(mine(row.id));
      log.warn(
        { job: row.name, jobId: row.id, attempt: row.attempts, wait, err: message },
        'job failed, retrying',
      );
      return;
    }
    const updated = await db
      .update(job)
      .set({ status: 'failed', finishedAt: new Date(), lockedUntil: null, lastError: message })
      .where(mine(row.id))
      .returning({ id: job.id });
    log.error({ job: row.name, jobId: row.id, attempt: row.attempts, err: message }, 'job failed');
    if (updated.length && def?.onFailure) {
      const parsed = def.payload.safeParse(row.payload);
      if (parsed.success) {
        await def
          .onFailure(
            parsed.data,
            error instanceof Error ? error : new Error(message),
            context(row, controller),
          )
          .catch((e: unknown) =>
            log.error({ jobId: row.id, err: errorText(e) }, 'onFailure failed'),
          );
      }
    }
  }

  function context(row: ClaimedRow, controller: AbortController): JobContext {
    return {
      services: o.services,
      logger: log.child({ job: row.name, jobId: row.id, attempt: row.attempts }),
      jobId: row.id,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      now,
      signal: controller.signal,
      heartbeat: () => heartbeat(row.id, controller),
    };
  }

  async function run(row: ClaimedRow, controller: AbortController) {
    const def = byName.get(row.name)!;
    const beat = setInterval(
      () => void heartbeat(row.id, controller).catch(() => undefined),
      Math.max(200, (o.leaseSeconds * 1000) / 3),
    );
    let failure: unknown;
    try {
      if (row.attempts > row.max_attempts) {
        throw new PermanentJobError('The job stopped without finishing too many times.');
      }
      const parsed = def.payload.safeParse(row.payload);
      if (!parsed.success) {
        throw new PermanentJobError(`Invalid payload: ${parsed.error.message}`);
      }
      // A job whose lease was lost meanwhile is another worker's now: recording its result
      // below matches no row (`mine`), so it is neither marked done nor failed here.
      await def.handler(parsed.data, context(row, controller));
    } catch (error) {
      failure = error ?? new Error('failed');
    } finally {
      clearInterval(beat);
    }
    await finish(row, controller, failure).catch((e: unknown) =>
      log.error({ jobId: row.id, err: errorText(e) }, 'could not record the job result'),
    );
  }

  async function tickOnce() {
    const rows = await claim();
    for (const row of rows) {
      const controller = new AbortController();
      const done = run(row, controller).finally(() => {
        running.delete(row.id);
        if (!stopping) tick();
      });
      running.set(row.id, { lane: row.lane, controller, done });
    }
  }

  function tick() {
    if (stopping || !started || !claiming) return;
    if (ticking) {
      tickAgain = true;
      return;
    }
    ticking = tickOnce()
      .catch((e: unknown) => log.error({ err: errorText(e) }, 'job claim failed'))
      .finally(() => {
        ticking = null;
        if (tickAgain) {
          tickAgain = false;
          tick();
        }
      });
  }

  async function checkSchedules() {
    if (!o.schedules?.length || stopping) return;
    const enqueued = await enqueueDueSchedules(db, o.schedules, now());
    if (enqueued.length) {
      log.info({ schedules: enqueued }, 'scheduled jobs enqueued');
      tick();
    }
  }
  const scheduleSafely = () =>
    void checkSchedules().catch((e: unknown) =>
      log.error({ err: errorText(e) }, 'schedule check failed'),
    );

  return {
    start() {
      if (started) return;
      started = true;
      unsubscribe = o.services.jobs.onEnqueue(() => tick());
      timer = setInterval(tick, o.pollMs ?? 1000);
      if (o.schedules?.length) {
        scheduleTimer = setInterval(scheduleSafely, o.scheduleCheckMs ?? 30_000);
      }
      const orphans = o.soleProcess
        ? db
            .update(job)
            .set({ lockedUntil: sql`now()` })
            .where(eq(job.status, 'running'))
            .then(() => undefined)
        : Promise.resolve();
      void orphans
        .catch((e: unknown) => log.error({ err: errorText(e) }, 'could not release orphaned jobs'))
        .then(() => checkSchedules())
        .catch((e: unknown) => log.error({ err: errorText(e) }, 'schedule check failed'))
        .then(() => {
          claiming = true;
          tick();
        });
      const lanes = Object.fromEntries(JOB_LANES.map((l) => [l, slots(l)]));
      log.info({ workerId, lanes, jobs: names }, 'job runner started');
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      if (scheduleTimer) clearInterval(scheduleTimer);
      unsubscribe?.();
      await ticking;
      for (const { controller } of running.values()) controller.abort(new Error('stopping'));
      await Promise.all([...running.values()].map((r) => r.done));
    },
  };
}
