import type { CatalogCacheConfig } from '../../config.js';
import type { ProductsWatcher } from '../../db/client.js';

/** Names the products a page can show: those of one category, or of any (`undefined`). */
type Shows = string | undefined;

interface Kept {
  body: string;
  /** When it is no longer served (ms, on the cache's clock). */
  expires: number;
  shows: Shows;
}

interface Reading {
  body: Promise<string>;
  shows: Shows;
}

/**
 * Pages of the product list kept in memory as the JSON they were sent as, so the
 * pages everyone browses (a category's first pages) cost no SQL and no serializing.
 *
 * - Kept pages are dropped whenever products they may show may have changed (see
 *   ProductsWatcher: on commit, and on PostgreSQL also as this process's writes are sent),
 *   and are never kept longer than `ttlMs`, in case a notice is ever missed. A change
 *   naming categories drops the pages of those categories and the pages that show
 *   every category (search, all products); one naming none drops every page.
 * - While changes cannot be heard (the listening connection is down), nothing is
 *   kept or served from memory: every request reads the database.
 * - Requests for a page that is being read wait for that one read instead of
 *   starting their own; a read begun before a change to what it shows is neither
 *   kept nor shared with requests that arrive after it.
 * - At most `maxChars` of JSON is kept; past it the page least recently served goes.
 */
export class ProductPagesCache implements ProductsWatcher {
  private readonly kept = new Map<string, Kept>();
  private readonly reading = new Map<string, Reading>();
  private chars = 0;
  private up = false;

  constructor(
    private readonly config: CatalogCacheConfig,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * The page named `key`, showing products of category `shows` (undefined: of any):
   * kept, being read, or read now by `read`.
   */
  get(key: string, shows: Shows, read: () => Promise<string>): Promise<string> {
    if (!this.up || this.config.ttlMs <= 0) return read();
    const started = this.now();
    const kept = this.kept.get(key);
    if (kept) {
      this.kept.delete(key);
      if (kept.expires > started) {
        this.kept.set(key, kept); // now the most recently served
        return Promise.resolve(kept.body);
      }
      this.chars -= kept.body.length;
    }
    const shared = this.reading.get(key);
    if (shared) return shared.body;

    // A change to what the page shows drops its read from `reading`: the read's answer is
    // then neither kept nor shared, as it may have begun before the change.
    const reading: Reading = {
      shows,
      body: read()
        .then((json) => {
          if (this.reading.get(key) === reading) {
            this.keep(key, { body: json, expires: started + this.config.ttlMs, shows });
          }
          return json;
        })
        .finally(() => {
          if (this.reading.get(key) === reading) this.reading.delete(key);
        }),
    };
    this.reading.set(key, reading);
    return reading.body;
  }

  changed(categories?: readonly string[]): void {
    if (!categories) {
      this.kept.clear();
      this.reading.clear();
      this.chars = 0;
      return;
    }
    const touched = (page: { shows: Shows }) => page.shows === undefined || categories.includes(page.shows);
    for (const [key, page] of this.kept) {
      if (!touched(page)) continue;
      this.kept.delete(key);
      this.chars -= page.body.length;
    }
    for (const [key, page] of this.reading) if (touched(page)) this.reading.delete(key);
  }

  hearing(up: boolean): void {
    this.up = up;
    this.changed();
  }

  /** How many pages and characters are kept (read by the tests). */
  get size() {
    return { pages: this.kept.size, chars: this.chars };
  }

  private keep(key: string, entry: Kept) {
    // One page may take at most an eighth of the room, so a few huge pages cannot push out the rest.
    if (entry.body.length > this.config.maxChars / 8) return;
    const before = this.kept.get(key);
    if (before) {
      this.kept.delete(key);
      this.chars -= before.body.length;
    }
    this.kept.set(key, entry);
    this.chars += entry.body.length;
    for (const [oldest, page] of this.kept) {
      if (this.chars <= this.config.maxChars) break;
      this.kept.delete(oldest);
      this.chars -= page.body.length;
    }
  }
}
