import type { OnlinePaymentMethod, OrderPaymentMethod } from '@medibazaar/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { usePlaceOrder } from '../api/orders';

/** Refusals about the chosen prescription: said at the prescription step rather than in a toast. */
const PRESCRIPTION_CODES = new Set(['PRESCRIPTION_REQUIRED', 'PRESCRIPTION_NOT_USABLE', 'PRESCRIPTION_NOT_FOUND']);

/**
 * Placing the order from checkout. Placing (with an Idempotency-Key, so a retry places
 * nothing twice) makes one order per seller: by card, the card step pays those orders;
 * in cash, the first order's page confirms them. A missing or refused prescription is
 * handed to `onPrescriptionProblem`, any other refusal shows in a toast.
 */
export function usePlaceOrderFlow({
  addressId,
  method,
  online = 'card',
  prescription,
  onPrescriptionProblem,
}: {
  addressId: string | null;
  method: OrderPaymentMethod;
  /** Who takes the payment of an order placed for online payment: the card form or bKash. */
  online?: OnlinePaymentMethod;
  /** Null when no line needs one; else the one chosen, if any. */
  prescription: { id: string | null } | null;
  onPrescriptionProblem: (message: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const place = usePlaceOrder();
  // One key per attempt: a retry after a lost answer places nothing twice.
  const [key, setKey] = useState(() => crypto.randomUUID());

  async function submit() {
    if (!addressId) return;
    if (prescription && !prescription.id) return onPrescriptionProblem(t('orders.rx.required'));
    try {
      const input = {
        addressId,
        paymentMethod: method,
        ...(prescription?.id ? { prescriptionId: prescription.id } : {}),
      };
      const placed = await place.mutateAsync({ input, key });
      setKey(crypto.randomUUID());
      const numbers = placed.orders.map((o) => o.number);
      // By card: the card step pays exactly these orders. Cash: the first order's page names the others.
      if (method === 'card') navigate(paths.dashboard.payments.to(numbers, online));
      else navigate(paths.dashboard.order.to(numbers[0]!), { state: { confirmation: 'placed' } });
    } catch (err) {
      if (prescription && err instanceof ApiRequestError && PRESCRIPTION_CODES.has(err.code ?? '')) {
        onPrescriptionProblem(apiErrorMessage(err, t));
      } else toast.error(apiErrorMessage(err, t));
    }
  }

  return { submit, placing: place.isPending };
}
