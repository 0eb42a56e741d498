import type { Product } from '@medibazaar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { categoryName } from '../../lib/labels';
import { Link, useParams, type Params } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { productQueryOptions, useProduct } from '../../features/catalog/api/get-product';
import { AddToCartControl } from '../../features/cart/components/add-to-cart-control';
import { ProductDetails } from '../../features/catalog/components/product-details';
import { Substitutes } from '../../features/catalog/components/substitutes';
import { NotSoldOnline } from '../../components/ui/dispensing-badge';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RecordNotFound } from '../../components/ui/record-not-found';

/**
 * The product, read before the first render of a page opened at its address (the
 * server's first paint and the browser's, app/router.tsx). Asked once: the page asks
 * again as it opens if the read failed for a reason other than the product itself.
 */
export function prefetch(client: QueryClient, params: Params): Promise<void> {
  return client.prefetchQuery({ ...productQueryOptions(params.id ?? ''), retry: false });
}

function Breadcrumb({ current, category }: { current: string; category?: Product['category'] }) {
  const { t } = useTranslation();
  const link = 'inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline';
  return (
    <nav aria-label={t('storefront.product.breadcrumb')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2">
        <li>
          <Link to={paths.home.to()} className={link}>
            {t('common.nav.home')}
          </Link>
        </li>
        <li aria-hidden="true" className="text-muted">
          /
        </li>
        <li>
          <Link to={paths.shop.to()} className={link}>
            {t('common.nav.shop')}
          </Link>
        </li>
        {category && (
          <>
            <li aria-hidden="true" className="text-muted">
              /
            </li>
            <li>
              <Link to={paths.shop.to({ category })} className={link}>
                {categoryName(t, category)}
              </Link>
            </li>
          </>
        )}
        <li aria-hidden="true" className="text-muted">
          /
        </li>
        <li aria-current="page" className="truncate text-muted">
          {current}
        </li>
      </ol>
    </nav>
  );
}

/** '/products/{id}': the product, a spinner while it loads, or why it cannot be shown. */
export function Component() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  if (product.data) return <ProductPage product={product.data} />;
  if (product.isError) return <ProductNotFound />;
  return <Spinner />;
}

function ProductPage({ product }: { product: Product }) {
  useDocumentTitle(product.name);
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb current={product.name} category={product.category} />
      <ProductDetails
        product={product}
        addToCart={
          // A controlled medicine is listed with its reason and never offered for the cart.
          product.medicine?.dispensingClass === 'controlled' ? (
            <NotSoldOnline />
          ) : (
            <AddToCartControl product={product} named={false} className="max-w-sm" />
          )
        }
      />
      {product.medicine && <Substitutes productId={product._id} />}
    </section>
  );
}

/** 'Product not found or loading failed!' inside the page layout, with a way back to the shop. */
function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <RecordNotFound
      documentTitle={t('storefront.pages.productNotFound')}
      title={t('storefront.product.notFound')}
      hint={t('storefront.product.notFoundHint')}
    />
  );
}
