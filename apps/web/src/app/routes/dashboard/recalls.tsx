import { PageHeading } from '../../../components/ui/page-heading';
import { RecallForm } from '../../../features/recalls/components/recall-form';
import { RecallList } from '../../../features/recalls/components/recall-list';
import { useTranslation } from '../../../lib/i18n';

/** '/dashboard/recalls' (admins): recall a batch, and every recall so far (decision 063). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeading title={t('orders.recalls.title')}>
        <p className="mt-1 max-w-3xl text-muted">{t('orders.recalls.intro')}</p>
      </PageHeading>
      <RecallForm />
      <RecallList />
    </div>
  );
}
