import { inArray } from 'drizzle-orm';
import { model } from '@hs/db/schema';
import type { Services } from '../context.ts';
import { generateModelJob } from './generate-model.ts';

/**
 * Queues generation again for every model between submit and ready: a submit whose
 * enqueue was lost, or a queue restored from an older backup. The dedupe key (the model
 * id) makes this a no-op for models whose job is still queued or running.
 */
export async function resumeModels(services: Services): Promise<number> {
  const rows = await services.database.db
    .select({ id: model.id })
    .from(model)
    .where(inArray(model.status, ['queued', 'training', 'generating', 'ranking']));
  for (const row of rows) {
    await services.jobs.enqueue(generateModelJob, { modelId: row.id }, { key: row.id });
  }
  return rows.length;
}
