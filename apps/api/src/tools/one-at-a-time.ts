// The free headshot generator is CPU bound (face detection, segmentation, compositing):
// one runs at a time per process so it cannot starve the rest of the server; the others
// wait in line for a while, then are told the generator is busy.

export class BusyError extends Error {
  override name = 'BusyError';
}

export interface OneAtATime {
  /** Runs `task` when nothing else runs; rejects with BusyError after `waitMs` in line. */
  run<T>(task: () => Promise<T>, waitMs: number): Promise<T>;
  /** How many callers wait in line now. */
  readonly waiting: number;
}

export function oneAtATime(maxWaiting: number): OneAtATime {
  let busy = false;
  const line: (() => void)[] = [];

  function release() {
    const next = line.shift();
    if (next) next();
    else busy = false;
  }

  function acquire(waitMs: number): Promise<void> {
    if (!busy) {
      busy = true;
      return Promise.resolve();
    }
    if (line.length >= maxWaiting) return Promise.reject(new BusyError('line is full'));
    return new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = line.indexOf(turn);
        if (at >= 0) line.splice(at, 1);
        reject(new BusyError('waited too long'));
      }, waitMs);
      line.push(turn);
    });
  }

  return {
    async run(task, waitMs) {
      await acquire(waitMs);
      try {
        return await task();
      } finally {
        release();
      }
    },
    get waiting() {
      return line.length;
    },
  };
}
