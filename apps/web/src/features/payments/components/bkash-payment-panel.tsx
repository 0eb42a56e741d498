import type { CheckoutSession } from '@medibazaar/contract';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/**
 * The step on a provider's own page: bKash (the buyer approves from their bKash account) or
 * SSLCommerz (card, mobile or internet banking); the provider sends them back to the shop,
 * which records the payment once the provider confirms it.
 */
export function BkashPaymentPanel({
  provider,
  checkout,
  heldForCheck,
  cardInstead,
}: {
  provider: 'bkash' | 'sslcommerz';
  checkout: CheckoutSession;
  /** An order waiting for a pharmacist: bKash only holds the money until the approval. */
  heldForCheck: boolean;
  /** The card payment of the same orders. */
  cardInstead: string;
}) {
  const { t, i18n } = useTranslation();
  const bkash = provider === 'bkash';
  const amount = formatMoney(checkout.amount, i18n.language);
  return (
    <Panel
      title={t(bkash ? 'cart.payment.bkashHeading' : 'cart.payment.sslcommerzHeading')}
      headingClassName="mb-4 text-lg font-bold text-ink"
    >
      <p className="mb-4 text-muted">
        {t(
          bkash
            ? heldForCheck
              ? 'cart.payment.bkashHoldText'
              : 'cart.payment.bkashText'
            : 'cart.payment.sslcommerzText',
        )}
      </p>
      {checkout.redirectUrl && (
        <a
          href={checkout.redirectUrl}
          className={`${buttonStyles.primary} w-full`}
          data-testid={`pay-with-${provider}`}
        >
          {t(bkash ? 'cart.payment.payBkash' : 'cart.payment.paySslcommerz', { amount })}
        </a>
      )}
      <Link to={cardInstead} className={`${buttonStyles.secondary} mt-3 w-full`}>
        {t('cart.payment.payByCard')}
      </Link>
    </Panel>
  );
}

/**
 * What the provider said when it sent the buyer back without a payment (`?bkash=` or
 * `?sslcommerz=cancel|failure|error`).
 */
export function BkashOutcome({
  outcome,
  reason,
  provider = 'bkash',
}: {
  outcome: string | null;
  reason: string | null;
  provider?: 'bkash' | 'sslcommerz';
}) {
  const { t } = useTranslation();
  if (outcome !== 'cancel' && outcome !== 'failure' && outcome !== 'error') return null;
  const text =
    provider === 'sslcommerz'
      ? t(
          outcome === 'cancel'
            ? 'cart.payment.sslcommerzCancelled'
            : outcome === 'error'
              ? 'cart.payment.bkashNotRecorded'
              : 'cart.payment.sslcommerzDeclined',
        )
      : outcome === 'cancel'
        ? t('cart.payment.bkashCancelled')
        : outcome === 'error'
          ? t('cart.payment.bkashNotRecorded')
          : reason === 'insufficient_balance'
            ? t('cart.payment.bkashInsufficient')
            : t('cart.payment.bkashDeclined');
  return (
    <p role="alert" className="rounded-md bg-pending-50 px-3 py-2 text-pending-700" data-testid="bkash-outcome">
      {text}
    </p>
  );
}
