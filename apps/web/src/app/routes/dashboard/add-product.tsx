import { useTranslation } from '../../../lib/i18n';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { AddProductForm } from '../../../features/products-admin/components/add-product-form';
import { useSession } from '../../../lib/session';
import { Panel } from '../../../components/ui/panel';

/** '/dashboard/addProduct': a seller (or an admin) puts a new product on sale. */
export function Component() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title={t('dashboard.pages.addProduct')}>
        <p className="mt-1 text-muted">{t('dashboard.intro.addProduct')}</p>
      </PageHeading>
      <Panel padding="form">
        {isPending ? (
          <Spinner />
        ) : user ? (
          <AddProductForm sellerEmail={user.email} shopOwned={user.role === 'admin'} />
        ) : (
          <p className="text-muted">{t('common.status.noUser')}</p>
        )}
      </Panel>
    </div>
  );
}
