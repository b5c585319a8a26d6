import { sql } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import { type JobDefinition, jobName, laneOf, maxAttemptsOf } from './queue.ts';

// Scheduled jobs (docs/decisions/025-job-lanes-and-schedules.md): a schedule enqueues its
// job once per period, whichever process looks first. Time is cut into periods of
// `everySeconds` from the epoch, shifted by `offsetSeconds` (a daily job at 03:00 UTC is
// every 86 400 s, offset 10 800 s); the job_schedule row remembers the last period.

export interface JobSchedule<P = unknown> {
  /** Unique; also the dedupe key of its jobs (`schedule:<name>`). */
  name: string;
  job: JobDefinition<P>;
  payload: P;
  everySeconds: number;
  offsetSeconds?: number;
}

export const HOUR = 3600;
export const DAY = 24 * HOUR;

/** Checks the payload against the job's type; the result goes in one untyped list. */
export function defineSchedule<P>(schedule: JobSchedule<P>): JobSchedule {
  return schedule as unknown as JobSchedule;
}

/** The period `at` falls in (whole periods since the shifted epoch). */
export function periodOf(schedule: JobSchedule, at: Date): number {
  const seconds = at.getTime() / 1000 - (schedule.offsetSeconds ?? 0);
  return Math.floor(seconds / schedule.everySeconds);
}

/**
 * Enqueues the job of every schedule whose period has moved on since its last enqueue.
 * Advancing the period and inserting the job are one statement, so two processes at the
 * same moment enqueue once between them, and a crash cannot advance without enqueuing.
 * A period whose job is still unfinished from the last one is skipped (the dedupe key).
 * Answers the names of the schedules that enqueued now.
 */
export async function enqueueDueSchedules(
  db: Database,
  schedules: readonly JobSchedule[],
  now: Date,
): Promise<string[]> {
  const enqueued: string[] = [];
  for (const s of schedules) {
    const payload = s.job.payload.parse(s.payload);
    const result = await db.execute(sql`
      with due as (
        insert into job_schedule (name, period) values (${s.name}, ${periodOf(s, now)})
        on conflict (name) do update set period = excluded.period, enqueued_at = now()
          where job_schedule.period < excluded.period
        returning name
      )
      insert into job (name, lane, payload, key, max_attempts)
      select ${jobName(s.job)}, ${laneOf(s.job)}, ${JSON.stringify(payload)}::jsonb,
        ${`schedule:${s.name}`}, ${maxAttemptsOf(s.job)}
      from due
      on conflict (key) where status in ('queued', 'running') do nothing
      returning id`);
    if ((result as unknown as { rows: unknown[] }).rows.length > 0) enqueued.push(s.name);
  }
  return enqueued;
}
