import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** The home page's discount banner; 'Shop Now' opens the shop on discounted products. */
export function DiscountBanner() {
  const { t } = useTranslation();
  return (
    <aside aria-label={t('storefront.banner.eyebrow')} className="below-fold mx-auto max-w-7xl px-4 py-6">
      <div className="flex flex-col gap-6 rounded-card border border-warm-100 bg-warm-50 p-6 sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-bold uppercase tracking-wide text-warm-700">{t('storefront.banner.eyebrow')}</p>
          <p className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('storefront.banner.title')}</p>
          <p className="mt-2 text-muted">{t('storefront.banner.body')}</p>
        </div>
        <Link to={paths.shop.to({ discounted: true })} className={`${buttonStyles.warm} shrink-0 px-8 text-lg`}>
          {t('storefront.banner.shopNow')}
        </Link>
      </div>
    </aside>
  );
}
