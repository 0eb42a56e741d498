import type pg from 'pg';
import { mayName, statementNameOf } from './named-budget.js';

/*
 * Every statement with values runs named on PostgreSQL (decision 089). node-postgres sends a
 * statement without a name as Parse, Bind and Execute each time, so PostgreSQL parses and plans it
 * on every run: a cash order's transaction of about thirty statements spent 70 % of its database
 * time parsing and planning them. Named, a connection parses a text once, and PostgreSQL keeps its
 * plan once a generic one is as good as the planned ones (its own test, after five runs).
 *
 * A statement's name comes from its text (statementNameOf, as the list's and the search's own named
 * statements do), within the bound of names one database keeps (decision 086): past it, a new text
 * runs unnamed as before. Statements without values (DDL, migrations, `begin`) are left as they are:
 * they go by the simple protocol, which also takes several statements in one text.
 */

type QueryArgs = [config: unknown, values?: unknown, callback?: unknown];
interface Named {
  config: Record<string, unknown>;
  callback: unknown;
}

/** Names by text, so a text used again is not hashed again (bounded: cleared when full). */
const nameByText = new Map<string, string>();
const TEXTS_REMEMBERED = 2_000;

function nameOf(text: string): string {
  let name = nameByText.get(text);
  if (name === undefined) {
    if (nameByText.size >= TEXTS_REMEMBERED) nameByText.clear();
    nameByText.set(text, (name = statementNameOf(text)));
  }
  return name;
}

/** The query with a name added, or null to send it as it is. */
function named(database: object, [config, values, callback]: QueryArgs): Named | null {
  let text: unknown;
  let params: unknown;
  let rest: Record<string, unknown> = {};
  if (typeof config === 'string') {
    text = config;
    params = values;
  } else if (typeof config === 'object' && config !== null) {
    const c = config as Record<string, unknown>;
    // A submittable (a cursor, a stream) and a statement named by its caller go as they are.
    if (typeof c.submit === 'function' || c.name !== undefined) return null;
    text = c.text;
    params = Array.isArray(values) ? values : c.values;
    rest = c;
  } else return null;
  if (typeof text !== 'string' || !Array.isArray(params) || params.length === 0) return null;
  const name = nameOf(text);
  if (!mayName(database, name)) return null;
  return {
    config: { ...rest, text, values: params, name },
    callback: typeof values === 'function' ? values : callback,
  };
}

/**
 * Has each new connection of `pool` name its statements with values (see above). The pool's own
 * `query` runs on such a connection, and so does every transaction.
 */
export function nameStatementsOnPostgres(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: QueryArgs) => {
      const withName = named(pool, args);
      if (!withName) return query(...args);
      return withName.callback === undefined ? query(withName.config) : query(withName.config, withName.callback);
    }) as typeof client.query;
  });
}
