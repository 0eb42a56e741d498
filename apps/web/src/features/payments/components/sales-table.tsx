import { type SaleLine } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { Skeleton } from '../../../components/ui/skeleton';
import { PaymentStatusBadge } from './payment-status-badge';
import { formatDateTime, formatMoney } from '../../../lib/format';

const th = 'px-3 py-3 text-left text-sm font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-3 align-top';

/**
 * Sold lines: buyer, product, quantity, amount, date and status (and the seller,
 * for an admin). A table from the md breakpoint, cards below it.
 */
export function SalesTable({
  lines,
  page,
  loading,
  showSeller,
}: {
  lines: SaleLine[];
  page: number;
  loading: boolean;
  showSeller: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, i18n.language);
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const sellerOf = (line: SaleLine) => line.sellerEmail ?? t('cart.sales.shopOwned');

  if (loading) {
    return (
      <div className="flex flex-col gap-3" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }

  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('cart.sales.caption', { page })}>
        {lines.map((line) => (
          <li key={line._id} className="rounded-card border border-line bg-white p-4 shadow-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{line.productName}</p>
                <p className="text-sm tabular-nums text-muted">
                  {line.quantity} × {money(line.unitPrice)}
                </p>
              </div>
              <p className="text-lg font-bold tabular-nums text-ink">{money(line.amount)}</p>
            </div>
            <p className="mt-2 truncate text-sm text-muted">
              {t('cart.sales.columns.buyer')}: <span className="text-ink">{line.buyerEmail}</span>
            </p>
            {showSeller && (
              <p className="truncate text-sm text-muted">
                {t('cart.sales.columns.seller')}: <span className="text-ink">{sellerOf(line)}</span>
              </p>
            )}
            <div className="mt-2 flex items-center justify-between gap-3">
              <span className="text-sm text-muted">{date(line.date)}</span>
              <PaymentStatusBadge status={line.status} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-card border border-line bg-white shadow-card md:block">
        <table className="w-full border-collapse">
          <caption className="sr-only">{t('cart.sales.caption', { page })}</caption>
          <thead className="border-b border-line bg-surface">
            <tr>
              <th scope="col" className={th}>
                {t('cart.sales.columns.buyer')}
              </th>
              <th scope="col" className={th}>
                {t('cart.sales.columns.product')}
              </th>
              {showSeller && (
                <th scope="col" className={`${th} hidden lg:table-cell`}>
                  {t('cart.sales.columns.seller')}
                </th>
              )}
              <th scope="col" className={`${th} text-right`}>
                {t('cart.sales.columns.quantity')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('cart.sales.columns.amount')}
              </th>
              <th scope="col" className={th}>
                {t('cart.sales.columns.date')}
              </th>
              <th scope="col" className={th}>
                {t('cart.sales.columns.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line._id} className="border-b border-line last:border-b-0">
                <td className={`${td} max-w-52 truncate text-ink`} title={line.buyerEmail}>
                  {line.buyerEmail}
                </td>
                <td className={`${td} max-w-56`}>
                  <span className="font-semibold break-words text-ink">{line.productName}</span>
                  <span className="block text-sm text-muted">{line.category}</span>
                </td>
                {showSeller && (
                  <td className={`${td} hidden max-w-48 truncate text-muted lg:table-cell`} title={sellerOf(line)}>
                    {sellerOf(line)}
                  </td>
                )}
                <td className={`${td} text-right tabular-nums text-ink`}>{line.quantity}</td>
                <td className={`${td} text-right font-semibold tabular-nums text-ink`}>{money(line.amount)}</td>
                <td className={`${td} whitespace-nowrap text-ink`}>{date(line.date)}</td>
                <td className={td}>
                  <PaymentStatusBadge status={line.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
