import { LRUCache } from 'lru-cache';
import type { CatalogCacheConfig } from '../../core/config.js';
import type { ProductsWatcher } from '../../db/client.js';

/** The category whose products a page lists, or undefined for a page that lists every category's. */
export type PageCategory = string | undefined;

interface KeptListPage {
  body: string;
  category: PageCategory;
}

interface PendingRead {
  body: Promise<string>;
  category: PageCategory;
}

/**
 * What one kept page costs beside its text: the cache's own entry, the map slot and the
 * stored object, measured roughly on Node 20 (strings count two bytes a character, the
 * most a character can take).
 */
const ENTRY_OVERHEAD_BYTES = 240;
export const pageBytes = (key: string, body: string) => 2 * (key.length + body.length) + ENTRY_OVERHEAD_BYTES;

/**
 * Pages of the product list kept in memory as the JSON they were sent as, so the
 * pages everyone browses (a category's first pages) cost no SQL and no serializing.
 *
 * - The storage is an LRU cache with a time to live and a size budget counting keys,
 *   texts and each entry's overhead; expired pages are swept out on a timer, so memory
 *   falls again once a burst of distinct pages is over.
 * - Pages are dropped when what they show changes: the services that write products say
 *   which categories they changed (`changed`), as do the database's notices of every
 *   instance's commits (see ProductsWatcher). A change naming categories drops the pages
 *   of those categories and the pages that list every category (search, all products);
 *   one naming none drops every page.
 * - While notices cannot be heard (the listening connection is down), nothing is kept or
 *   served from memory: every request reads the database.
 * - Requests for a page that is being read wait for that one read instead of starting
 *   their own; a read begun before a change to what it shows is neither kept nor shared
 *   with requests that arrive after it.
 */
export class ProductPagesCache implements ProductsWatcher {
  private readonly stored: LRUCache<string, KeptListPage>;
  private readonly reading = new Map<string, PendingRead>();
  private readonly sweeper: NodeJS.Timeout | undefined;
  private listeningForChanges = false;

  constructor(
    private readonly config: CatalogCacheConfig,
    now: () => number = () => performance.now(),
  ) {
    this.stored = new LRUCache<string, KeptListPage>({
      max: config.maxPages,
      maxSize: config.maxBytes,
      // One page may take at most an eighth of the room, so a few huge pages cannot push out the rest.
      maxEntrySize: Math.floor(config.maxBytes / 8),
      sizeCalculation: (page, key) => pageBytes(key, page.body),
      ttl: Math.max(config.ttlMs, 1),
      ttlResolution: 0,
      perf: { now },
    });
    if (config.ttlMs > 0) {
      this.sweeper = setInterval(() => this.stored.purgeStale(), Math.max(config.ttlMs, 1_000)).unref();
    }
  }

  /**
   * The page named `key`, listing products of `category` (undefined: of every category):
   * kept, being read, or read now by `read`.
   */
  get(key: string, category: PageCategory, read: () => Promise<string>): Promise<string> {
    if (!this.listeningForChanges || this.config.ttlMs <= 0) return read();
    const kept = this.stored.get(key);
    if (kept) return Promise.resolve(kept.body);
    const shared = this.reading.get(key);
    if (shared) return shared.body;

    // A change to what the page shows drops its read from `reading`: the read's answer is
    // then neither kept nor shared, as it may have begun before the change.
    const pending: PendingRead = {
      category,
      body: read()
        .then((body) => {
          if (this.reading.get(key) === pending) this.stored.set(key, { body, category });
          return body;
        })
        .finally(() => {
          if (this.reading.get(key) === pending) this.reading.delete(key);
        }),
    };
    this.reading.set(key, pending);
    return pending.body;
  }

  changed(categories?: readonly string[]): void {
    if (!categories) {
      this.stored.clear();
      this.reading.clear();
      return;
    }
    const touched = (page: { category: PageCategory }) =>
      page.category === undefined || categories.includes(page.category);
    for (const [key, page] of this.stored.entries()) if (touched(page)) this.stored.delete(key);
    for (const [key, page] of this.reading) if (touched(page)) this.reading.delete(key);
  }

  listening(up: boolean): void {
    this.listeningForChanges = up;
    this.changed();
  }

  /** How many pages are kept and the bytes they are counted as (read by the tests). */
  get size() {
    return { pages: this.stored.size, bytes: this.stored.calculatedSize };
  }

  /** Sweeps expired pages out now (the timer does it every time to live). */
  sweep(): void {
    this.stored.purgeStale();
  }

  close(): void {
    clearInterval(this.sweeper);
    this.stored.clear();
    this.reading.clear();
  }
}
