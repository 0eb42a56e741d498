/** The two servers the catalogue benchmark compares, each started in its own process. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProductListQuery, type ProductPage } from '@medibazaar/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { schema } from '../apps/api/src/db/client.js';
import {
  countLimitFor,
  productListQueries,
  toProductJson,
  type ProductFilter,
} from '../apps/api/src/modules/catalog/catalog.repository.js';
import { catalogScenarios } from './catalog-data.js';

const POOL_SIZE = 10;

function stopOnSignal(app: FastifyInstance, onClose: () => Promise<void> = async () => {}) {
  const stop = () =>
    void app
      .close()
      .then(onClose)
      .finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // The parent going away (it crashed, or was stopped) ends this server too.
  process.once('disconnect', stop);
}

/** The shop as it ships: buildApp with every plugin, production settings, on PostgreSQL. */
export async function startAppServer(databaseUrl: string): Promise<number> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    // A load test, not abuse: the per-address request budget would cap it.
    RATE_LIMIT: 'false',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-catalog-')),
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  stopOnSignal(app);
  return (app.server.address() as { port: number }).port;
}

interface Prepared {
  filter: ProductFilter;
  totalInRows: boolean;
  rows: { sql: string; params: unknown[] };
  count: { sql: string; params: unknown[] };
}

interface RawRow {
  id: string;
  name: string;
  category: string;
  price_cents: number;
  description: string;
  image: string;
  discount_percent: number;
  stock: number;
  email: string | null;
  total?: number;
}

/**
 * A bare Fastify + pg handler for the benchmark's URLs: no validation, no
 * plugins, no ORM at request time; it runs the SQL the repository builds for
 * each URL, written out once at start-up, and maps the rows to the same JSON.
 */
export async function startBareServer(databaseUrl: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const builder = drizzle({ client: pool, schema });
  const prepared = new Map<string, Prepared>();
  for (const { path: url } of catalogScenarios()) {
    const query = ProductListQuery.parse(Object.fromEntries(new URL(url, 'http://x').searchParams));
    const { email, ...rest } = query;
    const filter: ProductFilter = { ...rest, sellerEmail: email };
    const { rows, count, totalInRows } = productListQueries(builder as never, filter);
    prepared.set(url, { filter, totalInRows, rows: rows.toSQL(), count: count.toSQL() });
  }

  const app = Fastify({ logger: false });
  app.get('/api/products', async (req, reply) => {
    const p = prepared.get(req.url);
    if (!p) return reply.code(404).send({ message: 'not a benchmark URL' });
    let rows: pg.QueryResult<RawRow>;
    let total: number;
    let exact: boolean;
    if (p.totalInRows) {
      // Searching: the rows carry the total (the benchmark's pages are never past the end).
      rows = await pool.query<RawRow>(p.rows.sql, p.rows.params);
      total = rows.rows[0]?.total ?? 0;
      exact = true;
    } else {
      const [r, count] = await Promise.all([
        pool.query<RawRow>(p.rows.sql, p.rows.params),
        pool.query<{ total: number }>(p.count.sql, p.count.params),
      ]);
      rows = r;
      total = count.rows[0]?.total ?? 0;
      exact = total < countLimitFor(p.filter);
    }
    const page: ProductPage = {
      items: rows.rows.map((r) =>
        toProductJson({
          id: r.id,
          name: r.name,
          category: r.category,
          priceCents: r.price_cents,
          description: r.description,
          image: r.image,
          discountPercent: r.discount_percent,
          stock: r.stock,
          sellerEmail: r.email,
        }),
      ),
      total,
      totalExact: exact,
      page: p.filter.page,
      limit: p.filter.limit,
    };
    return page;
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  stopOnSignal(app, () => pool.end());
  return (app.server.address() as { port: number }).port;
}
