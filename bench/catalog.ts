/**
 * Catalogue list benchmark: `npm run bench:catalog`.
 *
 * Creates the database `bench_catalog` on the local PostgreSQL server (dropped
 * again at the end), fills it with N products for each catalogue size, and runs
 * autocannon against GET /api/products twice per scenario: once served by the
 * shop itself, once by a bare Fastify + pg handler that runs the very same SQL
 * (taken from the repository's query builders). The ratio of the two is what we
 * track: it is the cost of the shop's validation, serialization and plumbing, and
 * it should not grow with N, nor should latency.
 *
 * Environment: BENCH_DATABASE_URL (a loopback server, default
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_SIZES (default 1000,100000),
 * BENCH_SECONDS (default 3: one-second rounds per server and scenario),
 * BENCH_CONNECTIONS (default 10).
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { catalogScenarios, seedBenchProducts } from './catalog-data.js';
import { hammer, summarize, type Measure } from './lib/cannon.js';
import { runBenchmark, serveForked, type Served } from './lib/served.js';

const SELF = fileURLToPath(import.meta.url);
const DB_NAME = 'bench_catalog';
const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const sizes = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map((s) => Number(s.trim()));
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The whole run stops by itself after this long, whatever happens. */
const HARD_LIMIT_MS = 10 * 60_000;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

function benchDatabaseUrl(): string {
  const url = new URL(serverUrl);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Starts one of the two servers in its own process. */
const serve = (kind: 'app' | 'bare') => serveForked(SELF, kind, { BENCH_DB: benchDatabaseUrl() }, 60);

/**
 * Both servers answer the same URL in alternating one-second rounds, so a burst of
 * load elsewhere on the machine hits both alike; each figure is the median of its rounds.
 */
async function compare(app: Served, bare: Served, path: string): Promise<{ app: Measure; bare: Measure }> {
  for (const s of [app, bare]) {
    const res = await fetch(s.url + path);
    if (!res.ok) throw new Error(`${s.url} answered ${res.status} to ${path}: ${await res.text()}`);
    await hammer({ url: s.url + path, connections }, 1); // warm-up: JIT, connection pool
  }
  const rounds = { app: [] as Measure[], bare: [] as Measure[] };
  for (let r = 0; r < seconds; r++) {
    rounds.app.push(await hammer({ url: app.url + path, connections }, 1));
    rounds.bare.push(await hammer({ url: bare.url + path, connections }, 1));
  }
  return { app: summarize(rounds.app), bare: summarize(rounds.bare) };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
  if (!LOOPBACK.has(serverUrl.hostname))
    throw new Error(`BENCH_DATABASE_URL must point at a loopback server, not ${serverUrl.hostname}`);
  const hardStop = setTimeout(() => {
    console.error('bench:catalog: time limit reached, stopping');
    process.exit(2);
  }, HARD_LIMIT_MS);
  hardStop.unref();

  await admin(async (c) => {
    await c.query(`drop database if exists ${DB_NAME} with (force)`);
    await c.query(`create database ${DB_NAME}`);
  });
  const rows: string[][] = [];
  try {
    const { openDatabase } = await import('../apps/api/src/db/client.js');
    const { seedDatabase } = await import('../apps/api/src/db/seed/seed.js');
    const database = await openDatabase({ kind: 'postgres', url: benchDatabaseUrl(), poolSize: 2 });
    await database.migrate();
    await seedDatabase(database.db, { demo: false });
    const version = await admin(async (c) => (await c.query('show server_version')).rows[0].server_version as string);

    const app = await serve('app');
    const bare = await serve('bare').catch(async (err) => {
      await app.stop();
      throw err;
    });
    try {
      let have = 0;
      for (const n of [...sizes].sort((a, b) => a - b)) {
        const started = performance.now();
        await seedBenchProducts(database.db, have, n);
        have = n;
        console.log(`seeded ${fmt(n)} products in ${fmt((performance.now() - started) / 1000, 1)} s`);
        for (const scenario of catalogScenarios()) {
          const m = await compare(app, bare, scenario.path);
          const errors = m.app.errors + m.bare.errors;
          rows.push([
            fmt(n),
            scenario.name,
            fmt(m.app.rps),
            `${fmt(m.app.p99)} ms`,
            fmt(m.bare.rps),
            `${fmt(m.bare.p99)} ms`,
            fmt(m.app.rps / m.bare.rps, 2),
            errors ? `${errors} errors` : '',
          ]);
          console.log(`  ${scenario.name}: app ${fmt(m.app.rps)} req/s, bare ${fmt(m.bare.rps)} req/s`);
        }
      }
    } finally {
      await Promise.all([app.stop(), bare.stop()]);
      await database.close();
    }

    const head = ['products', 'scenario', 'app req/s', 'app p99', 'bare req/s', 'bare p99', 'app/bare', ''];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (r: string[]) => r.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log(
      `\nGET /api/products on PostgreSQL ${version} (127.0.0.1), ${connections} connections, ` +
        `median of ${seconds} one-second rounds per server after a 1 s warm-up`,
    );
    console.log(line(head));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const r of rows) console.log(line(r));
  } finally {
    await admin((c) => c.query(`drop database if exists ${DB_NAME} with (force)`));
  }
}

/** The server side of a run: the shop itself, or the bare handler. */
async function serveChild(kind: 'app' | 'bare'): Promise<number> {
  const { startAppServer, startBareServer } = await import('./catalog-servers.js');
  const dbUrl = process.env.BENCH_DB!;
  return kind === 'app' ? startAppServer(dbUrl) : startBareServer(dbUrl);
}

runBenchmark(main, serveChild);
