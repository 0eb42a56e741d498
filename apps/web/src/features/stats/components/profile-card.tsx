import { realEmail } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import type { SessionUser } from '../../../lib/session';
import { Panel } from '../../../components/ui/panel';

const PLACEHOLDER = '/images/placeholder-avatar.webp';

/** The signed-in person: photo, name, email and role ('Loading...' / 'No user data found'). */
export function ProfileCard({ user, isPending }: { user: SessionUser | null; isPending: boolean }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('dashboard.profile.title')} padding="lg">
      {isPending ? (
        <p role="status" className="mt-4 text-muted">
          {t('common.status.loading')}
        </p>
      ) : !user ? (
        <p className="mt-4 text-muted">{t('common.status.noUser')}</p>
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <div className="flex items-center gap-4">
            <img
              src={user.image || PLACEHOLDER}
              alt={t('dashboard.profile.photoAlt', { name: user.name })}
              width={72}
              height={72}
              className="h-18 w-18 shrink-0 rounded-full border border-line bg-surface object-cover"
            />
            <div className="min-w-0">
              <p className="text-lg font-semibold break-words text-ink">{user.name}</p>
              <span className="mt-1 inline-flex rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800">
                {t(`dashboard.profile.roles.${user.role}`)}
              </span>
            </div>
          </div>
          <dl className="border-t border-line pt-4">
            <dt className="text-sm text-muted">{t('dashboard.profile.email')}</dt>
            <dd className="text-ink [overflow-wrap:anywhere]">{realEmail(user.email) ?? t('auth.profile.noEmail')}</dd>
          </dl>
        </div>
      )}
    </Panel>
  );
}
