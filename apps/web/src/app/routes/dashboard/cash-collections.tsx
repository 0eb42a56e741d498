import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { useCashToHandIn } from '../../../features/payments/api/cash-collections';
import { CollectorCashPanel } from '../../../features/payments/components/collector-cash';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/**
 * '/dashboard/cash-collections' (admins): the cash collected on delivery that is still to be
 * handed in, per collector, the largest sum first; each marked received once counted.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const query = useCashToHandIn();
  const data = query.data;
  const state = query.isError ? 'error' : !data ? 'loading' : data.collectors.length === 0 ? 'empty' : 'ready';
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeading title={t('orders.cash.title')}>
        <p className="mt-1 max-w-3xl text-muted">{t('orders.cash.intro')}</p>
      </PageHeading>
      <ListState
        status={state}
        onRetry={() => void query.refetch()}
        errorTitle={query.error ? apiErrorMessage(query.error, t, t('orders.cash.loadFailed')) : undefined}
        empty={{ title: t('orders.cash.empty') }}
      >
        {data && (
          <p className="text-lg font-semibold text-ink" data-testid="cash-outstanding">
            {t('orders.cash.total', { amount: formatMoney(data.outstanding, i18n.language) })}
          </p>
        )}
        <div className="flex flex-col gap-4">
          {data?.collectors.map((entry) => (
            <CollectorCashPanel key={entry.collector.id ?? `name:${entry.collector.name}`} entry={entry} />
          ))}
        </div>
      </ListState>
    </div>
  );
}
