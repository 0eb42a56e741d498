import type { CategorySales } from '@medibazaar/contract';
import { useTranslation } from '../../../lib/i18n';
import { categoryName } from '../../../lib/labels';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatMoneyCompact } from '../../../lib/format';
import { EmptyPlotNote, HiddenFiguresTable } from './chart-parts';
import { Panel } from '../../../components/ui/panel';

const tick = { fill: 'var(--color-muted)', fontSize: 12 };

/** Revenue per category as horizontal bars, with a summary and a visually hidden table. */
export default function CategoryChart({ data }: { data: CategorySales[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const total = data.reduce((s, d) => s + Math.round(d.revenue * 100), 0) / 100;
  const top = data.find((d) => d.revenue > 0);
  const summary = top
    ? t('dashboard.stats.categoryChart.summary', {
        top: categoryName(t, top.category),
        topRevenue: formatMoney(top.revenue, locale),
        total: formatMoney(total, locale),
      })
    : t('dashboard.stats.categoryChart.summaryEmpty');

  return (
    <Panel as="figure" padding="lg">
      <h2 className="text-lg font-bold text-ink">{t('dashboard.stats.categoryChart.title')}</h2>
      <figcaption className="mt-1 text-sm text-muted">{summary}</figcaption>
      <div
        className="relative mt-4"
        style={{ height: data.length * 36 + 40 }}
        aria-hidden="true"
        data-testid="category-chart"
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" horizontal={false} />
            <XAxis
              type="number"
              tickFormatter={(v: number) => formatMoneyCompact(v, locale)}
              tick={tick}
              tickLine={false}
              axisLine={{ stroke: 'var(--color-line)' }}
              allowDecimals={false}
              domain={[0, top ? 'auto' : 10]}
            />
            <YAxis
              type="category"
              dataKey="category"
              tickFormatter={(c: string) => categoryName(t, c)}
              tick={tick}
              tickLine={false}
              axisLine={false}
              width={112}
            />
            <Tooltip
              formatter={(value) => [formatMoney(Number(value), locale), t('dashboard.stats.categoryChart.revenue')]}
              cursor={{ fill: 'var(--color-brand-50)' }}
              contentStyle={{ borderRadius: 8, borderColor: 'var(--color-line)' }}
            />
            <Bar dataKey="revenue" fill="var(--color-warm-600)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
        {!top && <EmptyPlotNote>{t('dashboard.stats.categoryChart.empty')}</EmptyPlotNote>}
      </div>
      <HiddenFiguresTable
        caption={t('dashboard.stats.categoryChart.tableCaption')}
        headers={[
          t('dashboard.stats.categoryChart.category'),
          t('dashboard.stats.categoryChart.revenue'),
          t('dashboard.stats.categoryChart.units'),
        ]}
        rows={data}
        rowKey={(d) => d.category}
        cells={(d) => [categoryName(t, d.category), formatMoney(d.revenue, locale), d.quantity]}
      />
    </Panel>
  );
}
