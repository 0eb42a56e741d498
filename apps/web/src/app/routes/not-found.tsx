import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.notFound.documentTitle'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700">{t('common.notFound.code')}</p>
      <h1 className="mt-4 text-3xl font-bold text-ink">{t('common.notFound.title')}</h1>
      <p className="mt-3 text-muted">{t('common.notFound.body')}</p>
      <Link
        to={paths.home.to()}
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {t('common.notFound.goHome')}
      </Link>
    </section>
  );
}
