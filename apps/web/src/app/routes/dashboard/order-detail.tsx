import { DIVISIONS, type OrderStatus } from '@medibazaar/contract';
import { Link, useLocation, useParams } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { PrescriptionNeeded } from '../../../components/ui/prescription-needed';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { addToCart } from '../../../features/cart/api/add-to-cart';
import { cartQueryKey } from '../../../features/cart/api/get-cart';
import { packingSlipUrl, useMoveOrder, useOrder, useRetryRefund } from '../../../features/orders/api/orders';
import {
  daysText,
  districtName,
  LineReview,
  orderPrescriptionWords,
  OrderStatusChip,
  OrderTracker,
  PaymentWords,
  shortDateTime,
} from '../../../features/orders/components/order-parts';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { panelStyles } from '../../../components/ui/panel';

/** How the buyer arrived: just placed the orders (cash), or just paid for them (card). */
type Confirmation = 'placed' | 'paid';
const confirmationOf = (state: unknown): Confirmation | null => {
  const value = (state as { confirmation?: unknown } | null)?.confirmation;
  return value === 'placed' || value === 'paid' ? value : null;
};

/**
 * '/dashboard/orders/:number': the order's lines, address, totals, payment and refunds,
 * a tracker of its steps, and what the reader may do now (Cancel for the buyer while
 * allowed, the next step for its seller or an admin, Pay by card while a card order
 * waits), the invoice and Reorder. Just after checkout it is the confirmation page:
 * a banner with the number and what comes next, and links to the orders placed with it.
 * An order waiting for a pharmacist says so, with its prescription's state and how long its
 * items are held; once reviewed, each line shows what the pharmacist decided.
 */
