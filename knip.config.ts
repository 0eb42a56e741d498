import type { KnipConfig } from 'knip';

/**
 * Dead code stays out: `npm run lint` runs knip, which fails on a file nothing reaches, an
 * export nothing imports (an export used only in its own file loses the keyword), a package
 * nobody imports, and a package imported but not listed. Plugins (vitest, playwright, vite,
 * eslint, drizzle) read their configs for more entry files.
 *
 * The allow-list is the `ignore*` entries below, each with its reason. Keep it short: when
 * knip reports something, delete it, or say here why knip cannot see its use.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      // The root's own tools; e2e/*.spec.ts, vitest.config.ts and playwright.config.ts come from the plugins.
      entry: ['scripts/*.{ts,mjs}', 'bench/*.ts'],
      project: ['scripts/**/*.{ts,mjs}', 'bench/**/*.ts', 'e2e/**/*.ts', '*.{ts,js,cjs}'],
      // The benchmarks, the scale test and one browser journey start the API's own server, database
      // and image library: they use the copies apps/api installs rather than list them twice.
      ignoreDependencies: ['drizzle-orm', 'fastify', 'pg', 'sharp'],
      // The scale test installs and runs nginx, a system program.
      ignoreBinaries: ['apt-get', 'nginx'],
      // The web project's setup file, named relative to that project's root (apps/web/test/setup.ts).
      ignoreUnresolved: ['./test/setup.ts'],
    },
    'apps/api': {
      // src/server.ts, src/db/cli.ts, build.ts and drizzle.config.ts come from package.json and the plugins.
      entry: [
        // Bundled by build.ts as dist/page-worker.js, run in threads of its own.
        'src/core/files/page-worker.ts',
        // Started as a child process by connections.test.ts.
        'test/servers/embedded.ts',
        // vitest.config.ts names it inside the api-postgres project, which exists only with TEST_DATABASE_URL.
        'test/global-setup-postgres.ts',
        // drizzle-kit reads every export of these files (drizzle.config.ts names them from the root).
        'src/modules/*/*.schema.ts',
      ],
      project: ['src/**/*.ts', 'test/**/*.ts', '*.{ts,mjs}'],
      // Every module has an index.ts saying what others may use of it; for checkout, health,
      // stats, medicine-requests and prescription-requests that is nothing (the server imports their plugins from <module>.module.ts).
      ignoreFiles: ['src/modules/{checkout,health,stats,medicine-requests,prescription-requests}/index.ts'],
      // The packing slip's font files are found with require.resolve on a path built from the weight.
      ignoreDependencies: ['@fontsource/noto-sans-bengali'],
    },
    'apps/web': {
      // The server-side build of first paints (`vite build --ssr src/app/shell.tsx`); index.html names src/app/main.tsx;
      // pwa-build.ts builds the service worker from its own entry.
      entry: ['src/app/shell.tsx', 'src/pwa/service-worker.ts'],
      project: ['src/**/*.{ts,tsx,css}', 'test/**/*.ts', '*.ts'],
      // The web tests' environment, named in the root vitest.config.ts's web project.
      ignoreDependencies: ['jsdom'],
    },
    'packages/contract': {
      // Both apps import the contract by name: its exports are checked like any other file's.
      includeEntryExports: true,
      // The contract's schemas are built from smaller ones (an order from its lines, a page from its
      // blocks): each piece stays exported as a named part of the API's JSON, used or not outside.
      ignoreExportsUsedInFile: true,
      project: ['src/**/*.ts'],
    },
  },
};

export default config;
