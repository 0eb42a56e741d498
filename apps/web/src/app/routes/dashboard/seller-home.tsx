import { useTranslation } from '../../../lib/i18n';
import { useSellerStats } from '../../../features/stats/api/get-seller-stats';
import { SellerRevenueChart } from '../../../features/stats/components/charts';
import { NearExpiryList } from '../../../features/products-admin/components/near-expiry-list';
import { StatsHome } from '../../../features/stats/components/stats-home';
import { useSession } from '../../../lib/session';

/** '/dashboard/sellerHome': the seller's own figures, profile and revenue per day. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <StatsHome
      title={t('dashboard.pages.sellerHome')}
      intro={t('dashboard.intro.sellerHome')}
      stats={useSellerStats(user?.email)}
      withUsers={false}
      chart={<SellerRevenueChart email={user?.email} />}
    >
      <NearExpiryList />
    </StatsHome>
  );
}
