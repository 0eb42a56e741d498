import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf, statementCounter, type DbOrTx } from '../../db/client.js';
import { pgliteOf, queryNamedOnPglite, statementNameOf } from '../../db/pglite-named.js';

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
  const store = statementCounter.getStore();
  if (store) store.count += 1;
  if (pglite) return queryNamedOnPglite<T>(pglite, name, text, params);
  return (await pool!.query({ name, text, values: params })).rows as T[];
}
