import cluster from 'node:cluster';
import { runPrimary, webProcessCount } from './cluster.ts';
import { EnvError, loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { stopWithParent } from './stop-with-parent.ts';

// The entry point. The primary of several web processes only forks them and hands them
// connections, so it loads nothing else: the application (database, auth, engine, pages)
// is imported by the process that serves (`serve.ts`), about 70 MB a primary did not need.
async function main() {
  const started = performance.now();
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  // A cluster worker's channel is its primary's, which stops the workers itself.
  if (cluster.isPrimary) stopWithParent();
  // With PostgreSQL, one web process per core share the port (decision 024).
  const webProcesses = webProcessCount(env);
  if (webProcesses > 1 && cluster.isPrimary) return runPrimary(webProcesses, logger);
  const { serveApp } = await import('./serve.ts');
  await serveApp(env, logger, started);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error(
      'Headshot Studio could not start:',
      error instanceof Error ? error.message : error,
    );
    if (error instanceof Error && error.stack) console.error(error.stack);
  }
  process.exit(1);
});
