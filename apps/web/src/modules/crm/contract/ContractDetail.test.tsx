import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contractEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { EntityDetailPage } from '../../../engine/EntityDetailPage.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { CONTRACT_EXTENSIONS } from './contract-extensions.tsx';

const contract = {
  id: 5,
  contract_id: 5,
  contract_no: 'HT20240501001',
  title: '年度维保合同',
  enterprise_id: 7,
  enterprise_name: '上海华东科技有限公司',
  company_name: '上海华东科技有限公司',
  sign_date: '2024-05-01',
  start_date: '2024-05-01',
  end_date: '2025-04-30',
  amount: '120000.00',
  back_amount: '0.00',
  stay_amount: '120000.00',
  status: 1,
  owner_user_id: 3,
  owner_user_name: '王强',
  create_user_id: 3,
  product_lines: [],
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
    '/api/Contract/cancel': ok(null, { msg: '合同已作废' }),
  });
});

const ALL = ['customer_contract', 'customer_contract_edit'];
const open = (status: number, nodes: readonly string[] = ALL) => {
  api.on('/api/Contract/info', ok({ ...contract, status }));
  return renderPage(
    routePath('contractInfo', { id: 5 }),
    <EntityDetailPage entity={contractEntity} extension={CONTRACT_EXTENSIONS[contractEntity.key]} />,
    { nodes },
  );
};
const heading = () => screen.findByRole('heading', { name: '年度维保合同' });
const voidButton = () => screen.queryByRole('button', { name: /作 ?废/ });

describe('contract detail', () => {
  it('作废 warns that the contract and its plans stop counting, then posts the contract and reads it again', async () => {
    open(3);
    await heading();
    fireEvent.click(voidButton()!);
    const question = await screen.findByText('作废后合同及其回款计划将失效，是否继续？');
    expect(api.to('/api/Contract/cancel')).toHaveLength(0);
    fireEvent.click(within(question.closest('.ant-modal') as HTMLElement).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Contract/cancel')[0]?.body).toEqual({ contract_id: 5 }));
    expect(await screen.findByText('合同已作废')).toBeTruthy();
    await waitFor(() => expect(api.to('/api/Contract/info').length).toBeGreaterThan(1));
  });

  it('nothing is sent when the 作废 question is cancelled', async () => {
    open(1);
    await heading();
    fireEvent.click(voidButton()!);
    const question = await screen.findByText('作废后合同及其回款计划将失效，是否继续？');
    fireEvent.click(within(question.closest('.ant-modal') as HTMLElement).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByText('作废后合同及其回款计划将失效，是否继续？')).toBeNull());
    expect(api.to('/api/Contract/cancel')).toHaveLength(0);
  });

  it('no 作废 while in approval, once void, or without customer_contract_edit', async () => {
    for (const [status, nodes] of [
      [2, ALL],
      [9, ALL],
      [1, ['customer_contract']],
    ] as const) {
      const { unmount } = open(status, nodes);
      await heading();
      expect(voidButton()).toBeNull();
      unmount();
    }
  });

  it('a void contract shows its status and offers no 编辑 or 提交审批', async () => {
    open(9);
    await heading();
    expect(screen.getAllByText('已作废').length).toBeGreaterThan(0);
    for (const name of [/编 ?辑/, '提交审批']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
