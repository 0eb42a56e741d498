import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonStyles } from './button';
import { ChevronLeftIcon } from './icons';

/**
 * A storefront page whose record is missing or failed to load, inside the page layout:
 * the reason as the heading (announced), what to do, and the way back to the shop.
 */
export function RecordNotFound({ documentTitle, title, hint }: { documentTitle: string; title: string; hint: string }) {
  const { t } = useTranslation();
  useDocumentTitle(documentTitle);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 role="alert" className="text-2xl font-bold text-danger-700 sm:text-3xl">
        {title}
      </h1>
      <p className="mt-3 text-muted">{hint}</p>
      <Link to={paths.shop.to()} className={`${buttonStyles.primary} mt-8 px-6`}>
        <ChevronLeftIcon className="h-5 w-5" />
        {t('storefront.product.backToShop')}
      </Link>
    </section>
  );
}
