import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { rankTask } from '@hs/db/schema';
import { PermanentJobError, defineJob } from '../jobs/queue.ts';

type Scored = { path: string; distance: number | null };

/** Best first: lowest distance first, images without a face last, ties in given order. */
export function sortByDistance(scored: Scored[]): Scored[] {
  return scored
    .map((s, i) => ({ s, i }))
    .sort((a, b) => {
      const da = a.s.distance ?? Number.POSITIVE_INFINITY;
      const db = b.s.distance ?? Number.POSITIVE_INFINITY;
      return da - db || a.i - b.i;
    })
    .map(({ s }) => s);
}

// The ranking task of spec 000 section 7: every path's identity distance to the base
// photos. Running it again rewrites the same output.
export const rankImagesJob = defineJob({
  name: 'image.rank',
  version: 1,
  payload: z.object({ taskId: z.string().uuid() }),
  retry: { limit: 2, backoffSeconds: 5 },
  handler: async ({ taskId }, ctx) => {
    const { services } = ctx;
    const { db } = services.database;
    const [task] = await db.select().from(rankTask).where(eq(rankTask.id, taskId));
    if (!task || task.status === 'succeeded') return;
    await db
      .update(rankTask)
      .set({ status: 'processing', updatedAt: new Date() })
      .where(eq(rankTask.id, taskId));
    const read = async (key: string) => {
      const bytes = await services.storage.get(key);
      if (!bytes) throw new PermanentJobError(`The image ${key} no longer exists.`);
      return bytes;
    };
    const kit = await services.generation();
    const reference = await kit.identity.reference(await Promise.all(task.base.map(read)));
    const scored: Scored[] = [];
    for (const { path, key } of task.paths) {
      ctx.signal.throwIfAborted();
      scored.push({ path, distance: await kit.identity.distance(await read(key), reference) });
    }
    await db
      .update(rankTask)
      .set({ status: 'succeeded', output: sortByDistance(scored), updatedAt: new Date() })
      .where(eq(rankTask.id, taskId));
  },
  onFailure: async ({ taskId }, error, ctx) => {
    await ctx.services.database.db
      .update(rankTask)
      .set({ status: 'failed', error: error.message, updatedAt: new Date() })
      .where(eq(rankTask.id, taskId));
  },
});
