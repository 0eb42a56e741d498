import { type Category, type CategoryName, type ProductPage } from '@medibazaar/contract';
import { and, asc, desc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { noteMatchesCounted, oncePerDb, type DbOrTx } from '../../db/client.js';
import { databaseOf, mayName } from '../../db/named-budget.js';
import { nameOnPglite } from '../../db/pglite-named.js';
import { users } from '../users/index.js';
import { categories, products } from './catalog.schema.js';
import { toProductJson, type ProductRow } from './product-json.js';
import { countFromKept, countKey, type KeptCounts } from './list-counts.js';
import { namedPage, type CatalogNames } from './catalog-names.js';
import {
  countLimitFor,
  filterConditions,
  listArgs,
  placeholdersOf,
  searchCountLimitFor,
  shapeOf,
  type ListArgs,
  type ProductFilter,
} from './list-filter.js';
import { pageOfProducts, type PageRow } from './product-page-rows.js';
import type { KeptCount } from './product-pages-cache.js';
import { sortKeys } from './product-order.js';
import { pageInOrder, orderKey, type KeptOrders } from './search-order.js';
import { runSearch, searchRun } from './search-run.js';
import { searchStatements } from './search.repository.js';

export { countLimitFor, type ProductFilter } from './list-filter.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in paths are UUIDs; anything else cannot name a row (and must not reach SQL as one). */
export const isUuid = (id: string) => UUID_RE.test(id);

/**
 * The statements behind one page of products, exposed as builders so the
 * catalogue benchmark can run the very same SQL.
 *
 * Browsing (no `q`): the page's rows, walked in index order, and a count of
 * matches that stops at `countLimitFor(f)`; neither reads more of the table than
 * the page needs, however large the catalogue grows.
 *
 * Searching (`q`, see medicines/search.repository.ts): the names the query finds lead to
 * their products through indexes, each read only as far as the page needs; the count, too,
 * stops at `countLimitFor(f)`. Both are raw SQL with snake_case columns.
 */
export function productListQueries(db: DbOrTx, f: ProductFilter) {
  if (f.q) {
    const { rows, count } = searchStatements(searchRun(f).withValues());
    const dialect = new PgDialect();
    return {
      search: true as const,
      rows: { toSQL: () => dialect.sqlToQuery(rows), sql: rows },
      count: { toSQL: () => dialect.sqlToQuery(count), sql: count },
      totalInRows: true as const,
    };
  }
  return { search: false as const, ...buildList(db, listArgs(f)) };
}

/**
 * One name per distinct list: two filters share it exactly when they run the same
 * statements with the same values (the seller's email in any case, a page as its offset).
 */
export const listKey = (f: ProductFilter) => JSON.stringify(listArgs(f));

function buildList(db: DbOrTx, f: ListArgs) {
  const where = and(...filterConditions(f));
  const matches =
    f.sellerEmail !== undefined
      ? db
          .select({ one: sql`1` })
          .from(products)
          .innerJoin(users, eq(users.id, products.sellerId))
      : db.select({ one: sql`1` }).from(products);
  const capped = matches.where(where).limit(f.cap).as('capped');
  const count = db.select({ total: sql<number>`count(*)::int`.as('total') }).from(capped);

  // Newest first, or by the sort asked for with the newest first on a tie.
  const orderKeys = [...(f.sort === 'best' ? [] : sortKeys(f.sort)), desc(products.createdAt), desc(products.id)];
  const pageOf = (counted: SQL | null) =>
    pageOfProducts(db, {
      where,
      orderKeys,
      limit: f.limit,
      offset: f.offset,
      bySellerEmail: f.sellerEmail !== undefined,
      count: counted,
    });
  return { rows: pageOf(count.getSQL()), page: pageOf(null), count, totalInRows: false as const };
}

/**
 * How many of a filter's first pages have their offset written into their statements (decision
 * 084), each then a statement of its own; a deeper page's offset is a parameter, and PostgreSQL
 * plans that page per request.
 */
const PAGES_PLANNED_ONCE = 5;

/** A whole number written into a statement's text, not sent as a parameter. */
function writtenNumber(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a page size or offset: ${n}`);
  return sql.raw(String(n));
}

/**
 * Browsing's statements (the page with its count, without it, and the count alone), built once per filter shape (which of the filters are set) and database, then run with the request's values:
 * a category page costs no query building. Searches are built per request; their
 * cost is the search itself.
 */
const browsing = oncePerDb(() => new Map<string, ReturnType<typeof prepareBrowse>>());

/**
 * The statements for the filter shape `shape` of `args`, with a placeholder for each value of the same name.
 * Named: on PostgreSQL each connection parses and plans a shape's statements once, not per request
 * (planning cost more than running them, decision 067); a name is the shape's, and for one of a
 * filter's first pages its offset's (decision 084).
 */
function prepareBrowse(
  db: DbOrTx,
  args: ListArgs & { limit: number; offset: number },
  names: { shape: string; name: string; offsetInText: boolean },
) {
  const list = buildList(db, {
    ...placeholdersOf(args),
    // The page size, and the offset of one of the first pages, are written into the statement
    // (decision 084): PostgreSQL guesses a LIMIT or OFFSET parameter at a tenth of the matches,
    // and a plan made with that guess costs more than one made with the values, so it would
    // plan the page afresh on every request rather than once.
    limit: writtenNumber(args.limit),
    offset: names.offsetInText ? writtenNumber(args.offset) : sql.placeholder('offset'),
    cap: sql.placeholder('cap'),
  });
  return {
    rows: rawRows(db, list.rows, `mb_list_rows_${names.name}`),
    // The same rows without the count, for a filter whose count is kept.
    page: rawRows(db, list.page, `mb_list_page_${names.name}`),
    // The count reads no page, so every page of a shape shares it.
    count: rawRows<{ total: number }>(db, list.count, `mb_list_count_${names.shape}`),
  };
}

/**
 * A page statement, named, that answers the driver's rows as they are (`all`, which both drivers'
 * prepared queries have): the page is mapped once, by toListedProducts, not column by column first.
 * The name is the ORM's on PostgreSQL; on PGlite, whose driver ignores it, it is asked for here
 * (decision 082). Past the database's bound on named statements it runs unnamed (decision 086).
 */
function rawRows<Row = PageRow>(
  db: DbOrTx,
  query: { prepare(name: string): unknown; toSQL(): { sql: string } },
  name: string,
) {
  const named = mayName(databaseOf(db), name);
  if (named) nameOnPglite(query.toSQL().sql, name);
  // Without a name (an empty one) the query library sends it unnamed, as an ordinary query.
  const prepared = query.prepare(named ? name : '') as { all(values: ListArgs): Promise<Row[]> };
  return { execute: (values: ListArgs) => prepared.all(values), named };
}

function preparedBrowse(db: DbOrTx, args: ListArgs & { limit: number; offset: number }) {
  const shape = `${shapeOf(args)}_${args.sort}_${args.limit}`;
  const offsetInText = args.offset < PAGES_PLANNED_ONCE * args.limit;
  const name = offsetInText ? `${shape}_o${args.offset}` : shape;
  const byShape = browsing(db);
  let statements = byShape.get(name);
  if (!statements) {
    statements = prepareBrowse(db, args, { shape, name, offsetInText });
    // Statements past the bound are built again for each request that needs them.
    if (statements.rows.named && statements.page.named && statements.count.named) byShape.set(name, statements);
  }
  return statements;
}

/**
 * One page of products and its total: one statement whatever the page size. Its rows carry the
 * capped count, unless the filter's count is kept in `counts` (every page and sort of a filter
 * share it, see list-counts.ts): then the page runs without counting. Only a page past the last
 * match, which has no row to carry the count, runs the count alone. A search, given `orders` that
 * keep (the shop's, while it hears of changes), ranks its matches once per sort and reads each page's
 * rows by id from that order (search-order.ts); without them it runs as above.
 */
export async function listProducts(
  db: DbOrTx,
  f: ProductFilter,
  counts?: KeptCounts,
  names?: CatalogNames,
  orders?: KeptOrders,
): Promise<ProductPage> {
  const key = counts || orders ? countKey(listArgs(f)) : '';
  const search = f.q && orders ? searchRun(f) : null;
  const ordered = search && (await pageInOrder(db, search, orderKey(key, search.sort), orders!, names));
  const page = ordered ?? (await countedPage(db, f, key, counts, names));
  const { total, cap, saturated } = page.count;
  return {
    items: page.items.map(toProductJson),
    total,
    totalExact: total < cap && !saturated,
    page: f.page,
    limit: f.limit,
  };
}

/** A page with its count, kept in `counts` under `key` or counted (and then kept). */
async function countedPage(
  db: DbOrTx,
  f: ProductFilter,
  key: string,
  counts: KeptCounts | undefined,
  names: CatalogNames | undefined,
): Promise<{ items: ProductRow[]; count: KeptCount }> {
  const kept = countFromKept(counts?.get(key), f.q ? searchCountLimitFor(f) : countLimitFor(f));
  const reading = kept ? null : (counts?.begin(f.category || undefined) ?? null);
  try {
    const page = f.q ? await searchPage(db, f, kept, names) : await browsePage(db, f, kept, names);
    if (reading) counts!.keep(reading, key, page.count);
    return page;
  } catch (err) {
    if (reading) counts!.abandon(reading);
    throw err;
  }
}

/** A browsing page; counted unless `kept` gives its count. */
async function browsePage(db: DbOrTx, f: ProductFilter, kept: KeptCount | undefined, names?: CatalogNames) {
  const args = listArgs(f);
  const statements = preparedBrowse(db, args);
  if (kept) return { items: await namedPage(db, await statements.page.execute(args), names), count: kept };
  noteMatchesCounted();
  const rows = await statements.rows.execute(args);
  // Past the last match the page has no row to carry the count.
  let total = rows[0]?.total;
  if (total === undefined || total === null) {
    if (f.page > 1) noteMatchesCounted();
    total = f.page === 1 ? 0 : ((await statements.count.execute(args))[0]?.total ?? 0);
  }
  return { items: await namedPage(db, rows, names), count: { total, cap: args.cap, saturated: false } };
}

type CountedPageRow = PageRow & { saturated: boolean };

/** A search's page; counted unless `kept` gives its count. */
async function searchPage(db: DbOrTx, f: ProductFilter, kept: KeptCount | undefined, names?: CatalogNames) {
  const run = searchRun(f);
  if (kept) {
    const rows = await runSearch<PageRow>(db, run, 'search_page', (a) => searchStatements(a).page);
    return { items: await namedPage(db, rows, names), count: kept };
  }
  noteMatchesCounted();
  const rows = await runSearch<CountedPageRow>(db, run, 'search_rows', (a) => searchStatements(a).rows);
  // Past the last match the page has no row to carry the count.
  if (!rows.length && f.page > 1) noteMatchesCounted();
  const [counted] =
    rows.length || f.page === 1
      ? rows
      : await runSearch<CountedPageRow>(db, run, 'search_count', (a) => searchStatements(a).count);
  return {
    items: await namedPage(db, rows, names),
    count: { total: Number(counted?.total ?? 0), cap: run.cap, saturated: !!counted?.saturated },
  };
}

export async function listCategories(db: DbOrTx): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, image: categories.image })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map((r) => ({ _id: r.id, category: r.name as CategoryName, categoryImage: r.image }));
}

/**
 * How many products the seller whose id is `sellerId` sells, as a subquery on the products
 * table by its seller index, for a list of sellers to carry in its own statement.
 */
export const sellerProductCount = (sellerId: SQL) =>
  sql<number>`(select count(*)::int from ${sql.raw(`"${getTableName(products)}"`)} p where p.seller_id = ${sellerId})`;
