import { defineConfig } from 'vitest/config';

// One runner for every suite; `npm test` runs all projects, CI runs the same.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      { test: { name: 'contracts', root: 'packages/contracts', environment: 'node' } },
      { test: { name: 'client', root: 'packages/client', environment: 'node' } },
      {
        test: {
          name: 'ui',
          root: 'packages/ui',
          environment: 'jsdom',
          setupFiles: ['../../vitest.setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          setupFiles: ['../../vitest.setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          globalSetup: ['../../packages/db/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
