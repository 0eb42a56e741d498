import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The journeys' shop keeps its data in PostgreSQL when the run has a server (TEST_DATABASE_URL, as
 * CI sets): a database of its own, made before the shop starts and dropped once the journeys end.
 * The shop's own process does less work there than running PostgreSQL in WebAssembly, and all the
 * journeys took 855 s against 898 s (decision 095). Without a server the shop runs on PGlite, as
 * `npm start` does; the shops of a spec's own (own-shop.ts) always do, so the embedded database is
 * still driven from a browser in every run.
 */

const NAME_PREFIX = 'mb_e2e_';

/** Makes the journeys' database on `serverUrl` and returns its address. */
export async function createJourneysDatabase(serverUrl: string): Promise<string> {
  const name = `${NAME_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the journeys' database at `databaseUrl`, closing what still holds it open. */
export async function dropJourneysDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  // Only a database this file made: the address comes from the environment.
  if (!new RegExp(`^${NAME_PREFIX}[0-9]+_[0-9a-f]{8}$`).test(name)) return;
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
