import { sql } from 'drizzle-orm';
import { noteMatchesCounted, type DbOrTx } from '../../db/client.js';
import { namedPage, type CatalogNames } from './catalog-names.js';
import type { KeptByCategory } from './kept-by-category.js';
import { countFromKept } from './list-counts.js';
import type { PageRow } from './product-page-rows.js';
import type { KeptCount, KeptOrder } from './product-pages-cache.js';
import { runSearch, type SearchRun } from './search-run.js';
import { searchOrderSql, searchRowsByIdSql } from './search.repository.js';

/**
 * A search's matched order kept per query, filters and sort (decision 081): finding the names and
 * ranking their products is most of what a search's page costs, and every page of the search in one
 * sort shares that order. Kept and dropped with the counts (ProductPagesCache's `orders`).
 */
export type KeptOrders = Pick<KeptByCategory<KeptOrder>, 'get' | 'begin' | 'keep' | 'abandon'>;

/** A search's name among the kept orders: its filter's name among the counts (countKey) and its sort. */
export const orderKey = (countKey: string, sort: string) => `${countKey}|${sort}`;

/** The characters of one id in a kept order's text: a UUID and its comma. */
const ID_WIDTH = 37;

/** The ids of the page `limit` long after `offset` matches, joined by commas ('' past the last match). */
export const idsOfPage = (order: KeptOrder, offset: number, limit: number) =>
  order.ids.slice(offset * ID_WIDTH, (offset + limit) * ID_WIDTH - 1);

/**
 * The order a request reading up to `cap` matches can be served from, given a kept one; undefined when
 * the kept one cannot tell (read to a smaller cap than the request's, and more matches may follow).
 * Counts as countFromKept does; an order read further than the request's cap holds the request's page.
 */
function orderFromKept(kept: KeptOrder | undefined, cap: number): KeptOrder | undefined {
  const count = countFromKept(kept?.count, cap);
  return kept && count ? { ids: kept.ids, count } : undefined;
}

interface OrderRow {
  ids: string;
  total: number;
  saturated: boolean;
}

/** The search's whole order up to its cap, read in one statement. */
async function readOrder(db: DbOrTx, run: SearchRun): Promise<KeptOrder> {
  noteMatchesCounted();
  const [row] = await runSearch<OrderRow>(db, run, 'search_order', searchOrderSql);
  return { ids: row?.ids ?? '', count: { total: Number(row?.total ?? 0), cap: run.cap, saturated: !!row?.saturated } };
}

/** The rows of the ids `ids` (joined by commas), in that order, the search's filters applied again. */
function readById(db: DbOrTx, run: SearchRun, ids: string): Promise<PageRow[]> {
  const array = `{${ids}}`;
  return runSearch<PageRow>(
    db,
    run,
    'search_by_id',
    (a, mode) => searchRowsByIdSql(mode === 'placeholders' ? sql.placeholder('ids') : array, a.conditions),
    { ids: array },
  );
}

/**
 * A search's page from its kept order, or from its order read now and kept (the key: `orderKey`):
 * the page's rows read fresh by id, in the order's order. Null while nothing can be kept (orders
 * are not heard of changes, or kept for no time): the caller then searches as without orders.
 */
export async function pageInOrder(
  db: DbOrTx,
  run: SearchRun,
  key: string,
  orders: KeptOrders,
  names?: CatalogNames,
): Promise<{ items: Awaited<ReturnType<typeof namedPage>>; count: KeptCount } | null> {
  let order = orderFromKept(orders.get(key), run.cap);
  if (!order) {
    const reading = orders.begin(undefined);
    if (!reading) return null;
    try {
      order = await readOrder(db, run);
    } catch (err) {
      orders.abandon(reading);
      throw err;
    }
    orders.keep(reading, key, order);
  }
  const ids = idsOfPage(order, run.offset, run.limit);
  const rows = ids ? await readById(db, run, ids) : [];
  return { items: await namedPage(db, rows, names), count: order.count };
}
