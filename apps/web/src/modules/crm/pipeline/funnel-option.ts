import type { ChartOption } from '../../../components/charts/EChart.tsx';
import type { Funnel } from './pipeline-api.ts';
import { escapeHtml, moneyText } from './pipeline-format.ts';

type FunnelRow = Funnel['stages'][number];

/** Whether any stage holds an open opportunity (else the funnel shows 暂无数据). */
export const hasOpen = (rows: readonly FunnelRow[]): boolean => rows.some((r) => r.count > 0);

/** The funnel of open opportunities, stage by stage in the group's order: width by count, amount in the tooltip. */
export function funnelOption(rows: readonly FunnelRow[]): ChartOption {
  return {
    color: ['#1677ff', '#36a3f7', '#13c2c2', '#52c41a', '#fadb14', '#fa8c16', '#f5222d', '#722ed1', '#eb2f96', '#2f54eb'],
    tooltip: {
      trigger: 'item',
      formatter: (p) => {
        const row = rows[(p as { dataIndex: number }).dataIndex];
        return row ? `${escapeHtml(row.stage.name)}<br/>商机数：${row.count}<br/>金额：${moneyText(row.amount)} 元` : '';
      },
    },
    series: [
      {
        type: 'funnel',
        name: '商机漏斗',
        sort: 'none',
        left: '10%',
        width: '80%',
        top: 8,
        bottom: 8,
        // widths run from 0 to the fullest stage (ECharts' default top is 100)
        min: 0,
        max: Math.max(1, ...rows.map((r) => r.count)),
        minSize: '16%',
        gap: 2,
        label: { show: true, position: 'inside', formatter: (p) => `${p.name} ${String(p.value)}` },
        data: rows.map((r) => ({ name: r.stage.name, value: r.count })),
      },
    ],
  };
}
