import { describe, expect, it } from 'vitest';
import { PARALLEL_UPLOADS, createUploadQueue } from './upload-queue.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('upload queue', () => {
  it('runs at most 3 at a time, in order', async () => {
    expect(PARALLEL_UPLOADS).toBe(3);
    const queue = createUploadQueue();
    const started: number[] = [];
    const jobs = Array.from({ length: 5 }, () => deferred());
    jobs.forEach((job, i) =>
      queue.push(() => {
        started.push(i);
        return job.promise;
      }),
    );
    expect(started).toEqual([0, 1, 2]);
    expect(queue.waiting).toBe(2);
    jobs[1]!.resolve();
    await jobs[1]!.promise;
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.running).toBe(3);
  });

  it('goes on after a job fails, and drops waiting jobs on clear', async () => {
    const queue = createUploadQueue(1);
    const started: string[] = [];
    const first = deferred();
    queue.push(() => {
      started.push('first');
      return first.promise.then(() => Promise.reject(new Error('boom')));
    });
    queue.push(async () => {
      started.push('second');
    });
    queue.push(async () => {
      started.push('third');
    });
    first.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['first', 'second', 'third']);
    const blocker = deferred();
    queue.push(() => blocker.promise);
    queue.push(async () => {
      started.push('dropped');
    });
    queue.clear();
    blocker.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).not.toContain('dropped');
  });
});
