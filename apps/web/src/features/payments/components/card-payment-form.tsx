import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { clientConfig } from '../../../config/env';
import type { CardPaymentFormProps } from './card-payment-props';
import { SandboxCardForm } from './sandbox-card-form';

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
