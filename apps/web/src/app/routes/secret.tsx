import { useTranslation } from '../../lib/i18n';
import { PageHeading } from '../../components/ui/page-heading';

/** /secret: a page only signed-in people reach (the guard does the work; docs/product.md#secret). */
export function Component() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading title={t('auth.pages.secret')}>
        <p className="mt-2 text-muted">{t('auth.secret.intro')}</p>
      </PageHeading>
    </section>
  );
}
