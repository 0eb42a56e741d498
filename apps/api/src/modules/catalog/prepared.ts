import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { rowsOf, statementCounter, type DbOrTx } from '../../db/client.js';
import { mayName, statementNameOf } from '../../db/named-budget.js';
import { pgliteOf, queryNamedOnPglite } from '../../db/pglite-named.js';

const dialect = new PgDialect();

interface NamedQueryClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  totalCount: number;
}

/** node-postgres's pool (it prepares a named statement once per connection). */
function pgPool(db: DbOrTx): NamedQueryClient | null {
  const client = (db as { $client?: unknown }).$client as Partial<NamedQueryClient> | undefined;
  return client && typeof client.totalCount === 'number' && typeof client.query === 'function'
    ? (client as NamedQueryClient)
    : null;
}

/**
 * Runs a raw statement as a named prepared statement, so the database parses and plans a search's
 * text once instead of on every request (planning was about 1 ms of a search's 2, decision 034):
 * on PostgreSQL once per connection, on PGlite once per database (decision 082; inside a
 * transaction, unnamed). The name is the text's hash: the text differs only by which filters are
 * set, the values are parameters. Counted like any other statement.
 */
export async function runPrepared<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const pool = pgPool(db);
  const pglite = pool ? null : pgliteOf(db);
  if (!pool && !pglite) return rowsOf<T>(await db.execute(statement));
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const name = statementNameOf(text);
  // Past the database's bound on named statements, unnamed (decision 086).
  if (!mayName(pool ?? pglite!, name)) return rowsOf<T>(await db.execute(statement));
  return runNamed<T>(pool, pglite, { name, text, params });
}

/** Runs `statement` by its name on the pool, else on the embedded database, counted like any other statement. */
async function runNamed<T>(
  pool: NamedQueryClient | null,
  pglite: ReturnType<typeof pgliteOf>,
  statement: Compiled,
): Promise<T[]> {
  const store = statementCounter.getStore();
  if (store) store.count += 1;
  const { name, text, params } = statement;
  if (pool) return (await pool.query({ name, text, values: params })).rows as T[];
  return queryNamedOnPglite<T>(pglite!, name, text, params);
}

/** A statement compiled once: its text, its name, and its parameters with placeholders among them. */
interface Compiled {
  text: string;
  name: string;
  params: unknown[];
}

/**
 * The statements compiled so far, by their callers' keys. A key names one text (a search's kind of
 * statement, which filters are set and its sort), so there are a few hundred at most; the bound only
 * keeps a mistaken key from growing without end.
 */
const compiledByKey = new LRUCache<string, Compiled>({ max: 2_000 });

/**
 * Runs the statement named `key` as runPrepared does, without building it per request (decision 085):
 * `withPlaceholders` builds it once per process, a placeholder wherever a value of `values` goes, and
 * it is compiled to its text and named then; each run fills in `values`. Building and compiling a
 * search's statement had been about 40 % of the server's time for a search. Where no named
 * statement can run (a transaction on PostgreSQL), `withValues` builds it with its values, as before.
 */
export async function runCompiled<T>(
  db: DbOrTx,
  key: string,
  statement: { withPlaceholders: () => SQL; withValues: () => SQL },
  values: Record<string, unknown>,
): Promise<T[]> {
  const pool = pgPool(db);
  const pglite = pool ? null : pgliteOf(db);
  if (!pool && !pglite) return runPrepared<T>(db, statement.withValues());
  let compiled = compiledByKey.get(key);
  if (!compiled) {
    const { sql: text, params } = dialect.sqlToQuery(statement.withPlaceholders());
    compiledByKey.set(key, (compiled = { text, name: statementNameOf(text), params }));
  }
  // Past the database's bound on named statements, unnamed (decision 086).
  if (!mayName(pool ?? pglite!, compiled.name)) return rowsOf<T>(await db.execute(statement.withValues()));
  return runNamed<T>(pool, pglite, { ...compiled, params: fillPlaceholders(compiled.params, values) });
}

/**
 * How many statements runCompiled has compiled in this process, counted from nothing by `fromNothing`
 * (what tests watch; forgetting only costs compiling each statement again).
 */
export const compiledStatements = {
  count: () => compiledByKey.size,
  fromNothing: () => compiledByKey.clear(),
};
