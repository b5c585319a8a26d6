// Waiting for and stopping remote jobs (trainings, predictions, Cog predictions).
import type { ReplicateClient } from './client.ts';
import { isTerminal, noteUnknownStatus, type Prediction } from './protocol.ts';
import { sleep } from './retry.ts';
import type { WebhookCompletions } from './webhook-completions.ts';

/** A training or prediction ended failed or canceled on the provider's side, or never ended. */
export class ReplicateJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplicateJobError';
  }
}

export type Job = Pick<Prediction, 'id' | 'status' | 'output' | 'error'>;

export interface WatchOptions {
  pollMs: number;
  limitMs: number;
  completions?: WebhookCompletions;
}

/** Polls a job until it ends; a verified webhook delivery ends the wait early. */
export async function watchJob(
  client: ReplicateClient,
  kind: 'training' | 'prediction',
  id: string,
  { pollMs, limitMs, completions }: WatchOptions,
  signal?: AbortSignal,
): Promise<Prediction> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const job =
      kind === 'training'
        ? await client.getTraining(id, signal)
        : await client.getPrediction(id, signal);
    if (isTerminal(job.status)) return job;
    noteUnknownStatus(job.status, `${kind} ${id}`);
    if (Date.now() > deadline) {
      throw new ReplicateJobError(
        `${kind} ${id} is still ${job.status} after ${Math.round(limitMs / 1000)} s`,
      );
    }
    if (completions) {
      const delivered = await completions.waitFor(id, pollMs, signal);
      signal?.throwIfAborted();
      if (delivered) return delivered;
    } else {
      await sleep(pollMs, signal);
    }
  }
}

/** Best effort: a job we no longer want should stop costing money; failing to say so is logged. */
export async function cancelJob(
  client: ReplicateClient,
  kind: 'training' | 'prediction' | 'cog',
  id: string,
): Promise<void> {
  const limit = AbortSignal.timeout(10_000);
  try {
    if (kind === 'training') await client.cancelTraining(id, limit);
    else if (kind === 'prediction') await client.cancelPrediction(id, limit);
    else await client.cogCancel(id, limit);
  } catch (error) {
    console.warn(`replicate: could not cancel ${kind} ${id}`, error);
  }
}
