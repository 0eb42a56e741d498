import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/core/config.js';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
// The names the run's global setup provides (its `ProvidedContext`).
import type {} from './template-database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: AppConfig;
  /** The PostgreSQL database's address (the api-postgres project), null on PGlite. */
  databaseUrl: string | null;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database: PGlite in memory, or, in the api-postgres
 * project, a new PostgreSQL database on the TEST_DATABASE_URL server, dropped after.
 * Both start as copies of the run's migrated database (test/template-database.ts); the
 * migration step then finds nothing left to do.
 * Its data folder (mail written as files, uploads) is a temporary one, removed on close:
 * a test run leaves nothing in the checkout.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  build: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const { database, url, dispose } = await freshDatabase();
  await database.migrate();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'medibazaar-api-test-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0000',
      DATA_DIR: dataDir,
    },
    // Passwords at a 256th of the standard work (decision 093), but for a shop run as in
    // development or production, which may hash only at the standard cost.
    { passwordHashing: (overrides.env ?? 'test') === 'test' ? 'light' : 'standard', ...overrides },
  );
  const app = await buildApp(config, { ...build, database });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    databaseUrl: url,
    // The database is dropped and the folder removed even when closing the app fails: a run
    // leaves no database behind on the server and no folder in the temporary directory.
    async close() {
      try {
        await app.close();
        await database.close();
      } finally {
        await dispose();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** The migrated embedded database of the run (see test/template-database.ts), read once per file. */
let pgliteTemplate: Blob | undefined;

async function freshDatabase(): Promise<{ database: Database; url: string | null; dispose: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const file = inject('pgliteTemplate');
    if (file) pgliteTemplate ??= new Blob([readFileSync(file)]);
    return {
      database: await openDatabase({ kind: 'pglite', dir: null }, file ? pgliteTemplate : undefined),
      url: null,
      dispose: async () => {},
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the api-postgres project');
  const name = `mb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    database,
    url: url.toString(),
    async dispose() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A route as registered: its method, full URL and schemas (zod, as the route declared them). */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

/**
 * Collects every route with its schemas while the app is built:
 * `const routes = routeCollector(); await createTestApp({}, { onRoute: routes.onRoute })`.
 */
export function routeCollector() {
  const routes: RegisteredRoute[] = [];
  return {
    routes,
    onRoute(route: RouteOptions) {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
    },
  };
}
