import type { Prescription } from '@medibazaar/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ListState } from '../../../components/ui/list-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeletePrescription } from '../../../features/prescriptions/api/delete-prescription';
import { usePrescriptions } from '../../../features/prescriptions/api/get-prescriptions';
import { PageViewer } from '../../../features/prescriptions/components/page-viewer';
import {
  PrescriptionFacts,
  PrescriptionStatusChip,
} from '../../../features/prescriptions/components/prescription-parts';
import { UploadPrescriptionForm } from '../../../features/prescriptions/components/upload-form';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Panel } from '../../../components/ui/panel';

function PrescriptionCard({ prescription: p }: { prescription: Prescription }) {
  const { t, i18n } = useTranslation();
  const remove = useDeletePrescription();
  const [open, setOpen] = useState(false);
  const viewerId = useId();
  const deleting = remove.isPending;

  async function onDelete() {
    const confirmed = await confirmDialog({
      title: t('prescriptions.delete.title'),
      text: t('prescriptions.delete.text', { patient: p.patientName }),
      confirm: t('prescriptions.delete.confirm'),
      cancel: t('prescriptions.delete.cancel'),
    }).catch(() => false);
    if (!confirmed) return;
    remove.mutate(p.id, {
      onSuccess: () => toast.success(t('prescriptions.delete.done')),
      onError: (error) => toast.error(apiErrorMessage(error, t)),
    });
  }

  return (
    <Panel as="li" padding="md" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-bold text-ink">{p.patientName}</h3>
        <PrescriptionStatusChip prescription={p} />
      </div>
      <PrescriptionFacts prescription={p} />
      <p className="text-sm text-muted">
        {t('prescriptions.list.uploaded')}: {formatDateTime(p.createdAt, i18n.language)} ·{' '}
        {t('prescriptions.list.pages', { count: p.pages.length })}
      </p>
      {p.status === 'rejected' && p.rejectionReason && (
        <p className="rounded-md bg-danger-50 px-3 py-2 text-danger-700">
          {t('prescriptions.list.reason', { reason: t(`prescriptions.reasons.${p.rejectionReason}`) })}
          {p.rejectionNote ? ` — ${p.rejectionNote}` : ''}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={viewerId}
          aria-label={t('prescriptions.view.buttonNamed', { patient: p.patientName })}
          onClick={() => setOpen((o) => !o)}
        >
          {t('prescriptions.view.button')}
        </Button>
        {p.inUse ? (
          <span className="text-sm text-muted">{t('prescriptions.list.inUse')}</span>
        ) : (
          <Button
            variant="secondary"
            className="text-danger-700"
            disabled={deleting}
            aria-label={t('prescriptions.delete.named', { patient: p.patientName })}
            onClick={() => void onDelete()}
          >
            {deleting ? t('prescriptions.delete.deleting') : t('prescriptions.delete.button')}
          </Button>
        )}
      </div>
      <div id={viewerId} hidden={!open}>
        {open && <PageViewer prescription={p} heightClass="h-[50vh]" />}
      </div>
    </Panel>
  );
}

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
