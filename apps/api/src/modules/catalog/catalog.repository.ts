import {
  type Category,
  type CategoryName,
  type DispensingClass,
  type DosageForm,
  PRODUCT_COUNT_CEILING,
  SEARCH_COUNT_CEILING,
  type ProductPage,
  type ProductSort,
} from '@medibazaar/contract';
import { and, asc, desc, eq, getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { noteMatchesCounted, oncePerDb, type DbOrTx } from '../../db/client.js';
import { nameOnPglite } from '../../db/pglite-named.js';
import { sellerLicensed } from '../sellers/index.js';
import { users } from '../users/index.js';
import { categories, productGenerics, products } from './catalog.schema.js';
import { toProductJson, type ProductRow } from './product-json.js';
import { countFromKept, countKey, type KeptCounts } from './list-counts.js';
import { namedPage, type CatalogNames } from './catalog-names.js';
import { pageOfProducts, type PageRow } from './product-page-rows.js';
import type { KeptCount } from './product-pages-cache.js';
import { runPrepared } from './prepared.js';
import { sortKeys } from './product-order.js';
import { pageInOrder, orderKey, type KeptOrders } from './search-order.js';
import { searchStatements, type SearchArgs } from './search.repository.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in paths are UUIDs; anything else cannot name a row (and must not reach SQL as one). */
export const isUuid = (id: string) => UUID_RE.test(id);

export interface ProductFilter {
  category?: CategoryName | undefined;
  q?: string | undefined;
  discounted?: boolean | undefined;
  sellerEmail?: string | undefined;
  generic?: string | undefined;
  form?: DosageForm | undefined;
  manufacturer?: string | undefined;
  class?: DispensingClass | undefined;
  inStock?: boolean | undefined;
  /** A list without a search shows controlled medicines only when asked (see hidesControlled). */
  includeControlled?: boolean | undefined;
  /** The list's order (the contract's PRODUCT_SORTS); `best` when not given. */
  sort?: ProductSort | undefined;
  page: number;
  limit: number;
}

/**
 * Controlled medicines are never sold online, so browsing leaves them out (docs/product.md#shop):
 * a list without a search shows them only when asked for them (`class=controlled`,
 * `includeControlled`) or narrowed to a generic (the generic's own products, as its page lists them).
 */
const hidesControlled = (f: ProductFilter) =>
  !f.q && !f.includeControlled && f.class === undefined && f.generic === undefined;

/**
 * A list's filter values, or placeholders standing for them in a statement prepared
 * once per filter shape (see preparedBrowse).
 */
type ListArgs = {
  category?: string | Placeholder | undefined;
  discounted?: boolean | undefined;
  sellerEmail?: string | Placeholder | undefined;
  generic?: string | Placeholder | undefined;
  form?: string | Placeholder | undefined;
  manufacturer?: string | Placeholder | undefined;
  class?: string | Placeholder | undefined;
  inStock?: boolean | undefined;
  hideControlled?: boolean | undefined;
  q?: string | undefined;
  sort: ProductSort;
  limit: number | Placeholder | SQL;
  offset: number | Placeholder | SQL;
  cap: number | Placeholder;
};

/**
 * The list's filters on a product row (the seller and the search aside; a search applies these to
 * each of its sources). Every list shows only products on sale: shop-owned, or of a seller whose
 * licence is in force (sellers' `sellerLicensed`, decision 056).
 */
function productConditions(f: Omit<ListArgs, 'limit' | 'offset' | 'cap' | 'q' | 'sellerEmail'>): SQL[] {
  const where: SQL[] = [sellerLicensed(products.sellerId)];
  if (f.category !== undefined) where.push(eq(products.category, f.category));
  // A literal 0 (not a parameter) so the planner can use the partial index of discounted products.
  if (f.discounted) where.push(sql`${products.discountPercent} > 0`);
  if (f.form !== undefined) where.push(eq(products.form, f.form));
  if (f.manufacturer !== undefined) where.push(eq(products.manufacturerId, f.manufacturer));
  if (f.class !== undefined) where.push(eq(products.dispensingClass, f.class));
  if (f.inStock !== undefined) where.push(f.inStock ? sql`${products.stock} > 0` : sql`${products.stock} = 0`);
  if (f.hideControlled) where.push(sql`${products.dispensingClass} is distinct from 'controlled'`);
  if (f.generic !== undefined)
    where.push(
      sql`exists (select 1 from ${productGenerics} where ${productGenerics.productId} = ${products.id} and ${productGenerics.genericId} = ${f.generic})`,
    );
  return where;
}

function filterConditions(f: ListArgs): SQL[] {
  const where = productConditions(f);
  if (f.sellerEmail !== undefined) where.push(eq(users.email, f.sellerEmail));
  return where;
}

/** How many matches a list counts at most (see PRODUCT_COUNT_CEILING in the contract). */
export const countLimitFor = (f: Pick<ProductFilter, 'page' | 'limit'>) =>
  Math.max(PRODUCT_COUNT_CEILING, f.page * f.limit) + 1;

/** How many matches a search counts at most (see SEARCH_COUNT_CEILING in the contract). */
const searchCountLimitFor = (f: Pick<ProductFilter, 'page' | 'limit'>) =>
  Math.max(SEARCH_COUNT_CEILING, f.page * f.limit) + 1;

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
    const { rows, count } = searchQueries(f);
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

/** A search's statements (see searchStatements) for the filter `f`, which has a `q`. */
const searchQueries = (f: ProductFilter) => searchStatements(searchArgs(f));

/** What a search's statements take for the filter `f`, which has a `q`. */
function searchArgs(f: ProductFilter): SearchArgs {
  const args = listArgs(f);
  return {
    q: f.q!,
    sort: args.sort,
    conditions: filterConditions({ ...args, sellerEmail: undefined }).concat(
      args.sellerEmail === undefined
        ? []
        : [sql`${products.sellerId} = (select ${users.id} from ${users} where ${users.email} = ${args.sellerEmail})`],
    ),
    limit: args.limit,
    offset: args.offset,
    cap: searchCountLimitFor(f),
  };
}

/**
 * One name per distinct list: two filters share it exactly when they run the same
 * statements with the same values (the seller's email in any case, a page as its offset).
 */
export const listKey = (f: ProductFilter) => JSON.stringify(listArgs(f));

/** A filter as the statements take it: seller email in lower case, page as offset, the count's cap. */
function listArgs(f: ProductFilter): ListArgs & { cap: number; limit: number; offset: number } {
  return {
    category: f.category || undefined,
    discounted: f.discounted,
    sellerEmail: f.sellerEmail ? f.sellerEmail.toLowerCase() : undefined,
    generic: f.generic,
    form: f.form,
    manufacturer: f.manufacturer,
    class: f.class,
    inStock: f.inStock,
    hideControlled: hidesControlled(f) || undefined,
    q: f.q,
    sort: f.sort ?? 'best',
    limit: f.limit,
    offset: (f.page - 1) * f.limit,
    cap: countLimitFor(f),
  };
}

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
    category: args.category === undefined ? undefined : sql.placeholder('category'),
    discounted: args.discounted,
    sellerEmail: args.sellerEmail === undefined ? undefined : sql.placeholder('sellerEmail'),
    generic: args.generic === undefined ? undefined : sql.placeholder('generic'),
    form: args.form === undefined ? undefined : sql.placeholder('form'),
    manufacturer: args.manufacturer === undefined ? undefined : sql.placeholder('manufacturer'),
    class: args.class === undefined ? undefined : sql.placeholder('class'),
    inStock: args.inStock,
    hideControlled: args.hideControlled,
    sort: args.sort,
    // The page size, and the offset of one of the first pages, are written into the statement
    // (decision 084): PostgreSQL guesses a LIMIT or OFFSET parameter at a tenth of the matches,
    // and a plan made with that guess costs more than one made with the values, so it would
    // plan the page afresh on every request rather than once.
    limit: writtenNumber(args.limit),
    offset: names.offsetInText ? writtenNumber(args.offset) : sql.placeholder('offset'),
    cap: sql.placeholder('cap'),
  });
  return {
    rows: rawRows(list.rows, `mb_list_rows_${names.name}`),
    // The same rows without the count, for a filter whose count is kept.
    page: rawRows(list.page, `mb_list_page_${names.name}`),
    // The count reads no page, so every page of a shape shares it.
    count: rawRows<{ total: number }>(list.count, `mb_list_count_${names.shape}`),
  };
}

