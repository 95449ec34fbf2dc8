import dayjs from 'dayjs';
import type { ChartOption } from '../../../components/charts/EChart.tsx';
import { formatAmount, formatAxisValue, MONTH_FORMAT } from '../../../lib/format.ts';
import type { Forecast } from './pipeline-api.ts';

export type ForecastMonth = Forecast['months'][number];

export const FORECAST_SERIES = { amount: '预计金额', weighted: '加权金额' } as const;

/** Every month of the range in order ('YYYY-MM'); the server lists only those with opportunities, the others are 0. */
export function fillMonths(months: readonly ForecastMonth[], startMonth: string, count: number): ForecastMonth[] {
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const start = dayjs(`${startMonth}-01`);
  return Array.from({ length: count }, (_, i) => {
    const key = start.add(i, 'month').format(MONTH_FORMAT);
    return byMonth.get(key) ?? { month: key, count: 0, amount: '0.00', weighted: '0.00' };
  });
}

/** Bars of the expected and the weighted amount per month; axis values above 10,000 in W (1.2W). */
export function forecastOption(months: readonly ForecastMonth[]): ChartOption {
  return {
    color: ['#1677ff', '#52c41a'],
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${formatAmount(typeof v === 'number' ? v : Number(v))} 元` },
    legend: { top: 0, data: [FORECAST_SERIES.amount, FORECAST_SERIES.weighted] },
    grid: { left: 8, right: 16, top: 40, bottom: 8 },
    xAxis: { type: 'category', data: months.map((m) => m.month), axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatAxisValue(v) } },
    series: [
      // chart heights only: the table shows the server's exact sums
      { name: FORECAST_SERIES.amount, type: 'bar', barMaxWidth: 24, data: months.map((m) => Number(m.amount)) },
      { name: FORECAST_SERIES.weighted, type: 'bar', barMaxWidth: 24, data: months.map((m) => Number(m.weighted)) },
    ],
  };
}
