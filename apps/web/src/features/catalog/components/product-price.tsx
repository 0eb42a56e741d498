import { productPricing, type Product } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/format';

const sizes = {
  sm: { now: 'text-lg', was: 'text-sm' },
  md: { now: 'text-xl', was: 'text-base' },
  lg: { now: 'text-3xl', was: 'text-lg' },
} as const;

/**
 * The price in dollars; for a discounted product the discounted price in the
 * accent colour beside the original, struck through.
 */
export function ProductPrice({
  product,
  size = 'md',
}: {
  product: Pick<Product, 'price' | 'discount_percentage' | 'discounted_price'>;
  size?: keyof typeof sizes;
}) {
  const { t, i18n } = useTranslation();
  const pricing = productPricing(product);
  const s = sizes[size];
  if (!pricing.discounted) {
    return (
      <p className={`relative font-bold tabular-nums text-ink ${s.now}`}>
        <span className="sr-only">{t('storefront.product.priceLabel')}</span>
        {formatMoney(pricing.price, i18n.language)}
      </p>
    );
  }
  return (
    <p className="relative flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold tabular-nums text-brand-700 ${s.now}`} data-testid="discounted-price">
        <span className="sr-only">{t('storefront.product.discountedPriceLabel')}</span>
        {formatMoney(pricing.discountedPrice, i18n.language)}
      </span>
      <s className={`tabular-nums text-muted ${s.was}`} data-testid="original-price">
        <span className="sr-only">{t('storefront.product.originalPriceLabel')}</span>
        {formatMoney(pricing.price, i18n.language)}
      </s>
    </p>
  );
}
