import { PRODUCT_SORTS, SHOP_PAGE_SIZES, type ProductSort, type ShopPageSize } from '@medibazaar/contract';
import { useId } from 'react';
import { inputStyles } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/i18n';

const labelClass = 'text-sm font-semibold text-muted';

/**
 * The shop list's order (best match, price, price per unit, name) and page size (10, 20 or 50):
 * two labelled selects, each change going to the address (`onChange`), where the shop reads it.
 */
export function ShopListControls({
  sort,
  perPage,
  onChange,
}: {
  sort: ProductSort;
  perPage: ShopPageSize;
  onChange: (next: { sort?: ProductSort; perPage?: ShopPageSize }) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex min-w-0 items-center gap-2">
        <label htmlFor={`${id}-sort`} className={labelClass}>
          {t('storefront.shop.sortLabel')}
        </label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(e) => onChange({ sort: PRODUCT_SORTS.find((s) => s === e.target.value) ?? 'best' })}
          className={`${inputStyles} w-auto`}
        >
          {PRODUCT_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`storefront.shop.sorts.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-per-page`} className={labelClass}>
          {t('storefront.shop.perPageLabel')}
        </label>
        <select
          id={`${id}-per-page`}
          value={perPage}
          onChange={(e) =>
            onChange({ perPage: SHOP_PAGE_SIZES.find((n) => n === Number(e.target.value)) ?? SHOP_PAGE_SIZES[0] })
          }
          className={`${inputStyles} w-auto`}
        >
          {SHOP_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {t('storefront.shop.perPageOption', { count: n })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
