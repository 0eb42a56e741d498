import type { Product } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { categoryName } from '../../../lib/labels';
import { Link } from 'react-router';
import { CheckIcon, CloseIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { DiscountBadge } from './discount-badge';
import { MedicineBadge, MedicineLabel, MedicineSections, PackAndUnitPrice } from './medicine-facts';
import { ProductPrice } from './product-price';
import { buttonStyles } from '../../../components/ui/button';

/**
 * The product page: image, 'N% OFF' badge, name, category, price, stock, description and
 * Add to Cart. A medicine reads like its label: brand, generic · strength · form, maker,
 * how it is sold, pack and price per unit beside the price, and its text sections.
 */
export function ProductDetails({ product, addToCart }: { product: Product; addToCart: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const inStock = product.stock > 0;
  const medicine = product.medicine;
  const bn = i18n.language === 'bn';
  const brandBn = bn ? medicine?.brandBn : null;
  // A product that is not a medicine is named and described in Bangla where written.
  const name = (bn && product.nameBn) || product.name;
  const des = (bn && product.desBn) || product.des;
  return (
    <article className="grid gap-8 md:grid-cols-2 md:items-start lg:gap-12">
      {/* The page's largest picture, drawn here rather than with the cards' ProductPicture: importing
          the card's module made the live page wait for one more chunk and moved the largest paint
          from 2.43 s to 2.59 s (npm run bench:lighthouse, /products/:id). */}
      <div className="relative overflow-hidden rounded-card border border-line bg-surface">
        <img
          src={product.image}
          alt={t('storefront.product.imageAlt', { name: product.name })}
          width={480}
          height={480}
          fetchPriority="high"
          className="aspect-square w-full object-cover"
        />
        {product.discount > 0 && (
          <DiscountBadge className="absolute left-4 top-4 text-base">
            {t('storefront.product.offBadge', { percent: product.discount })}
          </DiscountBadge>
        )}
      </div>
      <div className="flex flex-col gap-5">
        <div>
          <Link to={paths.shop.to({ category: product.category })} className={buttonStyles.link}>
            <span className="sr-only">{t('storefront.product.categoryLabel')}</span>
            {categoryName(t, product.category)}
          </Link>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl" data-testid="product-name">
            {name}
            {brandBn && brandBn !== product.name && (
              <span lang="bn" className="ml-3 text-2xl font-semibold text-muted sm:text-3xl">
                {brandBn}
              </span>
            )}
          </h1>
        </div>
        {medicine && <MedicineLabel medicine={medicine} />}
        <MedicineBadge product={product} />
        <div className="flex flex-col gap-1">
          <ProductPrice product={product} size="lg" />
          {medicine && <PackAndUnitPrice medicine={medicine} />}
        </div>
        <p
          className={`inline-flex w-fit items-center gap-2 rounded-full px-3 py-1 font-semibold ${
            inStock ? 'bg-success-50 text-success-700' : 'bg-danger-50 text-danger-700'
          }`}
        >
          {inStock ? <CheckIcon className="h-5 w-5" /> : <CloseIcon className="h-5 w-5" />}
          {inStock ? t('storefront.product.inStock') : t('storefront.product.outOfStock')}
        </p>
        {inStock && product.expiresAfter && (
          <p className="text-muted">
            {t('storefront.product.expiresAfter', {
              month: `${product.expiresAfter.slice(5, 7)}/${product.expiresAfter.slice(0, 4)}`,
            })}
          </p>
        )}
        <section>
          <h2 className="text-lg font-semibold text-ink">{t('storefront.product.description')}</h2>
          <p className="mt-2 text-lg leading-relaxed text-muted" data-testid="product-description">
            {des}
          </p>
        </section>
        <div className="border-t border-line pt-5">
          {/* The cart feature's button, passed in by the route. */}
          {addToCart}
        </div>
        {medicine && <MedicineSections medicine={medicine} />}
      </div>
    </article>
  );
}
