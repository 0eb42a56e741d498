import type { CategoryName } from '@medibazaar/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { categoryName } from '../../../lib/labels';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCategories } from '../api/get-categories';
import { LazyImage } from '../../../components/ui/lazy-image';

const itemClass = (active: boolean) =>
  `flex min-h-11 shrink-0 items-center gap-3 rounded-md border px-3 py-1.5 font-medium transition-colors ${
    active
      ? 'border-brand-700 bg-brand-50 text-brand-800'
      : 'border-line bg-white text-ink hover:border-brand-600 hover:text-brand-800'
  }`;

/**
 * 'All' and the server's categories, each with its image and name. A row that
 * scrolls sideways on small screens, a column beside the table on large ones.
 */
export function CategoryFilter({
  active,
  linkFor,
}: {
  active: CategoryName | undefined;
  /** Where choosing a category (undefined = All) leads; the shop starts again at page 1. */
  linkFor: (category: CategoryName | undefined) => string;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const listRef = useRef<HTMLUListElement>(null);

  // On small screens the list scrolls sideways: bring the chosen category into view.
  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (!list || !item || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = Math.max(0, item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2);
  }, [active, categories.data]);

  return (
    <nav aria-label={t('storefront.shop.categoriesLabel')}>
      <h2 className="mb-3 hidden text-sm font-bold uppercase tracking-wide text-muted lg:block">
        {t('storefront.shop.categoriesLabel')}
      </h2>
      <ul
        ref={listRef}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0"
      >
        <li className="shrink-0">
          <Link to={linkFor(undefined)} aria-current={!active ? 'page' : undefined} className={itemClass(!active)}>
            <span
              aria-hidden="true"
              className="grid h-8 w-8 grid-cols-2 gap-0.5 rounded-md bg-brand-100 p-1.5 [&>span]:rounded-sm [&>span]:bg-brand-600"
            >
              <span />
              <span />
              <span />
              <span />
            </span>
            {t('storefront.shop.all')}
          </Link>
        </li>
        {categories.isPending &&
          Array.from({ length: 8 }, (_, i) => (
            <li key={i} className="shrink-0">
              <Skeleton className="h-11 w-36 lg:w-full" />
            </li>
          ))}
        {categories.data?.map((c) => (
          <li key={c._id} className="shrink-0">
            <Link
              to={linkFor(c.category)}
              aria-current={active === c.category ? 'page' : undefined}
              className={itemClass(active === c.category)}
            >
              <LazyImage src={c.categoryImage} width={32} className="h-8 w-8 rounded-md object-cover" />
              <span className="whitespace-nowrap">{categoryName(t, c.category)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
