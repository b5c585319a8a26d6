import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Logger } from './logger.ts';

/**
 * How many web processes share the port: with PostgreSQL, WEB_PROCESSES or one per core;
 * with the embedded PGlite database always one (it belongs to a single process).
 */
export function webProcessCount(env: {
  DATABASE_URL?: string | undefined;
  WEB_PROCESSES?: number | undefined;
}): number {
  if (!env.DATABASE_URL) return 1;
  return env.WEB_PROCESSES ?? availableParallelism();
}

/**
 * The primary of a clustered start (decision 024): starts `count` web processes of this same
 * entry, one after the other (the first migrates and seeds alone; the others then find
 * everything in place), restarts one that dies after it served, stops with exit code 1 when
 * one could not start, and passes SIGTERM and SIGINT on. Node 20 has no SO_REUSEPORT option
 * for `listen`, so node:cluster's primary accepts connections and hands them to the workers
 * in turn (round robin on Linux).
 */
export function runPrimary(count: number, logger: Logger): void {
  let stopping = false;
  let failed = false;
  const listened = new WeakSet<Worker>();
  // Each web process may collect its garbage once a busy spell is over (decision 065).
  cluster.setupPrimary({ execArgv: [...process.execArgv, '--expose-gc'] });
  const start = () =>
    new Promise<void>((resolve) => {
      // glibc gives threads that allocate at once arenas of their own (up to 8 per core),
      // and memory freed into one mostly stays there: with two, the web processes kept
      // about 100 MB less after the load bench's mix (decision 058).
      const worker = cluster.fork({ MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' });
      worker.once('listening', () => {
        listened.add(worker);
        resolve();
      });
      worker.once('exit', () => resolve());
    });
  /** Once stopping, the primary ends with the last web process. */
  const exitWhenNoneLeft = () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  };
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    exitWhenNoneLeft();
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return exitWhenNoneLeft();
    // One that never served (bad settings, no database) would fail again the same way:
    // starting others in a loop would only fill the log, so the whole service stops.
    if (!listened.has(worker)) {
      logger.error({ pid: worker.process.pid, code, signal }, 'a web process could not start');
      failed = true;
      stop('SIGTERM');
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'web process ended; starting another');
    void start();
  });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  void (async () => {
    for (let i = 0; i < count && !stopping; i++) await start();
    if (!stopping) logger.info({ webProcesses: count }, 'web processes started');
  })();
}
