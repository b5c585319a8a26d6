// Hands verified webhook deliveries to the engine's waiting loops, so a finished prediction
// or training is picked up at once instead of at the next poll. Polling stays as the
// fallback: a webhook can be lost, and the engine never depends on one arriving.
import { isTerminal, predictionSchema, type Prediction } from './protocol.ts';

/** Finished jobs delivered before anyone waited are kept this long. */
const KEEP_MS = 10 * 60_000;

export interface WebhookCompletions {
  /**
   * Accepts the JSON body of a delivery that passed `verifyWebhook`. Returns false when
   * the body is not a prediction or training.
   */
  deliver(body: unknown): boolean;
  /** The job once a delivery says it finished, or null after `ms` (or on abort). */
  waitFor(id: string, ms: number, signal?: AbortSignal): Promise<Prediction | null>;
  /**
   * Ends the waits for `id` (every wait without one) now with null: the waiter reads the job
   * itself at once. For a delivery known only by its id (another process received it), or
   * after deliveries may have been missed.
   */
  wake(id?: string): void;
}

export function createWebhookCompletions(): WebhookCompletions {
  const finished = new Map<string, { job: Prediction; at: number }>();
  const waiters = new Map<string, Set<(job: Prediction | null) => void>>();

  function prune(now: number): void {
    for (const [id, entry] of finished) if (now - entry.at > KEEP_MS) finished.delete(id);
  }

  return {
    deliver(body) {
      const parsed = predictionSchema.safeParse(body);
      if (!parsed.success) return false;
      const job = parsed.data;
      if (!isTerminal(job.status)) return true;
      const now = Date.now();
      prune(now);
      finished.set(job.id, { job, at: now });
      for (const wake of waiters.get(job.id) ?? []) wake(job);
      return true;
    },

    wake(id) {
      const ids = id === undefined ? [...waiters.keys()] : [id];
      for (const each of ids) for (const finish of [...(waiters.get(each) ?? [])]) finish(null);
    },

    waitFor(id, ms, signal) {
      const done = finished.get(id);
      if (done) return Promise.resolve(done.job);
      return new Promise((resolve) => {
        const set = waiters.get(id) ?? new Set<(job: Prediction | null) => void>();
        waiters.set(id, set);
        const finish = (job: Prediction | null) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          set.delete(finish);
          if (set.size === 0) waiters.delete(id);
          resolve(job);
        };
        const onAbort = () => finish(null);
        const timer = setTimeout(() => finish(null), ms);
        signal?.addEventListener('abort', onAbort, { once: true });
        set.add(finish);
      });
    },
  };
}
