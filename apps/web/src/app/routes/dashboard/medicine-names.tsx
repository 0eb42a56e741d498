import { PageHeading } from '../../../components/ui/page-heading';
import { NameRequests } from '../../../features/products-admin/components/name-requests';
import { useTranslation } from '../../../lib/i18n';

/** '/dashboard/medicine-names' (admin): generics and makers sellers asked for, to confirm or correct. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <PageHeading title={t('dashboard.medicineNames.title')}>
        <p className="mt-1 text-muted">{t('dashboard.medicineNames.intro')}</p>
      </PageHeading>
      <NameRequests kind="generics" />
      <NameRequests kind="manufacturers" />
    </div>
  );
}
