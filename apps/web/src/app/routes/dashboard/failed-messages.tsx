import { isMessageTemplate, type DeadLetter } from '@medibazaar/contract';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDeadLetters, useRetryDeadLetter } from '../../../features/notifications/api/dead-letters';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';

/** '/dashboard/failedMessages' (admins): messages that failed every try, each with Send again. */
export function Component() {
  const { t, i18n } = useTranslation();
  const query = useDeadLetters();
  const retry = useRetryDeadLetter();
  const rows = query.data?.items;
  const status = query.isError ? 'error' : query.isPending ? 'loading' : rows!.length === 0 ? 'empty' : 'ready';

  const send = (letter: DeadLetter) =>
    retry.mutate(letter.id, {
      onSuccess: () => toast.success(t('messages.queued')),
      onError: (error) => toast.error(apiErrorMessage(error, t)),
    });

  const columns: Column<DeadLetter>[] = [
    {
      id: 'to',
      header: t('messages.to'),
      cell: (row) => row.to,
      card: 'title',
      rowHeader: true,
      className: 'max-w-64 truncate',
      cellTitle: (row) => row.to,
    },
    {
      id: 'message',
      header: t('messages.message'),
      cell: (row) =>
        `${t(`messages.channel.${row.channel}`)} · ${t(`messages.templates.${isMessageTemplate(row.template) ? row.template : 'other'}`)}`,
      card: 'detail',
    },
    {
      id: 'tries',
      header: t('messages.tries'),
      cell: (row) => formatNumber(row.tries, i18n.language),
      card: 'field',
      phoneLabel: t('messages.tries'),
      align: 'end',
    },
    {
      id: 'error',
      header: t('messages.error'),
      cell: (row) => row.error ?? '—',
      card: 'field',
      phoneLabel: t('messages.error'),
      className: 'max-w-80 truncate',
      cellTitle: (row) => row.error ?? '',
    },
    {
      id: 'failedAt',
      header: t('messages.failedAt'),
      cell: (row) => (row.failedAt ? formatDateTime(row.failedAt, i18n.language) : '—'),
      card: 'aside',
    },
    {
      id: 'retry',
      header: t('messages.retry'),
      cell: (row) => {
        const busy = retry.isPending && retry.variables === row.id;
        return (
          <Button variant="secondary" disabled={busy} onClick={() => send(row)}>
            {busy ? t('messages.retrying') : t('messages.retry')}
          </Button>
        );
      },
      card: 'footer',
      align: 'end',
    },
  ];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('messages.title')}>
        <p className="mt-1 text-muted">{t('messages.intro')}</p>
      </PageHeading>
      <ListState status={status} onRetry={() => void query.refetch()} empty={{ title: t('messages.empty') }}>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          caption={t('messages.caption')}
          cardsBelow="md"
        />
      </ListState>
    </div>
  );
}
