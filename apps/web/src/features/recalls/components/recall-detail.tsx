import type { NoticeState, RecallBuyer, RecallDetail } from '@medibazaar/contract';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Panel } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useRecallAction } from '../api/recalls';

const STATE_STYLE: Record<NoticeState, string> = {
  sent: 'bg-brand-50 text-brand-800',
  queued: 'bg-surface text-ink',
  failed: 'bg-danger-50 text-danger-700',
  none: 'text-muted',
};

function State({ state }: { state: NoticeState }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded px-2 py-0.5 text-sm font-medium ${STATE_STYLE[state]}`}>
      {t(`orders.recalls.state.${state}`)}
    </span>
  );
}

/** The buyers' table: who, units, orders, the mail's and text message's state, the return. */
function buyerColumns(
  t: TFunction,
  language: string,
  busy: boolean,
  onReturn: (buyer: RecallBuyer) => void,
): Column<RecallBuyer>[] {
  const count = (n: number) => n.toLocaleString(language === 'bn' ? 'bn-BD' : 'en-US');
  return [
    {
      id: 'buyer',
      header: t('orders.recalls.buyer'),
      rowHeader: true,
      card: 'title',
      cell: (b) => (
        <span className="flex flex-col">
          <span className="font-semibold">{b.name || b.email}</span>
          <span className="text-sm break-all text-muted">{b.email}</span>
        </span>
      ),
    },
    {
      id: 'units',
      header: t('orders.recalls.units'),
      card: 'field',
      phoneLabel: t('orders.recalls.units'),
      align: 'end',
      cell: (b) => count(b.units),
    },
    {
      id: 'orders',
      header: t('orders.recalls.orderNumbers'),
      card: 'field',
      phoneLabel: t('orders.recalls.orderNumbers'),
      cell: (b) => (
        <span className="flex flex-wrap gap-x-2">
          {b.orders.map((n) => (
            <Link key={n} to={paths.dashboard.order.to(n)} className="text-brand-700 underline">
              {n}
            </Link>
          ))}
        </span>
      ),
    },
    {
      id: 'mail',
      header: t('orders.recalls.mail'),
      card: 'field',
      phoneLabel: t('orders.recalls.mail'),
      cell: (b) => <State state={b.mail} />,
    },
    {
      id: 'sms',
      header: t('orders.recalls.sms'),
      card: 'field',
      phoneLabel: t('orders.recalls.sms'),
      cell: (b) => <State state={b.sms} />,
    },
    {
      id: 'return',
      header: t('orders.recalls.returnCol'),
      card: 'footer',
      cell: (b) =>
        b.returnedAt ? (
          <span className="text-sm">
            {t('orders.recalls.returnedOn', { date: formatDate(b.returnedAt, language) })}
          </span>
        ) : (
          <Button variant="secondary" disabled={busy} onClick={() => onReturn(b)}>
            {t('orders.recalls.markReturned')}
            <span className="sr-only">: {b.name || b.email}</span>
          </Button>
        ),
    },
  ];
}

/** One recall: what and why, each buyer told with their mail's and text message's state and return, and the orders it moved or holds. */
export function RecallDetailView({ recall }: { recall: RecallDetail }) {
  const { t, i18n } = useTranslation();
  const action = useRecallAction(recall.id);

  async function markReturned(buyer: RecallBuyer) {
    const name = buyer.name || buyer.email;
    const ok = await confirmDialog({
      title: t('orders.recalls.returnTitle', { name }),
      text: t('orders.recalls.returnText', { count: buyer.units }),
      confirm: t('orders.recalls.markReturned'),
      cancel: t('orders.recalls.keep'),
      icon: 'info',
    });
    if (!ok) return;
    try {
      await action.mutateAsync({ kind: 'return', buyerId: buyer.id });
      toast.success(t('orders.recalls.returnDone', { name }));
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  async function rerun() {
    try {
      await action.mutateAsync({ kind: 'rerun' });
      toast.success(t('orders.recalls.rerunDone'));
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  const columns = buyerColumns(t, i18n.language, action.isPending, (b) => void markReturned(b));

  return (
    <div className="flex flex-col gap-6">
      <Panel
        title={`${recall.productName} · ${recall.batches.join(', ')}`}
        headingClassName="text-lg font-bold text-ink"
      >
        <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
          <dt className="font-semibold">{t('orders.recalls.detailReason')}</dt>
          <dd>{recall.reason}</dd>
          <dt className="font-semibold">{t('orders.recalls.detailInstructions')}</dt>
          <dd>{recall.instructions}</dd>
        </dl>
        <p className="mt-3 text-sm text-muted">
          {t('orders.recalls.by', {
            name: recall.createdBy ?? '—',
            date: formatDateTime(recall.createdAt, i18n.language),
          })}{' '}
          {t('orders.recalls.withdrawn', { count: recall.unitsWithdrawn })}
        </p>
      </Panel>
      <section aria-labelledby="recall-buyers" className="flex flex-col gap-3">
        <h2 id="recall-buyers" className="text-xl font-bold text-ink">
          {t('orders.recalls.buyersTitle')}
        </h2>
        {recall.buyers.length === 0 ? (
          <p className="text-muted">{t('orders.recalls.noBuyers')}</p>
        ) : (
          <DataTable
            columns={columns}
            rows={recall.buyers}
            rowKey={(b) => b.id}
            caption={t('orders.recalls.buyersTitle')}
            cardsBelow="md"
          />
        )}
      </section>
      <RecallOrders recall={recall} busy={action.isPending} onRerun={() => void rerun()} />
    </div>
  );
}

/** The orders not shipped that held the batch: moved to another batch or held, and the re-run for held ones. */
function RecallOrders({ recall, busy, onRerun }: { recall: RecallDetail; busy: boolean; onRerun: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="recall-orders" className="flex flex-col gap-3">
      <h2 id="recall-orders" className="text-xl font-bold text-ink">
        {t('orders.recalls.ordersTitle')}
      </h2>
      {recall.orders.length === 0 ? (
        <p className="text-muted">{t('orders.recalls.noOrders')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {recall.orders.map((o) => (
            <li key={o.number} className="flex flex-wrap items-center gap-x-4 py-2">
              <Link
                to={paths.dashboard.order.to(o.number)}
                className="min-h-11 content-center font-medium text-brand-700 underline"
              >
                {o.number}
              </Link>
              <span>{t(`orders.recalls.outcome.${o.outcome}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {recall.ordersHeld > 0 && (
        <div>
          <Button variant="secondary" disabled={busy} onClick={onRerun}>
            {t('orders.recalls.rerun')}
          </Button>
        </div>
      )}
    </section>
  );
}
