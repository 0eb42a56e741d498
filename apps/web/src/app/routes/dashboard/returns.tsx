import { RETURN_LIMITS, RETURN_STATUSES, type ReturnListItem, type ReturnStatus } from '@medibazaar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '../../../components/ui/filter-select';
import { PageHeading } from '../../../components/ui/page-heading';
import { PagedListState } from '../../../components/ui/paged-list-state';
import { panelClass } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { useReturnRequests } from '../../../features/orders/api/get-return-requests';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDate, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { usePagedList, usePageParam } from '../../../lib/use-paged-list';

const LIMIT = 10;

const STATUS_TONE: Record<ReturnStatus, string> = {
  requested: 'bg-warm-100 text-ink',
  accepted: 'bg-success-50 text-success-700',
  refused: 'bg-danger-50 text-danger-700',
};

/**
 * '/dashboard/returns' (sellers and admins): the return requests buyers asked for, open ones first,
 * then those decided lately; each is decided on its order's page, which it links to.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const [status, setStatus] = useState<ReturnStatus | undefined>('requested');
  const paging = usePageParam();
  const query = useReturnRequests({ status, page: paging.page, limit: LIMIT });
  const list = usePagedList(query, paging, LIMIT);
  const days = formatNumber(RETURN_LIMITS.listDecidedDays, i18n.language);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeading title={t('orders.returns.list.title')}>
        <p className="mt-1 max-w-3xl text-muted">
          {user?.role === 'admin'
            ? t('orders.returns.list.introAdmin', { days })
            : t('orders.returns.list.intro', { days })}
        </p>
      </PageHeading>
      <FilterSelect
        label={t('orders.returns.list.filter')}
        value={status ?? ''}
        options={[
          ...RETURN_STATUSES.map((s) => ({ value: s, label: t(`orders.returns.status.${s}`) })),
          { value: '', label: t('orders.returns.list.all') },
        ]}
        onChange={(value) => {
          setStatus(RETURN_STATUSES.find((s) => s === value));
          paging.setPage(1);
        }}
      />
      <PagedListState
        list={list}
        errorTitle={query.error ? apiErrorMessage(query.error, t, t('orders.returns.list.loadFailed')) : undefined}
        empty={{ title: t('orders.returns.list.empty') }}
      >
        <ul aria-label={t('orders.returns.list.caption', { page: paging.page })} className="flex flex-col gap-3">
          {list.rows?.map((r) => (
            <ReturnRow key={r.id} request={r} />
          ))}
        </ul>
      </PagedListState>
    </div>
  );
}

/** One request: its order (a link to where it is decided), buyer, items, reason, when and its state. */
function ReturnRow({ request: r }: { request: ReturnListItem }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={panelClass({ padding: 'md', className: 'flex flex-col gap-3' })} data-testid="return-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-ink">
          <Link
            to={paths.dashboard.order.to(r.orderNumber)}
            className="inline-flex min-h-11 items-center text-brand-800 underline"
          >
            {t('orders.returns.list.order', { number: r.orderNumber })}
          </Link>
        </h2>
        <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${STATUS_TONE[r.status]}`}>
          {t(`orders.returns.status.${r.status}`)}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('orders.returns.list.buyer')}</dt>
        <dd>{r.buyer ?? r.askedBy ?? ''}</dd>
        <dt className="text-muted">{t('orders.returns.list.asked')}</dt>
        <dd>{formatDate(r.askedAt, i18n.language)}</dd>
        <dt className="text-muted">{t('orders.returns.list.items')}</dt>
        <dd>
          {r.lines
            .map((l) => t('orders.returns.lineUnits', { name: l.name, n: formatNumber(l.quantity, i18n.language) }))
            .join(', ')}
        </dd>
        {r.photoCount > 0 && (
          <>
            <dt className="text-muted">{t('orders.returns.list.photos')}</dt>
            <dd>{formatNumber(r.photoCount, i18n.language)}</dd>
          </>
        )}
      </dl>
      <p className="whitespace-pre-line text-sm text-ink">{t('orders.returns.reason', { reason: r.reason })}</p>
      {r.status === 'refused' && r.refusal && (
        <p className="text-sm text-ink">{t('orders.returns.refusal', { reason: r.refusal })}</p>
      )}
      {r.decidedAt && (
        <p className="text-sm text-muted">
          {t('orders.returns.decided', { date: formatDate(r.decidedAt, i18n.language), name: r.decidedBy ?? '' })}
        </p>
      )}
    </li>
  );
}
