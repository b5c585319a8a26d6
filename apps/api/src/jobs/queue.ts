import { EventEmitter } from 'node:events';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@hs/db/database';
import { job, type JobLane } from '@hs/db/schema';
import type { Services } from '../context.ts';
import type { Logger } from '../logger.ts';

// Durable jobs in the database (docs/decisions/008-job-queue.md). A definition has a
// versioned name, a zod payload and an idempotent handler; the runner (runner.ts) claims
// rows with FOR UPDATE SKIP LOCKED, so any number of processes can share one queue.

export interface JobContext {
  services: Services;
  /** A child logger naming the job and its id. */
  logger: Logger;
  jobId: string;
  /** 1 on the first run, 2 on the first retry... */
  attempt: number;
  maxAttempts: number;
  /** The runner's clock (tests set it); handlers that compare times with stored ones use it. */
  now(): Date;
  /** Aborted when the process stops or the job's lease was lost to another worker. */
  signal: AbortSignal;
  /** Extends the lease; the runner also does so on its own while the handler runs. */
  heartbeat(): Promise<void>;
}

export interface JobDefinition<P> {
  /** e.g. 'model.generate'; stored as `name@vN`. */
  name: string;
  version: number;
  payload: z.ZodType<P>;
  /** Its lane (default 'default'): 'urgent' for payments and mail, 'maintenance' for housekeeping. */
  lane?: JobLane;
  handler: (payload: P, ctx: JobContext) => Promise<void>;
  /** Retries after the first attempt, with exponential backoff from backoffSeconds. */
  retry?: { limit: number; backoffSeconds: number };
  /** Called once when the job fails for good (last attempt, or a PermanentJobError). */
  onFailure?: (payload: P, error: Error, ctx: JobContext) => Promise<void>;
}

// Definitions of every payload type live in one list; the handler parameter makes the
// generic invariant, so the list is typed loosely and each entry checks its own payload.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyJobDefinition = JobDefinition<any>;

/** Thrown by a handler when retrying cannot help (bad input, deleted model). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export const DEFAULT_RETRY = { limit: 3, backoffSeconds: 10 };

export function defineJob<P>(def: JobDefinition<P>): JobDefinition<P> {
  return def;
}

export function jobName(def: { name: string; version: number }): string {
  return `${def.name}@v${def.version}`;
}

export function laneOf(def: { lane?: JobLane }): JobLane {
  return def.lane ?? 'default';
}

export function maxAttemptsOf(def: { retry?: { limit: number } }): number {
  return (def.retry ?? DEFAULT_RETRY).limit + 1;
}

/** Seconds to wait before the retry that follows failed attempt `attempt` (1-based). */
export function backoffSeconds(base: number, attempt: number): number {
  return base * 2 ** Math.max(0, attempt - 1);
}

export interface EnqueueOptions {
  /** Dedupe: at most one unfinished job per key; enqueuing again answers the existing id. */
  key?: string;
  runAt?: Date;
}

export interface JobQueue {
  enqueue<P>(job: JobDefinition<P>, payload: P, options?: EnqueueOptions): Promise<string>;
  /** In-process runners listen to wake up at once instead of at their next poll. */
  onEnqueue(listener: () => void): () => void;
}

export function createJobQueue(db: Database): JobQueue {
  const events = new EventEmitter();
  events.setMaxListeners(0);

  async function unfinishedWithKey(key: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: job.id })
      .from(job)
      .where(and(eq(job.key, key), inArray(job.status, ['queued', 'running'])));
    return row?.id;
  }

  return {
    async enqueue(def, payload, options = {}) {
      const checked = def.payload.parse(payload);
      const values = {
        name: jobName(def),
        lane: laneOf(def),
        payload: checked as unknown,
        key: options.key ?? null,
        maxAttempts: maxAttemptsOf(def),
        ...(options.runAt ? { runAt: options.runAt } : {}),
      };
      // Between the conflict and the look-up the other job may finish: try again then.
      for (let tries = 0; tries < 3; tries++) {
        const [row] = await db
          .insert(job)
          .values(values)
          .onConflictDoNothing({
            target: job.key,
            where: sql`${job.status} in ('queued', 'running')`,
          })
          .returning({ id: job.id });
        if (row) {
          events.emit('enqueued');
          return row.id;
        }
        const existing = await unfinishedWithKey(options.key!);
        if (existing) return existing;
      }
      throw new Error(`could not enqueue ${values.name} with key ${options.key}`);
    },
    onEnqueue(listener) {
      events.on('enqueued', listener);
      return () => events.off('enqueued', listener);
    },
  };
}
