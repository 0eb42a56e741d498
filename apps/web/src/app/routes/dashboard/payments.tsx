import type { ErrorCode } from '@medibazaar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { cartQueryKey } from '../../../features/cart/api/get-cart';
import { useCheckoutSession } from '../../../features/payments/api/create-checkout-session';
import { useRecordPayment } from '../../../features/payments/api/record-payment';
import { CardPaymentForm } from '../../../features/payments/components/card-payment-form';
import { CheckoutSummary } from '../../../features/payments/components/checkout-summary';
import { ApiRequestError } from '../../../lib/api-client';
import { alertDialog } from '../../../lib/dialogs';
import { useSession } from '../../../lib/session';
import { apiErrorMessage } from '../../../lib/api-error-message';

/** What the server answers when the money the processor took buys nothing. */
const NOT_BOUGHT: ReadonlySet<string> = new Set([
  'OUT_OF_STOCK_REFUNDED',
  'CART_CHANGED_REFUNDED',
  'CHECKOUT_SUPERSEDED_REFUNDED',
  'CHECKOUT_SUPERSEDED',
  'CART_CHANGED',
  'OUT_OF_STOCK',
  'PAYMENT_REFUNDED',
] satisfies ErrorCode[]);

/**
 * '/dashboard/payments': the server prices the cart and opens a payment; the page
 * shows that amount and the card form. Once the processor confirms, the payment
 * is saved, 'Payment Succeeded!' shows its transaction id, and the history opens.
 */
export function Component() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const session = useCheckoutSession(user?.id);
  const record = useRecordPayment();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

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
        await queryClient.invalidateQueries({ queryKey: cartQueryKey });
        await alertDialog('error', t('cart.payment.declinedTitle'), apiErrorMessage(error, t));
        void session.refetch();
        return;
      }
      // Otherwise the processor has the money and tells the server itself (its webhook): carry on.
    }
    await queryClient.invalidateQueries({ queryKey: cartQueryKey });
    await alertDialog('success', t('cart.payment.succeededTitle'), t('cart.payment.succeededText', { id: intentId }));
    navigate(paths.dashboard.paymentsHistory.to());
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
      ) : error?.code === 'EMPTY_CART' ? (
        <EmptyState
          title={t('cart.payment.emptyCart')}
          hint={t('cart.payment.emptyCartHint')}
          action={
            <Link to={paths.shop.to()} className={buttonStyles.primary}>
              {t('cart.payment.browse')}
            </Link>
          }
        />
      ) : error && error.status < 500 ? (
        <EmptyState
          tone="danger"
          title={t('cart.payment.notReady')}
          hint={apiErrorMessage(error, t)}
          action={
            <Link to={paths.dashboard.carts.to()} className={buttonStyles.secondary}>
              {t('cart.payment.backToCart')}
            </Link>
          }
        />
      ) : session.isError || !session.data ? (
        <EmptyState
          tone="danger"
          title={t('cart.payment.loadFailed')}
          hint={error ? apiErrorMessage(error, t) : undefined}
          action={
            <button type="button" className={buttonStyles.secondary} onClick={() => void session.refetch()}>
              {t('cart.payment.retry')}
            </button>
          }
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <CheckoutSummary checkout={session.data}>
            <Link
              to={paths.dashboard.carts.to()}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t('cart.payment.editCart')}
            </Link>
          </CheckoutSummary>
          <section
            aria-labelledby="card-heading"
            className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
          >
            <h2 id="card-heading" className="mb-4 text-lg font-bold text-ink">
              {t('cart.payment.cardHeading')}
            </h2>
            <CardPaymentForm
              key={session.data.clientSecret}
              checkout={session.data}
              billing={{ name: user?.name ?? '', email: user?.email ?? '' }}
              onPaid={onPaid}
              onRestart={() => void session.refetch()}
            />
          </section>
        </div>
      )}
    </div>
  );
}
