import { describe, expect, it } from 'vitest';
import { idleCollectionStep, type IdleCollectionProbe } from './idle-collection.ts';

const MB = 2 ** 20;

/** A probe whose readings the test sets; `gc` brings the heap down to what is alive. */
function fakeProcess(alive: number) {
  const state = { utilization: 0, heap: alive, collections: 0 };
  const probe: IdleCollectionProbe = {
    utilization: () => state.utilization,
    heapUsed: () => state.heap,
  };
  const gc = () => {
    state.collections++;
    state.heap = alive;
  };
  return { state, probe, gc };
}

describe('a full collection once a busy spell is over', () => {
  it('collects when idle after the heap grew, once', () => {
    const { state, probe, gc } = fakeProcess(70 * MB);
    let baseline = 70 * MB;
    state.utilization = 0.9; // the load: garbage piles up
    state.heap = 260 * MB;
    baseline = idleCollectionStep(probe, gc, baseline);
    expect(state.collections).toBe(0);
    state.utilization = 0.01; // the load is over
    baseline = idleCollectionStep(probe, gc, baseline);
    expect(state.collections).toBe(1);
    expect(baseline).toBe(70 * MB);
    baseline = idleCollectionStep(probe, gc, baseline);
    expect(state.collections).toBe(1);
  });

  it('leaves a busy process to V8, however large its heap', () => {
    const { state, probe, gc } = fakeProcess(70 * MB);
    state.utilization = 0.2;
    state.heap = 500 * MB;
    idleCollectionStep(probe, gc, 70 * MB);
    expect(state.collections).toBe(0);
  });

  it('leaves an idle process alone while its heap grew by less than 64 MB', () => {
    const { state, probe, gc } = fakeProcess(70 * MB);
    state.heap = 130 * MB;
    expect(idleCollectionStep(probe, gc, 70 * MB)).toBe(70 * MB);
    expect(state.collections).toBe(0);
  });

  it('measures growth from the smallest heap seen, so V8 collecting by itself counts', () => {
    const { state, probe, gc } = fakeProcess(70 * MB);
    state.utilization = 0.5;
    state.heap = 90 * MB; // V8 collected meanwhile: 90 MB is the new floor
    let baseline = idleCollectionStep(probe, gc, 200 * MB);
    expect(baseline).toBe(90 * MB);
    state.utilization = 0;
    state.heap = 140 * MB;
    baseline = idleCollectionStep(probe, gc, baseline);
    expect(state.collections).toBe(0);
  });
});
