import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contractChangeEntity, contractEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { EntityDetailPage } from '../../../engine/EntityDetailPage.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { CHANGE_EXTENSIONS } from './change-extensions.tsx';

const line = (name: string, quantity: string, subtotal: string) => ({
  product_id: 1,
  spec_id: null,
  module_id: null,
  service_id: null,
  product_name: name,
  spec_name: '',
  module_name: '',
  unit: '套',
  price: '1000.00',
  quantity,
  discount: '0',
  subtotal,
  remark: '',
});
const contract = {
  id: 5,
  contract_id: 5,
  contract_no: 'HT-20261101-0001',
  title: '年度维保合同',
  enterprise_id: 7,
  enterprise_name: '上海华东科技有限公司',
  company_name: '上海华东科技有限公司',
  sign_date: '2026-11-01',
  start_date: '2026-11-01',
  end_date: '2027-10-31',
  amount: '10000.00',
  back_amount: '2500.00',
  stay_amount: '7500.00',
  terms: '<p>分两期付款</p>',
  status: 3,
  version: 2,
  owner_user_id: 3,
  owner_user_name: '王强',
  create_user_id: 3,
  product_lines: [line('速办CRM', '10', '10000.00')],
};
const version = {
  version: 2,
  change_id: 8,
  change_no: 'BG-20261120-0001',
  reason: '客户追加采购',
  status: 3,
  user_name: '王强',
  approver_names: ['刘洋'],
  time: '2026-11-20 10:00:00',
  fields: [
    { field: 'amount', label: '合同金额（元）', before: '8000.00', after: '10000.00' },
    { field: 'product_lines', label: '产品明细', before: '1 项', after: '1 项' },
  ],
  lines: [
    {
      kind: 'changed',
      name: '速办CRM',
      before: line('速办CRM', '8', '8000.00'),
      after: line('速办CRM', '10', '10000.00'),
    },
  ],
};

/** The server's split of the instalments for a proposed amount (two instalments of 5,000.00, 2,500.00 collected on the first). */
const split = (typed: string) => {
  const newAmount = Number(typed).toFixed(2);
  const second = (Number(typed) - 5000).toFixed(2);
  return {
    amount: '10000.00',
    new_amount: newAmount,
    planned: '10000.00',
    new_planned: newAmount,
    changed: newAmount !== '10000.00',
    refused: Number(typed) < 2500 ? '变更后合同金额不能小于已登记的回款 2500.00 元' : '',
    plans: [
      {
        plan_id: 1,
        plan_name: '第1期',
        repayment_date: '2026-12-01',
        amount: '5000.00',
        actual_amount: '2500.00',
        new_amount: '5000.00',
        status: 3,
        new_status: 3,
      },
      {
        plan_id: 2,
        plan_name: '第2期',
        repayment_date: '2027-06-01',
        amount: '5000.00',
        actual_amount: '0.00',
        new_amount: second,
        status: 1,
        new_status: 1,
      },
    ],
  };
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Contract/info': ok(contract),
    '/api/Contract/getLog': ok([], { count: 0 }),
    '/api/Contract/getTeam': ok({
      groupUser: [],
      manager_user_id: 3,
      leader_id: 3,
      manager: { user_id: 3, user_name: '王强' },
    }),
    '/api/CommonFollow/getList': ok({}, { count: 0 }),
    '/api/Contract/versions': ok([version]),
    '/api/ContractChange/add': ok({ id: 9 }, { msg: '操作成功' }),
    '/api/ContractRepay/resplitPreview': ok({
      amount: '10000.00',
      planned: '8000.00',
      mismatch: true,
      possible: true,
      plans: [{ plan_id: 1, plan_name: '第1期', amount: '8000.00', actual_amount: '2500.00', new_amount: '10000.00' }],
    }),
    '/api/ContractRepay/resplit': ok(null, { msg: '操作成功' }),
    '/api/ContractChange/info': ok({
      id: 8,
      change_id: 8,
      change_no: 'BG-20261120-0001',
      contract_id: 5,
      contract_name: '年度维保合同',
      reason: '客户追加采购',
      new_amount: '10000.00',
      status: 3,
      create_user_id: 3,
    }),
    '/api/ContractChange/getLog': ok([], { count: 0 }),
    '/api/ContractChange/diff': ok({ ...version, split: null }),
    '/api/ContractChange/planSplit': (req) => ok(split(req.query.get('new_amount') ?? '')),
  });
});

const NODES = [
  'customer_contract',
  'customer_changeRequest',
  'customer_changeRequest_add',
  'customer_recoveries',
  'customer_recoveries_edit',
];
const openContract = (status = 3) => {
  api.on('/api/Contract/info', ok({ ...contract, status }));
  return renderPage(
    routePath('contractInfo', { id: 5 }),
    <EntityDetailPage entity={contractEntity} extension={CHANGE_EXTENSIONS[contractEntity.key]} />,
    { nodes: NODES },
  );
};

/** A dialog by its title (role queries over the whole detail page are slow here). */
const modal = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