export function Component() {
  const { number = '' } = useParams();
  const confirmation = confirmationOf(useLocation().state);
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const order = useOrder(number);
  const move = useMoveOrder();
  const retry = useRetryRefund();
  const client = useQueryClient();
  const money = (n: number) => formatMoney(n, i18n.language);

  if (order.isPending) return <Spinner />;
  if (order.isError) {
    return <EmptyState tone="danger" title={apiErrorMessage(order.error, t, t('orders.detail.notFound'))} />;
  }
  const o = order.data;
  const isBuyer = user?.email.toLowerCase() === o.buyerEmail;
  // Whoever packs it: the order's seller, or an admin.
  const packs = user?.role === 'admin' || (o.sellerEmail !== null && user?.email.toLowerCase() === o.sellerEmail);

  async function go(to: OrderStatus) {
    if (to === 'cancelled') {
      const ok = await confirmDialog({
        title: t('orders.detail.cancelConfirm', { number: o.number }),
        text: t('orders.detail.cancelText'),
        confirm: t('orders.detail.cancel'),
        cancel: t('orders.detail.keep'),
      });
      if (!ok) return;
    }
    try {
      await move.mutateAsync({ number: o.number, to });
      toast.success(
        to === 'cancelled'
          ? t('orders.detail.cancelled')
          : t('orders.detail.moved', { status: t(`orders.status.${to}`) }),
      );
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  async function reorder() {
    try {
      for (const l of o.lines) {
        // What was asked for: a line the pharmacist cut or did not approve may be ordered again with a new prescription.
        const quantity = Math.max(l.quantity, l.review?.requestedQuantity ?? 0);
        if (l.menuId && quantity > 0) await addToCart({ menuId: l.menuId, quantity });
      }
      await client.invalidateQueries({ queryKey: cartQueryKey });
      toast.success(t('orders.detail.reordered'));
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  const division = DIVISIONS.find((d) => d.id === o.address.division);
  const refund = o.refunds[0];
  // Waiting for its card payment, and none on its way (it could still be cancelled): the buyer pays it.
  const payable =
    isBuyer && o.paymentMethod === 'card' && o.paymentStatus === 'awaiting' && o.allowedNext.includes('cancelled');
  const awaitingCheck = o.status === 'awaiting_prescription';
  const confirmationText = !awaitingCheck
    ? t(confirmation === 'paid' ? 'orders.confirmation.paidText' : 'orders.confirmation.placedText', {
        number: o.number,
      })
    : t(o.paymentMethod === 'card' ? 'orders.confirmation.authorizedText' : 'orders.confirmation.rxCodText', {
        number: o.number,
      });

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <PageHeading title={t('orders.detail.title', { number: o.number })}>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <OrderStatusChip status={o.status} />
          <span className="text-muted">{t('orders.detail.estimate', { days: daysText(t, o.minDays, o.maxDays) })}</span>
        </div>
      </PageHeading>

      {confirmation && isBuyer && o.status !== 'cancelled' && (
        <section
          aria-labelledby="order-confirmation"
          className="rounded-card border border-success-700/30 bg-success-50 p-4 sm:p-6"
          data-testid="order-confirmation"
        >
          <h2 id="order-confirmation" className="text-lg font-bold text-success-700">
            {confirmation === 'paid' && !awaitingCheck
              ? t('cart.payment.succeededTitle')
              : t('orders.confirmation.placedTitle')}
          </h2>
          <p className="mt-1 text-ink">{confirmationText}</p>
          {o.placedWith.length > 0 && (
            <p className="mt-1 text-ink">{t('orders.confirmation.others', { count: o.placedWith.length })}</p>
          )}
        </section>
      )}

      {awaitingCheck && (
        <section
          aria-labelledby="order-check"
          className="rounded-card border border-pending-700/30 bg-pending-50 p-4 sm:p-6"
          data-testid="order-check"
        >
          <h2 id="order-check" className="text-lg font-bold text-pending-700">
            {t('orders.detail.rxTitle')}
          </h2>
          <p className="mt-1 text-ink">{t('orders.detail.rxText')}</p>
          {o.holdUntil && (
            <p className="mt-1 text-ink" data-testid="order-hold">
              {t('orders.detail.holdUntil', { time: shortDateTime(o.holdUntil, i18n.language) })}
            </p>
          )}
          {o.prescription && (
            <p className="mt-1 font-semibold text-ink">
              {t('orders.detail.rxStatus', { status: orderPrescriptionWords(t, o.prescription, i18n.language) })}
            </p>
          )}
          {isBuyer && (
            <Link
              to={paths.dashboard.prescriptions.to()}
              className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            >
              {t('orders.detail.myPrescriptions')}
            </Link>
          )}
        </section>
      )}

      <div className="flex flex-wrap gap-2">
        {payable && (
          <Link to={paths.dashboard.payments.to([o.number])} className={buttonStyles.primary}>
            {t('orders.detail.payByCard')}
          </Link>
        )}
        {o.allowedNext.map((next) => (
          <button
            key={next}
            type="button"
            className={next === 'cancelled' || next === 'returned' ? buttonStyles.secondary : buttonStyles.primary}
            disabled={move.isPending}
            onClick={() => void go(next)}
          >
            {t(`orders.action.${next}`)}
          </button>
        ))}
        <a
          className={buttonStyles.secondary}
          href={`/api/orders/${encodeURIComponent(o.number)}/invoice.pdf?lang=${i18n.language === 'bn' ? 'bn' : 'en'}`}
          download
        >
          {t('orders.detail.invoice')}
        </a>
        {packs && (
          <a
            className={buttonStyles.secondary}
            href={packingSlipUrl(o.number, i18n.language)}
            target="_blank"
            rel="noopener"
          >
            {t('orders.detail.packingSlip')}
          </a>
        )}
        {isBuyer && (
          <Button variant="secondary" onClick={() => void reorder()}>
            {t('orders.detail.reorder')}
          </Button>
        )}
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section className={panelStyles} aria-labelledby="order-lines">
          <h2 id="order-lines" className="mb-3 text-lg font-bold">
            {t('orders.detail.lines')}
          </h2>
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
                  <td className="py-2 pl-3 text-right tabular-nums">{l.quantity}</td>
                  <td className="hidden py-2 pl-3 text-right tabular-nums sm:table-cell">{money(l.unitPrice)}</td>
                  <td className="py-2 pl-3 text-right tabular-nums">{money(l.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-line pt-3">
            <dt>{t('orders.checkout.items')}</dt>
            <dd className="text-right tabular-nums">{money(o.itemsTotal)}</dd>
            <dt>{t('orders.checkout.deliveryFee')}</dt>
            <dd className="text-right tabular-nums">
              {o.deliveryFee === 0 ? t('orders.checkout.free') : money(o.deliveryFee)}
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
              <PaymentWords method={o.paymentMethod} status={o.paymentStatus} />
            </dd>
          </dl>
          {refund && (
            <p className="mt-3 rounded-md bg-surface p-3" data-testid="order-refund">
              {t('orders.refund.title')}: {money(refund.amount)} · {t(`orders.refund.${refund.status}`)}
              {refund.status === 'failed' && user?.role === 'admin' && (
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
        </section>

        <div className="flex flex-col gap-4">
          <section className={panelStyles} aria-labelledby="order-address">
            <h2 id="order-address" className="mb-2 text-lg font-bold">
              {t('orders.detail.deliverTo')}
            </h2>
            <address className="not-italic">
              {o.address.name}
              <br />
              {o.address.phone}
              <br />
              {[o.address.line1, o.address.line2].filter(Boolean).join(', ')}
              <br />
              {o.address.area}, {districtName(o.address.district, i18n.language)},{' '}
              {division ? (i18n.language === 'bn' ? division.bn : division.en) : o.address.division}
            </address>
            {o.address.note && <p className="mt-2 text-sm text-muted">{o.address.note}</p>}
          </section>
          {o.placedWith.length > 0 && (
            <section className={panelStyles} aria-labelledby="order-placed-with">
              <h2 id="order-placed-with" className="mb-2 text-lg font-bold">
                {t('orders.detail.placedWith')}
              </h2>
              <ul className="flex flex-col gap-1">
                {o.placedWith.map((n) => (
                  <li key={n}>
                    <Link
                      to={paths.dashboard.order.to(n)}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
                    >
                      {t('orders.detail.title', { number: n })}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className={panelStyles} aria-labelledby="order-timeline">
            <h2 id="order-timeline" className="mb-3 text-lg font-bold">
              {t('orders.detail.timeline')}
            </h2>
            <OrderTracker order={o} />
          </section>
        </div>
      </div>
    </div>
  );
}
