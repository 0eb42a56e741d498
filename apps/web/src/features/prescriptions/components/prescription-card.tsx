import type { Prescription } from '@medibazaar/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeletePrescription } from '../api/delete-prescription';
import { PageViewer } from './page-viewer';
import { PrescriptionFacts, PrescriptionStatusChip } from './prescription-parts';

/**
 * One of the buyer's prescriptions: its facts and status, why it was rejected, its pages
 * shown on demand, and Delete (asks first) while no order uses it.
 */
export function PrescriptionCard({ prescription: p }: { prescription: Prescription }) {
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
