import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appUser } from './users.ts';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

/**
 * Lanes (docs/decisions/025-job-lanes-and-schedules.md): each has its own slots in every
 * runner, so payments and mail never wait behind generation. Listed in claim order.
 */
export const JOB_LANES = ['urgent', 'default', 'maintenance'] as const;
export type JobLane = (typeof JOB_LANES)[number];

// The durable job queue (docs/decisions/008-job-queue.md): workers claim rows with
// FOR UPDATE SKIP LOCKED and hold them by a lease (locked_until) that heartbeats extend;
// a worker that dies leaves a lease that expires, and the job is claimed again.
export const job = pgTable(
  'job',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The definition's name and version, e.g. 'model.generate@v1'. */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    /** The definition's lane when enqueued; the runner claims by lane, /metrics reports by it. */
    lane: text('lane', { enum: JOB_LANES }).notNull().default('default'),
    /** Dedupe key: at most one unfinished (queued or running) job per key. */
    key: text('key'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    /** Attempts started so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_key_unfinished')
      .on(t.key)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('job_claim_idx').on(t.status, t.runAt),
    index('job_finished_idx').on(t.finishedAt),
  ],
);

// Scheduled jobs: the last period each schedule enqueued. A runner that finds a newer
// period advances the row and enqueues the job in one statement, so among any number of
// processes exactly one enqueues per period.
export const jobSchedule = pgTable('job_schedule', {
  name: text('name').primaryKey(),
  /** Periods since the epoch (shifted by the schedule's offset) of the last enqueue. */
  period: bigint('period', { mode: 'number' }).notNull(),
  enqueuedAt: timestamp('enqueued_at', { withTimezone: true }).notNull().defaultNow(),
});

export const RANK_TASK_STATUSES = ['starting', 'processing', 'succeeded', 'failed'] as const;

// An identity-ranking task (spec 000 section 7: POST /image/rank, GET /image/task/{id}):
// the caller's paths scored against the base photos, read back by its owner only.
export const rankTask = pgTable(
  'rank_task',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid')
      .notNull()
      .references(() => appUser.uid, { onDelete: 'cascade', onUpdate: 'cascade' }),
    status: text('status', { enum: RANK_TASK_STATUSES }).notNull().default('starting'),
    /** The images to score as the caller named them, with the storage key each resolved to. */
    paths: jsonb('paths').$type<{ path: string; key: string }[]>().notNull(),
    /** Storage keys of the person's reference photos. */
    base: jsonb('base').$type<string[]>().notNull(),
    /** Per path its identity distance (null: no face), best first. */
    output: jsonb('output').$type<{ path: string; distance: number | null }[]>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rank_task_uid_idx').on(t.uid)],
);

// Side effects a job must do once only (the "headshots are ready" mail): a row per done
// effect, written before the effect and removed again if the effect fails.
export const jobOnce = pgTable('job_once', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Remote work a generation provider started (Replicate trainings and predictions), so a
// job retried after a crash resumes it instead of starting (and paying for) it again.
export const engineRemoteId = pgTable('engine_remote_id', {
  key: text('key').primaryKey(),
  remoteId: text('remote_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
