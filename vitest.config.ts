import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const databaseSetup = '../../packages/db/src/testing/global-setup.ts';

/**
 * Suites that need a database run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is
 * set: every one of them, or the `onPostgres` files only.
 */
function withDatabase(
  name: string,
  root: string,
  onPostgres?: string[],
): TestProjectInlineConfiguration[] {
  const base = {
    root,
    environment: 'node' as const,
    globalSetup: [databaseSetup],
    // 30 s ran out for 20 parallel sign-ups on PostgreSQL at load 20; a hung test still fails.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  };
  const projects: TestProjectInlineConfiguration[] = [
    { test: { ...base, name, env: { TEST_DB_DRIVER: 'pglite' } } },
  ];
  if (process.env.TEST_DATABASE_URL) {
    projects.push({
      test: {
        ...base,
        name: `${name}-postgres`,
        env: { TEST_DB_DRIVER: 'postgres' },
        ...(onPostgres ? { include: onPostgres } : {}),
      },
    });
  }
  return projects;
}

// Issue 37 item 5: the API files whose behaviour depends on the driver run on PostgreSQL as
// well: the queue and its lanes, kills, several processes, money and credits moving in one
// transaction, seats, invites, limits kept in the database, and concurrent reservations.
// The rest (routes, validation, the authorization table, the fuzzer, the engine) run once.
const API_ON_POSTGRES = [
  'src/jobs/*.test.ts',
  'src/scale-out.test.ts',
  'src/cluster.test.ts',
  'src/billing/money.test.ts',
  'src/routes/checkout.test.ts',
  'src/routes/payments.test.ts',
  'src/routes/studio-credits.test.ts',
  'src/routes/studio.test.ts',
  'src/routes/onboarding.test.ts',
  'src/upsell/upsell.test.ts',
  'src/generation/give-back.test.ts',
  'src/generation/settle.test.ts',
  'src/generation/refused-photos.test.ts',
  'src/generation/replicate-webhook-processes.test.ts',
  'src/organizations/seats.test.ts',
  'src/organizations/invites.test.ts',
  'src/organizations/invite-links.test.ts',
  'src/staff-organizations/seat-grant.test.ts',
  'src/auth/limits.test.ts',
  'src/auth/lockout.test.ts',
  'src/tools/hourly-limit.test.ts',
  'src/tools/one-at-a-time.test.ts',
  'src/mail/mailer.test.ts',
  'src/privacy/retention.test.ts',
];

const dom = { environment: 'jsdom' as const, setupFiles: ['../../vitest.setup-dom.ts'] };

// One runner for every suite; `npm test` runs them all, as CI does.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // so files ran one at a time while most of them wait on a browser, a server or PostgreSQL.
    // Three workers keep both cores busy; the journeys still run one file at a time.
    maxWorkers: 3,
    projects: [
      {
        // Property tests are CPU-bound: 5 s is too little on a loaded 2-core machine.
        test: { name: 'domain', root: 'packages/domain', environment: 'node', testTimeout: 30_000 },
      },
      { test: { name: 'contracts', root: 'packages/contracts', environment: 'node' } },
      { test: { name: 'client', root: 'packages/client', environment: 'node' } },
      {
        test: {
          name: 'imaging',
          root: 'packages/imaging',
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'engine',
          root: 'packages/engine',
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      { test: { name: 'ui', root: 'packages/ui', ...dom } },
      {
        // Decision 040: as in apps/web/vite.config.ts.
        resolve: {
          alias: {
            'react-i18next': fileURLToPath(
              new URL('apps/web/app/i18n/react-i18n.tsx', import.meta.url),
            ),
          },
        },
        // Rendering a whole shell in jsdom took over 5 s (the default) once on a loaded machine.
        test: { name: 'web', root: 'apps/web', ...dom, testTimeout: 20_000 },
      },
      ...withDatabase('db', 'packages/db'),
      ...withDatabase('api', 'apps/api', API_ON_POSTGRES),
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['./support/global-setup.ts'],
          // The upload journey takes about 30 s at load 20; at 60 s it ran out under more.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A poll waits for a page to react; 1 s (vitest's default) is too little for a
          // lazily loaded chunk on a loaded 2-core machine. A poll that fails still fails.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
