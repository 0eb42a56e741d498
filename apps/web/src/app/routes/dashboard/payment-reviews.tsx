import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { usePaymentsToReview } from '../../../features/payments/api/payment-reviews';
import { PaymentReviewCard } from '../../../features/payments/components/payment-review-card';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/i18n';

/**
 * '/dashboard/payment-reviews' (admins): the payments SSLCommerz took but found risky, oldest
 * first, each accepted (its orders go on) or refused with a reason (its orders are cancelled and
 * the money refunded).
 */
export function Component() {
  const { t } = useTranslation();
  const query = usePaymentsToReview();
  const data = query.data;
  const state = query.isError ? 'error' : !data ? 'loading' : data.payments.length === 0 ? 'empty' : 'ready';
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeading title={t('orders.paymentReview.title')}>
        <p className="mt-1 max-w-3xl text-muted">{t('orders.paymentReview.intro')}</p>
      </PageHeading>
      <ListState
        status={state}
        onRetry={() => void query.refetch()}
        errorTitle={query.error ? apiErrorMessage(query.error, t, t('orders.paymentReview.loadFailed')) : undefined}
        empty={{ title: t('orders.paymentReview.empty') }}
      >
        {data ? (
          <ul className="flex flex-col gap-4" aria-label={t('orders.paymentReview.title')}>
            {data.payments.map((p) => (
              <PaymentReviewCard key={p.paymentId} payment={p} />
            ))}
          </ul>
        ) : (
          <Spinner />
        )}
      </ListState>
    </div>
  );
}
