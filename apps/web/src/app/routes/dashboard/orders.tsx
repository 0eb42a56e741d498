import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { OrdersList } from '../../../features/orders/components/orders-list';
import { useTranslation } from '../../../lib/i18n';

/** '/dashboard/orders': the buyer's own orders, newest first, with their state in words. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <PageHeading title={t('orders.list.title')}>
        <p className="mt-1 text-muted">{t('orders.list.intro')}</p>
      </PageHeading>
      <OrdersList
        scope="mine"
        emptyTitle={t('orders.list.empty')}
        emptyHint={t('orders.list.emptyHint')}
        emptyAction={
          <Link to={paths.shop.to()} className={buttonStyles.primary}>
            {t('orders.list.shop')}
          </Link>
        }
      />
    </div>
  );
}
