import { generateModelJob } from '../generation/generate-model.ts';
import { upsellGenerateJob } from '../generation/generate-upsell.ts';
import { rankImagesJob } from '../generation/rank-images.ts';
import { rerankModelJob } from '../backoffice/models.ts';
import { expireOrderJob } from '../billing/expire-order.ts';
import { paymentFulfilJob } from '../billing/fulfil-job.ts';
import { giveBackPayoutJob } from '../billing/give-back-payout.ts';
import { retentionJob } from '../privacy/retention.ts';
import { deliverWebhookJob } from '../organizations/webhooks.ts';
import { mailDeliverJob } from '../mail/deliver-job.ts';
import { pruneJobsJob } from './prune.ts';
import type { Env } from '../env.ts';
import { studioCreateJob, studioEnhanceJob } from '../studio/jobs.ts';
import type { AnyJobDefinition } from './queue.ts';
import type { RunnerOptions } from './runner.ts';
import { DAY, HOUR, defineSchedule, type JobSchedule } from './schedule.ts';

/** Every job this product runs; the in-process runner and `npm run start:worker` load these. */
export const JOB_DEFINITIONS: readonly AnyJobDefinition[] = [
  generateModelJob,
  upsellGenerateJob,
  rankImagesJob,
  rerankModelJob,
  paymentFulfilJob,
  giveBackPayoutJob,
  expireOrderJob,
  pruneJobsJob,
  studioCreateJob,
  studioEnhanceJob,
  retentionJob,
  deliverWebhookJob,
  mailDeliverJob,
];

export interface ScheduleSettings {
  /** JOB_RETENTION_DAYS: finished jobs are kept this long. */
  jobRetentionDays: number;
}

/** The scheduled jobs every runner checks; each runs once per period across processes. */
export function jobSchedules(settings: ScheduleSettings): JobSchedule[] {
  return [
    defineSchedule({
      name: 'jobs.prune',
      job: pruneJobsJob,
      payload: { keepDays: settings.jobRetentionDays },
      everySeconds: HOUR,
    }),
    // Nightly at 03:00 UTC; the days come from the 'retention' parameter at run time.
    defineSchedule({
      name: 'privacy.retention',
      job: retentionJob,
      payload: {},
      everySeconds: DAY,
      offsetSeconds: 3 * HOUR,
    }),
  ];
}

/** The runner settings the server (in-process jobs) and `npm run start:worker` share. */
export function runnerSettings(env: Env): Omit<RunnerOptions, 'services' | 'soleProcess'> {
  return {
    definitions: JOB_DEFINITIONS,
    concurrency: env.JOBS_CONCURRENCY,
    lanes: { urgent: env.JOBS_URGENT_CONCURRENCY, maintenance: 1 },
    leaseSeconds: env.JOB_LEASE_SECONDS,
    schedules: jobSchedules({ jobRetentionDays: env.JOB_RETENTION_DAYS }),
  };
}
