import { generateModelJob } from '../generation/generate-model.ts';
import { rankImagesJob } from '../generation/rank-images.ts';
import { expireOrderJob } from '../billing/expire-order.ts';
import { paymentFulfilJob } from '../billing/fulfil-job.ts';
import type { AnyJobDefinition } from './queue.ts';

/** Every job this product runs; the in-process runner and `npm run start:worker` load these. */
export const JOB_DEFINITIONS: readonly AnyJobDefinition[] = [
  generateModelJob,
  rankImagesJob,
  paymentFulfilJob,
  expireOrderJob,
];
