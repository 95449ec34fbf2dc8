import type { ChartOption } from '../../../components/charts/EChart.tsx';
import { fillSeries, periodLabels, seriesTrendOption } from '../../../components/charts/trend-series.ts';
import type { DateRange } from '../../../lib/dates.ts';
import type { DashboardTrend } from '../crm-api.ts';

export const TREND_SERIES = { clues: '新增线索', customers: '新增客户' } as const;

/**
 * The trend over every day (or month) of the period: the server lists only those with new records, the
 * chart shows the others as 0.
 */
export function fillTrend(t: DashboardTrend, days: DateRange): DashboardTrend {
  const labels = periodLabels(t.granularity, days);
  return {
    granularity: t.granularity,
    labels,
    clues: fillSeries(labels, t.labels, t.clues),
    customers: fillSeries(labels, t.labels, t.customers),
  };
}

/** The trend chart: new clues as a line, new customers as bars. */
export function trendOption(t: DashboardTrend): ChartOption {
  return seriesTrendOption({
    granularity: t.granularity,
    labels: t.labels,
    colors: ['#1677ff', '#52c41a'],
    minInterval: 1,
    series: [
      { name: TREND_SERIES.clues, type: 'line', data: t.clues },
      { name: TREND_SERIES.customers, type: 'bar', data: t.customers },
    ],
  });
}
