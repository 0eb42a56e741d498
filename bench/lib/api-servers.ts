/**
 * The servers `npm run bench:api` compares: the shop as it ships, and a bare
 * Fastify handler that runs the very same SQL (written out once from the
 * repositories' query builders) with no validation, plugins or session library.
 */
import { CATEGORIES } from '@medibazaar/contract';
import { fillPlaceholders, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { LOT_EXPIRY_MARGIN_DAYS_DEFAULT } from '../../apps/api/src/core/config-env.js';
import type { Database, Db } from '../../apps/api/src/db/client.js';
import { products, sessions, users } from '../../apps/api/test/tables.js';
import { addToCart } from '../../apps/api/src/modules/carts/carts.repository.js';
import { productDetailQuery } from '../../apps/api/src/modules/catalog/product-detail.repository.js';
import { suggest } from '../../apps/api/src/modules/catalog/search.repository.js';
import {
  listPage,
  prepareList,
  rawToProduct,
  startShop,
  stopOnSignal,
  type RawProductRow,
  type RawQuery,
} from './servers.js';
import { addSimplestList } from './simplest-list.js';

export { CATEGORY_PAGE_PATHS, FILTERED_PAGE_PATHS, SEARCH_PAGE_PATHS, SIMPLEST_PREFIX } from './simplest-list.js';

/**
 * Signed-in shoppers. Each places one order a round of "place order" (its cart holds one line), so
 * there are more than a round can place: a 1-second round placed all of 200 on a faster machine, and
 * the rest of the round counted as refused requests.
 */
export const BENCH_USERS = 1_000;
const tokenOf = (i: number) => `bench-session-token-${String(i).padStart(4, '0')}-x`;
export const benchTokens = () => Array.from({ length: BENCH_USERS }, (_, i) => tokenOf(i));

/**
 * The requests measured, as the shop's pages ask them: readers browsing the first
 * three pages of every category, in turn, and a search.
 */
export const LIST_PATHS = CATEGORIES.flatMap((category) =>
  [1, 2, 3].map((page) => `/api/products?category=${encodeURIComponent(category)}&page=${page}&limit=12`),
);
export const LIST_PATH = LIST_PATHS[0]!;
export const SEARCH_PATH = '/api/products?q=paracetamole&page=1&limit=10';
/** Suggestions while typing a brand: its products, and the generics and makers near it. */
export const SUGGEST_PATH = '/api/search/suggest?q=napa';
/**
 * Suggestions for a misspelt generic: too few names begin it, so the suggestion also looks
 * for brands only close to it among every brand name (decision 034).
 */
export const SUGGEST_TYPO_PATH = '/api/search/suggest?q=omiprazol';

/**
 * People who add to their carts: users with a live session each (a bearer token),
 * and stock deep enough that the run never meets an out-of-stock refusal.
 */
export async function seedShoppers(db: Db) {
  // Stock is held in lots (decision 059), and orders take from them: a deep lot without expiry each,
  // the product's stock their sum.
  await db.execute(sql`insert into product_lots (product_id, batch, quantity) select id, 'BENCH', 100000 from products
    on conflict (product_id, batch) do update set quantity = 100000, status = 'sellable'`);
  await db.execute(sql`update products p set stock = (select sum(quantity) from product_lots l
    where l.product_id = p.id and l.status = 'sellable')`);
  const ids = Array.from({ length: BENCH_USERS }, (_, i) => `bench-user-${i}`);
  await db
    .insert(users)
    .values(ids.map((id, i) => ({ id, name: `Bench shopper ${i}`, email: `shopper-${i}@bench.test`, role: 'user' })))
    .onConflictDoNothing();
  await db
    .insert(sessions)
    .values(
      ids.map((userId, i) => ({
        id: `bench-session-${i}`,
        token: tokenOf(i),
        userId,
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
      })),
    )
    .onConflictDoNothing();
  // The stock update left a dead copy of every product row and cleared the visibility map:
  // vacuum as a live shop's autovacuum would (it may be off on a test server, as on this
  // machine's), so reads do not step over dead rows and index-only reads stay index-only.
  // Without it the bench measured a table with as many dead rows as products.
  await db.execute(sql`vacuum analyze products`);
}

/** Empties every cart, so both servers meet the same carts in each round. */
export async function clearCarts(db: Db) {
  await db.execute(sql`delete from cart_items`);
}

/** A product that is always there (the first one seeded). */
export async function anyProductId(db: Db): Promise<string> {
  const [row] = await db.select({ id: products.id }).from(products).orderBy(products.createdAt).limit(1);
  if (!row) throw new Error('no products seeded');
  return row.id;
}

/**
 * Product ids the add-to-cart requests pick from: ones sold online (a controlled medicine is
 * refused with a quick 409, which would count as a cheap request).
 */
export async function someProductIds(db: Db, count = 500): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.dispensingClass} is distinct from 'controlled'`)
    .limit(count);
  return rows.map((r) => r.id);
}

/**
 * What a shop the benchmark starts keeps in memory: everything, as it ships; `nothing` (no
 * product pages, no counts), so every list request runs all its SQL as the bare handler does;
 * or the list's `counts` alone (a search's matched order with them, decision 081), so every list
 * request runs its SQL but a filter counts its matches once (decision 067).
 */
export type ShopKeeps = 'everything' | 'nothing' | 'counts';

/** The shop on the benchmark's database, keeping what `keeps` says. */
export const startApp = (database: Database, databaseUrl: string | null, keeps: ShopKeeps) =>
  startShop({
    databaseUrl,
    poolSize: 10,
    database,
    onClose: () => database.close(),
    ...(keeps === 'everything' ? {} : { catalogCacheSeconds: 0 }),
    ...(keeps === 'nothing' ? { catalogCountSeconds: 0 } : {}),
  });

/**
 * The bare handler. Reads go through `raw` (pg's pool.query or PGlite's query) with
 * SQL compiled once at start-up; add-to-cart runs the repository's single upsert,
 * after a one-statement session lookup by bearer token.
 */
export async function startBare(database: Database, raw: RawQuery): Promise<number> {
  const db = database.db;
  const list = new Map([...LIST_PATHS, SEARCH_PATH].map((url) => [url, prepareList(db, url)]));
  // Placeholders filled by name: the lot's expiry margin comes before the id in the statement.
  const detail = productDetailQuery(db, sql.placeholder('id'), sql.placeholder('margin')).toSQL();

  const app = Fastify({ logger: false });
  app.get('/api/products', async (req, reply) => {
    const p = list.get(req.url);
    if (!p) return reply.code(404).send({ message: 'not a benchmark URL' });
    return listPage(p, raw);
  });
  // The repository's own statement (it builds one per query text, as the shop does).
  app.get<{ Querystring: { q: string } }>('/api/search/suggest', async (req) => ({
    items: await suggest(db, req.query.q),
  }));
  app.get<{ Params: { id: string } }>('/api/products/:id', async (req, reply) => {
    const [row] = await raw<RawProductRow>(
      detail.sql,
      fillPlaceholders(detail.params, { id: req.params.id, margin: LOT_EXPIRY_MARGIN_DAYS_DEFAULT }),
    );
    if (!row) return reply.code(404).send({ message: 'Product not found' });
    return rawToProduct(row);
  });
  app.post<{ Body: { menuId: string; quantity: number } }>('/api/carts', async (req, reply) => {
    const token = req.headers.authorization?.slice('Bearer '.length) ?? '';
    const [session] = await raw<{ user_id: string }>(
      'select user_id from sessions where token = $1 and expires_at > now()',
      [token],
    );
    if (!session) return reply.code(401).send({ message: 'Please sign in to continue.' });
    const result = await addToCart(db, session.user_id, req.body.menuId, req.body.quantity);
    if (!result.ok) return reply.code(409).send({ message: result.reason });
    reply.code(result.created ? 201 : 200);
    return { acknowledged: true, insertedId: result.id, quantity: result.quantity };
  });
  await addSimplestList(app, db, raw);
  await app.listen({ host: '127.0.0.1', port: 0 });
  stopOnSignal(app, () => database.close());
  return (app.server.address() as { port: number }).port;
}
