import {
  PRODUCT_COUNT_CEILING,
  SEARCH_COUNT_CEILING,
  type CategoryName,
  type DispensingClass,
  type DosageForm,
  type ProductSort,
} from '@medibazaar/contract';
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { sellerLicensed } from '../sellers/index.js';
import { users } from '../users/index.js';
import { productGenerics, products } from './catalog.schema.js';

/*
 * A product list's filter, and the same filter as the list's statements take it: its conditions on a
 * product row, the count's cap, and its shape (which filters are set), which names its statements.
 * Browsing (catalog.repository.ts) and searching (search-run.ts) share them.
 */

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
export type ListArgs = {
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
  // The kept `in_stock` rather than `stock > 0`: the form's index holds it, not the stock (decision 087).
  if (f.inStock !== undefined) where.push(eq(products.inStock, f.inStock));
  if (f.hideControlled) where.push(sql`${products.dispensingClass} is distinct from 'controlled'`);
  if (f.generic !== undefined)
    where.push(
      sql`exists (select 1 from ${productGenerics} where ${productGenerics.productId} = ${products.id} and ${productGenerics.genericId} = ${f.generic})`,
    );
  return where;
}

export function filterConditions(f: ListArgs): SQL[] {
  const where = productConditions(f);
  if (f.sellerEmail !== undefined) where.push(eq(users.email, f.sellerEmail));
  return where;
}

/** How many matches a list counts at most (see PRODUCT_COUNT_CEILING in the contract). */
export const countLimitFor = (f: Pick<ProductFilter, 'page' | 'limit'>) =>
  Math.max(PRODUCT_COUNT_CEILING, f.page * f.limit) + 1;

/** How many matches a search counts at most (see SEARCH_COUNT_CEILING in the contract). */
export const searchCountLimitFor = (f: Pick<ProductFilter, 'page' | 'limit'>) =>
  Math.max(SEARCH_COUNT_CEILING, f.page * f.limit) + 1;

/** A filter as the statements take it: seller email in lower case, page as offset, the count's cap. */
export function listArgs(f: ProductFilter): ListArgs & { cap: number; limit: number; offset: number } {
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

/** Which of a filter's values are set: with the sort (and for browsing the page size), a statement's name. */
export function shapeOf(args: ListArgs): string {
  const set = (v: unknown, letter: string) => (v === undefined ? '' : letter);
  return (
    set(args.category, 'c') +
    (args.discounted ? 'd' : '') +
    set(args.sellerEmail, 's') +
    set(args.generic, 'g') +
    set(args.form, 'f') +
    set(args.manufacturer, 'm') +
    set(args.class, 'k') +
    (args.inStock === undefined ? '' : args.inStock ? 'i' : 'o') +
    (args.hideControlled ? 'h' : '')
  );
}

/** The filter `args` with a placeholder, named as the value, for each value that is set (see shapeOf). */
export function placeholdersOf<A extends ListArgs>(args: A): A {
  const held = (v: unknown, name: string) => (v === undefined ? undefined : sql.placeholder(name));
  return {
    ...args,
    category: held(args.category, 'category'),
    sellerEmail: held(args.sellerEmail, 'sellerEmail'),
    generic: held(args.generic, 'generic'),
    form: held(args.form, 'form'),
    manufacturer: held(args.manufacturer, 'manufacturer'),
    class: held(args.class, 'class'),
  };
}
