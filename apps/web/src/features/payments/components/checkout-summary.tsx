import { type CheckoutSession } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/format';
import { Panel } from '../../../components/ui/panel';

/** What the payment pays: the orders' lines, their delivery, and the amount the server computed. */
export function CheckoutSummary({ checkout, children }: { checkout: CheckoutSession; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, i18n.language);
  const delivery = checkout.orders.reduce((sum, o) => sum + Math.round(o.deliveryFee * 100), 0) / 100;
  return (
    <Panel title={t('cart.payment.summary')}>
      {checkout.orders.length > 0 && (
        <p className="mt-1 text-sm break-words text-muted" data-testid="payment-orders">
          {t('cart.payment.paysOrders', {
            count: checkout.orders.length,
            numbers: checkout.orders.map((o) => o.number).join(', '),
          })}
        </p>
      )}
      <ul className="mt-4 divide-y divide-line">
        {checkout.items.map((line, i) => (
          <li key={`${line.menuId ?? ''}-${i}`} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink">{line.name}</p>
              <p className="text-sm tabular-nums text-muted">
                {t('cart.payment.quantityTimes', { quantity: line.quantity, price: money(line.unitPrice) })}
              </p>
            </div>
            <p className="font-semibold tabular-nums text-ink">{money(line.lineTotal)}</p>
          </li>
        ))}
        <li className="flex items-start justify-between gap-4 py-3">
          <p className="text-ink">{t('cart.payment.delivery')}</p>
          <p className="tabular-nums text-ink" data-testid="payment-delivery">
            {delivery === 0 ? t('cart.payment.free') : money(delivery)}
          </p>
        </li>
      </ul>
      <div className="mt-2 flex items-baseline justify-between gap-4 border-t-2 border-ink pt-4">
        <p className="font-bold text-ink">{t('cart.payment.amount')}</p>
        <p className="text-2xl font-bold tabular-nums text-brand-800" data-testid="payment-amount">
          {money(checkout.amount)}
        </p>
      </div>
      {children}
    </Panel>
  );
}
