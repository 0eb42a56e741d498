import { type Prescription, signedName } from '@medibazaar/contract';
import { formatDateWith } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** A calendar day (YYYY-MM-DD) in the reader's language, the same day wherever the reader is. */
export function formatDay(day: string, lng: string): string {
  return formatDateWith(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }, lng);
}

const CHIP = {
  pending: 'bg-pending-50 text-pending-700 border-pending-700/30',
  approved: 'bg-success-50 text-success-700 border-success-700/30',
  expired: 'bg-surface text-ink border-line',
  rejected: 'bg-danger-50 text-danger-700 border-danger-700/30',
} as const;

/** A prescription's state in words: pending review, approved until a day (or expired), rejected. */
export function PrescriptionStatusChip({ prescription: p }: { prescription: Prescription }) {
  const { t, i18n } = useTranslation();
  const state = p.status === 'approved' && p.expired ? 'expired' : p.status;
  const text =
    state === 'approved' || state === 'expired'
      ? t(`prescriptions.status.${state}`, { date: formatDay(p.validUntil!, i18n.language) })
      : t(`prescriptions.status.${state}`);
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold ${CHIP[state]}`}
      data-status={state}
    >
      {text}
    </span>
  );
}

/** The typed facts of a prescription as a definition list. */
export function PrescriptionFacts({ prescription: p }: { prescription: Prescription }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    [t('prescriptions.list.patient'), p.patientName],
    [t('prescriptions.list.doctor'), p.doctorName],
    [t('prescriptions.list.bmdc'), p.bmdcNumber],
    [t('prescriptions.list.written'), formatDay(p.writtenOn, i18n.language)],
  ];
  // Who decided, named with their Pharmacy Council registration (decision 057).
  if (p.reviewedBy) {
    rows.push([t('prescriptions.list.reviewedBy'), signedName(p.reviewedBy.name, p.reviewedBy.registration)]);
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="break-words font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
