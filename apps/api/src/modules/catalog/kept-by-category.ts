import { LRUCache } from 'lru-cache';

/** The category whose products a kept answer counts or lists, or undefined for one that spans every category. */
export type PageCategory = string | undefined;

/**
 * A read under way whose answer may be kept. It stays `current` until a change that can touch
 * what it reads (its category, or any change for a read of every category): an answer read
 * across a change may show the products before it, so it is not kept.
 */
export interface Reading {
  readonly category: PageCategory;
  current: boolean;
}

export interface KeptByCategoryOptions<V> {
  /** How long an answer is kept at most; 0 keeps none. */
  ttlMs: number;
  /** The most answers kept. */
  max: number;
  /** With `sizeOf`: the most room the answers may take together, one taking at most an eighth of it. */
  maxSize?: number;
  sizeOf?: (value: V, key: string) => number;
  now: () => number;
}

interface Kept<V> {
  value: V;
  category: PageCategory;
}

/**
 * Answers about products kept in memory per name, each tagged with the category it depends on,
 * and dropped by the same rules (the product pages and the product list's counts share them):
 *
 * - An LRU cache with a time to live (in case a notice were ever lost) and a bound on entries
 *   (and on room, when given); expired answers are swept out on a timer.
 * - `changed(categories)` drops the answers of those categories and those that span every
 *   category; `changed()` drops all of them. Reads under way that a change can touch stop being
 *   current, so their answers are not kept.
 * - While changes cannot be heard (`listening(false)`), nothing is kept or served.
 */
export class KeptByCategory<V> {
  private readonly stored: LRUCache<string, Kept<V>>;
  private readonly readings = new Set<Reading>();
  private readonly sweeper: NodeJS.Timeout | undefined;
  private listeningForChanges = false;

  constructor(private readonly options: KeptByCategoryOptions<V>) {
    const { maxSize, sizeOf } = options;
    this.stored = new LRUCache<string, Kept<V>>({
      max: options.max,
      ...(maxSize !== undefined && sizeOf
        ? {
            maxSize,
            // An eighth at most, so a few huge answers cannot push out the rest.
            maxEntrySize: Math.floor(maxSize / 8),
            sizeCalculation: (kept: Kept<V>, key: string) => sizeOf(kept.value, key),
          }
        : {}),
      ttl: Math.max(options.ttlMs, 1),
      ttlResolution: 0,
      perf: { now: options.now },
    });
    if (options.ttlMs > 0) {
      this.sweeper = setInterval(() => this.stored.purgeStale(), Math.max(options.ttlMs, 1_000)).unref();
    }
  }

  /** Whether answers are kept and served now: changes can be heard and a time to live is set. */
  get active(): boolean {
    return this.listeningForChanges && this.options.ttlMs > 0;
  }

  /** The answer kept under `key`, if any (none while inactive). */
  get(key: string): V | undefined {
    return this.active ? this.stored.get(key)?.value : undefined;
  }

  /** Starts a read whose answer may be kept (see keep); null while nothing can be kept. */
  begin(category: PageCategory): Reading | null {
    if (!this.active) return null;
    const reading: Reading = { category, current: true };
    this.readings.add(reading);
    return reading;
  }

  /** Keeps `value` under `key`, unless a change since `reading` began may have made it wrong. */
  keep(reading: Reading, key: string, value: V): void {
    this.readings.delete(reading);
    if (reading.current && this.active) this.stored.set(key, { value, category: reading.category });
  }

  /** Ends a read whose answer is not to be kept (it failed). */
  abandon(reading: Reading): void {
    this.readings.delete(reading);
  }

  changed(categories?: readonly string[]): void {
    const touched = (c: PageCategory) => !categories || c === undefined || categories.includes(c);
    for (const reading of this.readings) {
      if (touched(reading.category)) {
        reading.current = false;
        this.readings.delete(reading);
      }
    }
    if (!categories) {
      this.stored.clear();
      return;
    }
    for (const [key, kept] of this.stored.entries()) if (touched(kept.category)) this.stored.delete(key);
  }

  listening(up: boolean): void {
    this.listeningForChanges = up;
    this.changed();
  }

  /** How many answers are kept, and the room they are counted as (0 without `sizeOf`). */
  get size() {
    return { entries: this.stored.size, bytes: this.stored.calculatedSize };
  }

  /** Sweeps expired answers out now (the timer does it every time to live). */
  sweep(): void {
    this.stored.purgeStale();
  }

  close(): void {
    clearInterval(this.sweeper);
    this.changed();
  }
}
