import { Decimal } from '@suwork/domain';
import type { ChartOption } from '../../../components/charts/EChart.tsx';
import type { Funnel } from './pipeline-api.ts';
import { escapeHtml, moneyText } from './pipeline-format.ts';

/** What the funnel's width measures, said beside it. */
export const FUNNEL_MEASURE = '每层为到达该阶段的商机：处于该阶段或之后阶段的进行中商机，加上期间赢单的商机';

/**
 * A band of the funnel: the stage's own open opportunities (count, amount), and how many reached it (`reached`,
 * `reached_amount`): those open in it or a later stage, and those won in the period, which passed every stage.
 */
export type FunnelBand = Funnel['stages'][number] & { reached: number; reached_amount: string };

/** The bands in the group's stage order; each counts at most what the one above it counts. */
export function funnelBands(funnel: Funnel): FunnelBand[] {
  let reached = funnel.won.count;
  let amount = new Decimal(funnel.won.amount);
  const bands: FunnelBand[] = [];
  for (const row of [...funnel.stages].reverse()) {
    reached += row.count;
    amount = amount.plus(row.amount);
    bands.unshift({ ...row, reached, reached_amount: amount.toFixed(2) });
  }
  return bands;
}

/** Whether any opportunity reached the first stage (else the funnel shows 暂无数据). */
export const hasReached = (bands: readonly FunnelBand[]): boolean => (bands[0]?.reached ?? 0) > 0;

/** The funnel, stage by stage in the group's order: width by the count that reached each stage, count and amount on each band. */
export function funnelOption(bands: readonly FunnelBand[]): ChartOption {
  return {
    color: [
      '#1677ff',
      '#36a3f7',
      '#13c2c2',
      '#52c41a',
      '#fadb14',
      '#fa8c16',
      '#f5222d',
      '#722ed1',
      '#eb2f96',
      '#2f54eb',
    ],
    tooltip: {
      trigger: 'item',
      formatter: (p) => {
        const band = bands[(p as { dataIndex: number }).dataIndex];
        return band
          ? `${escapeHtml(band.stage.name)}<br/>到达该阶段：${band.reached} 个 · ${moneyText(band.reached_amount)} 元<br/>当前处于该阶段：${band.count} 个 · ${moneyText(band.amount)} 元`
          : '';
      },
    },
    series: [
      {
        type: 'funnel',
        name: '商机漏斗',
        // the stages' order, never re-sorted by value
        sort: 'none',
        left: '2%',
        width: '50%',
        top: 8,
        bottom: 8,
        // widths run from 0 to the first stage, which every later one has passed
        min: 0,
        max: Math.max(1, bands[0]?.reached ?? 0),
        minSize: '12%',
        gap: 2,
        label: {
          show: true,
          position: 'right',
          color: 'rgba(0, 0, 0, 0.88)',
          lineHeight: 16,
          formatter: (p) => {
            const band = bands[(p as { dataIndex: number }).dataIndex];
            return band ? `${band.stage.name}\n${band.reached} 个 · ${moneyText(band.reached_amount)} 元` : '';
          },
        },
        labelLine: { show: true, length: 8 },
        data: bands.map((b) => ({ name: b.stage.name, value: b.reached })),
      },
    ],
  };
}
