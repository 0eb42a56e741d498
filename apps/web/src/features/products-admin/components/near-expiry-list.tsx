import { Link } from 'react-router';
import { Panel } from '../../../components/ui/panel';
import { formatDate, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useNearExpiry } from '../api/get-near-expiry';

/**
 * The dashboard's list of lots near expiry (decision 059): what to sell first, return to the
 * supplier or take off sale, earliest expiry first, each product a link to its edit page.
 */
export function NearExpiryList() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = useNearExpiry();
  return (
    <Panel as="section" padding="lg" aria-labelledby="near-expiry-title">
      <h2 id="near-expiry-title" className="text-lg font-bold text-ink">
        {t('dashboard.nearExpiry.title')}
      </h2>
      {isPending ? (
        <p className="mt-2 text-muted">{t('dashboard.nearExpiry.loading')}</p>
      ) : isError || !data ? (
        <p className="mt-2 text-danger-700">{t('dashboard.nearExpiry.failed')}</p>
      ) : data.lots.length === 0 ? (
        <p className="mt-2 text-muted">
          {t('dashboard.nearExpiry.none', { days: formatNumber(data.days, i18n.language) })}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            {t('dashboard.nearExpiry.intro', { days: formatNumber(data.days, i18n.language) })}
          </p>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line text-muted">
                  <th className="py-2 pr-3 font-semibold">{t('dashboard.nearExpiry.product')}</th>
                  <th className="py-2 pr-3 font-semibold">{t('dashboard.nearExpiry.batch')}</th>
                  <th className="py-2 pr-3 font-semibold">{t('dashboard.nearExpiry.expires')}</th>
                  <th className="py-2 text-right font-semibold">{t('dashboard.nearExpiry.units')}</th>
                </tr>
              </thead>
              <tbody>
                {data.lots.map((lot) => (
                  <tr key={lot.lotId} className="border-b border-line">
                    <td className="py-2 pr-3">
                      <Link className="text-brand-700 underline" to={`/dashboard/updateItem/${lot.productId}`}>
                        {lot.name}
                      </Link>
                    </td>
                    <td className="py-2 pr-3 font-mono">{lot.batch}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDate(lot.expiresOn, i18n.language)}</td>
                    <td className="py-2 text-right">{formatNumber(lot.quantity, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Panel>
  );
}
