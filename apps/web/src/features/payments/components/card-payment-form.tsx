import type { CheckoutSession } from '@medibazaar/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { clientConfig } from '../../../config/env';
import { SandboxCardForm } from './sandbox-card-form';

export interface CardPaymentFormProps {
  checkout: CheckoutSession;
  /** Who pays: sent to the processor as the billing name and email. */
  billing: { name: string; email: string };
  /** Called once the processor says the intent succeeded (or is processing). */
  onPaid: (intentId: string) => Promise<void>;
  /** Prices the cart again and opens a new payment (after an expiry or a stock change). */
  onRestart: () => void;
}

// Stripe's browser code is downloaded only here, and only when Stripe takes the payments.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The card form of whichever processor the server is configured with. */
export function CardPaymentForm(props: CardPaymentFormProps) {
  const { t } = useTranslation();
  if (props.checkout.provider === 'stripe' && clientConfig.stripePublishableKey) {
    return (
      <Suspense fallback={<p className="text-muted">{t('cart.payment.loadingProvider')}</p>}>
        <StripeCardForm {...props} publishableKey={clientConfig.stripePublishableKey} />
      </Suspense>
    );
  }
  return <SandboxCardForm {...props} />;
}
