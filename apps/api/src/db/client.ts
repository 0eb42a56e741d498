import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
export type DbOrTx = Db | Tx;

/** The rows of a raw `db.execute` result (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, seed) while holding a cluster-wide lock, so
   * instances starting together on one PostgreSQL take turns.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** Round-trips to the engine; used by the health check. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

/** Counts SQL statements per request (see the statement-budget tests). */
export const statementCounter = new AsyncLocalStorage<{ count: number }>();

const countingLogger: Logger = {
  logQuery() {
    const store = statementCounter.getStore();
    if (store) store.count += 1;
  },
};

/** Migrations ship beside the source in src/db/migrations, also for the built server. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/db/client.ts → src/db/migrations; dist/server.js → src/db/migrations
  const candidates = [path.join(here, 'migrations'), path.join(here, '..', 'src', 'db', 'migrations')];
  return candidates.find((c) => existsSync(path.join(c, 'meta', '_journal.json'))) ?? candidates[0]!;
}

/** Advisory lock id for start-up work ("medibazaar" as a number). */
const STARTUP_LOCK_KEY = 0x6d656469;

export async function openDatabase(config: AppConfig['database']): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 10_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema, logger: countingLogger }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      async migrate() {
        await migratePg(db as never, { migrationsFolder: migrationsFolder() });
      },
      async exclusive(fn) {
        const lockClient = await pool.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await fn();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
          lockClient.release();
        }
      },
      ping: () => timed(() => pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  if (config.dir) mkdirSync(config.dir, { recursive: true });
  const client = await PGlite.create(config.dir ?? undefined, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, logger: countingLogger }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
    },
    // One process owns an embedded database: nothing to take turns with.
    exclusive: (fn) => fn(),
    ping: () => timed(() => client.query('select 1')),
    close: () => client.close(),
  };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return Math.round((performance.now() - start) * 100) / 100;
}

export { schema, sql };

/**
 * Something built once per database handle, on first use (see `compiled`).
 */
export function oncePerDb<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) built.set(db, (value = build(db)));
    return value;
  };
}

/**
 * A query turned into SQL once, to run many times with `sql.placeholder` values.
 * Each run is sent as an unnamed statement, exactly as an ordinary query is: the
 * server plans it for that run's values (a generic plan for `LIMIT $1` can be far
 * worse) and keeps nothing per connection, so a pooler in transaction mode is fine.
 * Only the per-request work of building the SQL text goes.
 */
export function compiled<P>(query: { prepare(name: string): P }): P {
  // Without a name the query library prepares it as it does for every ordinary query.
  return query.prepare(undefined as unknown as string);
}
