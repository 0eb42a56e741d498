import type { PrescriptionRequestStatus } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';

const tone: Record<PrescriptionRequestStatus, string> = {
  waiting: 'bg-pending-50 text-pending-700',
  proposed: 'bg-brand-50 text-brand-800',
  accepted: 'bg-success-50 text-success-700',
  declined: 'bg-surface text-muted',
  cancelled: 'bg-surface text-muted',
  expired: 'bg-danger-50 text-danger-700',
};

/** A request's state in words, coloured by what it asks of the reader. */
export function RequestStatus({ status }: { status: PrescriptionRequestStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${tone[status]}`} data-testid="rx-status">
      {t(`rxOrders.status.${status}`)}
    </span>
  );
}
