import { useMemo } from 'react';
import type { DateRange } from '../../../lib/dates.ts';
import type { DashboardTrend } from '../crm-api.ts';
import { LazyChart } from '../../../components/charts/LazyChart.tsx';
import { fillTrend, trendOption } from './trend-option.ts';

/** The trend of new clues and customers over the period; 暂无数据 when nothing was added. */
export function TrendChart({ trend, days }: { trend: DashboardTrend; days: DateRange }) {
  const option = useMemo(() => trendOption(fillTrend(trend, days)), [trend, days]);
  return <LazyChart option={option} ariaLabel="新增趋势图" empty={trend.labels.length === 0} />;
}
