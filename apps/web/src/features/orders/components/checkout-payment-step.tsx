import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { useId } from 'react';
import { clientConfig } from '../../../config/env';
import { useTranslation } from '../../../lib/i18n';

/** How the buyer pays: cash on delivery, by card, with bKash, or by card or mobile banking on SSLCommerz's page. */
export type CheckoutPaymentChoice = 'cod' | 'card' | 'bkash' | 'sslcommerz';

/** Checkout's last step: cash on delivery, card or bKash, what each means here, and the button that places the order. */
export function CheckoutPaymentStep({
  title,
  method,
  codAllowed,
  onMethod,
  needsPrescription,
  canPlace,
  placing,
  onPlace,
}: {
  title: string;
  method: CheckoutPaymentChoice;
  /** False where the delivery zone takes no cash. */
  codAllowed: boolean;
  onMethod: (method: CheckoutPaymentChoice) => void;
  needsPrescription: boolean;
  canPlace: boolean;
  placing: boolean;
  onPlace: () => void;
}) {
  const { t } = useTranslation();
  const choices: CheckoutPaymentChoice[] = [
    'cod',
    'card',
    ...(clientConfig.bkash ? (['bkash'] as const) : []),
    ...(clientConfig.sslcommerz ? (['sslcommerz'] as const) : []),
  ];
  const online = method !== 'cod';
  // The built-in sandbox processor takes no money: its card choice says so beside its name.
  const testCard = clientConfig.paymentProvider === 'sandbox';
  const testCardId = useId();
  return (
    <Panel title={title} headingClassName="mb-3 text-lg font-bold text-ink">
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('orders.checkout.payment')}</legend>
        {choices.map((m) => (
          <div key={m} className="flex flex-wrap items-center gap-x-3">
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="method"
                className="h-5 w-5"
                value={m}
                checked={method === m}
                disabled={m === 'cod' && !codAllowed}
                onChange={() => onMethod(m)}
                aria-describedby={m === 'card' && testCard ? testCardId : undefined}
              />
              {t(`orders.payment.${m}`)}
            </label>
            {m === 'card' && testCard && (
              <span
                id={testCardId}
                className="rounded-full border border-warm-600/30 bg-warm-50 px-2 py-0.5 text-sm font-semibold text-warm-700"
                data-testid="test-card-label"
              >
                {t('orders.checkout.testCard')}
              </span>
            )}
          </div>
        ))}
      </fieldset>
      {!codAllowed && <p className="text-sm text-muted">{t('orders.checkout.codNotHere')}</p>}
      {needsPrescription ? (
        <p className="text-sm text-muted">
          {t(
            method === 'bkash'
              ? 'orders.checkout.bkashHoldNote'
              : online
                ? 'orders.checkout.cardHoldNote'
                : 'orders.checkout.codCheckNote',
          )}
        </p>
      ) : (
        online && (
          <p className="text-sm text-muted">
            {t(
              method === 'bkash'
                ? 'orders.checkout.bkashNote'
                : method === 'sslcommerz'
                  ? 'orders.checkout.sslcommerzNote'
                  : 'orders.checkout.cardNote',
            )}
          </p>
        )
      )}
      <Button className="mt-4 w-full sm:w-auto sm:px-10" disabled={!canPlace || placing} onClick={onPlace}>
        {placing
          ? t('orders.checkout.placing')
          : online
            ? t('orders.checkout.toPayment')
            : t('orders.checkout.placeOrder')}
      </Button>
    </Panel>
  );
}
