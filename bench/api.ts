/**
 * API benchmark: `npm run bench:api`.
 *
 * For each engine and catalogue size, starts three servers in their own processes —
 * the shop as it ships, the shop keeping no product pages (nor counts) in memory, and a bare
 * Fastify handler running the same SQL (see lib/api-servers.ts) — and runs autocannon
 * against a shop and the bare handler, in alternating rounds, for: category pages
 * (the first three pages of each category, in turn), a search, suggestions while typing
 * (a brand as it is typed, and a misspelt generic), a product detail (50 connections) and
 * add-to-cart by signed-in shoppers (20 connections). The category
 * pages and the search are measured on both shops: as shipped, pages asked again come
 * from memory; "no kept pages" runs all of every request's SQL, which is what the ratio to
 * the bare handler weighs. The category pages are measured again as a browser asks for them,
 * taking Brotli and gzip ("compressed", decision 083; the bare handler answers them
 * uncompressed). On PostgreSQL the category pages are also measured while another connection changes products BENCH_WRITE_RATE times a second (default 5,
 * a busy shop's payments; see productWriter). Placing a cash order is measured on the shop
 * alone (lib/place-order-scenario.ts). Prints one table.
 *
 * PostgreSQL: a database `medibazaar_bench_<random>` on BENCH_DATABASE_URL's
 * loopback server (default postgres://postgres@127.0.0.1:5432/postgres), dropped
 * at the end. PGlite: each server seeds its own embedded database in a temporary
 * directory (an embedded database belongs to one process).
 *
 * The "vs simplest" rows weigh the shop without kept pages against a bare handler running the
 * simplest indexed query for the same rows of the same pages (lib/simplest-list.ts): a category
 * page, a search page and a page narrowed by two filters (issue 35: at least 40 %). Each twice:
 * "count kept", on a fourth shop keeping the list's counts per filter (and a search's matched order,
 * decision 081) but no pages (every page of a filter after its first, the common case; decision
 * 067), and "no count kept", on the shop
 * keeping nothing (a filter asked for the first time). The fourth shop is started only for them.
 *
 * Environment: BENCH_START_SECONDS (default 180, how long a server may take to start), BENCH_LIMIT_MINUTES
 * (default 20, the whole run), BENCH_SIZES (default 10000,100000, on PostgreSQL; 0 skips it), BENCH_PGLITE_SIZE
 * (default 10000; 0 skips PGlite), BENCH_SECONDS (default 5 rounds per server and
 * scenario), BENCH_ROUND_SECONDS (default 1), BENCH_SCENARIOS (the scenarios whose names begin
 * with one of these, comma-separated, e.g. `category page,add to cart`; default all:
 * `BENCH_SCENARIOS='search at,suggest at' BENCH_PGLITE_SIZE=10000 npm run bench:api` runs only
 * the search and suggestion rows the search targets are read from), BENCH_LIST_RATE (default 300: the
 * category page is also measured at this fixed rate, 50 connections, for its latency
 * below saturation), BENCH_CART_RATE (default 50: adding to carts at a steady rate, on both
 * engines, against the same p99 target), BENCH_WRITE_RATE, BENCH_PROFILE (see lib/served.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type * as ApiServers from './lib/api-servers.js';
import { hammer, summarize, ticks, type Measure, type Round } from './lib/cannon.js';
import { placeOrderScenario } from './lib/place-order-scenario.js';
import { report, type Row } from './lib/api-report.js';
import { runBenchmark, serveForked, type Served } from './lib/served.js';

const SELF = fileURLToPath(import.meta.url);
const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const sizes = (process.env.BENCH_SIZES ?? '10000,100000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);
const pgliteSize = Number(process.env.BENCH_PGLITE_SIZE ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const roundSeconds = Number(process.env.BENCH_ROUND_SECONDS ?? 1);
const listRate = Number(process.env.BENCH_LIST_RATE ?? 300);
const writeRate = Number(process.env.BENCH_WRITE_RATE ?? 5);
const cartRate = Number(process.env.BENCH_CART_RATE ?? 50);
const only = (process.env.BENCH_SCENARIOS ?? '')
  .split(',')
  .map((s) => s.trim().toLowerCase())
  .filter(Boolean);
const HARD_LIMIT_MS = Number(process.env.BENCH_LIMIT_MINUTES ?? 20) * 60_000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

type Kind = 'app' | 'app-no-kept-pages' | 'app-kept-counts' | 'bare';
type Engine = { kind: 'postgres'; url: string } | { kind: 'pglite'; size: number };

/** How long a server may take to start (an embedded one seeds its own database first). */
const startSeconds = Number(process.env.BENCH_START_SECONDS ?? 180);
const serve = (kind: Kind, engine: Engine) =>
  serveForked(SELF, kind, { BENCH_ENGINE: JSON.stringify(engine) }, startSeconds);

