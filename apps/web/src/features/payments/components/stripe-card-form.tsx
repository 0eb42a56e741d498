import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import type { CardPaymentFormProps } from './card-payment-props';
import { PayButton, PaymentProblem, type Problem } from './payment-parts';

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js is loaded once per key, from Stripe (as its terms require), when this form first shows. */
const stripeFor = (key: string) => {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
};

/** Stripe draws the card field in its own frame: hand it the shop's colour tokens as values. */
function cardStyle() {
  const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return {
    style: {
      base: { fontSize: '16px', color: token('--color-ink'), '::placeholder': { color: token('--color-muted') } },
      invalid: { color: token('--color-danger-700') },
    },
  };
}

function StripeForm({ checkout, billing, onPaid, onRestart }: CardPaymentFormProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [cardReady, setCardReady] = useState(false);
  const [name, setName] = useState(billing.name);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const billingDetails = { email: billing.email, name: name.trim() || billing.name };
      const created = await stripe.createPaymentMethod({ type: 'card', card, billing_details: billingDetails });
      if (created.error) {
        setProblem({ message: created.error.message ?? t('cart.payment.loadFailed'), restart: false });
        return;
      }
      const { error, paymentIntent } = await stripe.confirmCardPayment(checkout.clientSecret, {
        payment_method: created.paymentMethod.id,
      });
      if (error) {
        const closed = error.code === 'payment_intent_unexpected_state';
        setProblem({ message: error.message ?? t('cart.payment.loadFailed'), restart: closed });
        return;
      }
      // `requires_capture`: the card is authorized and held; it is charged once a pharmacist approves.
      if (['succeeded', 'processing', 'requires_capture'].includes(paymentIntent.status)) {
        await onPaid(paymentIntent.id);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      <FormField label={t('cart.payment.nameOnCard')}>
        {(control) => (
          <input
            {...control}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="cc-name"
            className={inputStyles}
            disabled={busy}
          />
        )}
      </FormField>
      <div>
        <p className="font-semibold text-ink">{t('cart.payment.card')}</p>
        <div className="mt-1 rounded-md border border-line bg-white px-3 py-3">
          <CardElement options={cardStyle()} onReady={() => setCardReady(true)} />
        </div>
      </div>
      {problem && <PaymentProblem problem={problem} onRestart={onRestart} />}
      <PayButton amount={checkout.amount} busy={busy} ready={Boolean(stripe && elements && cardReady)} />
    </form>
  );
}

/** The card form when Stripe takes the payments: Stripe Elements, confirmed with the client secret. */
export default function StripeCardForm(props: CardPaymentFormProps & { publishableKey: string }) {
  const { publishableKey, ...rest } = props;
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    stripeFor(publishableKey).then(
      (stripe) => live && !stripe && setFailed(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);
  if (failed) {
    return (
      <p role="alert" className="rounded-md bg-danger-50 px-4 py-3 font-medium text-danger-700">
        {t('cart.payment.providerUnavailable')}
      </p>
    );
  }
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeForm {...rest} />
    </Elements>
  );
}
