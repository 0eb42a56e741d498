import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';

export interface StatItem {
  key: string;
  label: string;
  /** Already formatted for reading (money with two decimals, counts with separators). */
  value: string | undefined;
  tone: 'brand' | 'warm' | 'success' | 'pending';
}

const tones: Record<StatItem['tone'], string> = {
  brand: 'border-t-brand-600',
  warm: 'border-t-warm-600',
  success: 'border-t-success-700',
  pending: 'border-t-pending-700',
};

/**
 * The headline figures as cards. While they load each card reads 'Loading...';
 * a failed load reads 'Error loading data' with a way to try again.
 */
export function StatCards({
  items,
  loading,
  error,
  onRetry,
}: {
  items: StatItem[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (error) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-danger-50 p-4">
        <p className="font-semibold text-danger-700">{t('common.status.errorLoading')}</p>
        <Button onClick={onRetry} variant="secondary">
          {t('dashboard.stats.retry')}
        </Button>
      </div>
    );
  }
  return (
    <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 xl:grid-cols-4" aria-busy={loading}>
      {items.map((item) => (
        <div
          key={item.key}
          className={`rounded-card border border-line border-t-4 bg-white p-5 shadow-card ${tones[item.tone]}`}
        >
          <dt className="text-sm font-semibold uppercase tracking-wide text-muted">{item.label}</dt>
          <dd className="mt-2 text-2xl font-bold tabular-nums text-ink sm:text-3xl">
            {loading || item.value === undefined ? (
              <span className="text-base font-medium text-muted">{t('common.status.loading')}</span>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
