import { ORDER_STATUSES, type OrderListQueryInput, type OrderStatus, type OrderSummary } from '@medibazaar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { inputStyles } from '../../../components/ui/form-field';
import { ListState } from '../../../components/ui/list-state';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDate, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { packingSlipUrl, useMoveOrder, useOrders, useZones } from '../api/orders';
import { lineReviewWords, OrderStatusChip, PaymentWords, shortDateTime } from './order-parts';
import { Panel } from '../../../components/ui/panel';

const LIMIT = 10;

/** One of the list's filters: a labelled choice of `[value, label]` options. */
function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  return (
    <label className="flex flex-col text-sm font-semibold">
      {label}
      <select className={inputStyles} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A list of orders: the buyer's own, the seller's to fulfil (with the next allowed
 * action on each row) or every order (admins, with more filters). Newest first, paged.
 */
export function OrdersList({
  scope,
  emptyTitle,
  emptyHint,
  emptyAction,
}: {
  scope: 'mine' | 'selling' | 'all';
  emptyTitle: string;
  emptyHint?: string;
  emptyAction?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [zone, setZone] = useState('');
  const [method, setMethod] = useState<'' | 'card' | 'cod'>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query: OrderListQueryInput = {
    scope,
    page,
    limit: LIMIT,
    ...(status ? { status } : {}),
    ...(scope === 'all' && zone ? { zone } : {}),
    ...(scope === 'all' && method ? { paymentMethod: method } : {}),
    ...(scope === 'all' && from ? { from } : {}),
    ...(scope === 'all' && to ? { to } : {}),
  };
  const orders = useOrders(query);
  const zones = useZones();
  const move = useMoveOrder();
  const filtered = Boolean(status || zone || method || from || to);
  const listStatus = orders.isError
    ? 'error'
    : orders.isPending
      ? 'loading'
      : orders.data.items.length === 0
        ? 'empty'
        : 'ready';
  const pageCount = orders.data ? Math.max(1, Math.ceil(orders.data.total / LIMIT)) : 1;

  async function act(order: OrderSummary, next: OrderStatus) {
    try {
      await move.mutateAsync({ number: order.number, to: next });
      toast.success(t('orders.detail.moved', { status: t(`orders.status.${next}`) }));
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  const select = (label: string, value: string, onChange: (v: string) => void, options: [string, string][]) => (
    <FilterSelect
      label={label}
      value={value}
      options={options}
      onChange={(v) => {
        onChange(v);
        setPage(1);
      }}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {select(t('orders.list.filterStatus'), status, (v) => setStatus(v as OrderStatus | ''), [
          ['', t('orders.list.allStatuses')],
          ...ORDER_STATUSES.map((s): [string, string] => [s, t(`orders.status.${s}`)]),
        ])}
        {scope === 'all' && (
          <>
            {select(t('orders.list.filterZone'), zone, setZone, [
              ['', t('orders.list.allZones')],
              ...(zones.data ?? []).map((z): [string, string] => [z.id, i18n.language === 'bn' ? z.nameBn : z.nameEn]),
            ])}
            {select(t('orders.list.filterMethod'), method, (v) => setMethod(v as '' | 'card' | 'cod'), [
              ['', t('orders.list.allMethods')],
              ['cod', t('orders.payment.cod')],
              ['card', t('orders.payment.card')],
            ])}
            <label className="flex flex-col text-sm font-semibold">
              {t('orders.list.from')}
              <input type="date" className={inputStyles} value={from} onChange={(e) => setFrom(e.target.value)} />
            </label>
            <label className="flex flex-col text-sm font-semibold">
              {t('orders.list.to')}
              <input type="date" className={inputStyles} value={to} onChange={(e) => setTo(e.target.value)} />
            </label>
          </>
        )}
      </div>
      <ListState
        status={listStatus}
        errorTitle={t('orders.list.loadFailed')}
        onRetry={() => void orders.refetch()}
        empty={
          filtered ? { title: t('orders.admin.empty') } : { title: emptyTitle, hint: emptyHint, action: emptyAction }
        }
      >
        <ul className="flex flex-col gap-3" aria-busy={orders.isFetching}>
          {(orders.data?.items ?? []).map((o) => (
            <OrderRow
              key={o.number}
              order={o}
              scope={scope}
              busy={move.isPending}
              onAct={(next) => void act(o, next)}
            />
          ))}
        </ul>
        {pageCount > 1 && (
          <Pagination page={page} pageCount={pageCount} hasNext={page < pageCount} onPageChange={setPage} />
        )}
      </ListState>
    </div>
  );
}

/** One order in the list: number, status, who and where, its lines, total and payment, and what may be done next. */
function OrderRow({
  order: o,
  scope,
  busy,
  onAct,
}: {
  order: OrderSummary;
  scope: 'mine' | 'selling' | 'all';
  /** A step is being taken on some order: every row waits. */
  busy: boolean;
  onAct: (next: OrderStatus) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, i18n.language);
  return (
    <Panel as="li" padding="md" data-testid="order-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={paths.dashboard.order.to(o.number)}
          className="inline-flex min-h-11 items-center font-bold text-brand-800 underline"
        >
          {o.number}
        </Link>
        <OrderStatusChip status={o.status} />
      </div>
      <p className="text-sm text-muted">
        {formatDate(o.createdAt, i18n.language)} ·{' '}
        {scope === 'mine' ? (o.sellerName ?? t('orders.checkout.shopSeller')) : (o.buyerName ?? o.buyerEmail)}
        {' · '}
        {i18n.language === 'bn' ? o.zone.nameBn : o.zone.nameEn}
      </p>
      <p className="text-sm">
        {o.lines
          .map((l) => {
            // Only what changed the order is named here: a line cut or not approved.
            const changed = l.review && (l.review.decision !== 'approved' || l.quantity < l.review.requestedQuantity);
            const review = changed ? lineReviewWords(t, l) : null;
            return `${l.name} × ${l.quantity}${review ? ` (${review})` : ''}`;
          })
          .join(', ')}
      </p>
      {o.heldByRecall && scope !== 'mine' && (
        <p className="text-sm font-semibold text-danger-700" data-testid="order-held-by-recall">
          {t('orders.list.heldByRecall')}
        </p>
      )}
      {o.status === 'awaiting_prescription' && o.holdUntil && (
        <p className="text-sm font-semibold text-pending-700">
          {t('orders.list.heldUntil', { time: shortDateTime(o.holdUntil, i18n.language) })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold tabular-nums">
          {money(o.total)} · <PaymentWords method={o.paymentMethod} status={o.paymentStatus} />
        </span>
        {scope !== 'mine' && (
          <span className="flex flex-wrap gap-2">
            {o.allowedNext.map((next) => (
              <Button
                key={next}
                variant={next === 'cancelled' || next === 'returned' ? 'secondary' : 'primary'}
                disabled={busy}
                onClick={() => onAct(next)}
                aria-label={`${t(`orders.action.${next}`)} ${o.number}`}
              >
                {t(`orders.action.${next}`)}
              </Button>
            ))}
            <a
              className={buttonStyles.secondary}
              href={packingSlipUrl(o.number, i18n.language)}
              target="_blank"
              rel="noopener"
              aria-label={t('orders.list.packingSlipOf', { number: o.number })}
            >
              {t('orders.list.packingSlip')}
            </a>
          </span>
        )}
      </div>
    </Panel>
  );
}
