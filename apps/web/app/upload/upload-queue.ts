// At most this many photos upload at once (one file per request): enough to keep the line
// busy, few enough that the server checks them in turn and each bar moves.
export const PARALLEL_UPLOADS = 3;

export type UploadJob = () => Promise<void>;

/** Runs jobs in the order given, never more than `limit` at a time. */
export function createUploadQueue(limit = PARALLEL_UPLOADS) {
  const waiting: UploadJob[] = [];
  let running = 0;

  function pump() {
    while (running < limit && waiting.length > 0) {
      const job = waiting.shift()!;
      running += 1;
      void job()
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  }

  return {
    push(job: UploadJob) {
      waiting.push(job);
      pump();
    },
    /** Drops the jobs not started yet (the page is closing). */
    clear() {
      waiting.length = 0;
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
