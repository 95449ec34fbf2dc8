import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contractRefundEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Review, Step } from '../../components/approval/approval-api.ts';
import { fakeApi, ok, type Reply } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { EntityDetailPage } from '../EntityDetailPage.tsx';
import type { EntityRow } from '../entity-api.ts';
import { RowActions } from '../list/RowActions.tsx';
import { routePath } from '../route-paths.ts';

// 合同退款 stands for any document with a flow type: the engine gives it 提交审批, 撤回审批, 同意 / 拒绝 and 审批流程.
const refund = {
  id: 7,
  refund_id: 7,
  refund_no: 'TK20240501001',
  contract_id: 5,
  contract_name: '年度维保合同',
  receivable_id: 4,
  amount: '5000.00',
  refund_date: '2024-05-20',
  refund_method: 1,
  reason: '多收',
  status: 1,
  owner_user_id: 3,
  owner_user_name: '王强',
  create_user_id: 3,
};
const step = (s: Partial<Step> & Pick<Step, 'step_id'>): Step => ({
  type: 1,
  examineMode: 1,
  settype: 0,
  selectRange: 2,
  source: '',
  mode: 1,
  users: [],
  status: 1,
  reason: '',
  ...s,
});
const steps = [
  step({ step_id: 11, users: [{ user_id: 4, user_name: '李娜', avatar_url: '', status: 1 }] }),
  step({ step_id: 12, settype: 1, selectRange: 1 }),
];
const run = {
  run_id: 1,
  flow_type: 3,
  flow_name: '合同退款',
  detail_id: 7,
  title: '合同退款 · 年度维保合同 · ¥5,000.00',
  status: 1,
  status_name: '审批中',
  initiator_id: 3,
  initiator_name: '王强',
  create_time: '2024-05-20 09:00:00',
};
const review = (extra: Partial<Review> = {}): Review => ({
  run,
  steps: [steps[0]],
  can_examine: false,
  can_withdraw: true,
  ...extra,
});
const done = (msg: string): Reply => ({ code: 0, msg, data: null });

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/ContractRefund/info': ok(refund),
    '/api/ContractRefund/getLog': ok([], { count: 0 }),
    '/api/flow/preview': ok(steps),
    '/api/Flow/getUserList': ok([{ user_id: 21, user_name: '陈晨', avatar_url: '', dept_name: '财务部' }], {
      count: 1,
    }),
    '/api/flow/startflow': ok({ run_id: 1 }, { msg: '已提交审批' }),
    '/api/flow/review': ok(review()),
    '/api/flow/withdraw': done('已撤回'),
    '/api/flow/examine': done('审批成功'),
  });
});

const NODES = [
  'customer_contractRefund',
  'customer_contractRefund_edit',
  'customer_contractRefund_del',
  'work_flow_examine',
];
const open = (row: Partial<typeof refund> = {}, query = '') => {
  api.on('/api/ContractRefund/info', ok({ ...refund, ...row }));
  return renderPage(
    `${routePath('contractRefundInfo', { id: 7 })}${query}`,
    <EntityDetailPage entity={contractRefundEntity} />,
    { nodes: NODES },
  );
};
const heading = () => screen.findByRole('heading', { name: 'TK20240501001' });
const button = (name: RegExp | string) => screen.queryByRole('button', { name });
const EDIT = /编 ?辑/;
const DELETE = /删 ?除/;
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;