/**
 * A page statement, named, that answers the driver's rows as they are (`all`, which both drivers'
 * prepared queries have): the page is mapped once, by toListedProducts, not column by column first.
 * The name is the ORM's on PostgreSQL; on PGlite, whose driver ignores it, it is asked for here
 * (decision 082).
 */
function rawRows<Row = PageRow>(query: { prepare(name: string): unknown; toSQL(): { sql: string } }, name: string) {
  nameOnPglite(query.toSQL().sql, name);
  const prepared = query.prepare(name) as { all(values: ListArgs): Promise<Row[]> };
  return { execute: (values: ListArgs) => prepared.all(values) };
}

function preparedBrowse(db: DbOrTx, args: ListArgs & { limit: number; offset: number }) {
  const set = (v: unknown, letter: string) => (v === undefined ? '' : letter);
  const shape =
    set(args.category, 'c') +
    (args.discounted ? 'd' : '') +
    set(args.sellerEmail, 's') +
    set(args.generic, 'g') +
    set(args.form, 'f') +
    set(args.manufacturer, 'm') +
    set(args.class, 'k') +
    (args.inStock === undefined ? '' : args.inStock ? 'i' : 'o') +
    (args.hideControlled ? 'h' : '') +
    `_${args.sort}_${args.limit}`;
  const offsetInText = args.offset < PAGES_PLANNED_ONCE * args.limit;
  const name = offsetInText ? `${shape}_o${args.offset}` : shape;
  const byShape = browsing(db);
  let statements = byShape.get(name);
  if (!statements) byShape.set(name, (statements = prepareBrowse(db, args, { shape, name, offsetInText })));
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
  const search = f.q && orders ? searchArgs(f) : null;
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
  const searching = searchQueries(f);
  if (kept) return { items: await namedPage(db, await runPrepared<PageRow>(db, searching.page), names), count: kept };
  noteMatchesCounted();
  const rows = await runPrepared<CountedPageRow>(db, searching.rows);
  // Past the last match the page has no row to carry the count.
  if (!rows.length && f.page > 1) noteMatchesCounted();
  const [counted] = rows.length || f.page === 1 ? rows : await runPrepared<CountedPageRow>(db, searching.count);
  return {
    items: await namedPage(db, rows, names),
    count: { total: Number(counted?.total ?? 0), cap: searchCountLimitFor(f), saturated: !!counted?.saturated },
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
