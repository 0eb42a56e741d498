import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { useSiteContent } from '../../../features/content/api/get-site-content';
import { FooterForm } from '../../../features/content/components/footer-form';
import { HoursForm } from '../../../features/content/components/hours-form';
import { NoticeForm } from '../../../features/content/components/notice-form';
import { PagesForm } from '../../../features/content/components/pages-form';
import { SponsorsForm } from '../../../features/content/components/sponsors-form';
import { useTranslation } from '../../../lib/i18n';

/** '/dashboard/content' (admin): the notice, hours, footer, sponsors and simple pages, each saved on its own. */
export function Component() {
  const { t } = useTranslation();
  const content = useSiteContent();
  return (
    <div className="space-y-6">
      <PageHeading title={t('content.editor.heading')}>
        <p className="mt-2 max-w-3xl text-muted">{t('content.editor.intro')}</p>
      </PageHeading>
      {content.isError ? (
        <EmptyState
          tone="danger"
          title={t('common.status.errorLoading')}
          action={
            <button type="button" className="underline" onClick={() => void content.refetch()}>
              {t('common.status.retry')}
            </button>
          }
        />
      ) : !content.data ? (
        <Spinner />
      ) : (
        <>
          <NoticeForm content={content.data} />
          <HoursForm content={content.data} />
          <FooterForm content={content.data} />
          <SponsorsForm content={content.data} />
          <PagesForm />
        </>
      )}
    </div>
  );
}
