import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useCart } from '../../../features/cart/api/get-cart';
import { CartSummary } from '../../../features/cart/components/cart-summary';
import { CartTable } from '../../../features/cart/components/cart-table';
import { useSession } from '../../../lib/session';
import { listStatus } from '../../../lib/use-paged-list';

/** '/dashboard/carts': the cart's totals, Pay Now, and its lines with quantity and Delete. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  const cart = useCart(user?.id);
  const status = listStatus(cart, cart.data);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('cart.pages.carts')}>
        <p className="mt-1 text-muted">{t('cart.cart.intro')}</p>
      </PageHeading>
      {status !== 'error' && <CartSummary items={cart.data ?? []} />}
      <ListState
        status={status}
        errorTitle={t('cart.cart.loadFailed')}
        retryLabel={t('cart.cart.retry')}
        onRetry={() => void cart.refetch()}
        empty={{
          title: t('cart.cart.empty'),
          hint: t('cart.cart.emptyHint'),
          action: (
            <Link to={paths.shop.to()} className={buttonStyles.primary}>
              {t('cart.cart.browse')}
            </Link>
          ),
        }}
      >
        <CartTable items={cart.data} />
      </ListState>
    </div>
  );
}
