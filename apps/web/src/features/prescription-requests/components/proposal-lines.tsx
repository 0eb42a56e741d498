import type { ProposalLine } from '@medibazaar/contract';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** A line's medicine as the reader's language says it: name, strength, form and pack. */
function lineTitle(t: ReturnType<typeof useTranslation>['t'], line: ProposalLine) {
  const parts = [line.name];
  if (line.strength) parts.push(line.strength);
  if (line.form) parts.push(t(`storefront.medicine.forms.${line.form}`));
  if (line.packLabel) parts.push(line.packLabel);
  return parts.join(' · ');
}

/** The order a pharmacist built: each medicine, its quantity and price, a substitute marked as such. */
export function ProposalLines({ lines }: { lines: ProposalLine[] }) {
  const { t, i18n } = useTranslation();
  const total = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] text-left text-sm">
        <caption className="sr-only">{t('rxOrders.detail.lines')}</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('rxOrders.detail.columns.product')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {t('rxOrders.detail.columns.quantity')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('rxOrders.detail.columns.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.productId} className="border-b border-line align-top" data-testid="proposal-line">
              <td className="py-2 pr-3">
                <span className="block font-semibold break-words text-ink">{lineTitle(t, l)}</span>
                <span className="block text-muted">{formatMoney(l.unitPrice / 100, i18n.language)}</span>
                {l.substituteFor && (
                  <span className="mt-1 inline-block rounded bg-warm-50 px-2 py-0.5 text-xs font-semibold text-warm-700">
                    {t('rxOrders.detail.substitute', { name: l.substituteFor })}
                  </span>
                )}
                {!l.inStock && <span className="mt-1 block text-xs text-danger-700">{t('rxOrders.detail.short')}</span>}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{l.quantity}</td>
              <td className="py-2 text-right tabular-nums">
                {formatMoney((l.unitPrice * l.quantity) / 100, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="py-2 pr-3 text-right font-semibold text-ink">
              {t('rxOrders.detail.itemsTotal')}
            </th>
            <td className="py-2 text-right font-bold tabular-nums" data-testid="proposal-total">
              {formatMoney(total / 100, i18n.language)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
