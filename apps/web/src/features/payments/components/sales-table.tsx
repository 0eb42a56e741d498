import { type SaleLine } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { categoryName } from '../../../lib/labels';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { PaymentStatusBadge } from './payment-status-badge';
import { formatDateTime, formatMoney } from '../../../lib/format';

/** Sold lines: buyer, product, quantity, amount, date and status (and the seller, for an admin). */
export function SalesTable({
  lines,
  page,
  busy,
  showSeller,
}: {
  /** Undefined until the first page arrives. */
  lines: SaleLine[] | undefined;
  page: number;
  busy: boolean;
  showSeller: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, i18n.language);
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const sellerOf = (line: SaleLine) => line.sellerEmail ?? t('cart.sales.shopOwned');
  const inInk = (text: string) => <span className="text-ink">{text}</span>;
  const columns: Column<SaleLine>[] = [
    {
      id: 'buyer',
      header: t('cart.sales.columns.buyer'),
      cell: (line) => line.buyerEmail,
      cellTitle: (line) => line.buyerEmail,
      card: 'field',
      phoneLabel: t('cart.sales.columns.buyer'),
      cardCell: (line) => inInk(line.buyerEmail),
      cardClassName: 'truncate text-sm text-muted',
      className: 'max-w-52 truncate text-ink',
      skeleton: 'h-5 w-40',
    },
    {
      id: 'product',
      header: t('cart.sales.columns.product'),
      cell: (line) => (
        <>
          <span className="font-semibold break-words text-ink">{line.productName}</span>
          <span className="block text-sm text-muted">{categoryName(t, line.category)}</span>
        </>
      ),
      card: 'title',
      cardCell: (line) => line.productName,
      className: 'max-w-56',
      skeleton: 'h-5 w-32',
    },
    ...(showSeller
      ? [
          {
            id: 'seller',
            header: t('cart.sales.columns.seller'),
            cell: sellerOf,
            cellTitle: sellerOf,
            card: 'field',
            phoneLabel: t('cart.sales.columns.seller'),
            cardCell: (line) => inInk(sellerOf(line)),
            cardClassName: 'truncate text-sm text-muted',
            from: 'lg',
            className: 'max-w-48 truncate text-muted',
          } satisfies Column<SaleLine>,
        ]
      : []),
    {
      id: 'quantity',
      header: t('cart.sales.columns.quantity'),
      cell: (line) => line.quantity,
      card: 'detail',
      cardCell: (line) => `${line.quantity} × ${money(line.unitPrice)}`,
      cardClassName: 'text-sm tabular-nums text-muted',
      align: 'end',
      className: 'tabular-nums text-ink',
      skeleton: 'h-5 w-8',
    },
    {
      id: 'amount',
      header: t('cart.sales.columns.amount'),
      cell: (line) => money(line.amount),
      card: 'aside',
      cardClassName: 'shrink-0 text-lg font-bold tabular-nums text-ink',
      align: 'end',
      className: 'font-semibold tabular-nums text-ink',
    },
    {
      id: 'date',
      header: t('cart.sales.columns.date'),
      cell: (line) => date(line.date),
      card: 'footer',
      cardCell: (line) => <span className="text-sm text-muted">{date(line.date)}</span>,
      className: 'whitespace-nowrap text-ink',
      skeleton: 'h-5 w-32',
    },
    {
      id: 'status',
      header: t('cart.sales.columns.status'),
      cell: (line) => <PaymentStatusBadge status={line.status} />,
      card: 'footer',
      // On the card the status sits at the right, across from the date.
      cardClassName: 'ml-auto',
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={lines}
      rowKey={(line) => line._id}
      caption={t('cart.sales.caption', { page })}
      cardsBelow="md"
      busy={busy}
      alignTop
      placeholderRows={4}
    />
  );
}
