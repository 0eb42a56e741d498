import type { Lot } from '@medibazaar/contract';
import { actionsColumn, DataTable, type Column } from '../../../../components/ui/data-table';
import { Button } from '../../../../components/ui/button';
import { formatDate, formatMoney, formatNumber, formatYear } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';

/** The expiry as packs print it, MM/YYYY, in the reader's digits. */
function formatExpiry(expiresOn: string, lng: string): string {
  const [year, month] = expiresOn.split('-').map(Number) as [number, number];
  return `${formatYear(month, lng).padStart(2, formatYear(0, lng))}/${formatYear(year, lng)}`;
}

const statusTone: Record<Lot['status'], string> = {
  sellable: 'text-brand-800',
  quarantined: 'text-warm-700',
  recalled: 'text-danger-700',
  expired: 'text-danger-700',
};

/** A product's lots in the order they are sold, each with an Adjust button (a card each on phones). */
export function LotsTable({
  name,
  lots,
  busy,
  onAdjust,
}: {
  name: string;
  lots: Lot[];
  busy: boolean;
  onAdjust: (lot: Lot, button: HTMLButtonElement) => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const none = t('lots.none');
  const columns: Column<Lot>[] = [
    {
      id: 'batch',
      header: t('lots.columns.batch'),
      cell: (l) => <span className="font-mono">{l.batch}</span>,
      card: 'title',
      rowHeader: true,
    },
    {
      id: 'expires',
      header: t('lots.columns.expires'),
      cell: (l) => (l.expiresOn ? formatExpiry(l.expiresOn, lng) : none),
      card: 'field',
      phoneLabel: t('lots.columns.expires'),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      id: 'quantity',
      header: t('lots.columns.quantity'),
      cell: (l) => formatNumber(l.quantity, lng),
      card: 'aside',
      align: 'end',
      className: 'tabular-nums',
    },
    {
      id: 'received',
      header: t('lots.columns.received'),
      cell: (l) => formatDate(l.receivedOn, lng),
      card: 'field',
      phoneLabel: t('lots.columns.received'),
      className: 'whitespace-nowrap',
    },
    {
      id: 'supplier',
      header: t('lots.columns.supplier'),
      cell: (l) => l.supplier ?? none,
      card: 'field',
      phoneLabel: t('lots.columns.supplier'),
      className: 'max-w-40 truncate',
      cellTitle: (l) => l.supplier ?? '',
    },
    {
      id: 'cost',
      header: t('lots.columns.cost'),
      cell: (l) => (l.cost === null ? none : formatMoney(l.cost, lng)),
      card: 'field',
      phoneLabel: t('lots.columns.cost'),
      align: 'end',
      className: 'tabular-nums',
    },
    {
      id: 'status',
      header: t('lots.columns.status'),
      cell: (l) => <span className={`font-semibold ${statusTone[l.status]}`}>{t(`lots.status.${l.status}`)}</span>,
      card: 'detail',
    },
    actionsColumn(t('lots.columns.actions'), (l) => (
      <Button
        variant="secondary"
        aria-label={t('lots.adjustNamed', { batch: l.batch })}
        onClick={(e) => onAdjust(l, e.currentTarget)}
      >
        {t('lots.adjust')}
      </Button>
    )),
  ];
  return (
    <DataTable
      columns={columns}
      rows={lots}
      rowKey={(l) => l.id}
      caption={t('lots.caption', { name })}
      cardsBelow="sm"
      busy={busy}
      tableClassName="min-w-[44rem]"
    />
  );
}
