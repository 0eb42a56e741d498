import type { ErrorCode } from '@medibazaar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { cartQueryKey } from '../../../features/cart/api/get-cart';
import { ordersQueryKey, useOrdersNamed } from '../../../features/orders/api/orders';
import { useCheckoutSession } from '../../../features/payments/api/create-checkout-session';
import { useRecordPayment } from '../../../features/payments/api/record-payment';
import { CardPaymentForm } from '../../../features/payments/components/card-payment-form';
import { CheckoutSummary } from '../../../features/payments/components/checkout-summary';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { alertDialog } from '../../../lib/dialogs';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { Panel } from '../../../components/ui/panel';

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

/** The order numbers in `?orders=MB-26-000001,MB-26-000002`. */
function ordersIn(search: URLSearchParams): string[] {
  return (search.get('orders') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .slice(0, 50);
}

/**
 * '/dashboard/payments': the card step of checkout. The server opens the payment of
 * the orders just placed by card (named in `?orders=`; without, the newest ones still
 * waiting) for their own totals, delivery included; the page shows them and the card
 * form. Once the processor confirms, the payment is saved, the orders are paid, and
 * the buyer lands on the first order's page, which names the others.
 */
export function Component() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const [search] = useSearchParams();
  const wanted = useMemo(() => ordersIn(search), [search]);
  const session = useCheckoutSession(user?.id, wanted);
  const record = useRecordPayment();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // An order waiting for a pharmacist: the card is only authorized now, and charged after the approval.
  const named = useOrdersNamed(session.data?.orders.map((o) => o.number) ?? []);
  const heldForCheck = named.some((q) => q.data?.status === 'awaiting_prescription');

  const onPaid = async (intentId: string) => {
    const checkout = session.data!;
    try {
      await record.mutateAsync({
        transactionId: intentId,
        email: user!.email,
        price: checkout.amount,
        date: new Date().toISOString(),
        menuId: checkout.items.flatMap((line) => (line.menuId ? [line.menuId] : [])),
        status: 'pending',
      });
    } catch (error) {
      // Refunded, or refused for a page a newer one replaced: say so instead of a success.
      if (error instanceof ApiRequestError && NOT_BOUGHT.has(error.code ?? '')) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: cartQueryKey }),
          queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
        ]);
        await alertDialog('error', t('cart.payment.declinedTitle'), apiErrorMessage(error, t));
        void session.refetch();
        return;
      }
      // Otherwise the processor has the money and tells the server itself (its webhook): carry on.
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: cartQueryKey }),
      queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
    ]);
    navigate(paths.dashboard.order.to(checkout.orders[0]!.number), { state: { confirmation: 'paid' } });
  };

  const error = session.error instanceof ApiRequestError ? session.error : null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeading title={t('cart.pages.payments')}>
        <p className="mt-1 text-muted">{t('cart.payment.intro')}</p>
      </PageHeading>
      {isPending || (session.isPending && session.fetchStatus !== 'idle') ? (
        <div className="grid gap-6 lg:grid-cols-2" aria-busy="true">
          <Spinner label={t('cart.payment.preparing')} />
          <Skeleton className="hidden h-96 lg:block" />
        </div>
      ) : error?.code === 'NO_ORDER_TO_PAY' ? (
        <EmptyState
          title={t('cart.payment.noOrder')}
          hint={t('cart.payment.noOrderHint')}
          action={
            <Link to={paths.checkout.to()} className={buttonStyles.primary}>
              {t('cart.payment.toCheckout')}
            </Link>
          }
        />
      ) : error && error.status < 500 ? (
        <EmptyState
          tone="danger"
          title={t('cart.payment.notReady')}
          hint={apiErrorMessage(error, t)}
          action={
            <Link to={paths.dashboard.orders.to()} className={buttonStyles.secondary}>
              {t('cart.payment.toOrders')}
            </Link>
          }
        />
      ) : session.isError || !session.data ? (
        <EmptyState
          tone="danger"
          title={t('cart.payment.loadFailed')}
          hint={error ? apiErrorMessage(error, t) : undefined}
          action={
            <Button variant="secondary" onClick={() => void session.refetch()}>
              {t('cart.payment.retry')}
            </Button>
          }
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <CheckoutSummary checkout={session.data} />
          <Panel title={t('cart.payment.cardHeading')} headingClassName="mb-4 text-lg font-bold text-ink">
            {heldForCheck && (
              <p className="mb-4 rounded-md bg-pending-50 px-3 py-2 text-pending-700" data-testid="payment-hold">
                {t('cart.payment.holdNote')}
              </p>
            )}
            <CardPaymentForm
              key={session.data.clientSecret}
              checkout={session.data}
              billing={{ name: user?.name ?? '', email: user?.email ?? '' }}
              onPaid={onPaid}
              onRestart={() => void session.refetch()}
            />
          </Panel>
        </div>
      )}
    </div>
  );
}
