import { describe, expect, it } from 'vitest';
import { ProductPagesCache } from './product-pages-cache.js';

/** A cache on a clock the test moves, hearing changes unless told otherwise. */
function setup(config: { ttlMs?: number; maxChars?: number } = {}, hearing = true) {
  let now = 1_000;
  const cache = new ProductPagesCache({ ttlMs: 30_000, maxChars: 1_000, ...config }, () => now);
  cache.hearing(hearing);
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
    expect(await cache.get('a', reader('A1'))).toBe('A1');
    advance(4_999);
    expect(await cache.get('a', reader('A2'))).toBe('A1');
    expect(reads()).toBe(1);
    advance(1);
    expect(await cache.get('a', reader('A3'))).toBe('A3');
    expect(reads()).toBe(2);
    expect(cache.size).toEqual({ pages: 1, chars: 2 });
  });

  it('keeps each page under its own name', async () => {
    const { cache, reader } = setup();
    await cache.get('a', reader('A'));
    await cache.get('b', reader('B'));
    expect(await cache.get('a', reader('x'))).toBe('A');
    expect(await cache.get('b', reader('x'))).toBe('B');
  });

  it('drops every page when products change', async () => {
    const { cache, reader, reads } = setup();
    await cache.get('a', reader('A1'));
    await cache.get('b', reader('B1'));
    cache.changed();
    expect(cache.size).toEqual({ pages: 0, chars: 0 });
    expect(await cache.get('a', reader('A2'))).toBe('A2');
    expect(reads()).toBe(3);
  });

  it('keeps nothing while changes cannot be heard, and nothing heard before that is served', async () => {
    const { cache, reader, reads } = setup();
    await cache.get('a', reader('A1'));
    cache.hearing(false);
    expect(await cache.get('a', reader('A2'))).toBe('A2');
    expect(await cache.get('a', reader('A3'))).toBe('A3');
    expect(cache.size.pages).toBe(0);
    cache.hearing(true);
    expect(await cache.get('a', reader('A4'))).toBe('A4');
    expect(await cache.get('a', reader('A5'))).toBe('A4');
    expect(reads()).toBe(4);
  });

  it('keeps nothing with a time of 0', async () => {
    const { cache, reader, reads } = setup({ ttlMs: 0 });
    await cache.get('a', reader('A1'));
    expect(await cache.get('a', reader('A2'))).toBe('A2');
    expect(reads()).toBe(2);
  });

  it('lets requests for a page being read wait for that one read', async () => {
    const { cache } = setup();
    const slow = pendingRead('A');
    const first = cache.get('a', slow.read);
    const second = cache.get('a', slow.read);
    slow.finish();
    expect(await Promise.all([first, second])).toEqual(['A', 'A']);
    expect(slow.started()).toBe(1);
  });

  it('neither keeps nor shares a read begun before products changed', async () => {
    const { cache, reader, reads } = setup();
    const before = pendingRead('old');
    const first = cache.get('a', before.read);
    cache.changed();
    // Asked after the change: a read of its own, not the one begun before it.
    expect(await cache.get('a', reader('new'))).toBe('new');
    before.finish();
    expect(await first).toBe('old');
    expect(await cache.get('a', reader('newer'))).toBe('new');
    expect(reads()).toBe(1);
  });

  it('keeps no failed read: everyone waiting hears the failure, the next request reads again', async () => {
    const { cache, reader } = setup();
    const failing = pendingRead('never');
    const first = cache.get('a', failing.read);
    const second = cache.get('a', failing.read);
    failing.fail(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await expect(second).rejects.toThrow('database gone');
    expect(await cache.get('a', reader('A'))).toBe('A');
  });

  it('lets the page served longest ago go when the room is full', async () => {
    const { cache, reader, reads } = setup({ maxChars: 100 });
    const ten = (c: string) => c.repeat(10);
    for (const key of 'abcdefghij') await cache.get(key, reader(ten(key)));
    expect(cache.size).toEqual({ pages: 10, chars: 100 });
    await cache.get('a', reader('x')); // a is now the most recently served
    await cache.get('k', reader(ten('k')));
    expect(cache.size).toEqual({ pages: 10, chars: 100 });
    expect(await cache.get('b', reader('b again'))).toBe('b again'); // b went
    expect(await cache.get('a', reader('x'))).toBe(ten('a'));
    expect(reads()).toBe(12);
  });

  it('does not keep a page larger than an eighth of the room', async () => {
    const { cache, reader, reads } = setup({ maxChars: 80 });
    await cache.get('big', reader('x'.repeat(11)));
    await cache.get('big', reader('x'.repeat(11)));
    expect(reads()).toBe(2);
    await cache.get('small', reader('x'.repeat(10)));
    expect(cache.size.pages).toBe(1);
  });
});
