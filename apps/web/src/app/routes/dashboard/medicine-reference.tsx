import { PageHeading } from '../../../components/ui/page-heading';
import { AntibioticGenerics } from '../../../features/medicine-reference/components/antibiotic-generics';
import { ReferenceList } from '../../../features/medicine-reference/components/reference-list';
import { useTranslation } from '../../../lib/i18n';

/**
 * '/dashboard/medicine-reference' (pharmacists and admins): how each medicine is sold, with
 * search and filters and a class change with a reason, and the generics' antibiotic marks.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8">
      <PageHeading title={t('dashboard.medicineReference.title')}>
        <p className="mt-1 max-w-3xl text-muted">{t('dashboard.medicineReference.intro')}</p>
      </PageHeading>
      <ReferenceList />
      <AntibioticGenerics />
    </div>
  );
}
