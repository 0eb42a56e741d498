import { PAGE_SIZE } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { PagedListState } from '../../../components/ui/paged-list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useProducts } from '../../../features/catalog/api/get-products';
import { ProductsAdminTable } from '../../../features/products-admin/components/products-admin-table';
import { usePagedList, usePageParam } from '../../../lib/use-paged-list';

const LIMIT = PAGE_SIZE.adminProducts;

/**
 * '/dashboard/allProducts': every product, ten to a page from the server, with Edit and Delete;
 * controlled medicines too, which the shop's lists leave out.
 */
export function Component() {
  const { t } = useTranslation();
  const paging = usePageParam();
  const list = usePagedList(
    useProducts({ page: paging.page, limit: LIMIT, includeControlled: true }, { keepPrevious: true }),
    paging,
    LIMIT,
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('dashboard.pages.allProducts')}>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted">{t('dashboard.intro.allProducts')}</p>
          <Link to={paths.dashboard.lotsImport.to()} className={buttonStyles.secondary}>
            {t('lots.import.link')}
          </Link>
        </div>
      </PageHeading>
      <PagedListState list={list} empty={{ title: t('dashboard.products.empty') }}>
        <ProductsAdminTable products={list.rows} page={paging.page} busy={list.busy} showSeller />
      </PagedListState>
    </div>
  );
}
