import type { Order } from '@medibazaar/contract';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { PrescriptionNeeded } from '../../../components/ui/prescription-needed';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useRetryRefund } from '../api/orders';
import { LineReview, paymentBeingChecked, PaymentWords, providerReferenceWords } from './order-parts';

function LinesTable({ order: o }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, i18n.language);
  return (
    <table className="w-full text-left">
      <thead className="text-sm text-muted">
        <tr>
          <th scope="col" className="py-1">
            {t('orders.detail.lines')}
          </th>
          <th scope="col" className="py-1 pl-3 text-right">
            {t('orders.detail.qty')}
          </th>
          <th scope="col" className="hidden py-1 pl-3 text-right sm:table-cell">
            {t('orders.detail.unitPrice')}
          </th>
          <th scope="col" className="py-1 pl-3 text-right">
            {t('orders.detail.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {o.lines.map((l) => (
          <tr key={l.id} className="border-t border-line">
            <td className="py-2">
              {l.name}
              {l.strength && <span className="text-muted"> {l.strength}</span>}
              {(l.requiresPrescription || l.review) && (
                <span className="mt-1 flex flex-col gap-1">
                  {l.requiresPrescription && <PrescriptionNeeded />}
                  <LineReview line={l} />
                </span>
              )}
            </td>
            <td className="py-2 pl-3 text-right tabular-nums">
              {l.quantity}
              {l.orderedQuantity !== undefined && (
                <span className="block text-sm text-muted" data-testid="order-line-ordered">
                  {t('orders.detail.ordered', { n: formatNumber(l.orderedQuantity, i18n.language) })}
                </span>
              )}
            </td>
            <td className="hidden py-2 pl-3 text-right tabular-nums sm:table-cell">{money(l.unitPrice)}</td>
            <td className="py-2 pl-3 text-right tabular-nums">{money(l.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Totals({ order: o }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, i18n.language);
  return (
    <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-line pt-3">
      <dt>{t('orders.checkout.items')}</dt>
      <dd className="text-right tabular-nums">{money(o.itemsTotal)}</dd>
      <dt>{t('orders.checkout.deliveryFee')}</dt>
      <dd className="text-right tabular-nums">
        {/* A cancelled order owes no fee: zero, not "free". */}
        {o.deliveryFee === 0 && o.status !== 'cancelled' ? t('orders.checkout.free') : money(o.deliveryFee)}
      </dd>
      <dt>{t('orders.checkout.tax', { rate: formatNumber(o.taxRate, i18n.language) })}</dt>
      <dd className="text-right tabular-nums" data-testid="order-tax">
        {money(o.tax)}
      </dd>
      <dt className="font-bold">{t('orders.checkout.total')}</dt>
      <dd className="text-right font-bold tabular-nums" data-testid="order-total">
        {money(o.total)}
      </dd>
      <dt>{t('orders.detail.payment')}</dt>
      <dd className="text-right" data-testid="order-payment">
        <PaymentWords method={o.paymentMethod} status={o.paymentStatus} checking={paymentBeingChecked(o)} />
        {o.payment && providerReferenceWords(t, o.payment) && (
          <span className="block text-sm text-muted" data-testid="order-paid-by">
            {providerReferenceWords(t, o.payment)}
          </span>
        )}
      </dd>
    </dl>
  );
}

/** The order's lines, its totals and payment, and its refund (an admin retries a failed one). */
export function OrderLinesPanel({ order: o, isAdmin }: { order: Order; isAdmin: boolean }) {
  const { t, i18n } = useTranslation();
  const retry = useRetryRefund();
  const refund = o.refunds[0];
  return (
    <Panel title={t('orders.detail.lines')} headingClassName="mb-3 text-lg font-bold">
      <LinesTable order={o} />
      <Totals order={o} />
      {refund && (
        <p className="mt-3 rounded-md bg-surface p-3" data-testid="order-refund">
          {t('orders.refund.title')}: {formatMoney(refund.amount, i18n.language)} ·{' '}
          {t(`orders.refund.${refund.status}`)}
          {refund.status === 'failed' && isAdmin && (
            <Button
              variant="secondary"
              className="ml-3"
              disabled={retry.isPending}
              onClick={() =>
                void retry.mutateAsync(o.number).catch((err: unknown) => toast.error(apiErrorMessage(err, t)))
              }
            >
              {t('orders.refund.retry')}
            </Button>
          )}
        </p>
      )}
    </Panel>
  );
}
