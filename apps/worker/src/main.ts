import { resolve } from 'node:path';
import { openDatabase } from '@hs/db/open-database';
import { migrate } from '@hs/db/migrate';
import { EnvError, loadEnv } from '../../api/src/env.ts';
import { JOB_DEFINITIONS, runnerSettings } from '../../api/src/jobs/registry.ts';
import { createJobRunner } from '../../api/src/jobs/runner.ts';
import { createLogger } from '../../api/src/logger.ts';
import { servicesFromEnv } from '../../api/src/services-from-env.ts';

// The job worker process (`npm run start:worker`): the same job handlers as the server's
// in-process runner, against the PostgreSQL queue; run as many as the work needs.
async function main() {
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    console.error(
      'The worker runs as its own process only with DATABASE_URL (PostgreSQL). With the embedded database, `npm start` runs jobs in-process.',
    );
    process.exit(1);
  }
  const logger = createLogger(env.LOG_LEVEL);
  const dataDir = resolve(env.DATA_DIR);
  const database = await openDatabase({
    driver: 'postgres',
    url: env.DATABASE_URL,
    onIdleError: (err) => logger.warn({ err }, 'idle database connection lost'),
  });
  await migrate(database);
  const services = servicesFromEnv(env, { database, logger, dataDir });
  const runner = createJobRunner({
    services,
    ...runnerSettings(env),
  });
  runner.start();
  process.stdout.write(`worker ready (${JOB_DEFINITIONS.length} job handlers registered)\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    await runner.stop();
    await services.replicateRelay.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError ? error.message : 'worker could not start:',
    error instanceof EnvError ? '' : error,
  );
  process.exit(1);
});
