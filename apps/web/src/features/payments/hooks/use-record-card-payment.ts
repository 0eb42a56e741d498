import type { CheckoutSession, ErrorCode } from '@medibazaar/contract';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { alertDialog } from '../../../lib/dialogs';
import { useTranslation } from '../../../lib/i18n';
import { useRecordPayment } from '../api/record-payment';

/** What the server answers when the money the processor took pays for nothing. */
const NOT_BOUGHT: ReadonlySet<string> = new Set([
  'OUT_OF_STOCK_REFUNDED',
  'ORDERS_CHANGED_REFUNDED',
  'CHECKOUT_SUPERSEDED_REFUNDED',
  'CHECKOUT_SUPERSEDED',
  'ORDERS_CHANGED',
  'OUT_OF_STOCK',
  'PAYMENT_REFUNDED',
] satisfies ErrorCode[]);

/**
 * What follows the processor's confirmation: the payment is saved, `refresh` reads the
 * cart and orders again, and the buyer lands on the first order's page, which names the
 * others. Money that paid for nothing (refunded, or a page a newer one replaced) is said
 * in a dialog instead, and `restart` opens a new payment.
 */
export function useRecordCardPayment({
  email,
  refresh,
  restart,
}: {
  email: string;
  /** Reads again what a payment changes (the cart, the orders), which other features own. */
  refresh: () => Promise<unknown>;
  restart: () => void;
}) {
  const { t } = useTranslation();
  const record = useRecordPayment();
  const navigate = useNavigate();

  return async function onPaid(checkout: CheckoutSession, intentId: string) {
    try {
      await record.mutateAsync({
        transactionId: intentId,
        email,
        price: checkout.amount,
        date: new Date().toISOString(),
        menuId: checkout.items.flatMap((line) => (line.menuId ? [line.menuId] : [])),
        status: 'pending',
      });
    } catch (error) {
      // Refunded, or refused for a page a newer one replaced: say so instead of a success.
      if (error instanceof ApiRequestError && NOT_BOUGHT.has(error.code ?? '')) {
        await refresh();
        await alertDialog('error', t('cart.payment.declinedTitle'), apiErrorMessage(error, t));
        restart();
        return;
      }
      // Otherwise the processor has the money and tells the server itself (its webhook): carry on.
    }
    await refresh();
    navigate(paths.dashboard.order.to(checkout.orders[0]!.number), { state: { confirmation: 'paid' } });
  };
}
