import { MSG } from '@suwork/domain';
import { Empty, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { ChartOption } from './EChart.tsx';

// ECharts is large: its own chunk, loaded after the numbers are on screen.
const EChart = lazy(() => import('./EChart.tsx').then((m) => ({ default: m.EChart })));
const HEIGHT = 320;

type Props = { option: ChartOption; ariaLabel: string; /** 暂无数据 instead of the chart */ empty: boolean };

/** A dashboard chart: loads ECharts when first shown, 暂无数据 when the period has nothing. */
export function LazyChart({ option, ariaLabel, empty }: Props) {
  if (empty)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} style={{ padding: '80px 0' }} />;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', paddingTop: HEIGHT / 2 - 10, height: HEIGHT }} />}>
      <EChart option={option} height={HEIGHT} ariaLabel={ariaLabel} />
    </Suspense>
  );
}
