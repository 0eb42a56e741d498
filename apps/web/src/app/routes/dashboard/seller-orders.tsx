import { PageHeading } from '../../../components/ui/page-heading';
import { OrdersList } from '../../../features/orders/components/orders-list';
import { useTranslation } from '../../../lib/i18n';

/** '/dashboard/sellerOrders': orders of the seller's products, each with its next allowed step as a button. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <PageHeading title={t('orders.seller.title')}>
        <p className="mt-1 text-muted">{t('orders.seller.intro')}</p>
      </PageHeading>
      <OrdersList scope="selling" emptyTitle={t('orders.seller.empty')} />
    </div>
  );
}
