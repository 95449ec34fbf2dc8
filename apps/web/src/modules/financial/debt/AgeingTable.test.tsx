import { AGEING_BUCKETS } from '@suwork/domain/entities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartOption } from '../../../components/charts/EChart.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { fakeApi, ok, type Sent } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { AgeingTable } from './AgeingTable.tsx';

// jsdom has no canvas: the chart shows the bars it was given.
vi.mock('../../../components/charts/EChart.tsx', () => ({
  EChart: ({ option, ariaLabel }: { option: ChartOption; ariaLabel: string }) => (
    <div role="img" aria-label={ariaLabel}>
      {JSON.stringify((option.series as { data: { value: number }[] }[])[0].data.map((d) => d.value))}
    </div>
  ),
}));

const settings = { bad_days: 180, broken_days: 365 };
const amounts = ['4000.00', '3100.00', '2400.00', '0.00', '0.00', '5500.00', '1900.00'];
const buckets = AGEING_BUCKETS.map((b, i) => ({
  bucket: b.bucket,
  label: b.label,
  amount: amounts[i],
  plan_count: amounts[i] === '0.00' ? 0 : 2,
}));
const customerRow = {
  id: 7,
  enterprise_id: 7,
  company_name: '杭州云杉信息技术有限公司',
  contract_id: null,
  contract_name: null,
  contract_no: null,
  owner_user_name: '王强',
  amounts,
  total: '16900.00',
  max_days: 400,
  candidate: 0,
};
const contractRows = [
  {
    ...customerRow,
    id: 31,
    contract_id: 31,
    contract_name: '云杉二期合同',
    contract_no: 'HT-20260101-0001',
    total: '12000.00',
    candidate: 2,
  },
  {
    ...customerRow,
    id: 32,
    contract_id: 32,
    contract_name: '金陵积分合同',
    contract_no: 'HT-20260101-0002',
    total: '4900.00',
    max_days: 200,
    candidate: 1,
  },
];
const view = (dimension: string, rows: unknown[], extra = {}) => ({
  today: '2027-03-01',
  dimension,
  settings,
  buckets,
  total_amount: '16900.00',
  overdue_amount: '12900.00',
  rows,
  count: rows.length,
  capped: false,
  ...extra,
});
const plan = {
  id: 5,
  plan_id: 5,
  contract_id: 31,
  contract_name: '云杉二期合同',
  contract_no: 'HT-1',
  enterprise_id: 7,
  company_name: '杭州云杉信息技术有限公司',
  plan_name: '第2期',
  amount: '5500.00',
  actual_amount: '0.00',
  stay_amount: '5500.00',
  repayment_date: '2026-08-01',
  overdue_days: 212,
  bucket: 5,
  status: 2,
  owner_user_name: '王强',
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Financial/ageing': (req: Sent) =>
      ok(req.query.get('dimension') === 'contract' ? view('contract', contractRows) : view('customer', [customerRow])),
    '/api/Financial/ageingPlans': ok([plan], { count: 1 }),
    '/api/Financial/saveDebtSettings': ok(null),
  });
});

const FINANCE = [
  'financial_financial',
  'financial_contractBroken',
  'financial_contractBroken_add',
  'financial_contractBad',
  'financial_contractBad_add',
];
const open = (nodes = FINANCE) => renderPage('/financial/financial', <AgeingTable />, { nodes });
const lastQuery = () => api.to('/api/Financial/ageing').at(-1)!.query;

