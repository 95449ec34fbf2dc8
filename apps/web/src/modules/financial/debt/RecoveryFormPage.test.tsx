import { contractBrokenEntity, debtKindOf } from '@suwork/domain/entities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routePath } from '../../../engine/route-paths.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { RecoveryFormPage } from './RecoveryFormPage.tsx';
import { RecoveryTab } from './RecoveryTab.tsx';

const kind = debtKindOf(contractBrokenEntity.key);
const debt = {
  id: 9,
  debt_no: 'HZ-20261101-0001',
  contract_id: 31,
  contract_name: '云杉二期合同',
  company_name: '杭州云杉信息技术有限公司',
  amount: '52800.00',
  recovered_amount: '8000.00',
  debt_date: '2026-11-01',
  status: 3,
};
const recovery = {
  id: 4,
  debt_id: 9,
  contract_id: 31,
  amount: '8000.00',
  recover_date: '2026-11-20',
  pay_method: 1,
  remark: '清算分配',
  attachments: [],
  attachments_files: [],
  hk_numbers: ['HK-20261120-0001'],
  create_user_name: '赵敏',
  create_time: '2026-11-20 10:00:00',
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/ContractBroken/info': ok(debt),
    '/api/ContractBroken/recoveryInfo': ok(recovery),
    '/api/ContractBroken/recoveryList': ok([recovery], { count: 1 }),
    '/api/ContractBroken/addRecovery': ok({ id: 5 }, { msg: '操作成功' }),
    '/api/ContractBroken/editRecovery': ok({ id: 4 }, { msg: '操作成功' }),
    '/api/ContractBroken/delRecovery': ok(null, { msg: '操作成功' }),
  });
});

const NODES = ['financial_contractBroken', 'financial_contractBroken_recover'];
const amountBox = () => screen.findByRole('spinbutton', { name: '收回金额（元）' }) as Promise<HTMLInputElement>;
const save = () => fireEvent.click(screen.getByRole('button', { name: /保 ?存/ }));

describe('坏账收回 form', () => {
  it('shows the write-off and what is left, refuses more than that, and saves the recovery', async () => {
    const { where } = renderPage(
      routePath('addBrokenRecovery', { debt_id: 9 }),
      <RecoveryFormPage kind={kind} mode="add" />,
      { nodes: NODES, route: routePath('addBrokenRecovery') },
    );
    expect(await screen.findByText('HZ-20261101-0001')).toBeTruthy();
    expect(screen.getByText('44,800.00')).toBeTruthy();
    fireEvent.change(await amountBox(), { target: { value: '44800.01' } });
    save();
    expect(await screen.findByText('收回金额不能超过该坏账未收回金额 44800.00 元')).toBeTruthy();
    expect(api.to('/api/ContractBroken/addRecovery')).toHaveLength(0);
    fireEvent.change(await amountBox(), { target: { value: '1200.5' } });
    fireEvent.change(screen.getByRole('textbox', { name: '备注' }), { target: { value: ' 第二笔 ' } });
    save();
    await waitFor(() => expect(api.to('/api/ContractBroken/addRecovery')).toHaveLength(1));
    expect(api.to('/api/ContractBroken/addRecovery')[0].body).toMatchObject({
      debt_id: 9,
      amount: '1200.50',
      pay_method: 1,
      remark: '第二笔',
      attachments: [],
      recover_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(api.to('/api/ContractBroken/addRecovery')[0].headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(where()).toBe(routePath('contractBrokenInfo', { id: 9 })));
  });

  it('asks for the amount before saving', async () => {
    renderPage(routePath('addBrokenRecovery', { debt_id: 9 }), <RecoveryFormPage kind={kind} mode="add" />, {
      nodes: NODES,
      route: routePath('addBrokenRecovery'),
    });
    await amountBox();
    save();
    expect(await screen.findByText('请输入收回金额')).toBeTruthy();
    expect(api.to('/api/ContractBroken/addRecovery')).toHaveLength(0);
  });

  it('edits a recovery, allowing up to its own amount on top of what is left', async () => {
    renderPage(routePath('editBrokenRecovery', { id: 4 }), <RecoveryFormPage kind={kind} mode="edit" />, {
      nodes: NODES,
      route: routePath('editBrokenRecovery'),
    });
    expect((await amountBox()).value).toBe('8000.00');
    // 核销金额 and 可收回 (what is left plus this recovery's own amount)
    expect(screen.getAllByText('52,800.00')).toHaveLength(2);
    fireEvent.change(await amountBox(), { target: { value: '52800' } });
    save();
    await waitFor(() =>
      expect(api.to('/api/ContractBroken/editRecovery').map((r) => r.body)).toEqual([
        { id: 4, amount: '52800.00', recover_date: '2026-11-20', pay_method: 1, remark: '清算分配', attachments: [] },
      ]),
    );
  });

  it('waits for approval: a write-off still in approval takes no recovery', async () => {
    api.on('/api/ContractBroken/info', ok({ ...debt, status: 2, recovered_amount: '0.00' }));
    renderPage(routePath('addBrokenRecovery', { debt_id: 9 }), <RecoveryFormPage kind={kind} mode="add" />, {
      nodes: NODES,
      route: routePath('addBrokenRecovery'),
    });
    expect(await screen.findByText('坏账审批通过后才能登记收回')).toBeTruthy();
    expect((screen.getByRole('button', { name: /保 ?存/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the write-off cannot be seen when the query names none', async () => {
    renderPage(routePath('addBrokenRecovery'), <RecoveryFormPage kind={kind} mode="add" />, {
      nodes: NODES,
      route: routePath('addBrokenRecovery'),
    });
    expect(await screen.findByText('无法查看')).toBeTruthy();
  });
});

describe('收回记录 tab', () => {
  it('lists the recoveries and deletes one after a confirm', async () => {
    renderPage('/financial/x', <RecoveryTab kind={kind} row={debt} />, { nodes: NODES, route: '/financial/x' });
    expect(await screen.findByText('清算分配')).toBeTruthy();
    expect(screen.getByText('HK-20261120-0001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /删 ?除/ }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/对应的回款记录将一并删除/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /取 ?消/ }));
    expect(api.to('/api/ContractBroken/delRecovery')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /删 ?除/ }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: /确 ?定/ }));
    await waitFor(() => expect(api.to('/api/ContractBroken/delRecovery').map((r) => r.body)).toEqual([{ id: 4 }]));
  });

  it('shows no 编辑 or 删除 without the 收回 action', async () => {
    renderPage('/financial/x', <RecoveryTab kind={kind} row={debt} />, {
      nodes: ['financial_contractBroken'],
      route: '/financial/x',
    });
    expect(await screen.findByText('清算分配')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /删 ?除/ })).toBeNull();
  });
});
