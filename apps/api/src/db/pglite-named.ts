import { parse, PGlite, protocol } from '@electric-sql/pglite';

/**
 * Named statements on the embedded engine (decision 082). PGlite's `query` sends every statement
 * unnamed, so PostgreSQL parses and plans it on every run; for a list page, planning cost as much
 * as running it (0.47 of 0.97 ms for a category page, 10 000 products). The hot reads that are
 * named on PostgreSQL (decisions 034 and 067) are therefore also named here: parsed once per
 * database, then each run is one Bind, Describe, Execute and Sync handed to PGlite at once.
 *
 * Only outside transactions, and under the same two locks PGlite's own `query` takes (after the same
 * check that the database is open), so a run never lands inside another request's transaction.
 * Rows are parsed by PGlite's own parsers, so they are what `query` answers. Read statements only:
 * nothing is synced to disk after a run.
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
const AS_TEXT = { 1082: asText, 1114: asText, 1184: asText, 1186: asText };

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

async function runParsed<T>(client: PGlite, name: string, prepared: Prepared, params: unknown[]): Promise<T[]> {
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
    { syncToFs: false },
  );
  return (parse.parseResults(messages, client.parsers, { parsers: AS_TEXT })[0]?.rows ?? []) as T[];
}

/**
 * Runs `text` with `params` as the statement `name` on `client`, parsing it the first time the name
 * is used on this database. A name stands for one text: callers name statements by their text
 * (or by a shape that fixes it), as they do on PostgreSQL.
 */
export async function queryNamedOnPglite<T>(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
): Promise<T[]> {
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
        return await runParsed<T>(client, name, prepared, params);
      } catch (e) {
        if ((e as { code?: string }).code !== UNKNOWN_STATEMENT) throw e;
        // The database forgot the statement (a `discard all`): parse it again, once.
        prepared = await parseStatement(client, name, text);
        byName.set(name, prepared);
        return runParsed<T>(client, name, prepared, params);
      }
    }),
  );
}

/** The embedded database behind `db`, when `db` is its root handle (not a transaction, not PostgreSQL). */
export function pgliteOf(db: unknown): PGlite | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}
