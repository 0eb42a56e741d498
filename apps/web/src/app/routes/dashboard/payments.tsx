import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { cartQueryKey } from '../../../features/cart/api/get-cart';
import { ordersQueryKey, useOrdersNamed } from '../../../features/orders/api/orders';
import { useCheckoutSession } from '../../../features/payments/api/create-checkout-session';
import { CardPaymentForm } from '../../../features/payments/components/card-payment-form';
import { CheckoutSummary } from '../../../features/payments/components/checkout-summary';
import { useRecordCardPayment } from '../../../features/payments/hooks/use-record-card-payment';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { Panel } from '../../../components/ui/panel';
import { clientConfig } from '../../../config/env';
import { BkashOutcome, BkashPaymentPanel } from '../../../features/payments/components/bkash-payment-panel';

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
  const asked = search.get('method');
  const method =
    clientConfig.bkash && asked === 'bkash'
      ? 'bkash'
      : clientConfig.sslcommerz && asked === 'sslcommerz'
        ? 'sslcommerz'
        : 'card';
  const session = useCheckoutSession(user?.id, wanted, method);
  const queryClient = useQueryClient();
  // An order waiting for a pharmacist: the card is only authorized now, and charged after the approval.
  const named = useOrdersNamed(session.data?.orders.map((o) => o.number) ?? []);
  const heldForCheck = named.some((q) => q.data?.status === 'awaiting_prescription');

  const recordPayment = useRecordCardPayment({
    email: user?.email ?? '',
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryKey }),
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
      ]),
    restart: () => void session.refetch(),
  });

  const error = session.error instanceof ApiRequestError ? session.error : null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeading title={t('cart.pages.payments')}>
        <p className="mt-1 text-muted">{t('cart.payment.intro')}</p>
      </PageHeading>
      <BkashOutcome outcome={search.get('bkash')} reason={search.get('reason')} />
      <BkashOutcome outcome={search.get('sslcommerz')} reason={null} provider="sslcommerz" />
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
          {method !== 'card' ? (
            <BkashPaymentPanel
              provider={method}
              checkout={session.data}
              heldForCheck={heldForCheck}
              cardInstead={paths.dashboard.payments.to(wanted)}
            />
          ) : (
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
                onPaid={(intentId) => recordPayment(session.data, intentId)}
                onRestart={() => void session.refetch()}
              />
              {clientConfig.bkash && (
                <Link
                  to={paths.dashboard.payments.to(wanted, 'bkash')}
                  className={`${buttonStyles.secondary} mt-4 w-full`}
                >
                  {t('cart.payment.payByBkash')}
                </Link>
              )}
            </Panel>
          )}
        </div>
      )}
    </div>
  );
}
