import { useTranslation } from '../../../lib/i18n';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSellerStats } from '../../../features/stats/api/get-seller-stats';
import { SellerRevenueChart } from '../../../features/stats/components/charts';
import { ProfileCard } from '../../../features/stats/components/profile-card';
import { StatCards } from '../../../features/stats/components/stat-cards';
import { useSession } from '../../../lib/session';
import { formatMoney, formatNumber } from '../../../lib/format';

/** '/dashboard/sellerHome': the seller's own figures, profile and revenue per day. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { user, isPending } = useSession();
  const stats = useSellerStats(user?.email);
  const count = (n: number | undefined) => (n === undefined ? undefined : formatNumber(n));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={t('dashboard.pages.sellerHome')}>
        <p className="mt-1 text-muted">{t('dashboard.intro.sellerHome')}</p>
      </PageHeading>
      <StatCards
        loading={stats.isPending}
        error={stats.isError}
        onRetry={() => void stats.refetch()}
        items={[
          {
            key: 'revenue',
            label: t('dashboard.stats.revenue'),
            value: stats.data && formatMoney(stats.data.revenue, i18n.language),
            tone: 'brand',
          },
          { key: 'products', label: t('dashboard.stats.products'), value: count(stats.data?.products), tone: 'warm' },
          { key: 'orders', label: t('dashboard.stats.orders'), value: count(stats.data?.orders), tone: 'pending' },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <SellerRevenueChart email={user?.email} />
        </div>
        <ProfileCard user={user} isPending={isPending} />
      </div>
    </div>
  );
}
