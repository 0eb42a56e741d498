import { CATEGORY_CAROUSEL, type Category } from '@medibazaar/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { categoryName } from '../../../lib/labels';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useCategories } from '../api/get-categories';
import { LazyCarousel } from './lazy-carousel';
import { LazyImage } from '../../../components/ui/lazy-image';
import { panelClass } from '../../../components/ui/panel';

/** Skeleton i shows only where the carousel would show that many cards (1, 2 from 640, 3 from 768, 4 from 1024 px). */
const responsiveSlot = ['', 'hidden sm:block', 'hidden md:block', 'hidden lg:block'] as const;

function CategoryCard({ category }: { category: Category }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.shop.to({ category: category.category })}
      aria-label={t('storefront.categories.browse', { category: categoryName(t, category.category) })}
      className={panelClass({
        padding: 'md',
        className: 'group flex h-full flex-col items-center gap-3 text-center transition-colors hover:border-brand-600',
      })}
    >
      <LazyImage
        src={category.categoryImage}
        width={400}
        className="aspect-square w-full max-w-48 rounded-card object-cover transition-transform duration-300 group-hover:scale-105"
      />
      <span className="text-lg font-semibold text-ink group-hover:text-brand-800">
        {categoryName(t, category.category)}
      </span>
    </Link>
  );
}

function CategorySkeleton() {
  return (
    <div className="grid grid-cols-1 gap-[5px] sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {responsiveSlot.map((slot, i) => (
        <Skeleton key={i} className={`h-64 ${slot}`} />
      ))}
    </div>
  );
}

/** 'Product Categories': a card per category, each opening the shop on that category. */
export function CategoryCarousel() {
  const { t } = useTranslation();
  const headingId = useId();
  const categories = useCategories();
  const header = (
    <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
      {t('storefront.categories.heading')}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-10">
      {categories.data && categories.data.length > 0 ? (
        <LazyCarousel
          items={categories.data}
          getKey={(c) => c._id}
          renderItem={(c) => <CategoryCard category={c} />}
          settings={CATEGORY_CAROUSEL}
          header={header}
          fallback={<CategorySkeleton />}
        />
      ) : (
        <>
          <div className="mb-4">{header}</div>
          {categories.isPending ? (
            <CategorySkeleton />
          ) : (
            <EmptyState
              title={categories.isError ? t('storefront.sections.error') : t('storefront.categories.empty')}
              tone={categories.isError ? 'danger' : 'neutral'}
            />
          )}
        </>
      )}
    </section>
  );
}
