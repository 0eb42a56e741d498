import { MEDICINE_REQUEST_STATUSES, type MedicineRequestStatus } from '@medibazaar/contract';
import { useState } from 'react';
import { FilterSelect } from '../../../components/ui/filter-select';
import { PageHeading } from '../../../components/ui/page-heading';
import { PagedListState } from '../../../components/ui/paged-list-state';
import { panelClass } from '../../../components/ui/panel';
import { useMedicineRequests } from '../../../features/medicine-requests/api/medicine-requests';
import { MarkListedForm } from '../../../features/medicine-requests/components/mark-listed-form';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { usePagedList, usePageParam } from '../../../lib/use-paged-list';

const LIMIT = 10;

/**
 * '/dashboard/medicine-requests' (sellers and admins): what shoppers asked for that the shop does
 * not list, open ones first; each open one answered with a product (the shopper is texted once).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const [status, setStatus] = useState<MedicineRequestStatus | undefined>('open');
  const paging = usePageParam();
  const query = useMedicineRequests({ status, page: paging.page, limit: LIMIT });
  const list = usePagedList(query, paging, LIMIT);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeading title={t('requests.list.title')}>
        <p className="mt-1 max-w-3xl text-muted">{t('requests.list.intro')}</p>
      </PageHeading>
      <FilterSelect
        label={t('requests.list.filter')}
        value={status ?? ''}
        options={[
          { value: 'open', label: t('requests.list.open') },
          { value: 'listed', label: t('requests.list.listed') },
          { value: '', label: t('requests.list.all') },
        ]}
        onChange={(value) => {
          setStatus(MEDICINE_REQUEST_STATUSES.find((s) => s === value));
          paging.setPage(1);
        }}
      />
      <PagedListState
        list={list}
        errorTitle={query.error ? apiErrorMessage(query.error, t, t('requests.list.loadFailed')) : undefined}
        empty={{ title: t('requests.list.empty') }}
      >
        <ul aria-label={t('requests.list.caption', { page: paging.page })} className="flex flex-col gap-3">
          {list.rows?.map((r) => (
            <li key={r.id} className={panelClass({ padding: 'md', className: 'flex flex-col gap-3' })}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-bold text-ink">{[r.name, r.strength].filter(Boolean).join(' ')}</h2>
                <span className="text-sm font-semibold text-muted">
                  {r.status === 'open'
                    ? t('requests.list.statusOpen')
                    : t('requests.list.statusListed', { product: r.product?.name ?? '' })}
                </span>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr_auto_1fr]">
                <dt className="text-muted">{t('requests.list.columns.quantity')}</dt>
                <dd className="tabular-nums">{r.quantity}</dd>
                <dt className="text-muted">{t('requests.list.columns.phone')}</dt>
                <dd className="tabular-nums">{r.phone}</dd>
                <dt className="text-muted">{t('requests.list.columns.asked')}</dt>
                <dd>{formatDate(r.createdAt, i18n.language)}</dd>
              </dl>
              {r.status === 'open' && (
                <MarkListedForm request={r} sellerEmail={user?.role === 'seller' ? user.email : undefined} />
              )}
            </li>
          ))}
        </ul>
      </PagedListState>
    </div>
  );
}
