import type { Product } from '@medibazaar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { categoryName } from '../../lib/labels';
import { Link, type Params } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { PagedListState } from '../../components/ui/paged-list-state';
import { paths } from '../../config/paths';
import { LazyAddToCart, loadAddToCart } from '../../features/cart/components/lazy-add-to-cart';
import { productsQueryOptions, useProducts } from '../../features/catalog/api/get-products';
import { CategoryFilter } from '../../features/catalog/components/category-filter';
import { MedicineFilters } from '../../features/catalog/components/medicine-filters';
import { ProductCard } from '../../features/catalog/components/product-card';
import { ProductSearch } from '../../features/catalog/components/product-search';
import { ProductTable } from '../../features/catalog/components/product-table';
import { SelectedProducts } from '../../features/catalog/components/selected-products';
import { ShopListControls } from '../../features/catalog/components/shop-list-controls';
import { ShopResultsBar } from '../../features/catalog/components/shop-results-bar';
import { readShopQuery, shopListParams, useShopQuery } from '../../features/catalog/hooks/use-shop-query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePagedList } from '../../lib/use-paged-list';

// The quick view's dialog code loads when someone first opens one.
const Dialog = lazy(() => import('../../components/ui/dialog'));

/** A row's, card's or quick view's Add to Cart (its code loads with the first list that shows it). */
const addToCart = (product: Product) => <LazyAddToCart product={product} />;

/**
 * The page of products the address asks for and the rows' Add to Cart, both in before the first
 * render (app/router.tsx): the server paints the shop with its rows, and the browser's first render
 * shows the same rows, of the same size, from the answer that came with the page (decision 078). A
 * failed read is left for the page to show and ask again; Add to Cart that did not load is asked for
 * again as the rows render, behind its placeholder.
 */
export async function prefetch(client: QueryClient, _params: Params, search: URLSearchParams): Promise<void> {
  await Promise.all([
    client.prefetchQuery({ ...productsQueryOptions(shopListParams(readShopQuery(search))), retry: false }),
    loadAddToCart().catch(() => undefined),
  ]);
}

/** '/shop': categories, search, the product table with pages, a quick view and a selection list. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('storefront.pages.shop'));
  const { query, filters, go, onSearch, setPage } = useShopQuery();
  const { category, q, page, discounted, sort, perPage } = query;

  const products = useProducts(shopListParams(query), { keepPrevious: true });
  const [quickView, setQuickView] = useState<Product | null>(null);
  const [selected, setSelected] = useState<Product[]>([]);

  const list = usePagedList(products, { page, setPage }, perPage);
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
            linkFor={(c) => paths.shop.to({ ...filters, category: c, q: q || undefined, discounted, sort, perPage })}
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
          <ShopResultsBar data={data} query={query} filters={filters} />
          <ShopListControls sort={sort} perPage={perPage} onChange={(next) => go({ ...next, page: 1 })} />

          <PagedListState
            list={list}
            errorTitle={t('storefront.shop.error')}
            retryLabel={t('storefront.shop.retry')}
            empty={{
              title: t('storefront.shop.empty'),
              hint: q ? t('storefront.shop.requestHint') : t('storefront.shop.emptyHint'),
              action: (
                <span className="flex flex-wrap justify-center gap-3">
                  {q && (
                    <Link to={paths.requestMedicine.to(q)} className={buttonStyles.primary}>
                      {t('storefront.search.requestMedicine')}
                    </Link>
                  )}
                  {q && (
                    <Link to={paths.dashboard.prescriptionOrders.to()} className={buttonStyles.secondary}>
                      {t('storefront.search.orderByPrescription')}
                    </Link>
                  )}
                  <Link to={paths.shop.to()} className={q ? buttonStyles.secondary : buttonStyles.primary}>
                    {t('storefront.shop.showAll')}
                  </Link>
                </span>
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
