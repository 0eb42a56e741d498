import { type CartItem, cartSummary } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { Panel } from '../../../components/ui/panel';

/**
 * Total items, total price (the items at their discounted prices; delivery is added at
 * checkout) and 'Pay Now', which leads to checkout and is disabled while the cart is
 * empty or a line exceeds its stock.
 */
export function CartSummary({ items }: { items: CartItem[] }) {
  const { t, i18n } = useTranslation();
  const { count, total } = cartSummary(items);
  const stockProblem = items.some((i) => i.quantity > i.stock);
  // A line whose seller's licence is not in force cannot be ordered (decision 056).
  const offSale = items.some((i) => !i.available);
  const canPay = items.length > 0 && !stockProblem && !offSale;
  const hasDiscount = items.some((i) => i.discount > 0);

  return (
    <Panel
      aria-label={t('cart.cart.summaryLabel')}
      as="section"
      className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <dl className="flex flex-wrap gap-x-10 gap-y-3">
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wide text-muted">{t('cart.cart.totalItems')}</dt>
          <dd className="text-2xl font-bold tabular-nums text-ink" data-testid="cart-total-items">
            {count}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wide text-muted">{t('cart.cart.totalPrice')}</dt>
          <dd className="text-2xl font-bold tabular-nums text-ink" data-testid="cart-total-price">
            {formatMoney(total, i18n.language)}
          </dd>
          {hasDiscount && <dd className="text-sm text-muted">{t('cart.cart.discountsApplied')}</dd>}
        </div>
      </dl>
      <div className="flex flex-col gap-1 sm:items-end">
        {canPay ? (
          <Link to={paths.checkout.to()} className={`${buttonStyles.primary} px-8`}>
            {t('cart.cart.payNow')}
          </Link>
        ) : (
          <Button disabled className="px-8">
            {t('cart.cart.payNow')}
          </Button>
        )}
        {stockProblem && <p className="max-w-xs text-sm text-danger-700">{t('cart.cart.fixStock')}</p>}
        {offSale && <p className="max-w-xs text-sm text-danger-700">{t('cart.cart.fixOffSale')}</p>}
      </div>
    </Panel>
  );
}
