import { describe, expect, it } from 'vitest';
import { createWebhookCompletions } from './webhook-completions.ts';

const finished = { id: 'p1', status: 'succeeded', output: ['https://x.example/out.png'] };

describe('createWebhookCompletions', () => {
  it('wakes a waiter when its job finishes, and keeps a finish that came first', async () => {
    const hub = createWebhookCompletions();
    const waiting = hub.waitFor('p1', 5_000);
    expect(hub.deliver({ id: 'p1', status: 'processing' })).toBe(true);
    expect(hub.deliver(finished)).toBe(true);
    expect(await waiting).toMatchObject({ id: 'p1', status: 'succeeded' });
    expect(await hub.waitFor('p1', 5_000)).toMatchObject({ id: 'p1' });
  });

  it('gives null after the time or on abort, and refuses bodies that are not jobs', async () => {
    const hub = createWebhookCompletions();
    expect(await hub.waitFor('p2', 10)).toBeNull();
    const controller = new AbortController();
    const waiting = hub.waitFor('p2', 60_000, controller.signal);
    controller.abort();
    expect(await waiting).toBeNull();
    expect(hub.deliver({ hello: 'world' })).toBe(false);
    expect(hub.deliver({ id: 'p2', status: 42 })).toBe(false);
  });

  it('wakes the waits for one job, or every wait, with null (the waiter reads the job itself)', async () => {
    const hub = createWebhookCompletions();
    const third = hub.waitFor('p3', 600_000);
    let fourthDone = false;
    const fourth = hub.waitFor('p4', 600_000).then((job) => {
      fourthDone = true;
      return job;
    });
    hub.wake('p3');
    expect(await third).toBeNull();
    await new Promise((resolve) => setImmediate(resolve));
    expect(fourthDone).toBe(false);
    const fifth = hub.waitFor('p5', 600_000);
    hub.wake();
    expect(await fourth).toBeNull();
    expect(await fifth).toBeNull();
  });
});