interface Scenario {
  name: string;
  connections: number;
  /** Measured on the shop keeping no product pages and no counts (default: the shop as shipped). */
  withoutPageCache?: boolean;
  /** Measured on the shop keeping the list's counts per filter but no pages. */
  keptCountsOnly?: boolean;
  /** Runs beside each round; the function it answers stops it (the writer of product changes). */
  alongside?: () => () => Promise<void>;
  /** Builds autocannon's options for one server. */
  options(base: string): Round;
  /** The bare server's options, when it answers other paths than the shop (the simplest queries). */
  bareOptions?(base: string): Round;
  /** Runs before each round on the server at `base` (add-to-cart empties the carts, placing fills them). */
  beforeRound?: (base: string) => Promise<void>;
  /** Measured on the shop alone: the bare handler has no equivalent (placing an order). */
  shopOnly?: boolean;
}

interface Shops {
  shipped: Served;
  withoutPageCache: Served;
  /** Started on first use: only the "count kept" rows need it. */
  keptCountsOnly: () => Promise<Served>;
}

/** A server started on first use; `stop` stops it if it was. */
function onFirstUse(start: () => Promise<Served>) {
  let started: Promise<Served> | null = null;
  return {
    get: () => (started ??= start()),
    stop: async () => {
      await started?.then(
        (s) => s.stop(),
        () => undefined,
      );
    },
  };
}

async function compare(apps: Shops, bare: Served, scenario: Scenario) {
  const app = scenario.keptCountsOnly
    ? await apps.keptCountsOnly()
    : scenario.withoutPageCache
      ? apps.withoutPageCache
      : apps.shipped;
  const round = async (s: Served) => {
    await scenario.beforeRound?.(s.url);
    const stop = scenario.alongside?.();
    const options = s === bare && scenario.bareOptions ? scenario.bareOptions(s.url) : scenario.options(s.url);
    try {
      return await hammer(options, roundSeconds);
    } finally {
      await stop?.();
    }
  };
  const servers = scenario.shopOnly ? [app] : [app, bare];
  for (const s of servers) await round(s); // warm-up: JIT, connection pool, kept pages
  const rounds = { app: [] as Measure[], bare: [] as Measure[] };
  for (let r = 0; r < seconds; r++) {
    rounds.app.push(await round(app));
    if (!scenario.shopOnly) rounds.bare.push(await round(bare));
  }
  return { app: summarize(rounds.app), bare: scenario.shopOnly ? null : summarize(rounds.bare) };
}

/**
 * Changes one product's stock `rate` times a second on a connection of its own, as
 * payments do on a busy shop: each change makes every shop instance drop the kept pages
 * of that product's category. The products are taken in turn across rounds (the seeded
 * ones cycle through the categories), and one sold out is stocked again.
 */
function productWriter(databaseUrl: string, productIds: string[], rate: number) {
  let next = 0;
  return () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    let stopped = false;
    const running = (async () => {
      await client.connect();
      for await (const _ of ticks(rate, () => stopped)) {
        await client.query(
          `update products set stock = case when stock > 0 then stock - 1 else 50 end, updated_at = now()
            where id = $1`,
          [productIds[next++ % productIds.length]],
        );
      }
    })();
    return async () => {
      stopped = true;
      await running;
      await client.end();
    };
  };
}

/** What a browser says it takes (Chromium's header). */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const bareRps = (bare: Measure | null) => (bare ? fmt(bare.rps) : '–');

/**
 * The measured requests; `idsFor(base)` gives the product ids of the database behind
 * that server; `writer`, on PostgreSQL, starts changes to products beside a round.
 */
