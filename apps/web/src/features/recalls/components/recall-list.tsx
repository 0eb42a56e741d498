import type { RecallSummary } from '@medibazaar/contract';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ListState } from '../../../components/ui/list-state';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useRecalls } from '../api/recalls';

/** Every recall, newest first: the product and batches, when, buyers told and returned, orders moved or held. */
export function RecallList() {
  const { t, i18n } = useTranslation();
  const query = useRecalls();
  const rows = query.data?.items;
  const columns: Column<RecallSummary>[] = [
    {
      id: 'product',
      header: t('orders.recalls.product'),
      rowHeader: true,
      card: 'title',
      cell: (r) => (
        <Link
          to={paths.dashboard.recall.to(r.id)}
          className="font-semibold text-brand-700 underline"
          aria-label={t('orders.recalls.open', { product: r.productName })}
        >
          {r.productName}
        </Link>
      ),
    },
    {
      id: 'batches',
      header: t('orders.recalls.batches'),
      card: 'detail',
      cell: (r) => <span className="font-mono">{r.batches.join(', ')}</span>,
    },
    {
      id: 'when',
      header: t('orders.recalls.when'),
      card: 'aside',
      cell: (r) => formatDate(r.createdAt, i18n.language),
    },
    {
      id: 'told',
      header: t('orders.recalls.told'),
      card: 'field',
      phoneLabel: t('orders.recalls.told'),
      align: 'end',
      cell: (r) => r.buyersTold.toLocaleString(i18n.language === 'bn' ? 'bn-BD' : 'en-US'),
    },
    {
      id: 'returned',
      header: t('orders.recalls.returned'),
      card: 'field',
      phoneLabel: t('orders.recalls.returned'),
      align: 'end',
      cell: (r) => r.buyersReturned.toLocaleString(i18n.language === 'bn' ? 'bn-BD' : 'en-US'),
    },
    {
      id: 'orders',
      header: t('orders.recalls.orders'),
      card: 'field',
      phoneLabel: t('orders.recalls.orders'),
      align: 'end',
      cell: (r) =>
        `${r.ordersMoved.toLocaleString(i18n.language === 'bn' ? 'bn-BD' : 'en-US')} / ${r.ordersHeld.toLocaleString(i18n.language === 'bn' ? 'bn-BD' : 'en-US')}`,
    },
  ];
  const state = query.isError ? 'error' : !rows ? 'loading' : rows.length === 0 ? 'empty' : 'ready';
  return (
    <section aria-labelledby="recalls-so-far" className="flex flex-col gap-3">
      <h2 id="recalls-so-far" className="text-xl font-bold text-ink">
        {t('orders.recalls.listTitle')}
      </h2>
      <ListState
        status={state}
        onRetry={() => void query.refetch()}
        errorTitle={query.error ? apiErrorMessage(query.error, t, t('orders.recalls.loadFailed')) : undefined}
        empty={{ title: t('orders.recalls.empty') }}
      >
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          caption={t('orders.recalls.listTitle')}
          cardsBelow="md"
        />
      </ListState>
    </section>
  );
}
