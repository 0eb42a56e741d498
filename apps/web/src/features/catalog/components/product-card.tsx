import { productPricing, truncateProductDescription, truncateProductName, type Product } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { categoryName } from '../../../lib/labels';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DiscountBadge } from './discount-badge';
import { ProductPrice } from './product-price';
import { Panel } from '../../../components/ui/panel';

/**
 * A product's own picture on its light tile, named for screen readers, with the
 * discount badge (when there is one) at its top left. `first` is for the picture the
 * page is about: fetched before everything else instead of when it nears the screen.
 */
function ProductPicture({
  product,
  badge,
  className,
  imageClassName,
  badgeClassName,
  loading,
}: {
  product: Pick<Product, 'image' | 'name'>;
  /** The badge's words, or null for a product at its full price. */
  badge: string | null;
  className: string;
  imageClassName: string;
  badgeClassName: string;
  loading: 'first' | 'eager' | 'lazy';
}) {
  const { t } = useTranslation();
  return (
    <div className={`relative overflow-hidden bg-surface ${className}`}>
      <img
        src={product.image}
        alt={t('storefront.product.imageAlt', { name: product.name })}
        width={480}
        height={480}
        {...(loading === 'first' ? { fetchPriority: 'high' as const } : { loading, decoding: 'async' as const })}
        className={imageClassName}
      />
      {badge && <DiscountBadge className={`absolute ${badgeClassName}`}>{badge}</DiscountBadge>}
    </div>
  );
}

/**
 * A product on a light tile: image, name (15 characters), description (40),
 * discount badge and price. The whole card opens the product ('View Product').
 */
export function ProductCard({
  product,
  headingLevel = 'h3',
  lazy = true,
  action,
}: {
  product: Product;
  headingLevel?: 'h2' | 'h3';
  lazy?: boolean;
  /** Under the price: the cart's Add to Cart, passed in by the route (features do not import each other). */
  action?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const pricing = productPricing(product);
  const Heading = headingLevel;
  // The Bangla name where written; lists carry names only, so the description stays as written.
  const name = (i18n.language === 'bn' && product.nameBn) || product.name;
  return (
    <Panel
      as="article"
      padding="none"
      className="group relative flex h-full flex-col overflow-hidden transition-colors hover:border-brand-600"
    >
      <ProductPicture
        product={product}
        badge={pricing.discounted ? t('storefront.product.discountBadge', { percent: pricing.percent }) : null}
        className="aspect-[4/3]"
        imageClassName="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        badgeClassName="left-3 top-3"
        loading={lazy ? 'lazy' : 'eager'}
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-sm font-medium text-brand-700">{categoryName(t, product.category)}</p>
        <Heading className="text-lg font-semibold text-ink" title={name}>
          {truncateProductName(name)}
        </Heading>
        <p className="text-muted">{truncateProductDescription(product.des)}</p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-3">
          <ProductPrice product={product} />
          <Link
            to={paths.product.to(product._id)}
            aria-label={t('storefront.product.viewProductNamed', { name })}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white transition-colors after:absolute after:inset-0 after:content-[''] group-hover:bg-brand-800"
          >
            {t('storefront.product.viewProduct')}
          </Link>
        </div>
        {action && <div className="pt-3">{action}</div>}
      </div>
    </Panel>
  );
}
