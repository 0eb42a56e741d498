import { useTranslation } from '../../lib/i18n';
import { PageHeading } from '../../components/ui/page-heading';
import { useUser } from '../../features/users/api/get-user';
import { AccountSummary } from '../../features/users/components/account-summary';
import { ProfileForm } from '../../features/users/components/profile-form';
import { useSession } from '../../lib/session';
import { NotificationSettingsSection } from '../../features/notifications/components/notification-settings-form';
import { Panel } from '../../components/ui/panel';
import { SignInLinksSection } from '../../features/auth/components/sign-in-links';

/**
 * /profile (signed in): your image, name, email and role; name and photo can be changed; the
 * email and mobile number you log in with, each added when missing; the message settings.
 */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  const account = useUser(user?.email);
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <PageHeading title={t('auth.profile.heading')} />
      {user && <AccountSummary email={user.email} />}
      {account.data && (
        <Panel padding="xl" className="mt-8">
          <h2 className="mb-4 text-xl font-bold text-ink">{t('auth.profile.editHeading')}</h2>
          <ProfileForm key={account.data._id} user={account.data} />
        </Panel>
      )}
      {user && <SignInLinksSection />}
      {user && <NotificationSettingsSection />}
    </section>
  );
}
