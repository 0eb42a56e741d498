import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminRevenueByDay } from '../api/get-admin-revenue-by-day';
import { useSalesByCategory } from '../api/get-sales-by-category';
import { useSellerRevenueByDay } from '../api/get-seller-revenue-by-day';

// The chart library loads after the figures, in its own chunk.
const RevenueChart = lazy(() => import('./revenue-chart'));
const CategoryChart = lazy(() => import('./category-chart'));

export const CHART_DAYS = 30;

function ChartFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-white p-5 shadow-card">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** What a chart shows before its data or its library arrives, or when the data fails. */
function ChartState({ title, state, onRetry }: { title: string; state: 'loading' | 'error'; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <ChartFrame title={title}>
      {state === 'loading' ? (
        <div role="status" className="mt-4">
          <span className="sr-only">{t('common.status.loading')}</span>
          <Skeleton className="h-64" />
        </div>
      ) : (
        <div role="alert" className="mt-4 flex h-64 flex-col items-center justify-center gap-3 rounded-md bg-danger-50">
          <p className="font-semibold text-danger-700">{t('common.status.errorLoading')}</p>
          {onRetry && (
            <button type="button" onClick={onRetry} className={buttonStyles.secondary}>
              {t('dashboard.stats.retry')}
            </button>
          )}
        </div>
      )}
    </ChartFrame>
  );
}

export function AdminRevenueChart() {
  const { t } = useTranslation();
  const title = t('dashboard.stats.revenueChart.title', { days: CHART_DAYS });
  const q = useAdminRevenueByDay(CHART_DAYS);
  if (q.isPending) return <ChartState title={title} state="loading" />;
  if (q.isError) return <ChartState title={title} state="error" onRetry={() => void q.refetch()} />;
  return (
    <Suspense fallback={<ChartState title={title} state="loading" />}>
      <RevenueChart data={q.data} title={title} />
    </Suspense>
  );
}

export function SellerRevenueChart({ email }: { email: string | undefined }) {
  const { t } = useTranslation();
  const title = t('dashboard.stats.revenueChart.title', { days: CHART_DAYS });
  const q = useSellerRevenueByDay(email, CHART_DAYS);
  if (q.isPending) return <ChartState title={title} state="loading" />;
  if (q.isError) return <ChartState title={title} state="error" onRetry={() => void q.refetch()} />;
  return (
    <Suspense fallback={<ChartState title={title} state="loading" />}>
      <RevenueChart data={q.data} title={title} />
    </Suspense>
  );
}

export function SalesByCategoryChart() {
  const { t } = useTranslation();
  const title = t('dashboard.stats.categoryChart.title');
  const q = useSalesByCategory();
  if (q.isPending) return <ChartState title={title} state="loading" />;
  if (q.isError) return <ChartState title={title} state="error" onRetry={() => void q.refetch()} />;
  return (
    <Suspense fallback={<ChartState title={title} state="loading" />}>
      <CategoryChart data={q.data} />
    </Suspense>
  );
}
