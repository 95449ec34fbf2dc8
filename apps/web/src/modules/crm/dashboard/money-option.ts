import type { MoneyOverview } from '@suwork/domain/contracts';
import type { ChartOption } from '../../../components/charts/EChart.tsx';
import type { DateRange } from '../../../lib/dates.ts';
import { formatAmount } from '../../../lib/format.ts';
import { fillSeries, periodLabels, seriesTrendOption } from '../../../components/charts/trend-series.ts';

export type { MoneyOverview };
export type MoneyTotals = MoneyOverview['totals'];
export type MoneyTrend = MoneyOverview['trend'];
export type MoneyMember = MoneyOverview['members'][number];

export const MONEY_SERIES = { contracts: '合同金额', collections: '回款金额' } as const;

/**
 * 合同与回款 over every day (or month) of the period: contracts signed as bars, money collected (less refunds) as a
 * line; the days without either show 0, the tooltip in 元.
 */
export function moneyTrendOption(t: MoneyTrend, days: DateRange): ChartOption {
  const labels = periodLabels(t.granularity, days);
  return seriesTrendOption({
    granularity: t.granularity,
    labels,
    colors: ['#1677ff', '#52c41a'],
    valueFormatter: (v) => `${formatAmount(v)} 元`,
    series: [
      { name: MONEY_SERIES.contracts, type: 'bar', data: fillSeries(labels, t.labels, t.contracts) },
      { name: MONEY_SERIES.collections, type: 'line', data: fillSeries(labels, t.labels, t.collections) },
    ],
  });
}
