import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { ProfileCard } from './profile-card';
import { StatCards, type StatItem } from './stat-cards';

/** The headline figures a dashboard home shows; `users` only where the shop's whole picture is shown. */
interface HomeFigures {
  revenue: number;
  products: number;
  orders: number;
  users?: number;
}

/** What the page needs of its figures' query. */
export interface HomeFiguresQuery {
  data: HomeFigures | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A dashboard home (the admin's, the seller's): the heading, the figure cards, the revenue
 * chart beside the person's profile, and what the page adds below.
 */
export function StatsHome({
  title,
  intro,
  stats,
  withUsers,
  chart,
  children,
}: {
  title: string;
  intro: string;
  stats: HomeFiguresQuery;
  /** Shows the Users card. */
  withUsers: boolean;
  chart: ReactNode;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { user, isPending } = useSession();
  const count = (n: number | undefined) => (n === undefined ? undefined : formatNumber(n));
  const items: StatItem[] = [
    {
      key: 'revenue',
      label: t('dashboard.stats.revenue'),
      value: stats.data && formatMoney(stats.data.revenue, i18n.language),
      tone: 'brand',
    },
    { key: 'products', label: t('dashboard.stats.products'), value: count(stats.data?.products), tone: 'warm' },
    ...(withUsers
      ? [{ key: 'users', label: t('dashboard.stats.users'), value: count(stats.data?.users), tone: 'success' } as const]
      : []),
    { key: 'orders', label: t('dashboard.stats.orders'), value: count(stats.data?.orders), tone: 'pending' },
  ];
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeading title={title}>
        <p className="mt-1 text-muted">{intro}</p>
      </PageHeading>
      <StatCards loading={stats.isPending} error={stats.isError} onRetry={() => void stats.refetch()} items={items} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">{chart}</div>
        <ProfileCard user={user} isPending={isPending} />
      </div>
      {children}
    </div>
  );
}
