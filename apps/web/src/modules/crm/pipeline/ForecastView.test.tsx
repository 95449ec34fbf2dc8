import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartOption } from '../../../components/charts/EChart.tsx';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { fillMonths, forecastOption } from './forecast-option.ts';
import { ForecastView } from './ForecastView.tsx';

// jsdom has no canvas: the chart shows the months it was given.
vi.mock('../../../components/charts/EChart.tsx', () => ({
  EChart: ({ option, ariaLabel }: { option: ChartOption; ariaLabel: string }) => (
    <div role="img" aria-label={ariaLabel}>
      {JSON.stringify((option.xAxis as { data: string[] }).data)}
    </div>
  ),
}));

// sums beyond what a float holds exactly: the table must show the server's digits
const FORECAST = {
  months: [
    { month: '2024-05', count: 3, amount: '12345678901234567.89', weighted: '3703703670370370.37' },
    { month: '2024-07', count: 1, amount: '0.10', weighted: '0.07' },
  ],
  total: { count: 4, amount: '12345678901234567.99', weighted: '3703703670370370.44' },
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-05-20T10:00:00'));
  api = fakeApi({ '/api/Chance/forecast': ok(FORECAST) });
});
afterEach(() => vi.useRealTimers());

const open = () =>
  renderPage('/customer/opportunities?view=forecast', <ForecastView />, { nodes: ['customer_opportunities'] });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('销售预测', () => {
  it('asks for 6 months from this month and lists every month with the server’s sums and the 合计', async () => {
    open();
    const table = await screen.findByRole('region', { name: '预测明细' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    const q = api.to('/api/Chance/forecast')[0].query;
    expect([q.get('start_month'), q.get('months')]).toEqual(['2024-05', '6']);
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['月份', '商机数', '预计金额', '加权金额']);
    expect(cells(rows[1])).toEqual(['2024-05', '3', '12,345,678,901,234,567.89', '3,703,703,670,370,370.37']);
    expect(cells(rows[2])).toEqual(['2024-06', '0', '0.00', '0.00']);
    expect(cells(rows[3])).toEqual(['2024-07', '1', '0.10', '0.07']);
    expect(cells(rows[7])).toEqual(['合计', '4', '12,345,678,901,234,567.99', '3,703,703,670,370,370.44']);
    expect(JSON.parse((await screen.findByRole('img', { name: '销售预测图' })).textContent ?? '[]')).toEqual([
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
    ]);
  });

  it('asks for 12 months when chosen', async () => {
    open();
    await screen.findByRole('img', { name: '销售预测图' });
    fireEvent.click(screen.getByText('12个月'));
    await waitFor(() => expect(api.to('/api/Chance/forecast').at(-1)!.query.get('months')).toBe('12'));
  });

  it('shows 暂无数据 when no opportunity is expected in the months', async () => {
    api.on('/api/Chance/forecast', ok({ months: [], total: { count: 0, amount: '0.00', weighted: '0.00' } }));
    open();
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: '销售预测图' })).toBeNull();
  });
});

describe('forecast chart option', () => {
  it('fills the months without opportunities and writes axis amounts above 10,000 as W', () => {
    const months = fillMonths([{ month: '2024-12', count: 1, amount: '12000.00', weighted: '6000.00' }], '2024-11', 3);
    expect(months.map((m) => [m.month, m.amount])).toEqual([
      ['2024-11', '0.00'],
      ['2024-12', '12000.00'],
      ['2025-01', '0.00'],
    ]);
    const option = forecastOption(months);
    const formatter = (option.yAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter;
    expect([formatter(12000), formatter(9000)]).toEqual(['1.2W', '9000']);
    const series = option.series as { name: string; data: number[] }[];
    expect(series.map((s) => s.name)).toEqual(['预计金额', '加权金额']);
    expect(series[1].data).toEqual([0, 6000, 0]);
  });
});
