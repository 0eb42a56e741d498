import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { AppConfig } from '../core/config.js';
import { closeModes } from '../core/data-dir-modes.js';
import { statementNameOf } from './named-budget.js';
import { nameOnPglite, withNamedStatements } from './pglite-named.js';
import { statementsInTurnOnPostgres } from './postgres-in-turn.js';
import { nameStatementsOnPostgres } from './postgres-named.js';

/**
 * The database as the modules see it. Each module declares its own tables in its
 * `<module>.schema.ts`; statements name the tables they use, so the handle carries no
 * schema of its own (nothing here reads drizzle's relational query API).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
type Tx = PgTransaction<PgQueryResultHKT>;
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
  /**
   * Follows changes to the products table (see ProductsWatcher); returns a function
   * that stops following. The first watcher opens what listening needs.
   */
  watchProducts(watcher: ProductsWatcher): () => void;
  /** Closes the engine; a later call answers with the first one's outcome (the engines throw on a second close). */
  close(): Promise<void>;
  /** The embedded database's data folder as one file, to open copies of it (`openDatabase`'s `from`). */
  dumpPglite?(): Promise<Blob>;
}

/**
 * Told when products may have changed: when any transaction that changed products
 * commits, in this process or another one on the same database (triggers send a notice
 * on the `products_changed` channel, see migrations 0006 and 0007), naming the
 * categories the change touched (`categories`); without them, anything may have changed.
 * On PostgreSQL the notice of this process's own commit may arrive after the writer has
 * been answered, so the services that write products also tell their own process at once
 * (see ProductPagesCache). `listening` says whether notices can reach this process: false
 * until the listening connection is up and whenever it is lost, true again once it is
 * back; what changed while nothing was heard is unknown, so `listening(true)` means
 * anything may have.
 */
export interface ProductsWatcher {
  changed(categories?: readonly string[]): void;
  listening(up: boolean): void;
}

export const PRODUCTS_CHANNEL = 'products_changed';

/**
 * The categories a products notice names: a JSON array of names. Anything else (the
 * empty payload of a truncate, or a payload this code cannot read) names no category,
 * so it means anything may have changed.
 */
function categoriesNoticed(payload: string | undefined): string[] | undefined {
  if (!payload) return undefined;
  try {
    const names: unknown = JSON.parse(payload);
    if (Array.isArray(names) && names.every((n) => typeof n === 'string')) return names;
  } catch {
    // not a list of names
  }
  return undefined;
}

/** The watchers of one database, and what tells them. */
class ProductsWatchers {
  private readonly watchers = new Set<ProductsWatcher>();
  private up = false;
  private started = false;

  /** `start` opens the listening, once, for the first watcher. */
  constructor(private readonly start: (self: ProductsWatchers) => void) {}

  add(watcher: ProductsWatcher): () => void {
    this.watchers.add(watcher);
    watcher.listening(this.up);
    if (!this.started) {
      this.started = true;
      this.start(this);
    }
    return () => {
      this.watchers.delete(watcher);
    };
  }

  changed(categories?: readonly string[]) {
    for (const w of this.watchers) w.changed(categories);
  }

  listening(up: boolean) {
    if (this.up === up) return;
    this.up = up;
    for (const w of this.watchers) w.listening(up);
  }
}

/**
 * A connection of its own that listens on the products channel (a pooled connection
 * cannot: it goes back to the pool). When it is lost, the watchers hear so at once and
 * it is opened again, waiting 0.5 s, then twice as long each time up to 30 s.
 */
function listenOnPostgres(connectionString: string, watchers: ProductsWatchers) {
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 500;

  const lost = (client: pg.Client) => {
    if (client !== current) return;
    current = null;
    watchers.listening(false);
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (closed) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay).unref();
    delay = Math.min(delay * 2, 30_000);
  };

  const connect = async () => {
    if (closed) return;
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000, keepAlive: true });
    current = client;
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (msg) => {
      if (msg.channel === PRODUCTS_CHANNEL) watchers.changed(categoriesNoticed(msg.payload));
    });
    try {
      await client.connect();
      await client.query(`listen ${PRODUCTS_CHANNEL}`);
    } catch {
      return lost(client);
    }
    if (client !== current) return;
    delay = 500;
    watchers.listening(true);
  };

  return {
    start: () => void connect(),
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      watchers.listening(false);
      await client?.end().catch(() => {});
    },
  };
}

/**
 * Counts SQL statements per request (see the statement-budget tests), and among them the
 * product list's statements that counted its matches (`matchCounts`, see the kept counts' tests).
 */
export const statementCounter = new AsyncLocalStorage<{ count: number; matchCounts: number }>();

/** Notes, for the request's statement counter, that a statement counted a list's matches. */
export function noteMatchesCounted(): void {
  const store = statementCounter.getStore();
  if (store) store.matchCounts += 1;
}

