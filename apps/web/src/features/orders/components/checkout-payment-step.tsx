import type { OrderPaymentMethod } from '@medibazaar/contract';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { useTranslation } from '../../../lib/i18n';

/** Checkout's last step: cash on delivery or card, what each means here, and the button that places the order. */
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
  method: OrderPaymentMethod;
  /** False where the delivery zone takes no cash. */
  codAllowed: boolean;
  onMethod: (method: OrderPaymentMethod) => void;
  needsPrescription: boolean;
  canPlace: boolean;
  placing: boolean;
  onPlace: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={title} headingClassName="mb-3 text-lg font-bold text-ink">
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('orders.checkout.payment')}</legend>
        {(['cod', 'card'] as const).map((m) => (
          <label key={m} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="method"
              className="h-5 w-5"
              value={m}
              checked={method === m}
              disabled={m === 'cod' && !codAllowed}
              onChange={() => onMethod(m)}
            />
            {t(`orders.payment.${m}`)}
          </label>
        ))}
      </fieldset>
      {!codAllowed && <p className="text-sm text-muted">{t('orders.checkout.codNotHere')}</p>}
      {needsPrescription ? (
        <p className="text-sm text-muted">
          {t(method === 'card' ? 'orders.checkout.cardHoldNote' : 'orders.checkout.codCheckNote')}
        </p>
      ) : (
        method === 'card' && <p className="text-sm text-muted">{t('orders.checkout.cardNote')}</p>
      )}
      <Button className="mt-4 w-full sm:w-auto sm:px-10" disabled={!canPlace || placing} onClick={onPlace}>
        {placing
          ? t('orders.checkout.placing')
          : method === 'card'
            ? t('orders.checkout.toPayment')
            : t('orders.checkout.placeOrder')}
      </Button>
    </Panel>
  );
}
