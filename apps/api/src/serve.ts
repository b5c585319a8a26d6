import cluster from 'node:cluster';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { openDatabase } from '@hs/db/open-database';
import { migrate } from '@hs/db/migrate';
import { seed } from '@hs/db/seed';
import { lockDataDir } from './data-dir-lock.ts';
import { createMetrics } from './metrics.ts';
import { repoRoot } from './paths.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './seed-demo.ts';
import { createServerApp } from './server.ts';
import { servicesFromEnv } from './services-from-env.ts';
import { resumeModels } from './generation/resume.ts';
import { seedDemoGallery } from './generation/demo-gallery.ts';
import { runnerSettings } from './jobs/registry.ts';
import { createJobRunner } from './jobs/runner.ts';
import { APP_VERSION } from './version.ts';
import { loadWebHandler } from './web.ts';
import { keepIdleConnections, serverWithKeptPages } from './http-server.ts';
import { withPageApi } from './page-api.ts';
import { collectWhenIdle } from './idle-collection.ts';
import { PAGES_RENDERED_AT_START } from './public-cache/public-pages.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';

/**
 * One web process: opens the database, migrates and seeds, serves the API and the pages,
 * runs jobs in-process unless told not to, and stops cleanly on SIGINT or SIGTERM.
 * `started` is when the process began (the banner says how long it took to be ready).
 */
export async function serveApp(env: Env, logger: Logger, started: number) {
  const dataDir = resolve(env.DATA_DIR);
  const unlock = env.DATABASE_URL ? () => undefined : await lockDataDir(dataDir);

  const database = await openDatabase(
    env.DATABASE_URL
      ? {
          driver: 'postgres',
          url: env.DATABASE_URL,
          onIdleError: (err) => logger.warn({ err }, 'idle database connection lost'),
        }
      : { driver: 'pglite', dataDir: join(dataDir, 'db') },
  );
  await migrate(database);
  const seeded = await seed(database.db, { demo: env.SEED_DEMO_ACCOUNTS });
  const services = servicesFromEnv(env, { database, logger, dataDir });
  const demoCreated = env.SEED_DEMO_ACCOUNTS ? await seedDemoAccounts(services) : 0;
  logger.info({ driver: database.driver, seeded, demoCreated }, 'database ready');
  const web = withPageApi(await loadWebHandler(join(repoRoot(), 'apps', 'web', 'build')), services);
  const runner = env.JOBS_IN_PROCESS
    ? createJobRunner({
        services,
        ...runnerSettings(env),
        soleProcess: database.driver === 'pglite',
      })
    : null;
  // Started once the process can serve: a start that fails must not claim jobs.
  runner?.start();
  await resumeModels(services);
  if (env.SEED_DEMO_ACCOUNTS && env.SEED_DEMO_GALLERY) {
    // In the background: the first start generates the demo gallery, later starts reuse it.
    void seedDemoGallery(services).catch((error: unknown) =>
      logger.error({ err: error }, 'demo gallery could not be seeded'),
    );
  }

  const app = createServerApp({ services, metrics: createMetrics(), web });

  const createServer = serverWithKeptPages(app.serveKept);
  const server = serve(
    {
      fetch: app.fetch,
      port: env.PORT,
      hostname: env.HOST,
      ...(createServer ? { createServer } : {}),
    },
    () => {
      // One banner for the whole service: the first of several web processes prints it.
      if (cluster.isWorker && cluster.worker?.id !== 1) return;
      const url = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
      const ms = Math.round(performance.now() - started);
      process.stdout.write(
        [
          '',
          `  Headshot Studio ${APP_VERSION} is running at ${url} (ready in ${ms} ms)`,
          `  Database: ${database.driver === 'pglite' ? `PGlite in ${join(dataDir, 'db')}` : 'PostgreSQL'}`,
          `  API: ${url}/api  ·  docs: ${url}/api/docs  ·  metrics: ${env.METRICS_TOKEN ? `${url}/metrics (Bearer METRICS_TOKEN)` : 'off (set METRICS_TOKEN)'}`,
          '',
          ...(env.SEED_DEMO_ACCOUNTS
            ? [
                `  Demo accounts (password "${DEMO_PASSWORD}"; turn off with SEED_DEMO_ACCOUNTS=false):`,
                ...DEMO_ACCOUNTS.map(
                  (a) =>
                    `    ${a.email.padEnd(28)} ${a.adminRole ? `staff: ${a.adminRole}` : a.role}`,
                ),
              ]
            : ['  Demo accounts: off (SEED_DEMO_ACCOUNTS=false)']),
          `  Mail: ${env.SMTP_URL ? 'SMTP' : 'kept in the outbox (/admin/email); sign-in and reset links in this log'}  ·  files: ${env.S3_BUCKET ? `S3 bucket ${env.S3_BUCKET}` : join(dataDir, 'files')}`,
          '',
        ].join('\n') + '\n',
      );
    },
  );
  keepIdleConnections(server);
  // Started with --expose-gc (the cluster primary, `npm start`): memory is handed back once
  // a busy spell is over (decision 065).
  const gc = (globalThis as { gc?: () => void }).gc;
  const collection = gc ? collectWhenIdle(gc) : null;
  // Decision 060: the public pages most visitors land on are rendered before they come.
  const warming = performance.now();
  void app
    .warmPublicPages(PAGES_RENDERED_AT_START)
    .then((rendered) =>
      logger.info(
        { rendered, ms: Math.round(performance.now() - warming) },
        'public pages rendered ahead',
      ),
    )
    .catch((error: unknown) => logger.warn({ err: error }, 'public pages: rendering ahead failed'));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Running jobs are handed back to the queue at once, not after the last connection.
    const jobsStopped = runner?.stop();
    collection?.stop();
    server.close(async () => {
      await jobsStopped;
      await services.replicateRelay.close();
      await database.close();
      unlock();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