function scenarios(
  idsFor: (base: string) => string[],
  tokens: string[],
  clear?: () => Promise<void>,
  writer?: () => () => Promise<void>,
) {
  const { LIST_PATHS, SEARCH_PATH, SUGGEST_PATH, SUGGEST_TYPO_PATH, SIMPLEST_PREFIX } = pathsModule!;
  let n = 0;
  /** Each request adds one unit of another product to another shopper's cart. */
  const addToCart = (base: string, connections: number): Round => {
    const ids = idsFor(base);
    return {
      url: base,
      connections,
      requests: [
        {
          method: 'POST',
          path: '/api/carts',
          setupRequest: (req: Record<string, unknown>) => {
            n++;
            return {
              ...req,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % tokens.length]}` },
              body: JSON.stringify({ menuId: ids[(n * 7) % ids.length], quantity: 1 }),
            };
          },
        },
      ],
    };
  };
  const get = (name: string, p: (base: string) => string, more: Partial<Scenario> = {}): Scenario => ({
    name,
    connections: 50,
    options: (base) => ({ url: base + p(base), connections: 50 }),
    ...more,
  });
  const pages = (name: string, more: Partial<Scenario> = {}): Scenario => ({
    name,
    connections: 50,
    options: (base) => ({ url: base, paths: LIST_PATHS, connections: 50 }),
    ...more,
  });
  // The shop without kept pages, every request running its SQL, against the bare handler's simplest
  // indexed query for the same rows of the same pages (lib/simplest-list.ts): with each filter's
  // count kept (counted once, in the warm-up), and with none kept (every request counts).
  const vsSimplest = (name: string, paths: readonly string[]): Scenario[] =>
    [true, false].map((countKept) => ({
      name: `vs simplest, ${name}, ${countKept ? 'count kept' : 'no count kept'}`,
      connections: 50,
      ...(countKept ? { keptCountsOnly: true } : { withoutPageCache: true }),
      options: (base) => ({ url: base, paths, connections: 50 }),
      bareOptions: (base) => ({ url: base, paths: paths.map((p) => SIMPLEST_PREFIX + p), connections: 50 }),
    }));
  const list: Scenario[] = [
    ...vsSimplest('category page', pathsModule!.CATEGORY_PAGE_PATHS),
    ...vsSimplest('search page', pathsModule!.SEARCH_PAGE_PATHS),
    ...vsSimplest('filtered page', pathsModule!.FILTERED_PAGE_PATHS),
    pages('category page'),
    pages('category page, no kept pages', { withoutPageCache: true }),
    // As a browser asks (decision 083): a kept page compressed once, a page read for one request in gzip each time.
    ...[false, true].map((uncached) =>
      pages(`compressed, category page${uncached ? ', no kept pages' : ''}`, {
        withoutPageCache: uncached,
        options: (base) => ({ url: base, paths: LIST_PATHS, connections: 50, headers: BROWSER_ENCODINGS }),
      }),
    ),
    ...(writer ? [pages(`category page, ${writeRate} product changes/s`, { alongside: writer })] : []),
    // At full speed 50 connections queue for two cores, so the p99 there is mostly
    // waiting (Little's law): the same pages asked for at a steady rate, below what the
    // machine can serve, show the latency a reader sees.
    {
      name: `category page at ${listRate} req/s, no kept pages`,
      connections: 50,
      withoutPageCache: true,
      options: (base) => ({ url: base, paths: LIST_PATHS, connections: 50, rate: listRate }),
    },
    get('search', () => SEARCH_PATH),
    get('search, no kept pages', () => SEARCH_PATH, { withoutPageCache: true }),
    // Search and suggestions as readers type them, below saturation, every request running its SQL.
    get(`search at ${listRate} req/s, no kept pages`, () => SEARCH_PATH, {
      withoutPageCache: true,
      options: (base) => ({ url: base + SEARCH_PATH, connections: 50, rate: listRate }),
    }),
    get(`suggest at ${listRate} req/s`, () => SUGGEST_PATH, {
      withoutPageCache: true,
      options: (base) => ({ url: base + SUGGEST_PATH, connections: 50, rate: listRate }),
    }),
    get(`suggest at ${listRate} req/s, a misspelling`, () => SUGGEST_TYPO_PATH, {
      withoutPageCache: true,
      options: (base) => ({ url: base + SUGGEST_TYPO_PATH, connections: 50, rate: listRate }),
    }),
    get('product detail', (base) => `/api/products/${idsFor(base)[0]}`),
    {
      name: 'add to cart (signed in)',
      connections: 20,
      beforeRound: clear,
      options: (base) => addToCart(base, 20),
    },
    // The embedded engine runs every statement on the server's one thread: a closed loop of 20
    // keeps 20 adds queued, so its p99 is the queue's. At a steady rate below what it can serve,
    // the p99 is what a shopper meets (issue 35, item 5; decision 067).
    {
      name: `add to cart at ${cartRate} req/s`,
      connections: 20,
      beforeRound: clear,
      options: (base) => ({ ...addToCart(base, 20), rate: cartRate }),
    },
    placeOrderScenario(tokens, LIST_PATHS),
  ];
  const chosen = only.length ? list.filter((s) => only.some((name) => s.name.startsWith(name))) : list;
  if (!chosen.length) throw new Error(`BENCH_SCENARIOS names none of: ${list.map((s) => s.name).join(', ')}`);
  return chosen;
}

let pathsModule: typeof ApiServers | null = null;
/** The rows measured so far, in the order they were. */
const measured: Row[] = [];

async function runPostgres(rows: Row[]) {
  if (!sizes.length) return;
  if (!LOOPBACK.has(serverUrl.hostname))
    throw new Error(`BENCH_DATABASE_URL must point at a loopback server, not ${serverUrl.hostname}`);
  const name = `medibazaar_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: serverUrl.toString() });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await admin(`create database ${name}`);
  try {
    const { openDatabase } = await import('../apps/api/src/db/client.js');
    const { seedDatabase } = await import('../apps/api/src/db/seed/seed.js');
    const { seedBenchProducts } = await import('./catalog-data.js');
    const m = pathsModule!;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    try {
      await database.migrate();
      await seedDatabase(database.db, { demo: false });
      const engine: Engine = { kind: 'postgres', url: url.toString() };
      let have = 0;
      for (const size of [...sizes].sort((a, b) => a - b)) {
        await seedBenchProducts(database.db, have, size);
        have = size;
        await m.seedShoppers(database.db);
        const productIds = [await m.anyProductId(database.db), ...(await m.someProductIds(database.db))];
        // One after another: shops starting at once on one database can deadlock in their
        // start-up work (the notification queue's tables).
        const app = await serve('app', engine);
        const withoutPageCache = await serve('app-no-kept-pages', engine);
        const bare = await serve('bare', engine);
        const keptCountsOnly = onFirstUse(() => serve('app-kept-counts', engine));
        try {
          for (const s of scenarios(
            () => productIds,
            m.benchTokens(),
            () => m.clearCarts(database.db),
            writeRate > 0 ? productWriter(url.toString(), productIds, writeRate) : undefined,
          )) {
            const r = await compare({ shipped: app, withoutPageCache, keptCountsOnly: keptCountsOnly.get }, bare, s);
            rows.push({ engine: 'PostgreSQL', size, scenario: s.name, connections: s.connections, ...r });
            console.log(`  PostgreSQL ${fmt(size)} ${s.name}: app ${fmt(r.app.rps)} req/s, bare ${bareRps(r.bare)}`);
          }
        } finally {
          await Promise.all([app.stop(), withoutPageCache.stop(), bare.stop(), keptCountsOnly.stop()]);
        }
      }
    } finally {
      await database.close();
    }
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

async function runPglite(rows: Row[]) {
  if (!pgliteSize) return;
  const engine: Engine = { kind: 'pglite', size: pgliteSize };
  const started = await Promise.allSettled([
    serve('app', engine),
    serve('app-no-kept-pages', engine),
    serve('bare', engine),
  ]);
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    // Those that did start are stopped, not left running.
    await Promise.all(started.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
    throw failed.reason;
  }
  const [app, withoutPageCache, bare] = started.map((r) => (r as PromiseFulfilledResult<Served>).value) as [
    Served,
    Served,
    Served,
  ];
  // Seeds a database of its own when first used, as the others did.
  const keptCountsOnly = onFirstUse(() => serve('app-kept-counts', engine));
  try {
    // Ids are random uuids: each server is asked for products of its own database.
    const ids = async (base: string) => {
      const res = await fetch(base + pathsModule!.LIST_PATH);
      if (!res.ok) throw new Error(`${base} answered ${res.status} to the product list`);
      // Sold online only: a controlled medicine's quick 409 would count as a cheap add to cart.
      return ((await res.json()) as { items: { _id: string; medicine: { dispensingClass: string } | null }[] }).items
        .filter((i) => i.medicine?.dispensingClass !== 'controlled')
        .map((i) => i._id);
    };
    const byBase = new Map([
      [app.url, await ids(app.url)],
      [withoutPageCache.url, await ids(withoutPageCache.url)],
      [bare.url, await ids(bare.url)],
    ]);
    for (const s of scenarios((base) => byBase.get(base)!, pathsModule!.benchTokens())) {
      const r = await compare({ shipped: app, withoutPageCache, keptCountsOnly: keptCountsOnly.get }, bare, s);
      rows.push({ engine: 'PGlite', size: pgliteSize, scenario: s.name, connections: s.connections, ...r });
      console.log(`  PGlite ${fmt(pgliteSize)} ${s.name}: app ${fmt(r.app.rps)} req/s, bare ${bareRps(r.bare)}`);
    }
  } finally {
    await Promise.all([app.stop(), withoutPageCache.stop(), bare.stop(), keptCountsOnly.stop()]);
  }
}

async function main() {
  const hardStop = setTimeout(() => {
    // What was measured so far is still printed.
    report(measured, { sizes, seconds, roundSeconds, listRate });
    console.error('bench:api: time limit reached, stopping');
    process.exit(2);
  }, HARD_LIMIT_MS);
  hardStop.unref();
  pathsModule = await import('./lib/api-servers.js');
  const failures: string[] = [];
  for (const run of [runPostgres, runPglite]) {
    // One engine failing still leaves the other's figures printed.
    await run(measured).catch((err: unknown) => failures.push(err instanceof Error ? err.message : String(err)));
  }
  report(measured, { sizes, seconds, roundSeconds, listRate });
  if (failures.length) throw new Error(`bench:api: ${failures.join('; ')}`);
}

/** The server side of a run. */
async function serveChild(kind: Kind): Promise<number> {
  const m = await import('./lib/api-servers.js');
  const { openDatabase } = await import('../apps/api/src/db/client.js');
  const engine = JSON.parse(process.env.BENCH_ENGINE!) as Engine;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  if (engine.kind === 'postgres') {
    database = await openDatabase({ kind: 'postgres', url: engine.url, poolSize: 10 });
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-api-pglite-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    database = await openDatabase({ kind: 'pglite', dir });
    const { seedDatabase } = await import('../apps/api/src/db/seed/seed.js');
    const { seedBenchProducts } = await import('./catalog-data.js');
    await database.migrate();
    await seedDatabase(database.db, { demo: false });
    await seedBenchProducts(database.db, 0, engine.size);
    await m.seedShoppers(database.db);
  }
  // The driver under the ORM (a pg pool, or the PGlite instance): both answer query(text, params).
  // On PostgreSQL the bare handler's own reads go through a plain pool of its own, unnamed, as every
  // bare figure before decision 089 was measured: the shop's pool names its statements.
  const driver =
    engine.kind === 'postgres'
      ? // Without JIT, as the shop's own connections run (decision 096): its search statement is
        // estimated dear enough on a large catalogue to be compiled on every run.
        new pg.Pool({ connectionString: engine.url, max: 10, options: '-c jit=off' })
      : (
          database.db as unknown as {
            $client: { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
          }
        ).$client;
  const port =
    kind !== 'bare'
      ? await m.startApp(
          database,
          engine.kind === 'postgres' ? engine.url : null,
          kind === 'app' ? 'everything' : kind === 'app-kept-counts' ? 'counts' : 'nothing',
        )
      : await m.startBare(
          database,
          async <T>(text: string, params: unknown[]) => (await driver.query(text, params)).rows as T[],
        );
  return port;
}

runBenchmark(main, serveChild);
