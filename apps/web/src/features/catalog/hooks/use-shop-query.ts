import {
  CATEGORIES,
  type ProductListParams,
  DISPENSING_CLASSES,
  DOSAGE_FORMS,
  PRODUCT_SORTS,
  SHOP_PAGE_SIZES,
  type CategoryName,
  type ProductSort,
  type ShopPageSize,
} from '@medibazaar/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { parsePage, type SetPage } from '../../../lib/use-paged-list';
import type { MedicineFilterValues } from '../components/medicine-filters';

export interface ShopQuery extends MedicineFilterValues {
  category: CategoryName | undefined;
  q: string;
  page: number;
  discounted: boolean;
  sort: ProductSort;
  perPage: ShopPageSize;
}

/** An id as the API takes one; anything else in the address is ignored rather than refused. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOrNothing = (value: string | null) => (value && ID.test(value) ? value.toLowerCase() : undefined);

/**
 * A page size the shop offers (the contract's list), or the default. Read from the list, not
 * with the contract's schema: the shop's first load carries no schema library (e2e/bundle-budget.spec.ts).
 */
function readPerPage(raw: string | null): ShopPageSize {
  return SHOP_PAGE_SIZES.find((n) => String(n) === raw?.trim()) ?? SHOP_PAGE_SIZES[0];
}

/** The shop's state as the URL holds it; anything unreadable falls back to the default. */
export function readShopQuery(params: URLSearchParams): ShopQuery {
  const category = params.get('category');
  return {
    category: CATEGORIES.find((c) => c === category),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: parsePage(params.get('page')),
    discounted: params.get('discounted') === 'true',
    generic: idOrNothing(params.get('generic')),
    form: DOSAGE_FORMS.find((f) => f === params.get('form')),
    manufacturer: idOrNothing(params.get('manufacturer')),
    dispensingClass: DISPENSING_CLASSES.find((c) => c === params.get('class')),
    inStock: params.get('inStock') === 'true',
    sort: PRODUCT_SORTS.find((s) => s === params.get('sort')) ?? 'best',
    perPage: readPerPage(params.get('perPage')),
  };
}

/** The product list the shop shows for its query: the same read on the server's first paint and in the browser. */
export function shopListParams(query: ShopQuery): ProductListParams {
  return {
    category: query.category,
    q: query.q || undefined,
    discounted: query.discounted || undefined,
    // The medicine filters, combined on the server.
    generic: query.generic,
    form: query.form,
    manufacturer: query.manufacturer,
    class: query.dispensingClass,
    inStock: query.inStock || undefined,
    sort: query.sort === 'best' ? undefined : query.sort,
    page: query.page,
    limit: query.perPage,
  };
}

/**
 * The shop's query, read from the address and changed through it: `go` merges a change
 * in, `onSearch` (typing) replaces the history entry and keeps the page where it is.
 */
export function useShopQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The address `go` last asked for, until a page showing a newer address is on screen. The
  // router changes the address at once but renders the page for it as a transition, so on a slow
  // phone the page still on screen (and its `go`, whose `prev` is that page's address) can take a
  // second change before the first is shown: a second filter chosen quickly would drop the first.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [searchParams]);
  const query = readShopQuery(searchParams);
  const filters: MedicineFilterValues = {
    generic: query.generic,
    form: query.form,
    manufacturer: query.manufacturer,
    dispensingClass: query.dispensingClass,
    inStock: query.inStock,
  };
  const go = useCallback(
    (next: Partial<ShopQuery>, how: { replace?: boolean; keepScroll?: boolean } = {}) => {
      setSearchParams(
        (prev) => {
          const merged = { ...readShopQuery(asked.current ?? prev), ...next };
          asked.current = new URLSearchParams(paths.shop.to(merged).split('?')[1]);
          return asked.current;
        },
        { replace: how.replace ?? false, preventScrollReset: how.keepScroll ?? false },
      );
    },
    [setSearchParams],
  );
  const onSearch = useCallback((text: string) => go({ q: text, page: 1 }, { replace: true, keepScroll: true }), [go]);
  const setPage = useCallback<SetPage>((p, how) => go({ page: p }, { replace: how?.replace }), [go]);
  return { query, filters, go, onSearch, setPage };
}
