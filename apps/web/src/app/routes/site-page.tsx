import type { QueryClient } from '@tanstack/react-query';
import { useParams, type Params } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { EmptyState } from '../../components/ui/empty-state';
import { pageQueryOptions, usePage } from '../../features/content/api/get-page';
import { MarkdownView } from '../../features/content/components/markdown-view';
import { pickText } from '../../features/content/utils/content-text';
import { ApiRequestError } from '../../lib/api-client';
import { formatDateWith } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundPage } from './not-found';

/** The page, read before the first render of a page opened at its address. */
export function prefetch(client: QueryClient, params: Params): Promise<void> {
  return client.prefetchQuery({ ...pageQueryOptions(params.slug ?? ''), retry: false });
}

/** '/pages/{slug}': a simple page the admin writes (About, Terms, …) in the reader's language. */
export function Component() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation();
  const page = usePage(slug);
  const title = page.data ? pickText(page.data.title, i18n.language) : '';
  useDocumentTitle(title || t('content.page.loading'));
  if (page.isError) {
    if (page.error instanceof ApiRequestError && page.error.status === 404) return <NotFoundPage />;
    return (
      <section className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState tone="danger" title={t('content.page.error')} />
      </section>
    );
  }
  if (!page.data) return <Spinner />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-2 text-sm text-muted">
        {t('content.page.updated', {
          date: formatDateWith(page.data.updatedAt, { dateStyle: 'long' }, i18n.language),
        })}
      </p>
      <MarkdownView source={pickText(page.data.body, i18n.language)} />
    </article>
  );
}
