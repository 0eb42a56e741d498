import type { Prescription } from '@medibazaar/contract';
import { Button } from '../../../components/ui/button';
import { ClaimWords, useHeldByOther } from '../../../components/ui/claim-words';
import { Panel } from '../../../components/ui/panel';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** A prescription in the pharmacist's queue: patient, doctor, pages, since when, who holds it, and Open. */
export function PrescriptionQueueItem({
  p,
  onOpen,
  opening,
}: {
  p: Prescription;
  onOpen: () => void;
  opening: boolean;
}) {
  const { t, i18n } = useTranslation();
  const heldByOther = useHeldByOther(p.claim);
  return (
    <Panel as="li" padding="md" className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-bold text-ink">{p.patientName}</h3>
        <p className="text-sm text-muted">
          {p.doctorName} · {p.bmdcNumber} · {t('prescriptions.list.pages', { count: p.pages.length })}
        </p>
        <p className="text-sm text-muted">
          {t('prescriptions.review.waitingSince', { time: formatDateTime(p.createdAt, i18n.language) })}
        </p>
        <ClaimWords
          claim={p.claim}
          keys={{ yours: 'prescriptions.review.yours', other: 'prescriptions.review.reviewing' }}
        />
      </div>
      <Button
        disabled={heldByOther || opening}
        aria-label={t('prescriptions.review.openNamed', { patient: p.patientName })}
        onClick={onOpen}
      >
        {t('prescriptions.review.open')}
      </Button>
    </Panel>
  );
}
