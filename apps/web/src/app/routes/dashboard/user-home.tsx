import { useTranslation } from '../../../lib/i18n';
import { PageHeading } from '../../../components/ui/page-heading';
import { AccountSummary } from '../../../features/users/components/account-summary';
import { useSession } from '../../../lib/session';

/** /dashboard/userHome: image, name, email and role of the signed-in person. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <section className="max-w-3xl">
      <PageHeading title={t('dashboard.pages.userHome')}>
        <p className="mt-2 text-muted">{t('auth.profile.userHomeIntro')}</p>
      </PageHeading>
      {user && <AccountSummary email={user.email} />}
    </section>
  );
}
