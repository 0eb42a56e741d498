import { useState } from 'react';
import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePrescriptions } from '../../../features/prescriptions/api/get-prescriptions';
import { PrescriptionCard } from '../../../features/prescriptions/components/prescription-card';
import { UploadPrescriptionForm } from '../../../features/prescriptions/components/upload-form';
import { useTranslation } from '../../../lib/i18n';

/** '/dashboard/prescriptions': one's own prescriptions with their status, and the upload form. */
export function Component() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = usePrescriptions(page);
  const data = query.data;
  const status = query.isError ? 'error' : query.isPending ? 'loading' : data!.items.length === 0 ? 'empty' : 'ready';

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('prescriptions.title')}>
        <p className="mt-1 max-w-3xl text-muted">{t('prescriptions.intro')}</p>
      </PageHeading>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <section aria-labelledby="my-prescriptions" className="flex flex-col gap-4 lg:order-1">
          <h2 id="my-prescriptions" className="text-xl font-bold text-ink">
            {t('prescriptions.list.heading')}
          </h2>
          <ListState
            status={status}
            onRetry={() => void query.refetch()}
            empty={{ title: t('prescriptions.list.empty'), hint: t('prescriptions.list.emptyHint') }}
          >
            {status === 'loading' ? (
              <div className="flex flex-col gap-3" aria-hidden="true">
                <Skeleton className="h-40" />
                <Skeleton className="h-40" />
              </div>
            ) : (
              <>
                <ul className="flex flex-col gap-4">
                  {data!.items.map((p) => (
                    <PrescriptionCard key={p.id} prescription={p} />
                  ))}
                </ul>
                {data!.total > data!.limit && (
                  <Pagination
                    page={page}
                    pageCount={Math.ceil(data!.total / data!.limit)}
                    onPageChange={setPage}
                    disabled={query.isFetching}
                  />
                )}
              </>
            )}
          </ListState>
        </section>
        <div className="lg:order-2">
          <UploadPrescriptionForm />
        </div>
      </div>
    </div>
  );
}
