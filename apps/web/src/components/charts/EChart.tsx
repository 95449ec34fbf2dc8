import type { BarSeriesOption, FunnelSeriesOption, LineSeriesOption } from 'echarts/charts';
import { BarChart, FunnelChart, LineChart } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ComposeOption, EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the charts use is bundled (and only into the chunks of pages with charts).
echarts.use([LineChart, BarChart, FunnelChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** The options the app's charts may use: line, bar and funnel series, grid, tooltip, legend. */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | FunnelSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
>;

type Props = {
  option: ChartOption;
  height?: number;
  /** accessible name of the chart */
  ariaLabel: string;
};

/** A minimal ECharts wrapper: creates the chart once, applies the option when it changes, follows its box's size. */
export function EChart({ option, height = 320, ariaLabel }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const c = echarts.init(el, undefined, { renderer: 'canvas' });
    chart.current = c;
    const observer = new ResizeObserver(() => c.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={ariaLabel} style={{ width: '100%', height }} />;
}
