import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@hs/db/database';
import { defineJob } from './queue.ts';

const BATCH = 1000;

/**
 * Deletes finished jobs (succeeded or failed) that finished more than `keepDays` before
 * `now`, in batches so no statement holds many locks. Answers how many went.
 */
export async function pruneFinishedJobs(db: Database, keepDays: number, now: Date) {
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000).toISOString();
  let pruned = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from job where id in (
        select id from job
        where status in ('succeeded', 'failed') and finished_at < ${cutoff}::timestamptz
        limit ${BATCH}
      )
      returning id`);
    const n = (result as unknown as { rows: unknown[] }).rows.length;
    pruned += n;
    if (n < BATCH) return pruned;
  }
}

/** Housekeeping, hourly (registry.ts): the queue keeps finished jobs for JOB_RETENTION_DAYS. */
export const pruneJobsJob = defineJob({
  name: 'jobs.prune',
  version: 1,
  lane: 'maintenance',
  payload: z.object({ keepDays: z.number().int().min(1).max(3650) }),
  handler: async ({ keepDays }, ctx) => {
    const pruned = await pruneFinishedJobs(ctx.services.database.db, keepDays, ctx.now());
    ctx.logger.info({ pruned, keepDays }, 'finished jobs pruned');
  },
});
