import { performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

/** How often the process looks at whether it is idle. */
const CHECK_MS = 5_000;
/** Idle: the event loop busy for less than this share of the last check's span. */
const IDLE_UTILIZATION = 0.05;
/** A full collection only when the heap grew by this much since the last one. */
const GROWTH_BYTES = 64 * 2 ** 20;

export interface IdleCollectionProbe {
  /** Share of the time since the last call that the event loop was busy (0..1). */
  utilization(): number;
  /** Bytes of V8's heap in use, garbage not yet collected included. */
  heapUsed(): number;
}

/** The process's own event-loop utilization and heap, as `collectWhenIdle` reads them. */
export function processProbe(): IdleCollectionProbe {
  let last = performance.eventLoopUtilization();
  return {
    utilization() {
      const now = performance.eventLoopUtilization();
      const share = performance.eventLoopUtilization(now, last).utilization;
      last = now;
      return share;
    },
    heapUsed: () => getHeapStatistics().used_heap_size,
  };
}

/**
 * One step of `collectWhenIdle`: collects when the process is idle and its heap grew by
 * GROWTH_BYTES since the last collection; answers the heap in use the next step compares with.
 */
export function idleCollectionStep(
  probe: IdleCollectionProbe,
  gc: () => void,
  baseline: number,
): number {
  const idle = probe.utilization() < IDLE_UTILIZATION;
  const used = probe.heapUsed();
  if (!idle || used - baseline < GROWTH_BYTES) return Math.min(baseline, used);
  gc();
  return probe.heapUsed();
}

/**
 * A full garbage collection once a busy spell is over (decision 065). V8 collects its old
 * generation when it needs room, and its memory reducer waits for an idle it rarely sees in
 * a server (timers and sockets keep calling in): after the load bench's mix, a web process
 * held 250 to 280 MB of heap of which about 70 were alive, for as long as it was left alone.
 * Needs `gc` (node --expose-gc, which the cluster primary and `npm start` pass); the timer does
 * not keep the process alive.
 */
export function collectWhenIdle(gc: () => void, probe: IdleCollectionProbe = processProbe()) {
  let baseline = probe.heapUsed();
  const timer = setInterval(() => {
    baseline = idleCollectionStep(probe, gc, baseline);
  }, CHECK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
