import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * One run, several projects: the contract, the web app (jsdom), and the API suite
 * once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
 */
export default defineConfig({
  test: {
    // Two test files at a time, whatever the machine: on CI's two cores vitest would run one
    // (cores - 1), and an API file spends much of its time waiting on its database, PostgreSQL's
    // in another process. Each file has its own database, data folder and ports.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/api/test/global-setup-pglite.ts'],
          // Files share a worker's loaded modules: each builds its own app on its own database,
          // and loading the server's modules again for every file cost more than half the wait.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/api/src/**/*.test.ts'],
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                globalSetup: ['apps/api/test/global-setup-postgres.ts'],
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
        },
      },
    ],
  },
});
