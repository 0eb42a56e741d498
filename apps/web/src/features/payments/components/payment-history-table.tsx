import { type Payment } from '@medibazaar/contract';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/i18n';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { clientConfig } from '../../../config/env';
import { PaymentStatusBadge } from './payment-status-badge';
import { printReceipt } from './print-receipt';
import { formatDateTime, formatMoney } from '../../../lib/format';

const printButton =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-line bg-white px-3 font-semibold whitespace-nowrap text-brand-800 hover:border-brand-600';

function PrintButton({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  return (
    <button
      type="button"
      className={printButton}
      aria-label={t('cart.history.printNamed', { id: payment.transactionId })}
      onClick={() => {
        if (!printReceipt(payment, t, i18n.language, clientConfig.shopName))
          toast.error(t('cart.history.popupBlocked'));
      }}
    >
      {t('cart.history.print')}
    </button>
  );
}

/**
 * How the payment was made, in words, with the provider's own transaction id: the card and the
 * processor's transaction, bKash's TrxID, SSLCommerz's bank transaction, or the cash order's number.
 * The shop's internal ids are never shown.
 */
function TransactionWords({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  let words: string;
  if (payment.provider === 'cod') {
    const number = payment.transactionId.replace(/^cod-/, '');
    words = number === payment.transactionId ? t('cart.history.method.cash') : t('cart.history.method.cod', { number });
  } else if (payment.provider === 'bkash' || payment.provider === 'sslcommerz') {
    words = payment.providerReference
      ? t(payment.provider === 'bkash' ? 'cart.history.paidByBkash' : 'cart.history.paidBySslcommerz', {
          reference: payment.providerReference,
        })
      : t(`cart.history.method.${payment.provider}`);
  } else {
    words =
      payment.cardBrand && payment.cardLast4
        ? t('cart.history.method.cardNamed', {
            brand: payment.cardBrand,
            last4: payment.cardLast4,
            id: payment.transactionId,
          })
        : t('cart.history.method.card', { id: payment.transactionId });
  }
  return (
    <span className="font-sans" data-testid="payment-paid-by">
      {words}
    </span>
  );
}

function Items({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  return (
    <ul className="text-sm text-ink">
      {payment.items.map((item, i) => (
        <li key={`${item.menuId ?? ''}-${i}`} className="break-words">
          {t('cart.history.itemLine', { quantity: item.quantity, name: item.name })}
        </li>
      ))}
    </ul>
  );
}

/** The person's payments: date, amount (two decimals), transaction id, items, status and a printable receipt. */
export function PaymentHistoryTable({
  payments,
  page,
  busy,
}: {
  /** Undefined until the first page arrives. */
  payments: Payment[] | undefined;
  page: number;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, i18n.language);
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const columns: Column<Payment>[] = [
    {
      id: 'date',
      header: t('cart.history.columns.date'),
      cell: (p) => date(p.date),
      card: 'detail',
      className: 'whitespace-nowrap text-ink',
      skeleton: 'h-5 w-32',
    },
    {
      id: 'amount',
      header: t('cart.history.columns.amount'),
      cell: (p) => money(p.price),
      // The amount heads the card; the date under it.
      card: 'title',
      cardClassName: 'text-xl font-bold tabular-nums text-ink',
      align: 'end',
      className: 'font-semibold tabular-nums text-ink',
    },
    {
      id: 'transactionId',
      header: t('cart.history.columns.transactionId'),
      cell: (p) => <TransactionWords payment={p} />,
      card: 'field',
      phoneLabel: t('cart.history.columns.transactionId'),
      cardCell: (p) => (
        <span className="font-mono break-all text-ink">
          <TransactionWords payment={p} />
        </span>
      ),
      className: 'max-w-48 font-mono text-sm break-all text-ink',
      skeleton: 'h-5 w-40',
    },
    {
      id: 'items',
      header: t('cart.history.columns.items'),
      cell: (p) => <Items payment={p} />,
      card: 'field',
      cardClassName: 'mt-2',
      className: 'max-w-64',
      skeleton: 'h-5 w-40',
    },
    {
      id: 'status',
      header: t('cart.history.columns.status'),
      cell: (p) => <PaymentStatusBadge status={p.status} />,
      card: 'aside',
    },
    {
      id: 'receipt',
      header: t('cart.history.columns.receipt'),
      cell: (p) => <PrintButton payment={p} />,
      card: 'footer',
      align: 'end',
      skeleton: 'h-11 w-20',
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={payments}
      rowKey={(p) => p._id}
      caption={t('cart.history.caption', { page })}
      cardsBelow="md"
      busy={busy}
      alignTop
      placeholderRows={4}
    />
  );
}
