import type { AntibioticRegisterEntry } from '@medibazaar/contract';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** The antibiotic register as a table (cards on a phone). */
export function RegisterTable({
  rows,
  page,
  busy,
}: {
  rows: AntibioticRegisterEntry[] | undefined;
  page: number;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const c = (k: string) => t(`prescriptions.register.columns.${k}` as 'prescriptions.register.columns.at');
  const columns: Column<AntibioticRegisterEntry>[] = [
    {
      id: 'at',
      header: c('at'),
      cell: (e) => (
        <span>
          <span className="whitespace-nowrap">{formatDateTime(e.at, i18n.language)}</span>
          <span className="block font-mono text-sm text-muted">{e.orderNumber}</span>
        </span>
      ),
      card: 'aside',
      className: 'w-40',
    },
    {
      id: 'medicine',
      header: c('medicine'),
      cell: (e) => (
        <span>
          <span className="font-semibold text-ink">{[e.medicine, e.strength].filter(Boolean).join(' ')}</span>
          <span className="block text-sm text-muted">
            {[e.generics, e.form && t(`storefront.medicine.forms.${e.form}` as 'storefront.medicine.forms.tablet')]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
      ),
      card: 'title',
      rowHeader: true,
    },
    {
      id: 'quantity',
      header: c('quantity'),
      cell: (e) => (
        <span className="tabular-nums">
          {t('prescriptions.register.packs', { count: e.packs })} ·{' '}
          {t('prescriptions.register.units', { count: e.units })}
          {e.courseQuantity !== null && (
            <span
              className={`block text-sm ${e.units < e.courseQuantity ? 'font-semibold text-pending-700' : 'text-muted'}`}
            >
              {t('prescriptions.register.course', { count: e.courseQuantity })}
            </span>
          )}
        </span>
      ),
      card: 'field',
      phoneLabel: c('quantity'),
    },
    {
      id: 'patient',
      header: c('patient'),
      cell: (e) => (
        <span className="break-words">
          {e.patientName}
          <span className="block text-sm text-muted">
            {t('prescriptions.register.prescriber', { name: e.prescriberName, number: e.prescriberBmdc })}
          </span>
        </span>
      ),
      card: 'field',
      phoneLabel: c('patient'),
    },
    {
      id: 'pharmacist',
      header: c('pharmacist'),
      // The number stays on one line: "(BPC A-1234)" is read as one thing.
      cell: (e) => (
        <span className="break-words">
          {e.pharmacistName}{' '}
          <span className="whitespace-nowrap">
            {t('prescriptions.register.registration', { number: e.pharmacistRegistration })}
          </span>
        </span>
      ),
      card: 'field',
      phoneLabel: c('pharmacist'),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(e) => e.id}
      caption={t('prescriptions.register.caption', { page })}
      cardsBelow="md"
      busy={busy}
      compact
      alignTop
    />
  );
}
