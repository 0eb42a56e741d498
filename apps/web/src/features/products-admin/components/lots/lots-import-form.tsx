import { LOT_IMPORT_LIMITS, type LotImportLine, type LotImportReport } from '@medibazaar/contract';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { DataTable, type Column } from '../../../../components/ui/data-table';
import { FormField, inputStyles } from '../../../../components/ui/form-field';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { formatNumber } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import { useImportLots } from '../../api/lots';

/** The report of an import, a row per line of the file: received, or refused and why. */
function ImportReportTable({ report }: { report: LotImportReport }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const columns: Column<LotImportLine>[] = [
    {
      id: 'line',
      header: t('lots.import.columns.line'),
      cell: (l) => formatNumber(l.line, lng),
      card: 'title',
      rowHeader: true,
      className: 'tabular-nums',
    },
    {
      id: 'batch',
      header: t('lots.import.columns.batch'),
      cell: (l) => <span className="font-mono">{l.batch ?? t('lots.none')}</span>,
      card: 'detail',
    },
    {
      id: 'product',
      header: t('lots.import.columns.product'),
      cell: (l) => <span className="font-mono text-sm break-all">{l.productId ?? t('lots.none')}</span>,
      card: 'field',
      phoneLabel: t('lots.import.columns.product'),
    },
    {
      id: 'result',
      header: t('lots.import.columns.result'),
      cell: (l) =>
        l.accepted ? (
          <span className="font-semibold text-brand-800">{t('lots.import.accepted')}</span>
        ) : (
          <span className="font-semibold text-danger-700">{t(`lots.import.refusals.${l.refusal!}`)}</span>
        ),
      card: 'field',
      phoneLabel: t('lots.import.columns.result'),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={report.lines}
      rowKey={(l) => String(l.line)}
      caption={t('lots.import.caption')}
      cardsBelow="sm"
      tableClassName="min-w-[40rem]"
    />
  );
}

/**
 * The CSV import of lots (decision 064): a file chosen, sent as it is, and the report shown line by
 * line. A file over the size limit is refused here before it is sent; the server's refusals of the
 * whole file (header, too many lines, not CSV) are said in the reader's language.
 */
export function LotsImportForm() {
  const { t, i18n } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const importLots = useImportLots();
  const reportId = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    importLots.reset();
    const file = fileRef.current?.files?.[0];
    if (!file) return setError(t('lots.import.chooseFile'));
    if (file.size > LOT_IMPORT_LIMITS.bytes) return setError(t('lots.import.tooLarge'));
    const csv = await file.text();
    importLots.mutate(csv, { onError: (err) => setError(apiErrorMessage(err, t)) });
  };

  const report = importLots.data;
  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <FormField label={t('lots.import.file')} hint={t('lots.import.fileHint')} error={error ?? undefined}>
          {(control) => (
            <input {...control} ref={fileRef} type="file" name="file" accept=".csv,text/csv" className={inputStyles} />
          )}
        </FormField>
        <Button type="submit" disabled={importLots.isPending}>
          {importLots.isPending ? t('lots.import.importing') : t('lots.import.submit')}
        </Button>
      </form>
      {report && (
        <section aria-labelledby={reportId} className="flex flex-col gap-3">
          <div role="status">
            <h2 id={reportId} className="text-lg font-bold text-ink">
              {t('lots.import.summary', {
                accepted: formatNumber(report.accepted, i18n.language),
                units: formatNumber(report.units, i18n.language),
                refused: formatNumber(report.refused, i18n.language),
              })}
            </h2>
          </div>
          <ImportReportTable report={report} />
        </section>
      )}
    </div>
  );
}
