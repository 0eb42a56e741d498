import type { Substitute } from '@medibazaar/contract';
import { Link } from 'react-router';
import { DispensingBadge } from '../../../components/ui/dispensing-badge';
import { ListState } from '../../../components/ui/list-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatUnitPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localName } from '../../../lib/local-name';
import { useSubstitutes } from '../api/get-substitutes';
import { unitPriceText } from '../unit-price';
import { Thumbnail } from '../../../components/ui/thumbnail';
import { panelClass } from '../../../components/ui/panel';

/** "$0.10 (25%) cheaper per unit", "Same price per unit" or "$0.05 more per unit". */
function Saving({ item }: { item: Substitute }) {
  const { t, i18n } = useTranslation();
  const amount = formatUnitPrice(Math.abs(item.cheaperByCents) / 100, i18n.language);
  if (item.cheaperByCents > 0)
    return (
      <span className="font-semibold text-success-700">
        {t('storefront.medicine.substitutes.cheaper', { amount, percent: item.cheaperByPercent })}
      </span>
    );
  if (item.cheaperByCents === 0)
    return <span className="text-muted">{t('storefront.medicine.substitutes.samePrice')}</span>;
  return <span className="text-muted">{t('storefront.medicine.substitutes.dearer', { amount })}</span>;
}

/**
 * "Substitutes": other brands of exactly the same generic(s), strength and form, cheapest
 * per unit first (the API's order), each with how much cheaper a unit is and a link to it.
 */
export function Substitutes({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation();
  const substitutes = useSubstitutes(productId);
  const items = substitutes.data?.items;
  const status = substitutes.isError ? 'error' : items && items.length === 0 ? 'empty' : 'ready';
  return (
    <section aria-labelledby="substitutes-heading" className="mt-12">
      <h2 id="substitutes-heading" className="text-2xl font-bold tracking-tight text-ink">
        {t('storefront.medicine.substitutes.heading')}
      </h2>
      <p className="mb-4 mt-1 text-muted">{t('storefront.medicine.substitutes.intro')}</p>
      <ListState
        status={status}
        errorTitle={t('storefront.medicine.substitutes.error')}
        retryLabel={t('storefront.medicine.substitutes.retry')}
        onRetry={() => void substitutes.refetch()}
        empty={{ title: t('storefront.medicine.substitutes.empty') }}
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={!items}>
          {!items &&
            Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-32 w-full" />
              </li>
            ))}
          {items?.map((item) => {
            const medicine = item.product.medicine;
            return (
              <li key={item.product._id}>
                <Link
                  to={paths.product.to(item.product._id)}
                  className={panelClass({
                    padding: 'sm',
                    shadow: false,
                    className: 'flex h-full gap-3 transition-colors hover:border-brand-600',
                  })}
                >
                  <Thumbnail src={item.product.image} size={64} />
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="font-semibold text-ink">{item.product.name}</span>
                    {medicine && (
                      <span className="text-sm text-muted">{localName(medicine.manufacturer, i18n.language)}</span>
                    )}
                    <span className="tabular-nums text-ink">
                      {medicine
                        ? unitPriceText(t, medicine.form, item.unitPriceCents, i18n.language)
                        : t('storefront.medicine.unitPrice', {
                            price: formatUnitPrice(item.unitPriceCents / 100, i18n.language),
                          })}
                    </span>
                    <span className="text-sm">
                      <Saving item={item} />
                    </span>
                    {medicine && <DispensingBadge dispensingClass={medicine.dispensingClass} size="sm" />}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </ListState>
    </section>
  );
}
