// Test only (jobs/kill.test.ts): a job worker process the test kills with SIGKILL. It runs
// the real runner and the real job definitions on the database named by KILL_DATABASE_URL
// (PostgreSQL) or KILL_DATA_DIR (PGlite on disk), with the tiny engine, and exits once
// KILL_MODEL_ID is ready or failed. It prints one line per saved output.
import { openDatabase } from '@hs/db/open-database';
import { eq } from 'drizzle-orm';
import { model } from '@hs/db/schema';
import { tinyKit } from '../../generation/testing/tiny-kit.ts';
import { createLogger } from '../../logger.ts';
import { createServices } from '../../services.ts';
import { createLocalStorage } from '../../storage/local-storage.ts';
import { JOB_DEFINITIONS } from '../registry.ts';
import { createJobRunner } from '../runner.ts';

const env = process.env;
const database = await openDatabase(
  env.KILL_DATABASE_URL
    ? { driver: 'postgres', url: env.KILL_DATABASE_URL }
    : { driver: 'pglite', dataDir: env.KILL_DATA_DIR! },
);
const services = createServices({
  database,
  logger: createLogger('silent'),
  version: 'test',
  config: {
    baseUrl: 'http://localhost:3000',
    proxyHops: 0,
    countryHeader: undefined,
    accountCreationLimitPerHour: 100,
    oauthProviders: [],
  },
  authSecret: 'test-secret-test-secret-test-secret-0123',
  authRateLimitPerMinute: 1000,
  mailFrom: 'Headshot Studio <no-reply@test.local>',
  storage: (secret) => createLocalStorage({ root: env.KILL_FILES_DIR!, secret, baseUrl: '' }),
});
const { kit } = tinyKit({
  delayMs: Number(env.KILL_DELAY_MS ?? 0),
  onSaved: (style, variant) => process.stdout.write(`saved ${style} ${variant}\n`),
});
services.generation = async () => kit;
const runner = createJobRunner({
  services,
  definitions: JOB_DEFINITIONS,
  concurrency: 2,
  leaseSeconds: Number(env.KILL_LEASE_SECONDS),
  pollMs: 200,
});
runner.start();
process.stdout.write('started\n');
for (;;) {
  const [row] = await database.db
    .select({ status: model.status })
    .from(model)
    .where(eq(model.id, env.KILL_MODEL_ID!));
  if (row?.status === 'ready' || row?.status === 'failed') {
    await runner.stop();
    await database.close();
    process.stdout.write(`finished ${row.status}\n`);
    process.exit(0);
  }
  await new Promise((r) => setTimeout(r, 100));
}
