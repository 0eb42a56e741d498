import type { CheckoutSession } from '@medibazaar/contract';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/**
 * The bKash step: the buyer goes to bKash's own page to approve the payment from their account,
 * and bKash sends them back to the shop, which records it once bKash confirms it.
 */
export function BkashPaymentPanel({
  checkout,
  heldForCheck,
  cardInstead,
}: {
  checkout: CheckoutSession;
  /** An order waiting for a pharmacist: bKash only holds the money until the approval. */
  heldForCheck: boolean;
  /** The card payment of the same orders. */
  cardInstead: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Panel title={t('cart.payment.bkashHeading')} headingClassName="mb-4 text-lg font-bold text-ink">
      <p className="mb-4 text-muted">{t(heldForCheck ? 'cart.payment.bkashHoldText' : 'cart.payment.bkashText')}</p>
      {checkout.redirectUrl && (
        <a href={checkout.redirectUrl} className={`${buttonStyles.primary} w-full`} data-testid="pay-with-bkash">
          {t('cart.payment.payBkash', { amount: formatMoney(checkout.amount, i18n.language) })}
        </a>
      )}
      <Link to={cardInstead} className={`${buttonStyles.secondary} mt-3 w-full`}>
        {t('cart.payment.payByCard')}
      </Link>
    </Panel>
  );
}

/** What bKash said when it sent the buyer back without a payment (`?bkash=cancel|failure|error`). */
export function BkashOutcome({ outcome, reason }: { outcome: string | null; reason: string | null }) {
  const { t } = useTranslation();
  if (outcome !== 'cancel' && outcome !== 'failure' && outcome !== 'error') return null;
  const text =
    outcome === 'cancel'
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
