import type { OrderPaymentMethod } from '@medibazaar/contract';
import { useRef, useState } from 'react';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { useCart } from '../../features/cart/api/get-cart';
import { CheckoutCartStep } from '../../features/cart/components/checkout-cart-step';
import { useQuote } from '../../features/orders/api/orders';
import { CheckoutAddressStep } from '../../features/orders/components/checkout-address-step';
import { CheckoutDeliveryStep } from '../../features/orders/components/checkout-delivery-step';
import {
  type CheckoutPaymentChoice,
  CheckoutPaymentStep,
} from '../../features/orders/components/checkout-payment-step';
import { useCheckoutAddress } from '../../features/orders/hooks/use-checkout-address';
import { usePlaceOrderFlow } from '../../features/orders/hooks/use-place-order';
import { CheckoutPrescriptionStep } from '../../features/prescriptions/components/checkout-prescription-step';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';

/**
 * '/checkout': the cart → a prescription when a line needs one (one of the buyer's, or
 * uploaded here) → an address (chosen, or added here) → the zone's fee, days
 * and the totals, all from the server → card or cash on delivery → Place order.
 * An order with prescription items waits for a pharmacist: by card, the amount is only
 * authorized until the pharmacist approves.
 */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  const cart = useCart(user?.id);
  const { addresses, addressId, choose } = useCheckoutAddress();
  const [chosenMethod, setMethod] = useState<CheckoutPaymentChoice>('cod');
  const [prescriptionId, setPrescriptionId] = useState<string | null>(null);
  const [prescriptionError, setPrescriptionError] = useState<string>();
  const prescriptionGroup = useRef<HTMLDivElement>(null);

  const quote = useQuote(addressId);
  const codAllowed = quote.data?.codAllowed ?? true;
  // Where the zone takes no cash, the card is the only way.
  const choice: CheckoutPaymentChoice = codAllowed || chosenMethod !== 'cod' ? chosenMethod : 'card';
  const method: OrderPaymentMethod = choice === 'cod' ? 'cod' : 'card';

  const items = cart.data ?? [];
  const prescriptionItems = items.filter((i) => i.requiresPrescription);
  const needsPrescription = prescriptionItems.length > 0;
  // Steps are numbered as shown: the prescription step comes only when the cart needs it.
  const stepNo = needsPrescription
    ? { cart: 1, prescription: 2, address: 3, delivery: 4, payment: 5 }
    : { cart: 1, prescription: 0, address: 2, delivery: 3, payment: 4 };
  const step = (n: number, title: string) => t('orders.checkout.step', { n, title });

  const { submit, placing } = usePlaceOrderFlow({
    addressId,
    method,
    online: choice === 'cod' ? 'card' : choice,
    prescription: needsPrescription ? { id: prescriptionId } : null,
    onPrescriptionProblem: (message) => {
      setPrescriptionError(message);
      prescriptionGroup.current?.focus();
      prescriptionGroup.current?.scrollIntoView({ block: 'center' });
    },
  });

  if (cart.isPending || addresses.isPending) return <Spinner />;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <PageHeading title={t('orders.checkout.title')} />
      <CheckoutCartStep title={step(stepNo.cart, t('orders.checkout.reviewCart'))} items={items} />
      {needsPrescription && (
        <CheckoutPrescriptionStep
          ref={prescriptionGroup}
          title={step(stepNo.prescription, t('orders.checkout.prescription'))}
          itemNames={prescriptionItems.map((i) => i.name)}
          value={prescriptionId}
          onChange={(id) => {
            setPrescriptionId(id);
            setPrescriptionError(undefined);
          }}
          error={prescriptionError}
        />
      )}
      <CheckoutAddressStep
        title={step(stepNo.address, t('orders.checkout.address'))}
        addresses={addresses.data}
        addressId={addressId}
        onChoose={choose}
      />
      <CheckoutDeliveryStep
        title={step(stepNo.delivery, t('orders.checkout.delivery'))}
        addressId={addressId}
        quote={quote}
      />
      <CheckoutPaymentStep
        title={step(stepNo.payment, t('orders.checkout.payment'))}
        method={choice}
        codAllowed={codAllowed}
        onMethod={setMethod}
        needsPrescription={needsPrescription}
        canPlace={Boolean(addressId && quote.data && items.length > 0)}
        placing={placing}
        onPlace={() => void submit()}
      />
    </div>
  );
}
