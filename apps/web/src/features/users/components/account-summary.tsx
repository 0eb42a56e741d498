import { realEmail, type User } from '@medibazaar/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useUser } from '../api/get-user';
import { Panel } from '../../../components/ui/panel';

const PLACEHOLDER = '/images/placeholder-avatar.webp';

/** A person's photo, falling back to the placeholder when there is none or it fails to load. */
function Avatar({ src, alt, className }: { src: string | null; alt: string; className: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : PLACEHOLDER;
  return (
    <img
      src={usable}
      alt={alt}
      onError={() => setFailed(src)}
      referrerPolicy="no-referrer"
      className={`${className} rounded-full bg-surface object-cover`}
    />
  );
}

function Details({ user }: { user: User }) {
  const { t } = useTranslation();
  const rows = [
    [t('auth.profile.name'), user.name],
    [t('auth.profile.email'), realEmail(user.email) ?? t('auth.profile.noEmail')],
    [t('auth.profile.role'), t(`auth.profile.roles.${user.role}`)],
  ] as const;
  return (
    <Panel padding="xl" className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
      <Avatar src={user.image} alt={t('auth.profile.photoAlt', { name: user.name })} className="h-28 w-28 shrink-0" />
      <dl className="grid w-full min-w-0 gap-3">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm font-semibold uppercase tracking-wide text-muted">{label}</dt>
            <dd className="break-words text-lg text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

/**
 * Image, name, email and role of the account with this email, with the exact
 * 'Loading...', 'Error loading data' and 'No user data found' (docs/product.md#texts-layout).
 */
export function AccountSummary({ email }: { email: string }) {
  const { t } = useTranslation();
  const query = useUser(email);
  if (query.isPending) {
    return (
      <Panel role="status" padding="xl" shadow={false} className="flex items-center gap-6">
        <Skeleton className="h-28 w-28 shrink-0 rounded-full" />
        <div className="grid flex-1 gap-3">
          <span>{t('common.status.loading')}</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      </Panel>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        tone="danger"
        title={t('common.status.errorLoading')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('auth.profile.retry')}
          </Button>
        }
      />
    );
  }
  if (!query.data) return <EmptyState title={t('common.status.noUser')} />;
  return <Details user={query.data} />;
}
