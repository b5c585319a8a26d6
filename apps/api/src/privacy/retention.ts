import { and, asc, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { model } from '@hs/db/schema';
import type { Services } from '../context.ts';
import { defineJob } from '../jobs/queue.ts';
import { purgeModel } from './purge.ts';

const BATCH = 100;
const DAY_MS = 86_400_000;

/**
 * Purges every model delivered more than `days` before `now` (photos, headshots, files and
 * rows, by purgeModel), oldest first, in batches. `beforeEach` runs before each model (the
 * job heartbeats and stops there when asked to). Answers the purged model ids.
 */
export async function purgeExpiredModels(
  services: Pick<Services, 'database' | 'storage'>,
  o: { now: Date; days: number; beforeEach?: () => Promise<void> },
): Promise<string[]> {
  const { db } = services.database;
  const cutoff = new Date(o.now.getTime() - o.days * DAY_MS);
  const purged: string[] = [];
  for (;;) {
    const due = await db
      .select({ id: model.id })
      .from(model)
      .where(and(eq(model.status, 'ready'), lt(model.readyAt, cutoff)))
      .orderBy(asc(model.readyAt))
      .limit(BATCH);
    for (const { id } of due) {
      await o.beforeEach?.();
      await purgeModel(services, id);
      purged.push(id);
    }
    if (due.length < BATCH) return purged;
  }
}

/**
 * The nightly retention run (issue 14 item 4; scheduled in jobs/registry.ts): the
 * 'retention' parameter staff set says how many days after delivery a model is kept.
 * Safe to run twice: a purged model is gone, and purgeModel finishes a half-done purge.
 */
export const retentionJob = defineJob({
  name: 'privacy.retention',
  version: 1,
  lane: 'maintenance',
  payload: z.object({}),
  retry: { limit: 3, backoffSeconds: 300 },
  handler: async (_payload, ctx) => {
    const { retention } = await ctx.services.parameters.get();
    const purged = await purgeExpiredModels(ctx.services, {
      now: ctx.now(),
      days: retention.days,
      beforeEach: async () => {
        ctx.signal.throwIfAborted();
        await ctx.heartbeat();
      },
    });
    ctx.logger.info({ purged: purged.length, days: retention.days }, 'retention run');
  },
});
