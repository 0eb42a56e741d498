import { parse, PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * Named statements on the embedded engine (decision 082). PGlite's `query` sends every statement
 * unnamed, so PostgreSQL parses and plans it on every run; for a list page, planning cost as much
 * as running it (0.47 of 0.97 ms for a category page, 10 000 products). The statements the shop
 * prepares once (the list's and the search's, named on PostgreSQL by decisions 034 and 067, and
 * the product page's and the session's, `compiled`) are therefore named here too: parsed once per
 * database, then each run is one Bind, Describe, Execute and Sync handed to PGlite at once.
 *
 * Two ways in: `queryNamedOnPglite` for a statement run raw, and `withNamedStatements`, the client
 * the ORM is given, which runs a text registered by `nameOnPglite` named (the ORM's own driver
 * ignores a statement's name) and every other text as PGlite's `query` does.
 *
 * Only outside transactions (a transaction's handle is PGlite's own), and under the same two locks
 * PGlite's own `query` takes, after the same check that the database is open, so a run never lands
 * inside another request's transaction. Rows are parsed by PGlite's own parsers with the caller's
 * options, so they are what `query` answers, and, as after `query`, the database's files are
 * synced once a run is done.
 */

interface Prepared {
  /** The type of each parameter, as PostgreSQL inferred it when parsing the statement. */
  paramTypes: number[];
}

/**
 * Dates, times and intervals stay text, as the ORM's raw queries on PGlite answer them (its
 * driver sets the same parsers), so a row is the same whichever way it was read.
 */
const asText = (value: string) => value;
const AS_TEXT: QueryOptions = {
  parsers: Object.fromEntries([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231].map((oid) => [oid, asText])),
};

/** The statements to run named, by text (see nameOnPglite). */
const namedTexts = new Map<string, string>();

/** The database behind each client `withNamedStatements` made. */
const databaseOf = new WeakMap<PGlite, PGlite>();

/** What each database has parsed, by name. Read and written only under the database's locks. */
const preparedByClient = new WeakMap<PGlite, Map<string, Prepared>>();

/** PostgreSQL's code for a statement name it does not know. */
const UNKNOWN_STATEMENT = '26000';
/** PostgreSQL's code for a statement name already taken (the database knows the statement). */
const NAME_TAKEN = '42P05';

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

async function parseStatement(client: PGlite, name: string, text: string): Promise<Prepared> {
  const { serialize } = protocol;
  const describe = joined([serialize.describe({ type: 'S', name }), serialize.sync()]);
  try {
    const { messages } = await client.execProtocol(joined([serialize.parse({ name, text }), describe]), {
      syncToFs: false,
    });
    return { paramTypes: parse.parseDescribeStatementResults(messages) };
  } catch (e) {
    // Parsed already through another handle on the same database: what it takes is all that is missing.
    if ((e as { code?: string }).code !== NAME_TAKEN) throw e;
    const { messages } = await client.execProtocol(describe, { syncToFs: false });
    return { paramTypes: parse.parseDescribeStatementResults(messages) };
  }
}

async function runParsed<T>(
  client: PGlite,
  name: string,
  prepared: Prepared,
  params: unknown[],
  options: QueryOptions,
): Promise<Results<T>> {
  const { serialize } = protocol;
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = client.serializers[prepared.paramTypes[i]!];
    return serializer ? (serializer(value) as string) : String(value);
  });
  const { messages } = await client.execProtocol(
    joined([
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]),
    // As PGlite's `query` does outside a transaction: the files synced once the run is done.
    { syncToFs: true },
  );
  return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
}

/** Runs `text` as the statement `name` on `client`, parsing it the first time the name is used on this database. */
async function runNamed<T>(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
  options: QueryOptions,
): Promise<Results<T>> {
  // As PGlite's `query` does: a closed database says so ("PGlite is closed", which the API answers 503).
  await client._checkReady();
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let byName = preparedByClient.get(client);
      if (!byName) preparedByClient.set(client, (byName = new Map()));
      let prepared = byName.get(name);
      if (!prepared) {
        // A text PostgreSQL refuses throws here and is not kept: the next run reports its own error.
        prepared = await parseStatement(client, name, text);
        byName.set(name, prepared);
      }
      try {
        return await runParsed<T>(client, name, prepared, params, options);
      } catch (e) {
        if ((e as { code?: string }).code !== UNKNOWN_STATEMENT) throw e;
        // The database forgot the statement (a `discard all`): parse it again, once.
        prepared = await parseStatement(client, name, text);
        byName.set(name, prepared);
        return runParsed<T>(client, name, prepared, params, options);
      }
    }),
  );
}

/**
 * Runs `text` with `params` as the statement `name` on `client`; its rows, dates and times as text
 * as the ORM's raw reads answer them. A name stands for one text: callers name statements by their
 * text (or by a shape that fixes it), as they do on PostgreSQL.
 */
export async function queryNamedOnPglite<T>(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
): Promise<T[]> {
  return (await runNamed<T>(databaseOf.get(client) ?? client, name, text, params, AS_TEXT)).rows;
}

/** Asks that `text`, when the ORM runs it on PGlite outside a transaction, run as the statement `name`. */
export function nameOnPglite(text: string, name: string): void {
  namedTexts.set(text, name);
}

/**
 * The client to give the ORM: `query` runs a text `nameOnPglite` registered as its named statement
 * (with the ORM's own options: rows as arrays or objects, its parsers), anything else as PGlite
 * does; every other method is the database's own. Transactions get PGlite's own handle, unnamed.
 */
export function withNamedStatements(client: PGlite): PGlite {
  const wrapped = new Proxy(client, {
    get(target, prop) {
      if (prop === 'query')
        return (text: string, params?: unknown[], options?: QueryOptions) => {
          const name = namedTexts.get(text);
          return name && !options?.blob
            ? runNamed(target, name, text, params ?? [], options ?? {})
            : target.query(text, params, options);
        };
      const value: unknown = Reflect.get(target, prop, target);
      // Bound to the database itself: its methods read its private fields.
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  databaseOf.set(wrapped, client);
  return wrapped;
}

/** The embedded database behind `db`, when `db` is its root handle (not a transaction, not PostgreSQL). */
export function pgliteOf(db: unknown): PGlite | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}
