import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';

/** The home page's way in for a shopper holding a prescription: send it and let the pharmacist build the order. */
export function PrescriptionOrderBand() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="rx-order-band"
      className="mx-auto my-6 flex max-w-7xl flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-4 sm:px-6"
    >
      <div className="min-w-0">
        <h2 id="rx-order-band" className="text-lg font-bold text-ink">
          {t('storefront.rxOrder.title')}
        </h2>
        <p className="text-muted">{t('storefront.rxOrder.text')}</p>
      </div>
      <Link to={paths.dashboard.prescriptionOrders.to()} className={buttonStyles.primary}>
        {t('storefront.rxOrder.action')}
      </Link>
    </section>
  );
}
