import { useTranslation } from '../../lib/i18n';
import type { Product } from '@medibazaar/contract';
import { clientConfig } from '../../config/env';
import { paths } from '../../config/paths';
import { LazyAddToCart } from '../../features/cart/components/lazy-add-to-cart';
import { CategoryCarousel } from '../../features/catalog/components/category-carousel';
import { ProductSection } from '../../features/catalog/components/product-section';
import { DiscountBanner } from '../../features/content/components/discount-banner';
import { Hero } from '../../features/content/components/hero';
import { NoticePanel } from '../../features/content/components/notice-panel';
import { Sponsors } from '../../features/content/components/sponsors';
import { PrescriptionOrderBand } from '../../features/prescription-requests/components/prescription-order-band';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Each carousel card's Add to Cart (its code loads with the first card that shows it). */
const addToCart = (product: Product) => <LazyAddToCart product={product} />;

/** The home page in the order of docs/product.md#home: hero, categories, the way to order with a prescription, product sections, banner, notice, sponsors. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('storefront.pages.home'));
  return (
    <div className="pb-6">
      <h1 className="sr-only">{clientConfig.shopName}</h1>
      <Hero />
      <CategoryCarousel />
      <PrescriptionOrderBand />
      <ProductSection
        title={t('storefront.sections.otc')}
        params={{ category: 'OTC Medicine' }}
        seeAllHref={paths.shop.to({ category: 'OTC Medicine' })}
        cardAction={addToCart}
      />
      <ProductSection
        title={t('storefront.sections.personalCare')}
        params={{ category: 'Personal Care' }}
        seeAllHref={paths.shop.to({ category: 'Personal Care' })}
        cardAction={addToCart}
      />
      <DiscountBanner />
      <ProductSection
        title={t('storefront.sections.discount')}
        params={{ discounted: true }}
        seeAllHref={paths.shop.to({ discounted: true })}
        cardAction={addToCart}
      />
      <ProductSection
        title={t('storefront.sections.womensCare')}
        params={{ category: 'WomenChoice' }}
        seeAllHref={paths.shop.to({ category: 'WomenChoice' })}
        cardAction={addToCart}
      />
      <NoticePanel />
      <ProductSection
        title={t('storefront.sections.diabeticCare')}
        params={{ category: 'Diabetic Care' }}
        seeAllHref={paths.shop.to({ category: 'Diabetic Care' })}
        cardAction={addToCart}
      />
      <Sponsors />
    </div>
  );
}
