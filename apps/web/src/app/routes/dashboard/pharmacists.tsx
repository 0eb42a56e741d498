import { PageHeading } from '../../../components/ui/page-heading';
import { PharmacistRegistrations } from '../../../features/pharmacy-register/components/pharmacist-registrations';
import { useTranslation } from '../../../lib/i18n';

/** '/dashboard/pharmacists' (admins): each reviewer's Pharmacy Council registration, recorded from the certificate. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('prescriptions.pharmacists.title')}>
        <p className="mt-1 max-w-3xl text-muted">{t('prescriptions.pharmacists.intro')}</p>
      </PageHeading>
      <PharmacistRegistrations />
    </div>
  );
}