describe('a document that goes through approval', () => {
  it('待提交: 提交审批 shows the flow, asks for the self-chosen approver, then posts startflow and reads the record again', async () => {
    open();
    await heading();
    expect(button(EDIT)).toBeTruthy();
    expect(button(DELETE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交审批' }));
    const dialog = await dialogTitled('提交审批');
    expect(await within(dialog).findByText('李娜')).toBeTruthy();
    expect(JSON.parse(api.to('/api/flow/preview')[0].query.get('condition') ?? '')).toEqual({
      amount: 5000,
      refund_method: 1,
      refund_date: '2024-05-20',
      status: 1,
    });
    expect(api.to('/api/flow/preview')[0].query.get('flow_type')).toBe('3');

    fireEvent.click(within(dialog).getByRole('button', { name: '提 交' }));
    expect(await within(dialog).findByText('请选择审批人！')).toBeTruthy();
    expect(api.to('/api/flow/startflow')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: /选择审批人/ }));
    const picker = await dialogTitled('选择审批人');
    fireEvent.click(await within(picker).findByText('陈晨'));
    fireEvent.click(within(picker).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(within(dialog).getByText('陈晨')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: '提 交' }));
    await waitFor(() => expect(api.to('/api/flow/startflow')).toHaveLength(1));
    const body = api.to('/api/flow/startflow')[0].body as Record<string, string>;
    expect({ ...body, condition: JSON.parse(body.condition) }).toMatchObject({
      flow_type: '3',
      detail_id: 7,
      to_user: '{"12":[21]}',
      condition: { amount: 5000 },
    });
    expect(await screen.findByText('已提交审批')).toBeTruthy();
    await waitFor(() => expect(api.to('/api/ContractRefund/info').length).toBeGreaterThan(1));
  });

  it('审批中: no 编辑, 删除 or 提交审批; the initiator withdraws after a confirm, and 审批流程 shows the run', async () => {
    open({ status: 2 });
    await heading();
    fireEvent.click(await screen.findByRole('button', { name: '撤回审批' }));
    for (const name of [EDIT, DELETE, '提交审批']) expect(button(name)).toBeNull();
    const confirm = await screen.findByText('确定撤回该审批吗？');
    fireEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/flow/withdraw')[0]?.body).toEqual({ flow_type: '3', detail_id: 7 }));
    expect(await screen.findByText('已撤回')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '审批流程' }));
    expect(await screen.findByText('王强 发起申请 2024-05-20 09:00:00')).toBeTruthy();
    expect(screen.getByText('李娜')).toBeTruthy();
  });

  it('an approver opening it from the approval centre decides there (同意 / 拒绝), with a single 撤回', async () => {
    api.on('/api/flow/review', ok(review({ can_examine: true, can_withdraw: true })));
    open({ status: 2 }, '&flow_type=3&detail_id=7');
    fireEvent.click(await screen.findByRole('button', { name: /同 ?意/ }));
    expect(button(/拒 ?绝/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /撤 ?回/ })).toHaveLength(1);
    fireEvent.click(within(await dialogTitled('同意')).getByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(api.to('/api/flow/examine')[0]?.body).toEqual({
        flow_type: '3',
        detail_id: 7,
        reason: '同意',
        pass_type: 2,
      }),
    );
    expect(await screen.findByText('审批成功')).toBeTruthy();
  });

  it('已通过: nothing to change, submit or withdraw; 审批流程 says 暂无数据 before a first submission', async () => {
    const { unmount } = open({ status: 3 });
    await heading();
    for (const name of [EDIT, DELETE, '提交审批', '撤回审批']) expect(button(name)).toBeNull();
    unmount();

    api.on('/api/flow/review', ok({ run: null, steps: [], can_examine: false, can_withdraw: false }));
    open({ status: 1 });
    await heading();
    fireEvent.click(screen.getByRole('tab', { name: '审批流程' }));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('someone else’s document has 编辑 but no 提交审批', async () => {
    open({ owner_user_id: 9, create_user_id: 9 });
    await heading();
    expect(button(EDIT)).toBeTruthy();
    expect(button('提交审批')).toBeNull();
  });

  it('list rows offer 编辑 and 删除 only while the document may change', () => {
    const rowOf = (status: number) => ({ ...refund, status }) as EntityRow;
    const { unmount } = renderPage(
      '/customer/contractRefund',
      <RowActions def={contractRefundEntity} row={rowOf(2)} onDeleted={() => {}} />,
      { nodes: NODES },
    );
    expect(button('查看')).toBeTruthy();
    expect(button('编辑')).toBeNull();
    expect(button('删除')).toBeNull();
    unmount();
    renderPage(
      '/customer/contractRefund',
      <RowActions def={contractRefundEntity} row={rowOf(4)} onDeleted={() => {}} />,
      { nodes: NODES },
    );
    expect(button(EDIT)).toBeTruthy();
    expect(button(DELETE)).toBeTruthy();
  });
});
