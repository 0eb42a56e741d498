import type { RevenueDay } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatMoneyCompact } from '../../../lib/format';
import { formatDay } from './chart-format';
import { EmptyPlotNote, HiddenFiguresTable } from './chart-parts';
import { Panel } from '../../../components/ui/panel';

const tick = { fill: 'var(--color-muted)', fontSize: 12 };

/**
 * Revenue per day as an area chart. The picture is hidden from assistive
 * technology; a summary and a visually hidden table say the same in words.
 */
export default function RevenueChart({ data, title }: { data: RevenueDay[]; title: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const days = data.length;
  const total = data.reduce((s, d) => s + Math.round(d.revenue * 100), 0) / 100;
  const orders = data.reduce((s, d) => s + d.orders, 0);
  const best = data.reduce<RevenueDay | null>((b, d) => (d.revenue > (b?.revenue ?? 0) ? d : b), null);
  const summary = best
    ? t('dashboard.stats.revenueChart.summary', {
        total: formatMoney(total, locale),
        count: orders,
        days,
        bestDay: formatDay(best.date, locale, true),
        bestRevenue: formatMoney(best.revenue, locale),
      })
    : t('dashboard.stats.revenueChart.summaryEmpty', { days });

  return (
    <Panel as="figure" padding="lg">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <figcaption className="mt-1 text-sm text-muted">{summary}</figcaption>
      <div className="relative mt-4 h-64 text-brand-700" aria-hidden="true" data-testid="revenue-chart">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <defs>
              <linearGradient id="revenue-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor="var(--color-brand-500)" stopOpacity={0.35} />
                <stop offset="100%" stopColor="var(--color-brand-500)" stopOpacity={0.02} />
              </linearGradient>
            </defs>
            <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={(d: string) => formatDay(d, locale)}
              tick={tick}
              tickLine={false}
              axisLine={{ stroke: 'var(--color-line)' }}
              minTickGap={24}
            />
            <YAxis
              tickFormatter={(v: number) => formatMoneyCompact(v, locale)}
              tick={tick}
              tickLine={false}
              axisLine={false}
              width={56}
              allowDecimals={false}
              domain={[0, best ? 'auto' : 10]}
            />
            <Tooltip
              formatter={(value) => [formatMoney(Number(value), locale), t('dashboard.stats.revenueChart.revenue')]}
              labelFormatter={(label) => formatDay(String(label), locale, true)}
              contentStyle={{ borderRadius: 8, borderColor: 'var(--color-line)' }}
            />
            <Area
              type="monotone"
              dataKey="revenue"
              stroke="var(--color-brand-700)"
              strokeWidth={2}
              fill="url(#revenue-fill)"
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
        {!best && <EmptyPlotNote>{t('dashboard.stats.revenueChart.empty', { days })}</EmptyPlotNote>}
      </div>
      <HiddenFiguresTable
        caption={t('dashboard.stats.revenueChart.tableCaption')}
        headers={[
          t('dashboard.stats.revenueChart.date'),
          t('dashboard.stats.revenueChart.revenue'),
          t('dashboard.stats.revenueChart.orders'),
        ]}
        rows={data}
        rowKey={(d) => d.date}
        cells={(d) => [formatDay(d.date, locale, true), formatMoney(d.revenue, locale), d.orders]}
      />
    </Panel>
  );
}
