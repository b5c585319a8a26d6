import { describe, expect, it } from 'vitest';
import { BusyError, oneAtATime } from './one-at-a-time.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('oneAtATime', () => {
  it('never runs two tasks at once and runs them in order of arrival', async () => {
    const line = oneAtATime(10);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      [0, 1, 2, 3].map((i) =>
        line.run(async () => {
          running++;
          most = Math.max(most, running);
          await sleep(10);
          order.push(i);
          running--;
        }, 1000),
      ),
    );
    expect(most).toBe(1);
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('gives up with BusyError after the wait, and the line goes on after', async () => {
    const line = oneAtATime(10);
    const long = line.run(() => sleep(100), 1000);
    await expect(line.run(async () => 'late', 20)).rejects.toBeInstanceOf(BusyError);
    expect(line.waiting).toBe(0);
    await long;
    expect(await line.run(async () => 'next', 20)).toBe('next');
  });

  it('refuses at once when the line is full, and frees the turn when a task fails', async () => {
    const line = oneAtATime(1);
    const first = line.run(() => sleep(50).then(() => Promise.reject(new Error('boom'))), 1000);
    const second = line.run(async () => 'second', 1000);
    await expect(line.run(async () => 'third', 1000)).rejects.toBeInstanceOf(BusyError);
    await expect(first).rejects.toThrow('boom');
    expect(await second).toBe('second');
  });
});
