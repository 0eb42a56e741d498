import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminRevenueByDay } from '../api/get-admin-revenue-by-day';
import { useSalesByCategory } from '../api/get-sales-by-category';
import { useSellerRevenueByDay } from '../api/get-seller-revenue-by-day';
import { Panel } from '../../../components/ui/panel';

// The chart library loads after the figures, in its own chunk.
const RevenueChart = lazy(() => import('./revenue-chart'));
const CategoryChart = lazy(() => import('./category-chart'));

const CHART_DAYS = 30;

function ChartFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Panel as="section" padding="lg">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {children}
    </Panel>
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
            <Button onClick={onRetry} variant="secondary">
              {t('dashboard.stats.retry')}
            </Button>
          )}
        </div>
      )}
    </ChartFrame>
  );
}

/** A chart of one query's data: its placeholder while the data or the chart library loads, a retry when the data fails. */
function QueryChart<Data>({
  title,
  query,
  children,
}: {
  title: string;
  query: UseQueryResult<Data>;
  children: (data: Data) => React.ReactNode;
}) {
  if (query.isPending) return <ChartState title={title} state="loading" />;
  if (query.isError) return <ChartState title={title} state="error" onRetry={() => void query.refetch()} />;
  return <Suspense fallback={<ChartState title={title} state="loading" />}>{children(query.data)}</Suspense>;
}

function RevenueChartOf({ query }: { query: ReturnType<typeof useAdminRevenueByDay> }) {
  const { t } = useTranslation();
  const title = t('dashboard.stats.revenueChart.title', { days: CHART_DAYS });
  return (
    <QueryChart title={title} query={query}>
      {(data) => <RevenueChart data={data} title={title} />}
    </QueryChart>
  );
}

export function AdminRevenueChart() {
  return <RevenueChartOf query={useAdminRevenueByDay(CHART_DAYS)} />;
}

export function SellerRevenueChart({ email }: { email: string | undefined }) {
  return <RevenueChartOf query={useSellerRevenueByDay(email, CHART_DAYS)} />;
}

export function SalesByCategoryChart() {
  const { t } = useTranslation();
  return (
    <QueryChart title={t('dashboard.stats.categoryChart.title')} query={useSalesByCategory()}>
      {(data) => <CategoryChart data={data} />}
    </QueryChart>
  );
}
