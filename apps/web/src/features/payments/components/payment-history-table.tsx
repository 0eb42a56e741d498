import { type Payment } from '@medibazaar/contract';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/i18n';
import { Skeleton } from '../../../components/ui/skeleton';
import { clientConfig } from '../../../config/env';
import { PaymentStatusBadge } from './payment-status-badge';
import { printReceipt } from './print-receipt';
import { formatDateTime, formatMoney } from '../../../lib/format';

const th = 'px-3 py-3 text-left text-sm font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-3 align-top';
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

/**
 * The person's payments: date, amount (two decimals), transaction id, items,
 * status and a printable receipt. A table from the md breakpoint, cards below it.
 */
export function PaymentHistoryTable({
  payments,
  page,
  loading,
}: {
  payments: Payment[];
  page: number;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, i18n.language);
  const date = (iso: string) => formatDateTime(iso, i18n.language);

  if (loading) {
    return (
      <div className="flex flex-col gap-3" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }

  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('cart.history.caption', { page })}>
        {payments.map((p) => (
          <li key={p._id} className="rounded-card border border-line bg-white p-4 shadow-card">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="text-xl font-bold tabular-nums text-ink">{money(p.price)}</p>
                <p className="text-sm text-muted">{date(p.date)}</p>
              </div>
              <PaymentStatusBadge status={p.status} />
            </div>
            <p className="mt-2 text-sm text-muted">
              {t('cart.history.columns.transactionId')}:{' '}
              <span className="font-mono break-all text-ink">{p.transactionId}</span>
            </p>
            <div className="mt-2">
              <Items payment={p} />
            </div>
            <div className="mt-3 flex justify-end">
              <PrintButton payment={p} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-card border border-line bg-white shadow-card md:block">
        <table className="w-full border-collapse">
          <caption className="sr-only">{t('cart.history.caption', { page })}</caption>
          <thead className="border-b border-line bg-surface">
            <tr>
              <th scope="col" className={th}>
                {t('cart.history.columns.date')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('cart.history.columns.amount')}
              </th>
              <th scope="col" className={th}>
                {t('cart.history.columns.transactionId')}
              </th>
              <th scope="col" className={th}>
                {t('cart.history.columns.items')}
              </th>
              <th scope="col" className={th}>
                {t('cart.history.columns.status')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('cart.history.columns.receipt')}
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p._id} className="border-b border-line last:border-b-0">
                <td className={`${td} whitespace-nowrap text-ink`}>{date(p.date)}</td>
                <td className={`${td} text-right font-semibold tabular-nums text-ink`}>{money(p.price)}</td>
                <td className={`${td} max-w-48 font-mono text-sm break-all text-ink`}>{p.transactionId}</td>
                <td className={`${td} max-w-64`}>
                  <Items payment={p} />
                </td>
                <td className={td}>
                  <PaymentStatusBadge status={p.status} />
                </td>
                <td className={`${td} text-right`}>
                  <PrintButton payment={p} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
