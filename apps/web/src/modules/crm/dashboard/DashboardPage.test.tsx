import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartOption } from '../../../components/charts/EChart.tsx';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { DashboardPage } from './DashboardPage.tsx';
import { fillTrend, trendOption } from './trend-option.ts';

// jsdom has no canvas: the chart shows what it was given.
vi.mock('../../../components/charts/EChart.tsx', () => ({
  EChart: ({ option, ariaLabel }: { option: ChartOption; ariaLabel: string }) => (
    <div role="img" aria-label={ariaLabel}>
      {JSON.stringify((option.xAxis as { data: string[] }).data)}
    </div>
  ),
}));

const overview = {
  totals: { new_clues: 12345, new_customers: 8, follow_count: 30, converted_clues: 3, deal_customers: 2, conversion_rate: '24.30' },
  trend: { granularity: 'day', labels: ['2024-05-02', '2024-05-06'], clues: [5, 7], customers: [1, 0] },
  ranking: [
    { user_id: 4, user_name: '王强', new_customers: 5 },
    { user_id: 7, user_name: '杨磊', new_customers: 3 },
  ],
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-05-20T10:00:00'));
  api = fakeApi({ '/api/CrmDashboard/overview': ok(overview) });
});
afterEach(() => vi.useRealTimers());

const open = () => renderPage('/customer/dashboard', <DashboardPage />, { nodes: ['customer_dashboard'] });
const kpi = (label: string) => screen.getByRole('group', { name: label }).textContent;

describe('CRM dashboard', () => {
  it('asks for this month and shows the KPI cards from the answer', async () => {
    open();
    await waitFor(() => expect(kpi('新增线索')).toBe('新增线索12,345条'));
    expect(kpi('新增客户')).toBe('新增客户8个');
    expect(kpi('跟进次数')).toBe('跟进次数30次');
    expect(kpi('线索转化')).toBe('线索转化3条');
    expect(kpi('成交客户')).toBe('成交客户2个');
    expect(kpi('转化率')).toBe('转化率24.30%');
    const q = api.to('/api/CrmDashboard/overview')[0].query;
    expect([q.get('start_date'), q.get('end_date')]).toEqual(['2024-05-01', '2024-05-31']);
    expect(screen.getByText('2024-05-01 至 2024-05-31')).toBeTruthy();
  });

  it('shows the trend over every day of the period and the ranking', async () => {
    open();
    const chart = await screen.findByRole('img', { name: '新增趋势图' });
    const days = JSON.parse(chart.textContent ?? '[]') as string[];
    expect(days).toHaveLength(31);
    expect(days[0]).toBe('05-01');
    const ranking = screen.getByRole('region', { name: '新增客户排行' });
    expect(within(ranking).getByText('王强')).toBeTruthy();
    expect(within(ranking).getByText('杨磊')).toBeTruthy();
  });

  it('上月 asks for the previous month', async () => {
    open();
    await screen.findByRole('img', { name: '新增趋势图' });
    fireEvent.click(screen.getByText('上月'));
    await waitFor(() => expect(api.to('/api/CrmDashboard/overview')).toHaveLength(2));
    const q = api.to('/api/CrmDashboard/overview')[1].query;
    expect([q.get('start_date'), q.get('end_date')]).toEqual(['2024-04-01', '2024-04-30']);
  });

  it('shows 暂无数据 when the period has nothing', async () => {
    api.on('/api/CrmDashboard/overview', ok({ ...overview, trend: { granularity: 'day', labels: [], clues: [], customers: [] }, ranking: [] }));
    open();
    await waitFor(() => expect(screen.getAllByText('暂无数据')).toHaveLength(2));
    expect(screen.queryByRole('img', { name: '新增趋势图' })).toBeNull();
  });
});

describe('trend chart option', () => {
  it('fills the days without records with 0 and writes axis values above 10000 as W', () => {
    const t = fillTrend({ granularity: 'day', labels: ['2024-05-02'], clues: [4], customers: [1] }, ['2024-05-01', '2024-05-03']);
    expect(t).toEqual({ granularity: 'day', labels: ['2024-05-01', '2024-05-02', '2024-05-03'], clues: [0, 4, 0], customers: [0, 1, 0] });
    const option = trendOption(t);
    const formatter = (option.yAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter;
    expect(formatter(12000)).toBe('1.2W');
    expect(formatter(9000)).toBe('9000');
    expect((option.xAxis as { data: string[] }).data).toEqual(['05-01', '05-02', '05-03']);
  });

  it('goes by month over long periods', () => {
    const t = fillTrend({ granularity: 'month', labels: ['2024-03'], clues: [2], customers: [0] }, ['2024-01-01', '2024-04-30']);
    expect(t.labels).toEqual(['2024-01', '2024-02', '2024-03', '2024-04']);
    expect(t.clues).toEqual([0, 0, 2, 0]);
  });
});
