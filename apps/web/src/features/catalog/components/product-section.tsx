import { PRODUCT_CAROUSEL, type Product, type ProductListParams } from '@medibazaar/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useProducts } from '../api/get-products';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { LazyCarousel } from './lazy-carousel';
import { ProductCard } from './product-card';
import { panelClass } from '../../../components/ui/panel';

/** How many products a home page section shows. */
const SECTION_SIZE = 10;

/** Skeleton i shows only where the carousel would show that many cards (1, 2 from 768, 3 from 1024, 4 from 1536 px). */
const slot = ['', 'hidden md:block', 'hidden lg:block', 'hidden 2xl:block'] as const;

function SectionSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {slot.map((cls, i) => (
        <div key={i} className={panelClass({ padding: 'md', shadow: false, className: cls })}>
          <Skeleton className="aspect-[4/3] w-full" />
          <Skeleton className="mt-4 h-4 w-1/3" />
          <Skeleton className="mt-3 h-6 w-2/3" />
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-6 h-11 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * A home page product carousel. It asks the server for its own few products,
 * and only once the reader scrolls near it: only those one can buy, in stock (a list
 * leaves out controlled medicines, which are never sold online).
 */
export function ProductSection({
  title,
  params,
  seeAllHref,
  cardAction,
}: {
  title: string;
  params: ProductListParams;
  seeAllHref: string;
  /** What each card offers under its price (the cart's Add to Cart), from the route. */
  cardAction?: (product: Product) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [ref, near] = useNearViewport<HTMLElement>();
  const products = useProducts({ ...params, inStock: true, limit: SECTION_SIZE }, { enabled: near });
  const header = (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      <Link to={seeAllHref} className={buttonStyles.link}>
        {t('storefront.sections.seeAll')}
        <span className="sr-only"> {title}</span>
      </Link>
    </div>
  );
  const items = products.data?.items ?? [];
  return (
    <section ref={ref} aria-labelledby={headingId} className="below-fold mx-auto max-w-7xl px-4 py-10">
      {items.length > 0 ? (
        <LazyCarousel
          items={items}
          getKey={(p) => p._id}
          renderItem={(p) => <ProductCard product={p} action={cardAction?.(p)} />}
          settings={PRODUCT_CAROUSEL}
          bullets
          header={header}
          fallback={<SectionSkeleton />}
        />
      ) : (
        <>
          <div className="mb-4">{header}</div>
          {products.isError ? (
            <EmptyState
              tone="danger"
              title={t('storefront.sections.error')}
              action={
                <Button variant="secondary" onClick={() => void products.refetch()}>
                  {t('storefront.sections.retry')}
                </Button>
              }
            />
          ) : products.isSuccess ? (
            <EmptyState title={t('storefront.sections.empty')} />
          ) : (
            <SectionSkeleton />
          )}
        </>
      )}
    </section>
  );
}
