import { describe, expect, it } from 'vitest';
import { funnelBands, funnelOption, hasReached } from './funnel-option.ts';
import { STAGES } from './pipeline-fixtures.ts';

const WIN = { id: 14, name: '赢单', percent: '100.00', sort: 4 };
// more open opportunities in a later stage than an earlier one: drawn by stage, that was an hourglass
const FUNNEL = {
  stages: [
    { stage: STAGES[0], count: 12, amount: '150000.00' },
    { stage: STAGES[1], count: 3, amount: '42000.50' },
    { stage: STAGES[2], count: 7, amount: '0.10' },
    { stage: WIN, count: 0, amount: '0.00' },
  ],
  won: { count: 2, amount: '36000.20' },
};

describe('the opportunity funnel', () => {
  it('counts at each stage what reached it (open there or later, or won in the period), exactly to the cent', () => {
    const bands = funnelBands(FUNNEL);
    expect(bands.map((b) => [b.stage.name, b.count, b.reached, b.reached_amount])).toEqual([
      ['初步接洽', 12, 24, '228000.80'],
      ['需求确认', 3, 12, '78000.80'],
      ['商务谈判', 7, 9, '36000.30'],
      ['赢单', 0, 2, '36000.20'],
    ]);
    expect(hasReached(bands)).toBe(true);
    expect(
      hasReached(
        funnelBands({
          stages: FUNNEL.stages.map((s) => ({ ...s, count: 0, amount: '0.00' })),
          won: { count: 0, amount: '0.00' },
        }),
      ),
    ).toBe(false);
  });

  it('draws the bands in stage order, never wider than the one above, each labelled with its count and amount', () => {
    const option = funnelOption(funnelBands(FUNNEL));
    const [series] = option.series as {
      sort: string;
      max: number;
      data: { name: string; value: number }[];
      label: { formatter: (p: unknown) => string };
    }[];
    expect(series.sort).toBe('none');
    expect(series.data.map((d) => d.name)).toEqual(['初步接洽', '需求确认', '商务谈判', '赢单']);
    const widths = series.data.map((d) => d.value);
    expect(widths.every((w, i) => i === 0 || w <= widths[i - 1])).toBe(true);
    expect(series.max).toBe(24);
    expect(series.label.formatter({ dataIndex: 1 })).toBe('需求确认\n12 个 · 78,000.80 元');
  });
});
