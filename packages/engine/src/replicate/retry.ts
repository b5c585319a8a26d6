// Backoff and cancellable waiting for the Replicate client and engine.
import { setTimeout as delay } from 'node:timers/promises';

/** Statuses worth another try: throttled, or the server failing for now. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 500 || status === 502 || status === 503 || status === 504;
}

/**
 * Milliseconds to wait before attempt `attempt + 1`: the server's `retry-after` (seconds
 * or an HTTP date) when it sent one, else exponential backoff with full jitter.
 */
export function retryDelayMs(
  attempt: number,
  retryAfter: string | null,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  if (retryAfter !== null && retryAfter.trim() !== '') {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, maxMs);
    const date = Date.parse(retryAfter);
    if (Number.isFinite(date)) return Math.min(Math.max(0, date - Date.now()), maxMs);
  }
  const ceiling = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Waits `ms`, rejecting with the signal's reason as soon as it aborts. */
export async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  try {
    await delay(ms, undefined, signal ? { signal } : undefined);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw error;
  }
}
