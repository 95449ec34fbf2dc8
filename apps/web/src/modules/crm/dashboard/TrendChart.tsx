import { MSG } from '@suwork/domain';
import { Empty, Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import type { DateRange } from '../../../lib/dates.ts';
import type { DashboardTrend } from '../crm-api.ts';
import { fillTrend, trendOption } from './trend-option.ts';

// ECharts is large: its own chunk, loaded after the numbers are on screen.
const EChart = lazy(() => import('../../../components/charts/EChart.tsx').then((m) => ({ default: m.EChart })));
const HEIGHT = 320;

/** The trend of new clues and customers over the period; 暂无数据 when nothing was added. */
export function TrendChart({ trend, days }: { trend: DashboardTrend; days: DateRange }) {
  const option = useMemo(() => trendOption(fillTrend(trend, days)), [trend, days]);
  if (trend.labels.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} style={{ padding: '80px 0' }} />;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', paddingTop: HEIGHT / 2 - 10, height: HEIGHT }} />}>
      <EChart option={option} height={HEIGHT} ariaLabel="新增趋势图" />
    </Suspense>
  );
}
