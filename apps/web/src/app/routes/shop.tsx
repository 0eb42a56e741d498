import {
  CATEGORIES,
  DISPENSING_CLASSES,
  DOSAGE_FORMS,
  PAGE_SIZE,
  type CategoryName,
  type Product,
} from '@medibazaar/contract';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { categoryName } from '../../lib/labels';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { PagedListState } from '../../components/ui/paged-list-state';
import { CloseIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { LazyAddToCart } from '../../features/cart/components/lazy-add-to-cart';
import { useProducts } from '../../features/catalog/api/get-products';
import { CategoryFilter } from '../../features/catalog/components/category-filter';
import {
  GenericFilterChip,
  MedicineFilters,
  type MedicineFilterValues,
} from '../../features/catalog/components/medicine-filters';
import { ProductCard } from '../../features/catalog/components/product-card';
import { ProductSearch } from '../../features/catalog/components/product-search';
import { ProductTable } from '../../features/catalog/components/product-table';
import { SelectedProducts } from '../../features/catalog/components/selected-products';
import { useDocumentTitle } from '../../lib/use-document-title';
import { parsePage, usePagedList, type SetPage } from '../../lib/use-paged-list';

// The quick view's dialog code loads when someone first opens one.
const Dialog = lazy(() => import('../../components/ui/dialog'));

export interface ShopQuery extends MedicineFilterValues {
  category: CategoryName | undefined;
  q: string;
  page: number;
  discounted: boolean;
}

/** An id as the API takes one; anything else in the address is ignored rather than refused. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOrNothing = (value: string | null) => (value && ID.test(value) ? value.toLowerCase() : undefined);

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
  };
}

/** A row's, card's or quick view's Add to Cart (its code loads with the first list that shows it). */
const addToCart = (product: Product) => <LazyAddToCart product={product} />;

/** '/shop': categories, search, the product table with pages, a quick view and a selection list. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('storefront.pages.shop'));
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readShopQuery(searchParams);
  const { category, q, page, discounted } = query;
  const filters: MedicineFilterValues = {
    generic: query.generic,
    form: query.form,
    manufacturer: query.manufacturer,
    dispensingClass: query.dispensingClass,
    inStock: query.inStock,
  };

  const products = useProducts(
    {
      category,
      q: q || undefined,
      discounted: discounted || undefined,
      // The medicine filters, combined on the server.
      generic: filters.generic,
      form: filters.form,
      manufacturer: filters.manufacturer,
      class: filters.dispensingClass,
      inStock: filters.inStock || undefined,
      page,
      limit: PAGE_SIZE.shop,
    },
    { keepPrevious: true },
  );
  const [quickView, setQuickView] = useState<Product | null>(null);
  const [selected, setSelected] = useState<Product[]>([]);

  const go = useCallback(
    (next: Partial<ShopQuery>, how: { replace?: boolean; keepScroll?: boolean } = {}) => {
      setSearchParams((prev) => new URLSearchParams(paths.shop.to({ ...readShopQuery(prev), ...next }).split('?')[1]), {
        replace: how.replace ?? false,
        preventScrollReset: how.keepScroll ?? false,
      });
    },
    [setSearchParams],
  );
  // Typing replaces the history entry and keeps the page where it is.
  const onSearch = useCallback((text: string) => go({ q: text, page: 1 }, { replace: true, keepScroll: true }), [go]);

  const setPage = useCallback<SetPage>((p, how) => go({ page: p }, { replace: how?.replace }), [go]);
  const list = usePagedList(products, { page, setPage }, PAGE_SIZE.shop);
  const data = products.data;

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {t('storefront.shop.heading')}
          {category && (
            <span className="mt-1 block text-xl font-semibold text-brand-700 sm:text-2xl">
              {' '}
              {t('storefront.shop.headingCategory', { category: categoryName(t, category) })}
            </span>
          )}
        </h1>
        <p className="mt-2 text-muted">{t('storefront.shop.intro')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside className="flex min-w-0 flex-col gap-6">
          <CategoryFilter
            active={category}
            linkFor={(c) => paths.shop.to({ ...filters, category: c, q: q || undefined, discounted })}
          />
          <MedicineFilters values={filters} onChange={(next) => go({ ...next, page: 1 })} />
          <div className="hidden lg:block">
            <SelectedProducts
              products={selected}
              onRemove={(p) => setSelected((s) => s.filter((x) => x._id !== p._id))}
              onClear={() => setSelected([])}
            />
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-4">
          <ProductSearch query={q} onSearch={onSearch} />
          <div className="flex min-h-11 flex-wrap items-center gap-3">
            <p role="status" className="text-muted">
              {data ? (
                <>
                  <span className="font-semibold text-ink">
                    {data.totalExact
                      ? t('storefront.shop.results', { count: data.total })
                      : t('storefront.shop.resultsMore', { count: data.total - 1 })}
                  </span>
                  {q && <> {t('storefront.shop.resultsFor', { q })}</>}
                  {q && category && (
                    <>
                      {' '}
                      {t('storefront.shop.resultsIn', { category: categoryName(t, category) })}
                      {' — '}
                      <Link
                        to={paths.shop.to({ ...filters, q, discounted })}
                        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                      >
                        {t('storefront.shop.searchAll')}
                      </Link>
                    </>
                  )}
                </>
              ) : (
                <Skeleton className="h-5 w-32" />
              )}
            </p>
            {discounted && (
              <span className="inline-flex items-center gap-1 rounded-full bg-warm-100 py-1 pl-3 pr-1 text-sm font-semibold text-warm-700">
                {t('storefront.shop.discountedOnly')}
                <Link
                  to={paths.shop.to({ ...filters, category, q: q || undefined })}
                  aria-label={t('storefront.shop.removeDiscountedFilter')}
                  className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-warm-50"
                >
                  <CloseIcon className="h-4 w-4" />
                </Link>
              </span>
            )}
            {filters.generic && (
              <GenericFilterChip
                id={filters.generic}
                removeHref={paths.shop.to({ ...query, generic: undefined, page: 1 })}
              />
            )}
          </div>

          <PagedListState
            list={list}
            errorTitle={t('storefront.shop.error')}
            retryLabel={t('storefront.shop.retry')}
            empty={{
              title: t('storefront.shop.empty'),
              hint: t('storefront.shop.emptyHint'),
              action: (
                <Link to={paths.shop.to()} className={buttonStyles.primary}>
                  {t('storefront.shop.showAll')}
                </Link>
              ),
            }}
          >
            <ProductTable
              products={list.rows}
              page={page}
              busy={list.busy}
              selectedIds={new Set(selected.map((p) => p._id))}
              onQuickView={setQuickView}
              onSelect={(p) => setSelected((s) => (s.some((x) => x._id === p._id) ? s : [...s, p]))}
              addToCart={addToCart}
            />
          </PagedListState>
          <div className="lg:hidden">
            <SelectedProducts
              products={selected}
              onRemove={(p) => setSelected((s) => s.filter((x) => x._id !== p._id))}
              onClear={() => setSelected([])}
            />
          </div>
        </div>
      </div>
      {quickView && (
        <Suspense fallback={null}>
          <Dialog
            open
            onClose={() => setQuickView(null)}
            title={quickView.name}
            closeLabel={t('storefront.shop.close')}
          >
            <ProductCard product={quickView} lazy={false} action={addToCart(quickView)} />
          </Dialog>
        </Suspense>
      )}
    </section>
  );
}
