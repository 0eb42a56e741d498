import type { GenericDetail } from '@medibazaar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams, type Params } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ChevronLeftIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { genericQueryOptions, useGeneric } from '../../features/catalog/api/get-generic';
import { GenericGroups } from '../../features/catalog/components/generic-groups';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
// The page names the generic in Bangla whatever the language: the Bengali face comes with it
// (fetched only when Bangla letters are on the page, decision 036).
import '../../lib/bengali-font';
import { RecordNotFound } from '../../components/ui/record-not-found';

/** The generic and its products, read before the first render (the server's first paint and the browser's). */
export function prefetch(client: QueryClient, params: Params): Promise<void> {
  return client.prefetchQuery({ ...genericQueryOptions(params.id ?? ''), retry: false });
}

/** '/generics/{id}': what the generic is, in both languages, and every product of it by strength and form. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const generic = useGeneric(id);
  if (generic.data) return <GenericPage generic={generic.data} />;
  if (generic.isError) return <GenericNotFound />;
  return <Spinner label={t('storefront.generic.loading')} />;
}

function GenericPage({ generic }: { generic: GenericDetail }) {
  const { t, i18n } = useTranslation();
  const bangla = i18n.language === 'bn';
  const title = bangla && generic.nameBn ? generic.nameBn : generic.name;
  const other = bangla ? generic.name : generic.nameBn;
  const summary = (bangla ? generic.summaryBn : null) ?? generic.summary;
  const shown = generic.groups.reduce((n, g) => n + g.products.length, 0);
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <nav aria-label={t('storefront.product.breadcrumb')} className="mb-4 text-sm">
        <Link
          to={paths.shop.to()}
          className="inline-flex min-h-11 items-center gap-1 text-brand-700 underline-offset-4 hover:underline"
        >
          <ChevronLeftIcon className="h-4 w-4" />
          {t('storefront.product.backToShop')}
        </Link>
      </nav>
      <header className="mb-8 flex flex-col gap-2 border-b border-line pb-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {t('storefront.generic.eyebrow')}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {title}
          {other && other !== title && (
            <span lang={bangla ? 'en' : 'bn'} className="ml-3 text-2xl font-semibold text-muted sm:text-3xl">
              {other}
            </span>
          )}
        </h1>
        {summary && <p className="max-w-3xl text-lg leading-relaxed text-muted">{summary}</p>}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="font-semibold text-ink">{t('storefront.generic.products', { count: generic.productCount })}</p>
          {generic.productCount > 0 && (
            <Link to={paths.shop.to({ generic: generic.id })} className={buttonStyles.secondary}>
              {t('storefront.generic.shopAll')}
            </Link>
          )}
        </div>
      </header>
      {generic.groups.length === 0 ? (
        <EmptyState title={t('storefront.generic.empty')} />
      ) : (
        <>
          {shown < generic.productCount && (
            <p className="mb-4 text-muted">{t('storefront.generic.showing', { shown, count: generic.productCount })}</p>
          )}
          <GenericGroups groups={generic.groups} />
        </>
      )}
    </section>
  );
}

function GenericNotFound() {
  const { t } = useTranslation();
  const title = t('storefront.generic.notFound');
  return <RecordNotFound documentTitle={title} title={title} hint={t('storefront.generic.notFoundHint')} />;
}
