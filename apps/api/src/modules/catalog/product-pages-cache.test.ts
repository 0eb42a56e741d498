import { describe, expect, it } from 'vitest';
import type { CatalogCacheConfig } from '../../core/config.js';
import { pageBytes, ProductPagesCache } from './product-pages-cache.js';

/** A cache on a clock the test moves, listening for changes unless told otherwise. */
function setup(config: Partial<CatalogCacheConfig> = {}, listening = true) {
  let now = 1_000;
  const cache = new ProductPagesCache(
    {
      ttlMs: 30_000,
      maxBytes: 100_000,
      maxPages: 1_000,
      countTtlMs: 30_000,
      maxCounts: 1_000,
      maxSearchOrders: 100,
      ...config,
    },
    () => now,
  );
  cache.listening(listening);
  let reads = 0;
  const reader = (body: string) => async (): Promise<string> => {
    reads += 1;
    return body;
  };
  return {
    cache,
    reader,
    reads: () => reads,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** A read that finishes when the test says so. */
function pendingRead(body: string) {
  let finish!: () => void;
  let fail!: (e: Error) => void;
  const promise = new Promise<string>((resolve, reject) => {
    finish = () => resolve(body);
    fail = reject;
  });
  let started = 0;
  return {
    read: () => {
      started += 1;
      return promise;
    },
    finish,
    fail,
    started: () => started,
  };
}

describe('ProductPagesCache', () => {
  it('serves a page it keeps without reading it again, until it is older than its time', async () => {
    const { cache, reader, reads, advance } = setup({ ttlMs: 5_000 });
    expect(await cache.get('a', undefined, reader('A1'))).toBe('A1');
    advance(5_000);
    expect(await cache.get('a', undefined, reader('A2'))).toBe('A1');
    expect(reads()).toBe(1);
    advance(1);
    expect(await cache.get('a', undefined, reader('A3'))).toBe('A3');
    expect(reads()).toBe(2);
    expect(cache.size).toEqual({ pages: 1, bytes: pageBytes('a', 'A3') });
  });

  it('keeps each page under its own name', async () => {
    const { cache, reader } = setup();
    await cache.get('a', undefined, reader('A'));
    await cache.get('b', undefined, reader('B'));
    expect(await cache.get('a', undefined, reader('x'))).toBe('A');
    expect(await cache.get('b', undefined, reader('x'))).toBe('B');
  });

  it('drops every page when products change', async () => {
    const { cache, reader, reads } = setup();
    await cache.get('a', undefined, reader('A1'));
    await cache.get('b', undefined, reader('B1'));
    cache.changed();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
    expect(await cache.get('a', undefined, reader('A2'))).toBe('A2');
    expect(reads()).toBe(3);
  });

  it('drops only the pages a change can touch: its categories and the pages of every category', async () => {
    const { cache, reader, reads } = setup();
    await cache.get('tablets', 'Tablet', reader('T1'));
    await cache.get('syrups', 'Syrup', reader('S1'));
    await cache.get('devices', 'Devices', reader('D1'));
    await cache.get('everything', undefined, reader('E1'));
    cache.changed(['Tablet', 'Devices']);
    expect(await cache.get('syrups', 'Syrup', reader('S2'))).toBe('S1');
    expect(await cache.get('tablets', 'Tablet', reader('T2'))).toBe('T2');
    expect(await cache.get('devices', 'Devices', reader('D2'))).toBe('D2');
    expect(await cache.get('everything', undefined, reader('E2'))).toBe('E2');
    expect(reads()).toBe(7);
    expect(cache.size).toEqual({
      pages: 4,
      bytes: [pageBytes('tablets', 'T2'), pageBytes('syrups', 'S1'), pageBytes('devices', 'D2')]
        .concat(pageBytes('everything', 'E2'))
        .reduce((a, b) => a + b),
    });
    cache.changed([]);
    expect(await cache.get('everything', undefined, reader('E3'))).toBe('E3');
    expect(await cache.get('syrups', 'Syrup', reader('S3'))).toBe('S1');
  });

  it('neither keeps nor shares a read begun before a change to its category, and keeps one of another category', async () => {
    const { cache, reader, reads } = setup();
    const tablets = pendingRead('old tablets');
    const syrups = pendingRead('syrups');
    const everything = pendingRead('old everything');
    const reads1 = [
      cache.get('tablets', 'Tablet', tablets.read),
      cache.get('syrups', 'Syrup', syrups.read),
      cache.get('everything', undefined, everything.read),
    ];
    cache.changed(['Tablet']);
    // The syrup read is still shared; the others are read again.
    const syrupsAgain = cache.get('syrups', 'Syrup', reader('syrups again'));
    expect(await cache.get('tablets', 'Tablet', reader('new tablets'))).toBe('new tablets');
    expect(await cache.get('everything', undefined, reader('new everything'))).toBe('new everything');
    for (const r of [tablets, syrups, everything]) r.finish();
    expect(await Promise.all(reads1)).toEqual(['old tablets', 'syrups', 'old everything']);
    expect(await syrupsAgain).toBe('syrups');
    expect(await cache.get('tablets', 'Tablet', reader('x'))).toBe('new tablets');
    expect(await cache.get('syrups', 'Syrup', reader('x'))).toBe('syrups');
    expect(await cache.get('everything', undefined, reader('x'))).toBe('new everything');
    expect(reads()).toBe(2);
    expect(syrups.started()).toBe(1);
  });

  it('drops every page, of every category, on a change that names none', async () => {
    const { cache, reader, reads } = setup();
    const tablets = pendingRead('old tablets');
    const reading = cache.get('tablets', 'Tablet', tablets.read);
    await cache.get('syrups', 'Syrup', reader('S1'));
    cache.changed();
    tablets.finish();
    await reading;
    expect(await cache.get('tablets', 'Tablet', reader('T2'))).toBe('T2');
    expect(await cache.get('syrups', 'Syrup', reader('S2'))).toBe('S2');
    expect(reads()).toBe(3);
  });

  it('keeps nothing while changes cannot be heard, and nothing heard before that is served', async () => {
    const { cache, reader, reads } = setup();
    await cache.get('a', undefined, reader('A1'));
    cache.listening(false);
    expect(await cache.get('a', undefined, reader('A2'))).toBe('A2');
    expect(await cache.get('a', undefined, reader('A3'))).toBe('A3');
    expect(cache.size.pages).toBe(0);
    cache.listening(true);
    expect(await cache.get('a', undefined, reader('A4'))).toBe('A4');
    expect(await cache.get('a', undefined, reader('A5'))).toBe('A4');
    expect(reads()).toBe(4);
  });

  it('keeps nothing with a time of 0', async () => {
    const { cache, reader, reads } = setup({ ttlMs: 0 });
    await cache.get('a', undefined, reader('A1'));
    expect(await cache.get('a', undefined, reader('A2'))).toBe('A2');
    expect(reads()).toBe(2);
  });

  it('lets requests for a page being read wait for that one read', async () => {
    const { cache } = setup();
    const slow = pendingRead('A');
    const first = cache.get('a', undefined, slow.read);
    const second = cache.get('a', undefined, slow.read);
    slow.finish();
    expect(await Promise.all([first, second])).toEqual(['A', 'A']);
    expect(slow.started()).toBe(1);
  });

  it('neither keeps nor shares a read begun before products changed', async () => {
    const { cache, reader, reads } = setup();
    const before = pendingRead('old');
    const first = cache.get('a', undefined, before.read);
    cache.changed();
    // Asked after the change: a read of its own, not the one begun before it.
    expect(await cache.get('a', undefined, reader('new'))).toBe('new');
    before.finish();
    expect(await first).toBe('old');
    expect(await cache.get('a', undefined, reader('newer'))).toBe('new');
    expect(reads()).toBe(1);
  });

  it('keeps no failed read: everyone waiting hears the failure, the next request reads again', async () => {
    const { cache, reader } = setup();
    const failing = pendingRead('never');
    const first = cache.get('a', undefined, failing.read);
    const second = cache.get('a', undefined, failing.read);
    failing.fail(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await expect(second).rejects.toThrow('database gone');
    expect(await cache.get('a', undefined, reader('A'))).toBe('A');
  });

  it('lets the page served longest ago go when the room is full', async () => {
    const ten = (c: string) => c.repeat(10);
    const { cache, reader, reads } = setup({ maxBytes: 10 * pageBytes('a', ten('a')) });
    for (const key of 'abcdefghij') await cache.get(key, undefined, reader(ten(key)));
    expect(cache.size).toEqual({ pages: 10, bytes: 10 * pageBytes('a', ten('a')) });
    await cache.get('a', undefined, reader('x')); // a is now the most recently served
    await cache.get('k', undefined, reader(ten('k')));
    expect(cache.size).toEqual({ pages: 10, bytes: 10 * pageBytes('a', ten('a')) });
    expect(await cache.get('b', undefined, reader('b again'))).toBe('b again'); // b went
    expect(await cache.get('a', undefined, reader('x'))).toBe(ten('a'));
    expect(reads()).toBe(12);
  });

  it('does not keep a page larger than an eighth of the room', async () => {
    const { cache, reader, reads } = setup({ maxBytes: 8 * pageBytes('big', 'x'.repeat(10)) });
    await cache.get('big', undefined, reader('x'.repeat(11)));
    await cache.get('big', undefined, reader('x'.repeat(11)));
    expect(reads()).toBe(2);
    await cache.get('fit', undefined, reader('x'.repeat(10)));
    expect(cache.size.pages).toBe(1);
  });

  it('counts the names of pages too: many pages under long names stay within the room', async () => {
    const { cache, reader } = setup({ maxBytes: 100_000 });
    const longName = (i: number) => `${i}:${'q'.repeat(2_000)}`;
    for (let i = 0; i < 1_000; i++) await cache.get(longName(i), undefined, reader('[]'));
    expect(cache.size.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size.pages).toBe(Math.floor(100_000 / pageBytes(longName(999), '[]')));
  });

  it('keeps at most the given number of pages, however small', async () => {
    const { cache, reader } = setup({ maxPages: 50 });
    for (let i = 0; i < 200; i++) await cache.get(String(i), undefined, reader('[]'));
    expect(cache.size.pages).toBe(50);
  });

  it('lets go of expired pages, so memory falls once they are no longer asked for', async () => {
    const { cache, reader, advance } = setup({ ttlMs: 5_000 });
    for (let i = 0; i < 100; i++) await cache.get(String(i), undefined, reader('x'.repeat(100)));
    advance(4_000);
    await cache.get('late', undefined, reader('late'));
    advance(1_001);
    cache.sweep();
    expect(cache.size).toEqual({ pages: 1, bytes: pageBytes('late', 'late') });
  });
});

describe("ProductPagesCache's counts", () => {
  const count = (total: number) => ({ total, cap: 1_001, saturated: false });
  /** Reads a count under `key` for `category` and keeps it, as the list does. */
  const readAndKeep = (cache: ProductPagesCache, key: string, category: string | undefined, total: number) => {
    const reading = cache.counts.begin(category);
    if (reading) cache.counts.keep(reading, key, count(total));
  };

  it('keeps a count until its time, and drops it with the pages of its category', () => {
    const { cache, advance } = setup({ countTtlMs: 5_000 });
    readAndKeep(cache, 'tablets', 'Tablet', 3);
    readAndKeep(cache, 'syrups', 'Syrup', 4);
    readAndKeep(cache, 'everything', undefined, 7);
    expect(cache.counts.get('tablets')).toEqual(count(3));
    cache.changed(['Tablet']);
    expect(cache.counts.get('tablets')).toBeUndefined();
    expect(cache.counts.get('everything')).toBeUndefined();
    expect(cache.counts.get('syrups')).toEqual(count(4));
    advance(5_001);
    expect(cache.counts.get('syrups')).toBeUndefined();
    readAndKeep(cache, 'syrups', 'Syrup', 4);
    cache.changed();
    expect(cache.counts.get('syrups')).toBeUndefined();
  });

  it('does not keep a count read across a change to its category, and keeps one of another category', () => {
    const { cache } = setup();
    const tablets = cache.counts.begin('Tablet')!;
    const syrups = cache.counts.begin('Syrup')!;
    const everything = cache.counts.begin(undefined)!;
    cache.changed(['Tablet']);
    cache.counts.keep(tablets, 'tablets', count(1));
    cache.counts.keep(syrups, 'syrups', count(2));
    cache.counts.keep(everything, 'everything', count(3));
    expect(cache.counts.get('tablets')).toBeUndefined();
    expect(cache.counts.get('everything')).toBeUndefined();
    expect(cache.counts.get('syrups')).toEqual(count(2));
  });

  it('keeps and serves no count while changes cannot be heard, nor with a time of 0, whatever the pages do', async () => {
    const { cache, reader, reads } = setup({ countTtlMs: 0 });
    expect(cache.counts.begin('Tablet')).toBeNull();
    await cache.get('a', undefined, reader('A'));
    expect(await cache.get('a', undefined, reader('A again'))).toBe('A');
    expect(reads()).toBe(1);

    const deaf = setup({}, false).cache;
    expect(deaf.counts.begin('Tablet')).toBeNull();
    deaf.listening(true);
    readAndKeep(deaf, 'tablets', 'Tablet', 3);
    const pending = deaf.counts.begin('Tablet')!;
    deaf.listening(false);
    expect(deaf.counts.get('tablets')).toBeUndefined();
    deaf.listening(true);
    deaf.counts.keep(pending, 'tablets', count(9));
    expect(deaf.counts.get('tablets')).toBeUndefined();
  });

  it('keeps at most the given number of counts, the one used longest ago going first', () => {
    const { cache } = setup({ maxCounts: 3 });
    for (const key of ['a', 'b', 'c']) readAndKeep(cache, key, undefined, 1);
    cache.counts.get('a');
    readAndKeep(cache, 'd', undefined, 1);
    expect(cache.counts.size.entries).toBe(3);
    expect(cache.counts.get('b')).toBeUndefined();
    expect(cache.counts.get('a')).toEqual(count(1));
  });
});

describe("ProductPagesCache's search orders", () => {
  /** A search's order of `n` matches (ids of 36 characters, joined by commas). */
  const order = (n: number) => ({
    ids: Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(','),
    count: { total: n, cap: Math.max(101, n + 1), saturated: false },
  });
  const readAndKeep = (cache: ProductPagesCache, key: string, n: number) => {
    const reading = cache.orders.begin(undefined);
    if (reading) cache.orders.keep(reading, key, order(n));
  };

  it('keeps an order as long as counts, and drops every order at any change of products', () => {
    const { cache, advance } = setup({ countTtlMs: 5_000 });
    readAndKeep(cache, 'a', 12);
    expect(cache.orders.get('a')).toEqual(order(12));
    cache.changed(['Devices']);
    expect(cache.orders.get('a')).toBeUndefined();
    readAndKeep(cache, 'a', 12);
    advance(5_001);
    expect(cache.orders.get('a')).toBeUndefined();
  });

  it('keeps none while changes cannot be heard, nor with a time of 0, nor one read across a change', () => {
    expect(setup({}, false).cache.orders.begin(undefined)).toBeNull();
    expect(setup({ countTtlMs: 0 }).cache.orders.begin(undefined)).toBeNull();
    const { cache } = setup();
    const reading = cache.orders.begin(undefined)!;
    cache.changed(['Dental Care']);
    cache.orders.keep(reading, 'a', order(3));
    expect(cache.orders.get('a')).toBeUndefined();
  });

  it('holds room for the given number of first-page orders: a deeper order takes more of it', () => {
    const { cache } = setup({ maxSearchOrders: 16 });
    for (let i = 0; i < 16; i++) readAndKeep(cache, String(i), 101);
    expect(cache.orders.size.entries).toBe(16);
    // Two first pages' worth: two of the others make way for it.
    readAndKeep(cache, 'deep', 202);
    expect(cache.orders.get('deep')).toEqual(order(202));
    expect(cache.orders.size.entries).toBe(15);
    // More than an eighth of the room is not kept at all.
    readAndKeep(cache, 'deeper', 2_000);
    expect(cache.orders.get('deeper')).toBeUndefined();
  });
});
