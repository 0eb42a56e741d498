import { useTranslation } from '../../../lib/i18n';
import { Link, useParams } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useProduct } from '../../../features/catalog/api/get-product';
import { useProductLowStock } from '../../../features/products-admin/api/get-low-stock';
import { EditProductForm } from '../../../features/products-admin/components/edit-product-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/session';
import { Panel } from '../../../components/ui/panel';

function BackLink({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={admin ? paths.dashboard.allProducts.to() : paths.dashboard.manageMedicines.to()}
      className="mb-4 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <ChevronLeftIcon className="h-5 w-5" />
      {t('dashboard.products.backToList')}
    </Link>
  );
}

/** '/dashboard/updateItem/{id}': an admin, or the product's own seller, edits it. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useProduct(id);
  const { user, isPending } = useSession();
  const product = query.data;
  const admin = user?.role === 'admin';
  const mayEdit = Boolean(product) && (admin || (user !== null && product?.email === user.email));
  // The low-stock alert is not part of the public product: its seller or an admin reads it apart.
  const lowStock = useProductLowStock(id, mayEdit);
  if (query.isError && !product) return <ProductNotFound />;
  if (!product) return <Spinner />;

  return (
    <div className="mx-auto max-w-3xl">
      <BackLink admin={admin} />
      <PageHeading title={t('dashboard.pages.updateItem')}>
        <p className="mt-1 text-muted">
          {t('dashboard.intro.updateItem')} <strong className="text-ink">{product.name}</strong>
        </p>
      </PageHeading>
      <Panel padding="form">
        {isPending ? (
          <Spinner />
        ) : mayEdit && lowStock.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-danger-700">{t('dashboard.productForm.lowStockLoadFailed')}</p>
            <Button variant="secondary" onClick={() => void lowStock.refetch()}>
              {t('common.status.retry')}
            </Button>
          </div>
        ) : mayEdit && !lowStock.data ? (
          <Spinner />
        ) : mayEdit && lowStock.data ? (
          // Saving refreshes every product read, this one too: the form starts again from it.
          <EditProductForm product={product} lowStockThreshold={lowStock.data.lowStockThreshold} canAddNames={admin} />
        ) : (
          <EmptyState title={t('dashboard.products.notYours')} />
        )}
      </Panel>
    </div>
  );
}

/** An unknown id or a failed load: the message and a way back. */
function ProductNotFound() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('dashboard.pages.updateItem'));
  const list = user?.role === 'admin' ? paths.dashboard.allProducts.to() : paths.dashboard.manageMedicines.to();
  return (
    <div className="mx-auto max-w-xl py-16">
      <EmptyState
        tone="danger"
        title={t('dashboard.products.notFound')}
        hint={t('dashboard.products.notFoundHint')}
        action={
          <Link to={list} className={buttonStyles.secondary}>
            {t('dashboard.products.backToList')}
          </Link>
        }
      />
    </div>
  );
}
