import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCart } from '../../../features/cart/api/get-cart';
import { CartSummary } from '../../../features/cart/components/cart-summary';
import { CartTable } from '../../../features/cart/components/cart-table';
import { useSession } from '../../../lib/session';

/** '/dashboard/carts': the cart's totals, Pay Now, and its lines with quantity and Delete. */
export function Component() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const cart = useCart(user?.id);

  const browse = (
    <Link to={paths.shop.to()} className={buttonStyles.primary}>
      {t('cart.cart.browse')}
    </Link>
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('cart.pages.carts')}>
        <p className="mt-1 text-muted">{t('cart.cart.intro')}</p>
      </PageHeading>
      {isPending ? (
        <Spinner />
      ) : cart.isError ? (
        <EmptyState
          tone="danger"
          title={t('cart.cart.loadFailed')}
          action={
            <button type="button" className={buttonStyles.secondary} onClick={() => void cart.refetch()}>
              {t('cart.cart.retry')}
            </button>
          }
        />
      ) : (
        <>
          <CartSummary items={cart.data ?? []} />
          {cart.data && cart.data.length === 0 ? (
            <EmptyState title={t('cart.cart.empty')} hint={t('cart.cart.emptyHint')} action={browse} />
          ) : (
            <CartTable items={cart.data ?? []} loading={cart.isPending} />
          )}
        </>
      )}
    </div>
  );
}
