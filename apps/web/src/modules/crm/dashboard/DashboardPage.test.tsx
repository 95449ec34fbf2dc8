import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartOption } from '../../../components/charts/EChart.tsx';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { DashboardPage } from './DashboardPage.tsx';
import { moneyTrendOption } from './money-option.ts';
import { fillTrend, trendOption } from './trend-option.ts';

// jsdom has no canvas: the chart shows what it was given.
vi.mock('../../../components/charts/EChart.tsx', () => ({
  EChart: ({ option, ariaLabel }: { option: ChartOption; ariaLabel: string }) => (
    <div
      role="img"
      aria-label={ariaLabel}
      data-series={JSON.stringify((option.series as { name: string; data: number[] }[]).map((s) => [s.name, s.data]))}
    >
      {JSON.stringify((option.xAxis as { data: string[] }).data)}
    </div>
  ),
}));

const overview = {
  totals: {
    new_clues: 12345,
    new_customers: 8,
    follow_count: 30,
    converted_clues: 3,
    deal_customers: 2,
    conversion_rate: '24.30',
  },
  trend: { granularity: 'day', labels: ['2024-05-02', '2024-05-06'], clues: [5, 7], customers: [1, 0] },
  ranking: [
    { user_id: 4, user_name: '王强', new_customers: 5 },
    { user_id: 7, user_name: '杨磊', new_customers: 3 },
  ],
};

const money = {
  totals: { contract_count: 3, contract_amount: '1234567.80', collected_amount: '450000.00', refund_amount: '5000.50' },
  trend: {
    granularity: 'day',
    labels: ['2024-05-03', '2024-05-10'],
    contracts: ['1000000.00', '234567.80'],
    collections: ['0.00', '450000.00'],
  },
  members: [
    { user_id: 4, user_name: '王强', contract_amount: '1000000.00', collected_amount: '300000.00' },
    { user_id: 7, user_name: '杨磊', contract_amount: '234567.80', collected_amount: '150000.00' },
  ],
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-05-20T10:00:00'));
  api = fakeApi({ '/api/CrmDashboard/overview': ok(overview), '/api/CrmDashboard/money': ok(money) });
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
    api.on(
      '/api/CrmDashboard/overview',
      ok({ ...overview, trend: { granularity: 'day', labels: [], clues: [], customers: [] }, ranking: [] }),
    );
    open();
    await waitFor(() => expect(screen.getAllByText('暂无数据')).toHaveLength(2));
    expect(screen.queryByRole('img', { name: '新增趋势图' })).toBeNull();
  });
});

