import { Link, useParams } from 'react-router';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { ProductLots } from '../../../features/products-admin/components/lots/product-lots';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';

/** '/dashboard/lots/{id}': a product's lots, received and adjusted by its seller or an admin (decision 059). */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useSession();
  const list = user?.role === 'admin' ? paths.dashboard.allProducts.to() : paths.dashboard.manageMedicines.to();
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to={list}
        className="mb-4 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <ChevronLeftIcon className="h-5 w-5" />
        {t('lots.backToList')}
      </Link>
      <PageHeading title={t('lots.title')}>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted">{t('lots.intro')}</p>
          <Link to={paths.dashboard.lotsImport.to()} className="font-semibold text-brand-700 underline">
            {t('lots.import.link')}
          </Link>
        </div>
      </PageHeading>
      <ProductLots productId={id} />
    </div>
  );
}
