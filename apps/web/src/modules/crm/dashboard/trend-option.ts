import dayjs from 'dayjs';
import type { ChartOption } from '../../../components/charts/EChart.tsx';
import type { DateRange } from '../../../lib/dates.ts';
import { DATE_FORMAT, formatAxisValue, MONTH_FORMAT } from '../../../lib/format.ts';
import type { DashboardTrend } from '../crm-api.ts';

export const TREND_SERIES = { clues: '新增线索', customers: '新增客户' } as const;

/**
 * The trend over every day (or month) of the period: the server lists only those with new records, the
 * chart shows the others as 0.
 */
export function fillTrend(t: DashboardTrend, [start, end]: DateRange): DashboardTrend {
  const unit = t.granularity === 'day' ? 'day' : 'month';
  const format = unit === 'day' ? DATE_FORMAT : MONTH_FORMAT;
  const labels: string[] = [];
  for (let d = dayjs(start).startOf(unit), last = dayjs(end).startOf(unit); !d.isAfter(last); d = d.add(1, unit)) labels.push(d.format(format));
  const at = (values: number[]) => new Map(t.labels.map((l, i) => [l, values[i] ?? 0]));
  const clues = at(t.clues);
  const customers = at(t.customers);
  return { granularity: t.granularity, labels, clues: labels.map((l) => clues.get(l) ?? 0), customers: labels.map((l) => customers.get(l) ?? 0) };
}

/** Days show as MM-DD on the axis (the year is in the period); months as YYYY-MM. */
const axisLabel = (label: string, granularity: DashboardTrend['granularity']) => (granularity === 'day' ? label.slice(5) : label);

/** The trend chart: new clues as a line, new customers as bars; axis values above 10000 in W. */
export function trendOption(t: DashboardTrend): ChartOption {
  return {
    color: ['#1677ff', '#52c41a'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [TREND_SERIES.clues, TREND_SERIES.customers] },
    grid: { left: 8, right: 16, top: 40, bottom: 8 },
    xAxis: { type: 'category', data: t.labels.map((l) => axisLabel(l, t.granularity)), axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (v: number) => formatAxisValue(v) } },
    series: [
      { name: TREND_SERIES.clues, type: 'line', smooth: true, symbolSize: 6, data: t.clues },
      { name: TREND_SERIES.customers, type: 'bar', barMaxWidth: 24, data: t.customers },
    ],
  };
}
