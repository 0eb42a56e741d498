import type { Product } from '@medibazaar/contract';
import { useTranslation } from '../../lib/i18n';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { ChevronLeftIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { getProduct } from '../../features/catalog/api/get-product';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { ProductDetails } from '../../features/catalog/components/product-details';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The product is fetched before the page opens; an unknown id or a failed load shows the error boundary. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<Product> {
  return getProduct(params.id ?? '', request.signal);
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
                {category}
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

export function Component() {
  const product = useLoaderData<typeof loader>();
  useDocumentTitle(product.name);
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb current={product.name} category={product.category} />
      <ProductDetails product={product} addToCart={<AddToCartButton product={product} />} />
    </section>
  );
}

/** Shown inside the layout while the product loads on a first visit to its address. */
export function HydrateFallback() {
  return <Spinner />;
}

/** 'Product not found or loading failed!' inside the page layout, with a way back to the shop. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  useDocumentTitle(t('storefront.pages.productNotFound'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 role="alert" className="text-2xl font-bold text-danger-700 sm:text-3xl">
        {t('storefront.product.notFound')}
      </h1>
      <p className="mt-3 text-muted">{t('storefront.product.notFoundHint')}</p>
      <Link to={paths.shop.to()} className={`${buttonStyles.primary} mt-8 px-6`}>
        <ChevronLeftIcon className="h-5 w-5" />
        {t('storefront.product.backToShop')}
      </Link>
    </section>
  );
}
