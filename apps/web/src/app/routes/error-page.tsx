import { useTranslation } from '../../lib/i18n';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found';

/** The root layout's error page: a 404 from a loader shows the 404 page, anything else a friendly message. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">{t('common.errorPage.title')}</h1>
      <p className="mt-3 text-muted">{t('common.errorPage.body')}</p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {t('common.errorPage.retry')}
        </button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-md border border-line px-6 font-semibold text-ink hover:bg-brand-50"
        >
          {t('common.errorPage.goHome')}
        </a>
      </div>
    </section>
  );
}