describe('合同与回款', () => {
  const section = () => screen.getByRole('region', { name: '合同与回款' });

  it('asks for the same period and shows the money figures, the trend and the members', async () => {
    open();
    await waitFor(() => expect(kpi('合同金额')).toBe('合同金额1,234,567.80元'));
    expect(kpi('合同数')).toBe('合同数3个');
    expect(kpi('回款金额')).toBe('回款金额450,000.00元');
    expect(kpi('退款金额')).toBe('退款金额5,000.50元');
    const q = api.to('/api/CrmDashboard/money')[0].query;
    expect([q.get('start_date'), q.get('end_date')]).toEqual(['2024-05-01', '2024-05-31']);

    const chart = await within(section()).findByRole('img', { name: '合同与回款趋势图' });
    const days = JSON.parse(chart.textContent ?? '[]') as string[];
    expect(days).toHaveLength(31);
    const series = JSON.parse(chart.dataset.series ?? '[]') as [string, number[]][];
    expect(series.map(([name]) => name)).toEqual(['合同金额', '回款金额']);
    expect(series[0][1][2]).toBe(1000000);
    expect(series[1][1][9]).toBe(450000);
    expect(series[1][1][0]).toBe(0);

    const members = within(section()).getByRole('region', { name: '成员合同与回款' });
    const row = (name: string) => within(members).getByText(name).closest('tr')?.textContent;
    expect(row('王强')).toBe('1王强1,000,000.00300,000.00');
    expect(row('杨磊')).toBe('2杨磊234,567.80150,000.00');
  });

  it('上月 asks for the previous month', async () => {
    open();
    await within(section()).findByRole('img', { name: '合同与回款趋势图' });
    fireEvent.click(screen.getByText('上月'));
    await waitFor(() => expect(api.to('/api/CrmDashboard/money')).toHaveLength(2));
    const q = api.to('/api/CrmDashboard/money')[1].query;
    expect([q.get('start_date'), q.get('end_date')]).toEqual(['2024-04-01', '2024-04-30']);
  });

  it('shows 暂无数据 for the trend and the members when the period has nothing', async () => {
    api.on(
      '/api/CrmDashboard/money',
      ok({ ...money, trend: { granularity: 'day', labels: [], contracts: [], collections: [] }, members: [] }),
    );
    open();
    await waitFor(() => expect(within(section()).getAllByText('暂无数据')).toHaveLength(2));
    expect(within(section()).queryByRole('img', { name: '合同与回款趋势图' })).toBeNull();
  });

  it('is left out, quietly, when the server refuses it', async () => {
    api.on('/api/CrmDashboard/money', { code: 4031, msg: '没有权限执行此操作', data: null });
    open();
    await screen.findByRole('img', { name: '新增趋势图' });
    await waitFor(() => expect(api.to('/api/CrmDashboard/money')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: '合同与回款' })).toBeNull());
    expect(api.toasts).toEqual([]);
  });

  it('is neither asked for nor shown without the dashboard node', async () => {
    renderPage('/customer/dashboard', <DashboardPage />);
    await waitFor(() => expect(api.to('/api/CrmDashboard/overview')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: '合同与回款' })).toBeNull();
    expect(api.to('/api/CrmDashboard/money')).toHaveLength(0);
  });

  it('shows another failure in place, with 重新加载', async () => {
    api.on('/api/CrmDashboard/money', { code: 500, msg: '统计服务繁忙', data: null });
    open();
    expect(await within(section()).findByText('合同与回款加载失败')).toBeTruthy();
    expect(within(section()).getByText('统计服务繁忙')).toBeTruthy();
    api.on('/api/CrmDashboard/money', ok(money));
    fireEvent.click(within(section()).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(kpi('合同金额')).toBe('合同金额1,234,567.80元'));
    expect(api.to('/api/CrmDashboard/money')).toHaveLength(2);
  });
});

describe('trend chart option', () => {
  it('fills the days without records with 0 and writes axis values above 10000 as W', () => {
    const t = fillTrend({ granularity: 'day', labels: ['2024-05-02'], clues: [4], customers: [1] }, [
      '2024-05-01',
      '2024-05-03',
    ]);
    expect(t).toEqual({
      granularity: 'day',
      labels: ['2024-05-01', '2024-05-02', '2024-05-03'],
      clues: [0, 4, 0],
      customers: [0, 1, 0],
    });
    const option = trendOption(t);
    const formatter = (option.yAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter;
    expect(formatter(12000)).toBe('1.2W');
    expect(formatter(9000)).toBe('9000');
    expect((option.xAxis as { data: string[] }).data).toEqual(['05-01', '05-02', '05-03']);
  });

  it('goes by month over long periods', () => {
    const t = fillTrend({ granularity: 'month', labels: ['2024-03'], clues: [2], customers: [0] }, [
      '2024-01-01',
      '2024-04-30',
    ]);
    expect(t.labels).toEqual(['2024-01', '2024-02', '2024-03', '2024-04']);
    expect(t.clues).toEqual([0, 0, 2, 0]);
  });

  it('money: every month of a long period, amounts as numbers, the tooltip in 元', () => {
    const option = moneyTrendOption(
      { granularity: 'month', labels: ['2024-02'], contracts: ['12000.50'], collections: ['-300.00'] },
      ['2024-01-01', '2024-03-31'],
    );
    expect((option.xAxis as { data: string[] }).data).toEqual(['2024-01', '2024-02', '2024-03']);
    const series = option.series as { name: string; type: string; data: number[] }[];
    expect(series.map((x) => [x.name, x.type, x.data])).toEqual([
      ['合同金额', 'bar', [0, 12000.5, 0]],
      ['回款金额', 'line', [0, -300, 0]],
    ]);
    const tooltip = option.tooltip as { valueFormatter: (v: number) => string };
    expect(tooltip.valueFormatter(1234567.8)).toBe('1,234,567.80 元');
  });
});
