/**
 * What the servers of both API benchmarks (`bench:catalog`, `bench:api`) share: the
 * shop started with benchmark settings, the repository's list SQL written out once
 * per URL for the bare handlers, its rows mapped to the same JSON, and the way a
 * forked server stops.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProductListQuery, type Product, type ProductPage } from '@medibazaar/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/core/config.js';
import type { Database, DbOrTx } from '../../apps/api/src/db/client.js';
import {
  countLimitFor,
  productListQueries,
  type ProductFilter,
} from '../../apps/api/src/modules/catalog/catalog.repository.js';
import { toProductJson } from '../../apps/api/src/modules/catalog/product-json.js';
import type { MedicineRow } from '../../apps/api/src/modules/catalog/medicine-columns.js';
import type { PageRow } from '../../apps/api/src/modules/catalog/product-page-rows.js';
import { CatalogNames, namedPage } from '../../apps/api/src/modules/catalog/catalog-names.js';

/** Runs compiled SQL with its parameters and answers the rows. */
export type RawQuery = <T>(text: string, params: unknown[]) => Promise<T[]>;

interface RawSql {
  sql: string;
  params: unknown[];
}

/**
 * A product row as the driver returns it for the columns of a product's page (the repository's
 * `productColumns`, snake_case names): what the bare handler's product page reads.
 */
export interface RawProductRow {
  id: string;
  name: string;
  name_bn: string | null;
  category: string;
  price_cents: number;
  description: string;
  image: string;
  discount_percent: number;
  stock: number;
  email: string | null;
  medicine: MedicineRow | string | null;
}

export const rawToProduct = (r: RawProductRow): Product =>
  toProductJson({
    id: r.id,
    name: r.name,
    nameBn: r.name_bn,
    category: r.category,
    priceCents: Number(r.price_cents),
    description: r.description,
    image: r.image,
    discountPercent: Number(r.discount_percent),
    stock: Number(r.stock),
    sellerEmail: r.email,
    medicine: r.medicine,
  });

export interface PreparedList {
  db: DbOrTx;
  filter: ProductFilter;
  totalInRows: boolean;
  rows: RawSql;
  count: RawSql;
}

/** The list statements the shop runs for a `/api/products?…` URL, compiled once. */
export function prepareList(db: DbOrTx, url: string): PreparedList {
  const query = ProductListQuery.parse(Object.fromEntries(new URL(url, 'http://x').searchParams));
  const { email, ...rest } = query;
  const filter: ProductFilter = { ...rest, sellerEmail: email };
  const q = productListQueries(db, filter);
  return { db, filter, totalInRows: q.totalInRows, rows: q.rows.toSQL(), count: q.count.toSQL() };
}

/** The names of generics and makers the bare handler's pages show, kept as the shop keeps them (nothing here changes them). */
const keptNames = new CatalogNames();
keptNames.listening(true);

/** One page, as the shop answers it (the benchmark's pages are never past the last match). */
export async function listPage(p: PreparedList, raw: RawQuery): Promise<ProductPage> {
  // The rows carry the count; the names of their generics and makers are kept, as the shop keeps
  // them (decision 077).
  const rows = await raw<PageRow & { saturated?: boolean }>(p.rows.sql, p.rows.params);
  const items = (await namedPage(p.db, rows, keptNames)).map(toProductJson);
  const total = Number(rows[0]?.total ?? 0);
  const exact = p.totalInRows ? !rows[0]?.saturated : total < countLimitFor(p.filter);
  return { items, total, totalExact: exact, page: p.filter.page, limit: p.filter.limit };
}

/** A forked server closes on a signal, or when the benchmark that started it goes away. */
export function stopOnSignal(app: FastifyInstance, onClose: () => Promise<void> = async () => {}) {
  const stop = () =>
    void app
      .close()
      .then(onClose)
      .finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.once('disconnect', stop);
}

/**
 * The shop with every plugin and production settings, listening on a free loopback
 * port. The per-address request budget is off: this is a load test, not abuse.
 * `catalogCacheSeconds` replaces the shop's own setting for keeping product pages, and
 * `catalogCountSeconds` its setting for keeping the list's counts per filter.
 */
export async function startShop(options: {
  databaseUrl: string | null;
  poolSize: number;
  database?: Database;
  onClose?: () => Promise<void>;
  catalogCacheSeconds?: number;
  catalogCountSeconds?: number;
}): Promise<number> {
  const config = loadConfig({
    NODE_ENV: 'production',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl, DATABASE_POOL_SIZE: String(options.poolSize) } : {}),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SHOP_ADDRESS: '12 Satmasjid Road, Dhanmondi, Dhaka 1209',
    SHOP_DRUG_LICENCE: 'DC-12345',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    RATE_LIMIT: 'false',
    ...(options.catalogCacheSeconds === undefined
      ? {}
      : { CATALOG_CACHE_SECONDS: String(options.catalogCacheSeconds) }),
    ...(options.catalogCountSeconds === undefined
      ? {}
      : { CATALOG_COUNT_SECONDS: String(options.catalogCountSeconds) }),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-shop-')),
  });
  const app = await buildApp(config, options.database ? { database: options.database } : {});
  await app.listen({ host: '127.0.0.1', port: 0 });
  stopOnSignal(app, options.onClose);
  return (app.server.address() as { port: number }).port;
}
