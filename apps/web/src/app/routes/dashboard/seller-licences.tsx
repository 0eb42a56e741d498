import { SELLER_LICENCE_STATUSES, type SellerLicenceStatus } from '@medibazaar/contract';
import { useState } from 'react';
import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLicenceQueue } from '../../../features/sellers/api/get-licence-queue';
import { LicenceReviewItem } from '../../../features/sellers/components/licence-review-item';
import { useTranslation } from '../../../lib/i18n';

/** '/dashboard/seller-licences': the admins' queue of sellers' drug licences, waiting ones first. */
export function Component() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SellerLicenceStatus>('pending');
  const [page, setPage] = useState(1);
  const query = useLicenceQueue(tab, page);
  const data = query.data;
  const status = query.isError ? 'error' : query.isPending ? 'loading' : data!.items.length === 0 ? 'empty' : 'ready';

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('sellers.queue.title')}>
        <p className="mt-1 max-w-3xl text-muted">{t('sellers.queue.intro')}</p>
      </PageHeading>
      <div role="group" aria-label={t('sellers.queue.tabsLabel')} className="flex flex-wrap gap-2">
        {SELLER_LICENCE_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={tab === s}
            onClick={() => {
              setTab(s);
              setPage(1);
            }}
            className={`min-h-11 rounded-full border px-4 font-semibold ${
              tab === s ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-ink hover:bg-surface'
            }`}
          >
            {t(`sellers.queue.tabs.${s}`)}
          </button>
        ))}
      </div>
      <ListState
        status={status}
        onRetry={() => void query.refetch()}
        empty={{ title: t(`sellers.queue.empty.${tab}`) }}
      >
        {status === 'loading' ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
          </div>
        ) : (
          <>
            <ul className="flex flex-col gap-4">
              {data?.items.map((l) => (
                <LicenceReviewItem key={l.id} licence={l} />
              ))}
            </ul>
            {data && data.total > data.limit && (
              <Pagination
                page={page}
                pageCount={Math.ceil(data.total / data.limit)}
                onPageChange={setPage}
                disabled={query.isFetching}
              />
            )}
          </>
        )}
      </ListState>
    </div>
  );
}
