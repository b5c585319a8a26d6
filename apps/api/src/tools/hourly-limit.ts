// A fixed one-hour window per client address, kept in memory: enough for the free tool on
// one process (each process of a scaled-out deployment counts on its own).

export interface HourlyLimit {
  /** Counts one use by `key`; false once `max` uses were made in the current hour. */
  take(key: string, max: number): boolean;
}

const HOUR_MS = 60 * 60 * 1000;
const MAX_KEYS = 50_000;

export function hourlyLimit(now: () => number = Date.now): HourlyLimit {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, max) {
      const at = now();
      let w = windows.get(key);
      if (!w || at - w.start >= HOUR_MS) {
        if (windows.size >= MAX_KEYS) {
          for (const [k, old] of windows) if (at - old.start >= HOUR_MS) windows.delete(k);
          if (windows.size >= MAX_KEYS) windows.clear();
        }
        w = { start: at, count: 0 };
        windows.set(key, w);
      }
      if (w.count >= max) return false;
      w.count += 1;
      return true;
    },
  };
}
