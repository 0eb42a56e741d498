import type { SellerLicence } from '@medibazaar/contract';
import { panelClass } from '../../../components/ui/panel';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { scanUrl } from '../api/decide-licence';

/** A calendar day (YYYY-MM-DD) in the reader's words; noon, so no time zone moves it to another day. */
export const licenceDay = (day: string, lng: string) => formatDate(`${day}T12:00:00`, lng);

const tone = {
  pending: 'bg-pending-50 text-pending-700',
  approved: 'bg-success-50 text-success-700',
  rejected: 'bg-danger-50 text-danger-700',
  expired: 'bg-surface text-muted',
} as const;

/** A licence's status as a badge with words (never colour alone). */
export function LicenceStatus({ licence }: { licence: SellerLicence }) {
  const { t, i18n } = useTranslation();
  const key = licence.status === 'approved' && licence.expired ? 'expired' : licence.status;
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${tone[key]}`}>
      {t(`sellers.licence.status.${key}`, { date: licenceDay(licence.expiresOn, i18n.language) })}
    </span>
  );
}

/** The facts of one licence as the seller or an admin reads them. */
export function LicenceFacts({ licence }: { licence: SellerLicence }) {
  const { t, i18n } = useTranslation();
  const row = (label: string, value: React.ReactNode) => (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="font-semibold text-ink sm:w-52 sm:shrink-0">{label}:</dt>
      <dd className="break-words text-ink">{value}</dd>
    </div>
  );
  return (
    <dl className="flex flex-col gap-1">
      {row(t('sellers.licence.pharmacy'), `${licence.pharmacyName}, ${licence.pharmacyAddress}`)}
      {row(t('sellers.licence.number'), licence.licenceNumber)}
      {row(t('sellers.licence.expires'), licenceDay(licence.expiresOn, i18n.language))}
      {row(
        t('sellers.licence.pharmacist'),
        t('sellers.licence.pharmacistLine', {
          name: licence.pharmacistName,
          registration: licence.pharmacistRegistration,
          grade: licence.pharmacistGrade,
        }),
      )}
      {row(t('sellers.licence.sent'), formatDateTime(licence.createdAt, i18n.language))}
    </dl>
  );
}

/** One of the seller's own applications. */
export function LicenceCard({ licence }: { licence: SellerLicence }) {
  const { t } = useTranslation();
  return (
    <li className={panelClass({ className: 'flex flex-col gap-3' })}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-ink">{licence.licenceNumber}</h3>
        <LicenceStatus licence={licence} />
      </div>
      <LicenceFacts licence={licence} />
      {licence.rejectionReason && (
        <p className="rounded-md bg-danger-50 px-3 py-2 text-danger-700">
          {t('sellers.licence.reason', { reason: licence.rejectionReason })}
        </p>
      )}
      {licence.scanContentType ? (
        <a
          href={scanUrl(licence.id)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('sellers.licence.viewScan')}
        </a>
      ) : (
        <p className="text-sm text-muted">{t('sellers.licence.noScan')}</p>
      )}
    </li>
  );
}
