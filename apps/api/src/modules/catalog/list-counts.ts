import { dhakaDay } from '@medibazaar/contract';
import type { KeptByCategory } from './kept-by-category.js';
import type { KeptCount } from './product-pages-cache.js';

/**
 * The product list's counts kept per filter (decision 067): a filter's count of matches is most of
 * what its page's statement costs, and every page and sort of the filter share it. Kept and dropped
 * with the kept pages (ProductPagesCache's `counts`).
 */
export type KeptCounts = Pick<KeptByCategory<KeptCount>, 'get' | 'begin' | 'keep' | 'abandon'>;

/**
 * A filter's name among the kept counts: every value that changes which products match (the
 * statements' values, the search text among them), not the page, its size or the order; on the
 * day (in Dhaka) it was counted, as a seller's licence ends with a day and no notice tells of it
 * (decision 056).
 */
export function countKey(
  { sort: _sort, limit: _limit, offset: _offset, cap: _cap, ...matching }: Record<string, unknown>,
  now = new Date(),
): string {
  return `${dhakaDay(now)}|${JSON.stringify(matching)}`;
}

/**
 * The count a request that counts up to `cap` would read, given a kept count of its filter; undefined
 * when the kept one cannot tell. A count below its own cap is the exact number of matches, good for
 * any cap; a count that reached its cap tells only that at least that many match, so it serves a
 * request counting no further (a deep page counts further than the ceiling, see countLimitFor).
 */
export function countFromKept(kept: KeptCount | undefined, cap: number): KeptCount | undefined {
  if (!kept || (kept.total >= kept.cap && cap > kept.cap)) return undefined;
  return { total: Math.min(kept.total, cap), cap, saturated: kept.saturated };
}
