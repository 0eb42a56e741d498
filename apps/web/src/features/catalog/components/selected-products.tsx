import { productPricing, type Product } from '@medibazaar/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { ThumbnailLink } from '../../../components/ui/thumbnail';
import { Panel } from '../../../components/ui/panel';

/** The products picked with 'Select' in the shop table: kept in this page only, each removable. */
export function SelectedProducts({
  products,
  onRemove,
  onClear,
}: {
  products: Product[];
  onRemove: (product: Product) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId} as="section" padding="md" shadow={false}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="font-bold text-ink">
          {t('storefront.shop.selectedHeading')}{' '}
          <span className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 text-sm text-brand-800">{products.length}</span>
        </h2>
        {products.length > 0 && (
          <button
            type="button"
            onClick={onClear}
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('storefront.shop.clearSelected')}
          </button>
        )}
      </div>
      {products.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('storefront.shop.selectedEmpty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {products.map((p) => {
            const pricing = productPricing(p);
            return (
              <li key={p._id} className="flex items-center gap-3 py-1">
                <ThumbnailLink to={paths.product.to(p._id)} src={p.image} size={40} framed={false} />
                <span className="min-w-0 flex-1">
                  <Link
                    to={paths.product.to(p._id)}
                    className="block truncate font-medium text-ink underline-offset-4 hover:text-brand-800 hover:underline"
                  >
                    {p.name}
                  </Link>
                  <span className="text-sm tabular-nums text-muted">
                    {formatMoney(pricing.discounted ? pricing.discountedPrice : pricing.price, i18n.language)}
                  </span>
                </span>
                <button
                  type="button"
                  onClick={() => onRemove(p)}
                  aria-label={t('storefront.shop.remove', { name: p.name })}
                  className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-danger-50 hover:text-danger-700"
                >
                  <CloseIcon className="h-5 w-5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
