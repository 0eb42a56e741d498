import { PageHeading } from '../../../components/ui/page-heading';
import { OrdersList } from '../../../features/orders/components/orders-list';
import { useTranslation } from '../../../lib/i18n';

/** '/dashboard/allOrders': every order, filtered by status, zone, days and payment method. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <PageHeading title={t('orders.admin.title')}>
        <p className="mt-1 text-muted">{t('orders.admin.intro')}</p>
      </PageHeading>
      <OrdersList scope="all" emptyTitle={t('orders.admin.empty')} />
    </div>
  );
}
