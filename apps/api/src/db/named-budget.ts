import { createHash } from 'node:crypto';

/**
 * How many named statements the shop asks one database to keep (decision 086). A named statement
 * stays in every connection that ran it, with its plan, until the connection closes: about 100 KB
 * each on PostgreSQL. The list's and the search's statements are named per filter shape, sort, page
 * size and first page (decisions 034, 067, 084, 085), so a reader asking for every combination could
 * otherwise make each connection hold thousands. Past the bound, a statement not named before runs
 * unnamed: parsed and planned for that run, as an ordinary query.
 *
 * The shop's own pages use a few dozen names; the bound leaves room for ten times that.
 */
export const NAMED_STATEMENTS_PER_DATABASE = 400;

const namesByDatabase = new WeakMap<object, Set<string>>();

/** The database behind an ORM handle (its pool, or the embedded database), or the handle itself. */
export function databaseOf(db: object): object {
  const client = (db as { $client?: unknown }).$client;
  return typeof client === 'object' && client !== null ? client : db;
}

/**
 * Whether the statement `name` may run named on the database `database` (see databaseOf): yes for a
 * name it ran before, and for a new one while fewer than the bound have been named.
 */
export function mayName(database: object, name: string): boolean {
  let names = namesByDatabase.get(database);
  if (!names) namesByDatabase.set(database, (names = new Set()));
  if (names.has(name)) return true;
  if (names.size >= NAMED_STATEMENTS_PER_DATABASE) return false;
  names.add(name);
  return true;
}

/** A statement's name from its text: the same text, the same name, on either engine. */
export const statementNameOf = (text: string) => `mb_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
