import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { receivableEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { EntityDetailPage } from '../../../engine/EntityDetailPage.tsx';
import { EntityListPage } from '../../../engine/EntityListPage.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { CONTRACT_EXTENSIONS } from './contract-extensions.tsx';

const receivable = {
  id: 4,
  receivable_id: 4,
  hk_number: 'HK20240520001',
  contract_id: 5,
  contract_name: '年度维保合同',
  enterprise_id: 7,
  enterprise_name: '上海华东科技有限公司',
  amount: '20000.00',
  actual_amount: '0.00',
  refund_amount: '0.00',
  receive_date: '2024-05-20',
  pay_method: 1,
  status: 1,
  owner_user_id: 3,
  owner_user_name: '王强',
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/ContractPayment/info': ok(receivable),
    '/api/ContractPayment/getLog': ok([], { count: 0 }),
    '/api/ContractPayment/confirm': ok(null, { msg: '已确认到账' }),
    '/api/ContractPayment/cancel': ok(null, { msg: '回款记录已作废' }),
    '/api/ContractPayment/correct': ok(null, { msg: '已更正到账' }),
  });
});

const ALL = ['customer_receivableSheet', 'customer_receivableSheet_edit', 'financial_collection'];
const open = (status = 1, nodes: readonly string[] = ALL, actual_amount = '0.00') => {
  api.on('/api/ContractPayment/info', ok({ ...receivable, status, actual_amount }));
  return renderPage(
    routePath('receivableInfo', { id: 4 }),
    <EntityDetailPage entity={receivableEntity} extension={CONTRACT_EXTENSIONS[receivableEntity.key]} />,
    { nodes },
  );
};
const heading = () => screen.findByRole('heading', { name: 'HK20240520001' });
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;