describe('应收账龄', () => {
  it('shows what is outstanding by bucket as figures and bars, and the customers owing it', async () => {
    open();
    expect(await screen.findByText('截至 2027-03-01，逾期合计 12,900.00 元')).toBeTruthy();
    const list = screen.getByRole('list', { name: '账龄区间' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(
      [
        '未逾期 4,000.00 元，2 期',
        '1–30天 3,100.00 元，2 期',
        '31–60天 2,400.00 元，2 期',
        '61–90天 0.00 元，0 期',
        '91–180天 0.00 元，0 期',
        '181–365天 5,500.00 元，2 期',
        '365天以上 1,900.00 元，2 期',
      ].map((t) => (t.endsWith('，0 期') ? t : `${t}，查看回款计划`)),
    );
    expect((await screen.findByRole('img', { name: '应收账龄分布图' })).textContent).toBe(
      '[4000,3100,2400,0,0,5500,1900]',
    );
    expect(screen.getByRole('cell', { name: '杭州云杉信息技术有限公司' })).toBeTruthy();
    expect(screen.getByText('16,900.00')).toBeTruthy();
    expect(screen.getByText('逾期超过 180 天的合同建议转为呆账，超过 365 天的建议转为坏账。')).toBeTruthy();
  });

  it('says 暂无数据 when nothing is outstanding, without a chart', async () => {
    api.on(
      '/api/Financial/ageing',
      ok(
        view('customer', [], {
          total_amount: '0.00',
          overdue_amount: '0.00',
          buckets: buckets.map((b) => ({ ...b, amount: '0.00', plan_count: 0 })),
        }),
      ),
    );
    open();
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: '应收账龄分布图' })).toBeNull();
  });

  it('by contract, proposes 坏账 and 呆账 and opens the add page with the contract chosen', async () => {
    const { where } = open();
    fireEvent.click(await screen.findByText('按合同'));
    expect(await screen.findByText('建议转坏账')).toBeTruthy();
    expect(lastQuery().get('dimension')).toBe('contract');
    expect(screen.getByText('建议转呆账')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '转坏账' }));
    await waitFor(() => expect(where()).toBe(routePath('addContractBroken', { contract_id: 31 })));
  });

  it('offers no write-off button to a member who may not add one', async () => {
    open(['financial_financial']);
    fireEvent.click(await screen.findByText('按合同'));
    expect(await screen.findByText('建议转坏账')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '转坏账' })).toBeNull();
    expect(screen.queryByRole('button', { name: '核销建议设置' })).toBeNull();
  });

  it("opens a bucket's instalments, and a row's amount in a bucket", async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: /^181–365天 ?5,500\.00 ?元，2 期，查看回款计划$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('181–365天的回款计划')).toBeTruthy();
    expect(await within(dialog).findByText('第2期')).toBeTruthy();
    expect(within(dialog).getByText('212')).toBeTruthy();
    expect(api.to('/api/Financial/ageingPlans').at(-1)!.query.get('bucket')).toBe('5');
    fireEvent.click(within(dialog).getByRole('button', { name: /Close|关闭/ }));
    fireEvent.click(screen.getAllByRole('button', { name: '5,500.00' })[0]);
    await waitFor(() => expect(api.to('/api/Financial/ageingPlans').at(-1)!.query.get('enterprise_id')).toBe('7'));
  });

  it('searches and sorts on the server, from the first page', async () => {
    open();
    fireEvent.change(await screen.findByRole('searchbox', { name: '搜索账龄' }), { target: { value: ' 云杉 ' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: '搜索账龄' }), {
      key: 'Enter',
      code: 'Enter',
      keyCode: 13,
    });
    await waitFor(() => expect(lastQuery().get('keyword')).toBe('云杉'));
    fireEvent.click(screen.getByRole('button', { name: '最长逾期（天）' }));
    await waitFor(() => expect(lastQuery().get('sort')).toBe('days'));
    expect(lastQuery().get('page')).toBe('1');
  });

  it('lets 选项配置 editors change the days, refusing a 呆账 limit not below the 坏账 one', async () => {
    open([...FINANCE, 'system_optionConfig_edit']);
    await screen.findByText('截至 2027-03-01，逾期合计 12,900.00 元');
    fireEvent.click(screen.getByRole('button', { name: '核销建议设置' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('呆账逾期天数'), { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保 ?存/ }));
    expect(await within(dialog).findByText('呆账逾期天数应小于坏账逾期天数')).toBeTruthy();
    expect(api.to('/api/Financial/saveDebtSettings')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('呆账逾期天数'), { target: { value: '90' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保 ?存/ }));
    await waitFor(() =>
      expect(api.to('/api/Financial/saveDebtSettings').map((r) => r.body)).toEqual([
        { bad_days: 90, broken_days: 365 },
      ]),
    );
    await waitFor(() => expect(api.to('/api/Financial/ageing').length).toBeGreaterThan(1));
  });

  it('is not shown, and asks nothing, without 财务概览', () => {
    const { container } = open(['financial_contractBroken']);
    expect(container.textContent).toBe('');
    expect(api.to('/api/Financial/ageing')).toHaveLength(0);
  });
});
