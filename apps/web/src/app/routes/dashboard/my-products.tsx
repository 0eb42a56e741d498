import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { PagedListState } from '../../../components/ui/paged-list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useMyProducts } from '../../../features/products-admin/api/get-my-products';
import { MyProductCard } from '../../../features/products-admin/components/my-product-card';
import { usePagedList, usePageParam } from '../../../lib/use-paged-list';

// Cards sit three or four to a row: twelve fill whole rows.
const LIMIT = 12;
const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** '/dashboard/myProducts': the seller's products as cards with stock and units sold. */
export function Component() {
  const { t } = useTranslation();
  const paging = usePageParam();
  const list = usePagedList(useMyProducts({ page: paging.page, limit: LIMIT }), paging, LIMIT);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('dashboard.pages.myProducts')}>
        <p className="mt-1 text-muted">{t('dashboard.intro.myProducts')}</p>
      </PageHeading>
      <PagedListState
        list={list}
        count={(total) => t('dashboard.products.count', { count: total })}
        empty={{
          title: t('dashboard.products.emptySeller'),
          action: (
            <Link to={paths.dashboard.addProduct.to()} className={buttonStyles.primary}>
              {t('dashboard.products.addFirst')}
            </Link>
          ),
        }}
      >
        {list.rows ? (
          <ul className={grid}>
            {list.rows.map((p) => (
              <li key={p._id}>
                <MyProductCard product={p} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={grid} aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-80" />
            ))}
          </div>
        )}
      </PagedListState>
    </div>
  );
}
