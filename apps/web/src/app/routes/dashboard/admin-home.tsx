import { useTranslation } from '../../../lib/i18n';
import { useAdminStats } from '../../../features/stats/api/get-admin-stats';
import { AdminRevenueChart, SalesByCategoryChart } from '../../../features/stats/components/charts';
import { NearExpiryList } from '../../../features/products-admin/components/near-expiry-list';
import { StatsHome } from '../../../features/stats/components/stats-home';

/** '/dashboard/adminHome': the shop's figures, the admin's profile and the sales charts. */
export function Component() {
  const { t } = useTranslation();
  return (
    <StatsHome
      title={t('dashboard.pages.adminHome')}
      intro={t('dashboard.intro.adminHome')}
      stats={useAdminStats()}
      withUsers
      chart={<AdminRevenueChart />}
    >
      <SalesByCategoryChart />
      <NearExpiryList />
    </StatsHome>
  );
}
