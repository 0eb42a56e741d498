import { PageHeading } from '../../../components/ui/page-heading';
import { Panel } from '../../../components/ui/panel';
import { LotsImportForm } from '../../../features/products-admin/components/lots/lots-import-form';
import { useTranslation } from '../../../lib/i18n';

/** '/dashboard/lots-import': many lots received at once from a CSV file, with the report line by line (decision 064). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title={t('lots.import.title')}>
        <p className="mt-1 text-muted">{t('lots.import.intro')}</p>
      </PageHeading>
      <Panel padding="form">
        <LotsImportForm />
      </Panel>
    </div>
  );
}
