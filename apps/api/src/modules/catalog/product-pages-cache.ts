import { SEARCH_COUNT_CEILING } from '@medibazaar/contract';
import type { CatalogCacheConfig } from '../../core/config.js';
import type { ProductsWatcher } from '../../db/client.js';
import { CatalogNames } from './catalog-names.js';
import { KeptByCategory, type PageCategory, type Reading } from './kept-by-category.js';

export type { PageCategory } from './kept-by-category.js';

interface PendingRead {
  body: Promise<string>;
  reading: Reading;
}

/**
 * What one kept page costs beside its text: the cache's own entry, the map slot and the
 * stored object, measured roughly on Node 20 (strings count two bytes a character, the
 * most a character can take).
 */
const ENTRY_OVERHEAD_BYTES = 240;
export const pageBytes = (key: string, body: string) => 2 * (key.length + body.length) + ENTRY_OVERHEAD_BYTES;

/**
 * How many products match one filter of the product list, as its statement counted them: up to
 * `cap` matches (`total` is the smaller of the two), and whether a search found as many names as
 * it reads (`saturated`: more may match). See catalog.repository's listProducts.
 */
export interface KeptCount {
  total: number;
  cap: number;
  saturated: boolean;
}

/**
 * A search's matches in the order one sort ranks them (decision 081), as its statement read them: the
 * ids of up to `count.cap` matches, best first, and their count. The ids are one text, each 36
 * characters and a comma after all but the last, so a kept order of a hundred matches takes about
 * 3.7 KB rather than a hundred strings' worth, and a page's ids are a slice of it (see idsOfPage).
 */
export interface KeptOrder {
  ids: string;
  count: KeptCount;
}

/** What one kept order is counted as: like a page, its key and text at two bytes a character, and the entry. */
const orderBytes = (key: string, order: KeptOrder) => pageBytes(key, order.ids);
/**
 * The room one order of a first page's length takes (as many ids as a search counts, a key of a
 * couple of hundred characters): the orders' room holds `maxSearchOrders` of them.
 */
const FIRST_PAGE_ORDER_BYTES = pageBytes('k'.repeat(200), 'i'.repeat((SEARCH_COUNT_CEILING + 1) * 37));

/**
 * Pages of the product list kept in memory as the JSON they were sent as, so the
 * pages everyone browses (a category's first pages) cost no SQL and no serializing;
 * and beside them the list's counts per filter (`counts`, decision 067), so every page
 * and sort of a filter after its first runs its rows without counting the matches again;
 * and a search's matched order (`orders`, decision 081).
 *
 * - Pages, counts and searches' orders are kept by category and dropped by the same rules
 *   (KeptByCategory): the services that write products say which categories they changed
 *   (`changed`), as do the database's notices of every instance's commits (see
 *   ProductsWatcher). A change naming categories drops what is kept of those categories and
 *   of lists that span every category (search, all products, a seller's); one naming none
 *   drops all.
 * - While notices cannot be heard (the listening connection is down), nothing is kept or
 *   served from memory: every request reads the database and counts.
 * - Pages: an LRU with a time to live and a size budget counting keys, texts and each
 *   entry's overhead. Requests for a page that is being read wait for that one read
 *   instead of starting their own; a read begun before a change to what it shows is
 *   neither kept nor shared with requests that arrive after it.
 * - Counts: an LRU with a time to live and a number of entries of their own
 *   (`CATALOG_COUNT_SECONDS`, `CATALOG_COUNTS`); a count read across a change is not kept.
 * - A search's matched order per query, filters and sort (`orders`, decision 081), so its pages
 *   read their rows by id instead of finding and ranking the matches again: kept as long as counts
 *   (`CATALOG_COUNT_SECONDS`, 0 keeps neither), in a room of `CATALOG_SEARCH_ORDERS` first-page
 *   orders; a search spans every category, so every change of products drops them all.
 * - Names of generics and makers (`names`, decision 077), which every list shows: dropped only by a
 *   change naming no category (a generic's or maker's change is noticed as one).
 */
export class ProductPagesCache implements ProductsWatcher {
  private readonly pages: KeptByCategory<string>;
  private readonly reading = new Map<string, PendingRead>();
  /** The product list's counts per filter (see KeptCount). */
  readonly counts: KeptByCategory<KeptCount>;
  /** Searches' matched orders (see KeptOrder). */
  readonly orders: KeptByCategory<KeptOrder>;
  /** The names of generics and makers the lists show (see CatalogNames). */
  readonly names = new CatalogNames();

  constructor(config: CatalogCacheConfig, now: () => number = () => performance.now()) {
    this.pages = new KeptByCategory<string>({
      ttlMs: config.ttlMs,
      max: config.maxPages,
      maxSize: config.maxBytes,
      sizeOf: (body, key) => pageBytes(key, body),
      now,
    });
    this.counts = new KeptByCategory<KeptCount>({ ttlMs: config.countTtlMs, max: config.maxCounts, now });
    this.orders = new KeptByCategory<KeptOrder>({
      ttlMs: config.countTtlMs,
      max: config.maxSearchOrders,
      maxSize: config.maxSearchOrders * FIRST_PAGE_ORDER_BYTES,
      sizeOf: (order, key) => orderBytes(key, order),
      now,
    });
  }

  /**
   * The page named `key`, listing products of `category` (undefined: of every category):
   * kept, being read, or read now by `read`.
   */
  get(key: string, category: PageCategory, read: () => Promise<string>): Promise<string> {
    const kept = this.pages.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const shared = this.reading.get(key);
    // A read a change has touched since it began is not shared with requests after the change.
    if (shared?.reading.current) return shared.body;
    const reading = this.pages.begin(category);
    if (!reading) return read();

    const pending: PendingRead = {
      reading,
      body: read().then(
        (body) => {
          this.pages.keep(reading, key, body);
          return body;
        },
        (err: unknown) => {
          this.pages.abandon(reading);
          throw err;
        },
      ),
    };
    void pending.body
      .finally(() => {
        if (this.reading.get(key) === pending) this.reading.delete(key);
      })
      .catch(() => {});
    this.reading.set(key, pending);
    return pending.body;
  }

  changed(categories?: readonly string[]): void {
    this.pages.changed(categories);
    this.counts.changed(categories);
    this.orders.changed(categories);
    this.names.changed(categories);
    for (const [key, pending] of this.reading) if (!pending.reading.current) this.reading.delete(key);
  }

  listening(up: boolean): void {
    this.pages.listening(up);
    this.counts.listening(up);
    this.orders.listening(up);
    this.names.listening(up);
    if (!up) this.reading.clear();
  }

  /** How many pages are kept and the bytes they are counted as (read by the tests). */
  get size() {
    const { entries, bytes } = this.pages.size;
    return { pages: entries, bytes };
  }

  /** Sweeps expired pages, counts and orders out now (the timers do it every time to live). */
  sweep(): void {
    this.pages.sweep();
    this.counts.sweep();
    this.orders.sweep();
  }

  close(): void {
    this.pages.close();
    this.counts.close();
    this.orders.close();
    this.names.close();
    this.reading.clear();
  }
}