/** Counts each statement for its request. */
const countingLogger: Logger = {
  logQuery() {
    const store = statementCounter.getStore();
    if (store) store.count += 1;
  },
};

/** Migrations ship beside the source in src/db/migrations, also for the built server. */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/db/client.ts → src/db/migrations; dist/server.js → src/db/migrations
  const candidates = [path.join(here, 'migrations'), path.join(here, '..', 'src', 'db', 'migrations')];
  return candidates.find((c) => existsSync(path.join(c, 'meta', '_journal.json'))) ?? candidates[0]!;
}

/** Advisory lock id for start-up work ("medibazaar" as a number). */
const STARTUP_LOCK_KEY = 0x6d656469;

/**
 * Opens the configured database. `from` (embedded, in memory only) starts it as a copy of a
 * data folder dumped earlier with `dumpPglite`: the test suite migrates one database per run
 * and copies it for each test app, 2–3 times faster than creating and migrating each one
 * (see docs/architecture.md, Tests).
 */
export async function openDatabase(config: AppConfig['database'], from?: Blob): Promise<Database> {
  const database = await openEngine(config, from);
  // The shop and a test that closes the database itself (to see the shop answer without it) may
  // both close it: the second close waits for the first rather than failing.
  const closeEngine = database.close.bind(database);
  let closing: Promise<void> | undefined;
  return { ...database, close: () => (closing ??= closeEngine()) };
}

async function openEngine(config: AppConfig['database'], from?: Blob): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 10_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    // Statements with values run named: parsed once per connection, planned once when they may be (decision 089).
    nameStatementsOnPostgres(pool);
    // One statement at a time on each connection, as node-postgres 9 will require (postgres-in-turn.ts).
    statementsInTurnOnPostgres(pool);
    // The shop's statements each read a page's worth of rows in about a millisecond, but on a large
    // catalogue the planner's estimate for a search passes `jit_above_cost`, and compiling the
    // statement then took 44 ms of a 45 ms request (decision 096). Sent first on each new connection,
    // in turn with what follows; a server without the setting (before PostgreSQL 11) has nothing to turn off.
    pool.on('connect', (client) => {
      client.query('set jit = off').catch(() => {});
    });
    let listener: ReturnType<typeof listenOnPostgres> | null = null;
    const watchers = new ProductsWatchers((w) => {
      listener = listenOnPostgres(config.url, w);
      listener.start();
    });
    const db = drizzlePg({ client: pool, logger: countingLogger }) as unknown as Db;
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
      watchProducts: (watcher) => watchers.add(watcher),
      async close() {
        await listener?.close();
        await pool.end();
      },
    };
  }
  if (config.dir) mkdirSync(config.dir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(config.dir ?? undefined, {
    extensions: { pg_trgm },
    ...(from && !config.dir ? { loadDataDir: from } : {}),
    // A database in memory already holds its files in memory: a 16 MB buffer cache rather than
    // the 128 MB one a data folder gets halves its start (0.55 s against 1.1 s; decision 094).
    ...(config.dir ? {} : { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] }),
  });
  // A new database is unpacked from PGlite's template with its files readable by everyone,
  // whatever the umask; the server's later files are owner-only (PostgreSQL's own modes).
  if (config.dir) closeModes(config.dir);
  // One process owns the embedded database, and PGlite hands over a notice as the commit
  // that sent it returns: the watchers are never behind.
  const watchers = new ProductsWatchers((w) => {
    client
      .listen(PRODUCTS_CHANNEL, (payload) => w.changed(categoriesNoticed(payload)))
      .then(
        () => w.listening(true),
        () => w.listening(false),
      );
  });
  // The ORM's statements registered as named run named (decision 082); the rest as PGlite runs them.
  const db = drizzlePglite({ client: withNamedStatements(client), logger: countingLogger }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
    },
    // One process owns an embedded database: nothing to take turns with.
    exclusive: (fn) => fn(),
    ping: () => timed(() => client.query('select 1')),
    watchProducts: (watcher) => watchers.add(watcher),
    close: () => client.close(),
    dumpPglite: () => client.dumpDataDir('none'),
  };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return Math.round((performance.now() - start) * 100) / 100;
}

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
 * A query turned into SQL once, to run many times with `sql.placeholder` values. On PostgreSQL
 * each run is sent as an unnamed statement, exactly as an ordinary query is: the server plans it
 * for that run's values (a generic plan for `LIMIT $1` can be far worse) and keeps nothing per
 * connection, so a pooler in transaction mode is fine; only the per-request work of building the
 * SQL text goes. On PGlite, where planning shares the one thread with everything else, it runs as
 * a named statement, planned once per database (decision 082).
 */
export function compiled<P>(query: { prepare(name: string): P; toSQL(): { sql: string } }): P {
  const { sql: text } = query.toSQL();
  nameOnPglite(text, statementNameOf(text));
  // Without a name the query library prepares it as it does for every ordinary query.
  return query.prepare(undefined as unknown as string);
}
