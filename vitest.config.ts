import { configDefaults, defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * API files about what the shop decides before and beside its SQL (who may call each route, how
 * hostile input is answered, security headers, request logs, sign-in's error answers) run on one
 * engine: PostgreSQL when the run has it, PGlite otherwise. Every other API file runs on both
 * (decision 075 says which belong here and why).
 */
const ONE_ENGINE_FILES = [
  'apps/api/src/authorization-matrix.test.ts',
  'apps/api/src/fuzz.test.ts',
  'apps/api/src/hardening.test.ts',
  'apps/api/src/core/request-log.test.ts',
  'apps/api/src/modules/auth/sign-in-errors.test.ts',
];

/**
 * One run, several projects: the contract, the web app (jsdom), and the API suite
 * once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL (but for
 * ONE_ENGINE_FILES, which then run on PostgreSQL only).
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
          exclude: [...configDefaults.exclude, ...(withPostgres ? ONE_ENGINE_FILES : [])],
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
          // Worker threads that keep their document from one file to the next: building a jsdom
          // document per file was most of the project's time (105 s against 25 s). Each file still
          // loads the app's modules afresh and finds the document, storage, timers and globals as
          // they were: test/setup.ts puts them back after every file (decision 095).
          pool: 'threads',
          isolate: false,
        },
      },
    ],
  },
});
