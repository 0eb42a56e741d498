import type { Order } from '@medibazaar/contract';
import { Link } from 'react-router';
import { Panel } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { orderPrescriptionWords, shortDateTime } from './order-parts';

/** How the buyer arrived: just placed the orders (cash), or just paid for them (card). */
export type Confirmation = 'placed' | 'paid';
export const confirmationOf = (state: unknown): Confirmation | null => {
  const value = (state as { confirmation?: unknown } | null)?.confirmation;
  return value === 'placed' || value === 'paid' ? value : null;
};

/** Just after checkout: the order's number, what comes next, and how many orders were placed with it. */
export function OrderConfirmationBanner({ order: o, confirmation }: { order: Order; confirmation: Confirmation }) {
  const { t } = useTranslation();
  const awaitingCheck = o.status === 'awaiting_prescription';
  const text = !awaitingCheck
    ? t(confirmation === 'paid' ? 'orders.confirmation.paidText' : 'orders.confirmation.placedText', {
        number: o.number,
      })
    : t(o.paymentMethod === 'card' ? 'orders.confirmation.authorizedText' : 'orders.confirmation.rxCodText', {
        number: o.number,
      });
  return (
    <Panel
      bare
      title={
        confirmation === 'paid' && !awaitingCheck
          ? t('cart.payment.succeededTitle')
          : t('orders.confirmation.placedTitle')
      }
      headingClassName="text-lg font-bold text-success-700"
      className="rounded-card border border-success-700/30 bg-success-50 p-4 sm:p-6"
      data-testid="order-confirmation"
    >
      <p className="mt-1 text-ink">{text}</p>
      {o.placedWith.length > 0 && (
        <p className="mt-1 text-ink">{t('orders.confirmation.others', { count: o.placedWith.length })}</p>
      )}
    </Panel>
  );
}

/** An order waiting for a pharmacist: its prescription's state and how long its items are held. */
export function OrderCheckBanner({ order: o, isBuyer }: { order: Order; isBuyer: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Panel
      bare
      title={t('orders.detail.rxTitle')}
      headingClassName="text-lg font-bold text-pending-700"
      className="rounded-card border border-pending-700/30 bg-pending-50 p-4 sm:p-6"
      data-testid="order-check"
    >
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
    </Panel>
  );
}

/**
 * The buyer's payment reached the shop, but the payment service asked for it to be checked by hand
 * (SSLCommerz's risky payments): the order waits for an admin, and the buyer is told so.
 */
export function PaymentCheckBanner() {
  const { t } = useTranslation();
  return (
    <Panel
      bare
      title={t('orders.detail.checkingTitle')}
      headingClassName="text-lg font-bold text-pending-700"
      className="rounded-card border border-pending-700/30 bg-pending-50 p-4 sm:p-6"
      data-testid="payment-check"
    >
      <p className="mt-1 text-ink">{t('orders.detail.checkingText')}</p>
    </Panel>
  );
}
