import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '@hs/db/database';
import { JOB_LANES, type JobLane } from '@hs/db/schema';

interface LaneRow {
  lane: JobLane;
  due: number;
  running: number;
  oldest: number | null;
}

/** Per lane: jobs due and waiting, jobs running, and how long the oldest due one waited. */
export async function queueDepth(db: Database): Promise<Map<JobLane, Omit<LaneRow, 'lane'>>> {
  const result = await db.execute(sql`
    select lane,
      count(*) filter (where status = 'queued' and run_at <= now())::int as due,
      count(*) filter (where status = 'running')::int as running,
      extract(epoch from now() - min(run_at) filter (where status = 'queued' and run_at <= now()))::float8 as oldest
    from job where status in ('queued', 'running')
    group by lane`);
  const rows = (result as unknown as { rows: LaneRow[] }).rows;
  return new Map(
    JOB_LANES.map((lane) => {
      const row = rows.find((r) => r.lane === lane);
      return [lane, { due: row?.due ?? 0, running: row?.running ?? 0, oldest: row?.oldest ?? 0 }];
    }),
  );
}

/**
 * Adds the queue's gauges to a registry (read from the database at each scrape, so every
 * process reports the whole shared queue): depth, running and oldest age per lane.
 */
export function registerQueueMetrics(registry: Registry, db: Database) {
  if (registry.getSingleMetric('jobs_queued')) return;
  let snapshot: Promise<Awaited<ReturnType<typeof queueDepth>>> | null = null;
  // One query per scrape for all three gauges.
  const read = () =>
    (snapshot ??= queueDepth(db).finally(() => setTimeout(() => (snapshot = null), 0)));
  const gauge = (name: string, help: string, pick: (v: Omit<LaneRow, 'lane'>) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['lane'] as const,
      registers: [registry],
      async collect() {
        for (const [lane, values] of await read()) this.set({ lane }, pick(values));
      },
    });
  gauge('jobs_queued', 'Jobs due to run and waiting for a slot, per lane', (v) => v.due);
  gauge('jobs_running', 'Jobs running now, per lane', (v) => v.running);
  gauge(
    'jobs_oldest_queued_age_seconds',
    'How long the oldest due job of the lane has waited (0 when none waits)',
    (v) => v.oldest ?? 0,
  );
}