describe('合同变更', () => {
  it('版本记录 shows each version: who asked, who approved, every field and product line before → after', async () => {
    openContract();
    fireEvent.click(await screen.findByRole('tab', { name: '版本记录' }));
    const v2 = await screen.findByRole('region', { name: '第2版' });
    expect(v2.textContent).toContain('BG-20261120-0001');
    expect(v2.textContent).toContain('申请人：王强 · 审批人：刘洋');
    expect(within(v2).getByText('8000.00')).toBeTruthy();
    expect(within(v2).getByText('10000.00')).toBeTruthy();
    expect(within(v2).getByText('变更')).toBeTruthy();
    expect(v2.textContent).toContain('1,000.00 × 8套 = 8,000.00');
    expect(v2.textContent).toContain('1,000.00 × 10套 = 10,000.00');
  });

  it('合同变更 opens the proposal filled from the contract and saves it as a change request of this contract', async () => {
    const { where } = openContract();
    fireEvent.click(await screen.findByRole('button', { name: '合同变更' }));
    const dialog = await modal('合同变更：年度维保合同');
    const amount = within(dialog).getByLabelText('变更后合同金额（元）') as HTMLInputElement;
    expect(amount.value).toBe('10000.00');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存变更申请' }));
    expect(await within(dialog).findByText('请输入变更原因')).toBeTruthy();
    expect(api.to('/api/ContractChange/add')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('变更原因'), { target: { value: '客户追加两套' } });
    fireEvent.change(amount, { target: { value: '12000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存变更申请' }));
    await waitFor(() => expect(api.to('/api/ContractChange/add')).toHaveLength(1));
    expect(api.to('/api/ContractChange/add')[0].body).toMatchObject({
      contract_id: 5,
      reason: '客户追加两套',
      new_amount: 12000,
      new_start_date: '2026-11-01',
      new_end_date: '2027-10-31',
    });
    await waitFor(() => expect(where()).toBe(routePath('changeRequestInfo', { id: 9 })));
  });

  it('合同变更 shows what the amount does to the instalments while it is typed', async () => {
    openContract();
    fireEvent.click(await screen.findByRole('button', { name: '合同变更' }));
    const dialog = await modal('合同变更：年度维保合同');
    const region = await within(dialog).findByRole('region', { name: '回款计划调整' });
    expect(await within(region).findByText('回款计划无需调整')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('变更后合同金额（元）'), { target: { value: '8000' } });
    expect(
      await within(region).findByText(
        '审批通过后回款计划随之调整：回款计划合计 10,000.00 元 → 8,000.00 元（按审批时的回款情况重新计算）',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(within(region).getByRole('row', { name: /第2期/ }).textContent).toContain('3,000.00');
    expect(api.to('/api/ContractChange/planSplit').at(-1)?.query.get('contract_id')).toBe('5');
    fireEvent.change(within(dialog).getByLabelText('变更后合同金额（元）'), { target: { value: '2000' } });
    expect(
      await within(region).findByText('变更后合同金额不能小于已登记的回款 2500.00 元', {}, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('is offered on approved contracts only', async () => {
    openContract(1);
    await screen.findByRole('heading', { name: '年度维保合同' });
    expect(screen.queryByRole('button', { name: '合同变更' })).toBeNull();
    expect(screen.queryByRole('button', { name: '重新分配回款计划' })).toBeNull();
  });

  it('重新分配回款计划 shows the mismatch and each plan before and after, and applies on 确定分配', async () => {
    openContract();
    const flagged = await screen.findByRole('button', { name: '重新分配回款计划' });
    await waitFor(() => expect(flagged.getAttribute('title')).toBe('回款计划合计与合同金额不一致'));
    fireEvent.click(flagged);
    const dialog = await modal('重新分配回款计划');
    expect(await within(dialog).findByText('回款计划合计 8,000.00 元与合同金额 10,000.00 元不一致')).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: /第1期/ }).textContent).toContain('10,000.00');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定分配' }));
    await waitFor(() => expect(api.to('/api/ContractRepay/resplit')[0]?.body).toEqual({ contract_id: 5 }));
  });

  it('the change request shows how its instalments will be split before it is approved', async () => {
    api.on('/api/ContractChange/diff', ok({ ...version, version: null, status: 1, split: split('9000.00') }));
    renderPage(
      routePath('changeRequestInfo', { id: 8 }),
      <EntityDetailPage entity={contractChangeEntity} extension={CHANGE_EXTENSIONS[contractChangeEntity.key]} />,
      { nodes: NODES },
    );
    fireEvent.click(await screen.findByRole('tab', { name: '变更内容' }));
    const region = await screen.findByRole('region', { name: '回款计划调整' });
    expect(region.textContent).toContain('回款计划合计 10,000.00 元 → 9,000.00 元');
    expect(within(region).getByRole('row', { name: /第2期/ }).textContent).toContain('4,000.00');
  });

  it('the change request shows 变更内容', async () => {
    renderPage(
      routePath('changeRequestInfo', { id: 8 }),
      <EntityDetailPage entity={contractChangeEntity} extension={CHANGE_EXTENSIONS[contractChangeEntity.key]} />,
      { nodes: NODES },
    );
    fireEvent.click(await screen.findByRole('tab', { name: '变更内容' }));
    const diff = await screen.findByRole('region', { name: '变更内容' });
    expect(diff.textContent).toContain('客户追加采购');
    expect(diff.textContent).toContain('合同金额（元）');
  });
});