describe('collection detail', () => {
  it('确认到账 starts from the amount, checks what is typed, then posts the amount as decimal text', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: '确认到账' }));
    const dialog = await dialogTitled('确认到账');
    const input = within(dialog).getByLabelText('实际到账金额（元）') as HTMLInputElement;
    expect(input.value).toBe('20000.00');
    const confirm = () => fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));

    for (const [typed, problem] of [
      ['', '请输入实际到账金额'],
      ['12.345', '实际到账金额应为最多两位小数的金额'],
      ['-5', '实际到账金额应为最多两位小数的金额'],
      ['20000.01', '实际到账金额不能超过回款金额 20,000.00'],
    ]) {
      fireEvent.change(input, { target: { value: typed } });
      confirm();
      expect(await within(dialog).findByText(problem)).toBeTruthy();
    }
    expect(api.to('/api/ContractPayment/confirm')).toHaveLength(0);

    fireEvent.change(input, { target: { value: ' 15000.5 ' } });
    confirm();
    await waitFor(() =>
      expect(api.to('/api/ContractPayment/confirm')[0]?.body).toEqual({ receivable_id: 4, actual_amount: '15000.50' }),
    );
    expect(await screen.findByText('已确认到账')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.to('/api/ContractPayment/info').length).toBeGreaterThan(1));
  });

  it('作废 asks first, then posts the collection', async () => {
    open(3);
    fireEvent.click(await screen.findByRole('button', { name: /作 ?废/ }));
    const question = await screen.findByText('确定作废回款记录「HK20240520001」吗？作废后该笔回款不再计入合同已回款。');
    fireEvent.click(within(question.closest('.ant-modal') as HTMLElement).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/ContractPayment/cancel')[0]?.body).toEqual({ receivable_id: 4 }));
    expect(await screen.findByText('回款记录已作废')).toBeTruthy();
  });

  it('a void collection has neither; each needs its node', async () => {
    const first = open(9);
    await heading();
    for (const name of ['确认到账', /作 ?废/]) expect(screen.queryByRole('button', { name })).toBeNull();
    first.unmount();

    const second = open(1, ['customer_receivableSheet', 'customer_receivableSheet_edit']);
    await heading();
    expect(screen.queryByRole('button', { name: '确认到账' })).toBeNull();
    expect(screen.getByRole('button', { name: /作 ?废/ })).toBeTruthy();
    second.unmount();

    open(1, ['customer_receivableSheet', 'financial_collection']);
    await heading();
    expect(screen.getByRole('button', { name: '确认到账' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /作 ?废/ })).toBeNull();
  });

  it("confirmed money is finance's: the seller sees neither 作废 nor 更正; finance corrects or voids it with a reason", async () => {
    const seller = open(2, ['customer_receivableSheet', 'customer_receivableSheet_edit'], '8000.00');
    await heading();
    for (const name of ['确认到账', '更正到账', /作 ?废/]) expect(screen.queryByRole('button', { name })).toBeNull();
    seller.unmount();

    const finance = open(2, [...ALL, 'financial_collection_correct'], '8000.00');
    await heading();
    expect(screen.queryByRole('button', { name: '确认到账' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '更正到账' }));
    const dialog = await dialogTitled('更正到账');
    const input = within(dialog).getByLabelText('实际到账金额（元）') as HTMLInputElement;
    expect(input.value).toBe('8000.00');
    fireEvent.change(input, { target: { value: '20000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await within(dialog).findByText('请填写更正原因')).toBeTruthy();
    expect(api.to('/api/ContractPayment/correct')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('更正原因'), { target: { value: '余款到账' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(api.to('/api/ContractPayment/correct')[0]?.body).toEqual({
        receivable_id: 4,
        actual_amount: '20000.00',
        reason: '余款到账',
      }),
    );
    expect(await screen.findByText('已更正到账')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    finance.unmount();

    open(2, [...ALL, 'financial_collection_correct'], '8000.00');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: /作 ?废/ }));
    const voiding = await dialogTitled('作废已到账回款');
    fireEvent.change(within(voiding).getByLabelText('作废原因'), { target: { value: '银行退票' } });
    fireEvent.click(within(voiding).getByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(api.to('/api/ContractPayment/cancel')[0]?.body).toEqual({ receivable_id: 4, reason: '银行退票' }),
    );
  });

  it('once finance confirmed it, offers neither 确认到账 nor 删除, on its page and in the list', async () => {
    const nodes = [...ALL, 'customer_receivableSheet_del'];
    const waiting = open(1, nodes);
    await heading();
    expect(await screen.findByRole('button', { name: '确认到账' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /删 ?除/ })).toBeTruthy();
    waiting.unmount();

    open(3, nodes, '20000.00');
    await heading();
    expect(screen.queryByRole('button', { name: '确认到账' })).toBeNull();
    expect(screen.queryByRole('button', { name: /删 ?除/ })).toBeNull();
    expect(screen.getByRole('button', { name: /编 ?辑/ })).toBeTruthy();
  });
});

describe('collection list', () => {
  it('a confirmed collection has no 删除 and cannot be ticked for batch 删除; one awaiting confirmation has both', async () => {
    api.on(
      '/api/ContractPayment/getList',
      ok(
        [
          { ...receivable, id: 4, hk_number: 'HK-待确认' },
          { ...receivable, id: 5, receivable_id: 5, hk_number: 'HK-已到账', status: 3, actual_amount: '20000.00' },
        ],
        { count: 2 },
      ),
    );
    renderPage(
      routePath('receivableSheet'),
      <EntityListPage entity={receivableEntity} extension={CONTRACT_EXTENSIONS[receivableEntity.key]} />,
      {
        nodes: ['customer_receivableSheet', 'customer_receivableSheet_edit', 'customer_receivableSheet_del'],
      },
    );
    const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    const waiting = await rowOf('HK-待确认');
    const confirmed = await rowOf('HK-已到账');
    expect(within(waiting).getByRole('button', { name: /删 ?除/ })).toBeTruthy();
    expect(within(confirmed).queryByRole('button', { name: /删 ?除/ })).toBeNull();
    expect((within(waiting).getByRole('checkbox') as HTMLInputElement).disabled).toBe(false);
    expect((within(confirmed).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
  });
});
