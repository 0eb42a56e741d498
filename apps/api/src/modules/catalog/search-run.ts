import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../users/index.js';
import { products } from './catalog.schema.js';
import {
  filterConditions,
  listArgs,
  placeholdersOf,
  searchCountLimitFor,
  shapeOf,
  type ListArgs,
  type ProductFilter,
} from './list-filter.js';
import { runCompiled } from './prepared.js';
import { searchedText, type SearchArgs, type SearchSqlArgs } from './search.repository.js';

/**
 * One request's search as its statements run it (decision 085). The statements' texts depend only on
 * which filters are set and the sort (`shape`): each is built and compiled once, with placeholders, and
 * run with the request's `values`. `limit`, `offset` and `cap` are the page's numbers.
 */
export interface SearchRun {
  shape: string;
  sort: SearchArgs['sort'];
  limit: number;
  offset: number;
  cap: number;
  values: Record<string, unknown>;
  /** The arguments with a placeholder for each value, to build a statement once. */
  placeholders: () => SearchSqlArgs;
  /** The arguments with the request's values in them, to build a statement for this request alone. */
  withValues: () => SearchArgs;
}

/** The search of the filter `f`, which has a `q`. */
export function searchRun(f: ProductFilter): SearchRun {
  const args = listArgs(f);
  const cap = searchCountLimitFor(f);
  const q = f.q!;
  return {
    shape: `${shapeOf(args)}_${args.sort}`,
    sort: args.sort,
    limit: args.limit,
    offset: args.offset,
    cap,
    // The filter's values under the names placeholdersOf gives them, the searched text and the search's cap.
    values: { ...args, q: searchedText(q), cap },
    placeholders: () => ({
      ...searchArgsOf(placeholdersOf(args), q),
      q: sql.placeholder('q'),
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
      cap: sql.placeholder('cap'),
    }),
    withValues: () => ({ ...searchArgsOf(args, q), limit: args.limit, offset: args.offset, cap }),
  };
}

/** A search's query, sort and conditions for the filter `args` (its values, or placeholders for them). */
function searchArgsOf(args: ListArgs, q: string): Pick<SearchArgs, 'q' | 'sort' | 'conditions'> {
  return {
    q,
    sort: args.sort,
    // A seller's own search: their products, by the email's user.
    conditions: filterConditions({ ...args, sellerEmail: undefined }).concat(
      args.sellerEmail === undefined
        ? []
        : [sql`${products.sellerId} = (select ${users.id} from ${users} where ${users.email} = ${args.sellerEmail})`],
    ),
  };
}

/**
 * Runs the statement `build` makes of a search's arguments, compiled once per kind (a name for what
 * `build` makes) and shape; `more` are values of its own beside the search's.
 */
export function runSearch<T>(
  db: DbOrTx,
  run: SearchRun,
  kind: string,
  build: (a: SearchSqlArgs, more: 'placeholders' | 'values') => SQL,
  more: Record<string, unknown> = {},
): Promise<T[]> {
  return runCompiled<T>(
    db,
    `${kind}|${run.shape}`,
    {
      withPlaceholders: () => build(run.placeholders(), 'placeholders'),
      withValues: () => build(run.withValues(), 'values'),
    },
    { ...run.values, ...more },
  );
}
