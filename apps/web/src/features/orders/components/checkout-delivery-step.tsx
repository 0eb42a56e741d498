import type { OrderQuote } from '@medibazaar/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Panel } from '../../../components/ui/panel';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { daysText } from './order-parts';

/** The server's quote for the chosen address: zone, days, fee, tax and total, and each seller's share. */
function QuoteTotals({ quote }: { quote: OrderQuote }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, i18n.language);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2" data-testid="checkout-totals">
      <dt>{t('orders.checkout.zone')}</dt>
      <dd>{i18n.language === 'bn' ? quote.zone.nameBn : quote.zone.nameEn}</dd>
      <dt>{t('orders.checkout.estimate')}</dt>
      <dd>{daysText(t, quote.minDays, quote.maxDays)}</dd>
      <dt>{t('orders.checkout.items')}</dt>
      <dd className="text-right tabular-nums">{money(quote.itemsTotal)}</dd>
      <dt>{t('orders.checkout.deliveryFee')}</dt>
      <dd className="text-right tabular-nums" data-testid="checkout-fee">
        {quote.deliveryFee === 0 ? t('orders.checkout.free') : money(quote.deliveryFee)}
      </dd>
      <dt>{t('orders.checkout.tax', { rate: formatNumber(quote.taxRate, i18n.language) })}</dt>
      <dd className="text-right tabular-nums" data-testid="checkout-tax">
        {money(quote.tax)}
      </dd>
      <dt className="text-lg font-bold">{t('orders.checkout.total')}</dt>
      <dd className="text-right text-lg font-bold tabular-nums" data-testid="checkout-total">
        {money(quote.total)}
      </dd>
    </dl>
  );
}

/**
 * A basket from more than one seller becomes one order per seller: said before placing, with each
 * seller's delivery fee and days, so two fees are no surprise.
 */
function SplitBasketNotice({ quote }: { quote: OrderQuote }) {
  const { t, i18n } = useTranslation();
  if (quote.groups.length < 2) return null;
  const money = (n: number) => formatMoney(n, i18n.language);
  const count = formatNumber(quote.groups.length, i18n.language);
  return (
    <section
      aria-labelledby="split-basket-title"
      className="mt-4 rounded-md border border-line bg-pending-50 p-3 text-ink"
      data-testid="split-basket"
    >
      <h3 id="split-basket-title" className="font-bold">
        {t('orders.checkout.split.title', { count })}
      </h3>
      <p className="mt-1">{t('orders.checkout.split.body', { count })}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {quote.groups.map((g, i) => (
          <li key={i} data-testid="split-basket-seller">
            <span className="font-semibold">{g.sellerName ?? t('orders.checkout.shopSeller')}</span>
            {': '}
            {t('orders.checkout.split.line', {
              total: money(g.total),
              fee: g.deliveryFee === 0 ? t('orders.checkout.free') : money(g.deliveryFee),
              days: daysText(t, g.minDays, g.maxDays),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Checkout's delivery step: the quote for the chosen address, or why there is none yet. */
export function CheckoutDeliveryStep({
  title,
  addressId,
  quote,
}: {
  title: string;
  addressId: string | null;
  quote: UseQueryResult<OrderQuote>;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={title} headingClassName="mb-3 text-lg font-bold text-ink" aria-busy={quote.isFetching}>
      {!addressId ? (
        <p className="text-muted">{t('orders.checkout.noAddress')}</p>
      ) : quote.isPending ? (
        <Spinner />
      ) : quote.isError ? (
        <p role="alert" className="text-danger-700">
          {apiErrorMessage(quote.error, t, t('orders.checkout.loadFailed'))}
        </p>
      ) : (
        <QuoteTotals quote={quote.data} />
      )}
      {quote.data && <SplitBasketNotice quote={quote.data} />}
    </Panel>
  );
}
