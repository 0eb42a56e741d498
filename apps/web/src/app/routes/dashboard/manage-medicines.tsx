import { PAGE_SIZE } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { PagedListState } from '../../../components/ui/paged-list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useMyProducts } from '../../../features/products-admin/api/get-my-products';
import { ProductsAdminTable } from '../../../features/products-admin/components/products-admin-table';
import { usePagedList, usePageParam } from '../../../lib/use-paged-list';

const LIMIT = PAGE_SIZE.default;

/**
 * '/dashboard/manageMedicines': the seller's one list of their own products (the server
 * picks them by session): stock, units sold, Edit, View and Delete. '/dashboard/myProducts'
 * leads here.
 */
export function Component() {
  const { t } = useTranslation();
  const paging = usePageParam();
  const list = usePagedList(useMyProducts({ page: paging.page, limit: LIMIT }), paging, LIMIT);

  const addLink = (
    <Link to={paths.dashboard.addProduct.to()} className={buttonStyles.primary}>
      {t('dashboard.menu.addProduct')}
    </Link>
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('dashboard.pages.manageMedicines')}>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted">{t('dashboard.intro.manageMedicines')}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.dashboard.lotsImport.to()} className={buttonStyles.secondary}>
              {t('lots.import.link')}
            </Link>
            {addLink}
          </div>
        </div>
      </PageHeading>
      <PagedListState
        list={list}
        count={(total) => t('dashboard.products.count', { count: total })}
        empty={{ title: t('dashboard.products.emptySeller'), action: addLink }}
      >
        <ProductsAdminTable products={list.rows} page={paging.page} busy={list.busy} showSeller={false} own />
      </PagedListState>
    </div>
  );
}
