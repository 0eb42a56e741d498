import { MEDICINE_REQUEST_STATUSES, type MedicineRequestStatus } from '@medibazaar/contract';
import { useState } from 'react';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { panelClass } from '../../../components/ui/panel';
import { useMedicineRequests } from '../../../features/medicine-requests/api/medicine-requests';
import { MarkListedForm } from '../../../features/medicine-requests/components/mark-listed-form';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';

const LIMIT = 10;

/**
 * '/dashboard/medicine-requests' (sellers and admins): what shoppers asked for that the shop does
 * not list, open ones first; each open one answered with a product (the shopper is texted once).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const [status, setStatus] = useState<MedicineRequestStatus | undefined>('open');
  const [page, setPage] = useState(1);
  const query = useMedicineRequests({ status, page, limit: LIMIT });
  const data = query.data;
  const state = query.isError ? 'error' : !data ? 'loading' : data.items.length === 0 ? 'empty' : 'ready';

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeading title={t('requests.list.title')}>
        <p className="mt-1 max-w-3xl text-muted">{t('requests.list.intro')}</p>
      </PageHeading>
      <div className="max-w-xs">
        <FormField label={t('requests.list.filter')}>
          {(control) => (
            <select
              {...control}
              className={inputStyles}
              value={status ?? ''}
              onChange={(e) => {
                setStatus(MEDICINE_REQUEST_STATUSES.find((s) => s === e.target.value));
                setPage(1);
              }}
            >
              <option value="open">{t('requests.list.open')}</option>
              <option value="listed">{t('requests.list.listed')}</option>
              <option value="">{t('requests.list.all')}</option>
            </select>
          )}
        </FormField>
      </div>
      <ListState
        status={state}
        onRetry={() => void query.refetch()}
        errorTitle={query.error ? apiErrorMessage(query.error, t, t('requests.list.loadFailed')) : undefined}
        empty={{ title: t('requests.list.empty') }}
      >
        <ul aria-label={t('requests.list.caption', { page })} className="flex flex-col gap-3">
          {data?.items.map((r) => (
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
        {data && data.total > LIMIT && (
          <Pagination
            page={page}
            pageCount={Math.ceil(data.total / LIMIT)}
            onPageChange={setPage}
            disabled={query.isFetching}
          />
        )}
      </ListState>
    </div>
  );
}
