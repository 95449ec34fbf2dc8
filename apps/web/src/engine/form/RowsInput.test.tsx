import { expenseEntity, purchaseEntity } from '@suwork/domain/entities';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { EntityFormPage } from '../EntityFormPage.tsx';

// Rows in the form (报销明细): each row's columns as their own widgets, 添加一行 / 删除, the total as typed, and the
// rows checked before anything is sent.

const stored = [
  { date: '2026-11-18', category: 2, amount: '553.00', description: '高铁往返', bill_count: 2 },
  { date: '2026-11-19', category: 4, amount: '1068.00', description: '酒店三晚', bill_count: 1 },
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/FinanceExpense/info': ok({
      id: 5,
      expense_id: 5,
      code: 'BX-20261120-0001',
      title: '差旅报销',
      items: stored,
      amount: '1621.00',
      status: 1,
      borrow_ids: [],
      offset_amount: '0.00',
    }),
    '/api/FinanceExpense/update': ok({ id: 5 }),
    '/api/FinanceExpense/add': ok({ id: 6 }),
  });
});

const total = () => screen.getByText('合计').closest('span')!.textContent;
const amountOf = (row: number) => screen.getByLabelText(`报销明细第${row}行金额（元）`) as HTMLInputElement;

describe('rows in the form', () => {
  it('shows each stored row in its widgets, totals as typed, deletes a row and sends the rows as the server takes them', async () => {
    renderPage('/x/editExpense?id=5', <EntityFormPage entity={expenseEntity} mode="edit" />);
    await waitFor(() => expect(amountOf(2).value).toBe('1068.00'));
    expect((screen.getByLabelText('报销明细第1行说明') as HTMLInputElement).value).toBe('高铁往返');
    expect(total()).toBe('合计1,621.00');
    fireEvent.change(amountOf(1), { target: { value: '553.10' } });
    await waitFor(() => expect(total()).toBe('合计1,621.10'));
    fireEvent.click(screen.getByRole('button', { name: '删除报销明细第2行' }));
    await waitFor(() => expect(total()).toBe('合计553.10'));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.to('/api/FinanceExpense/update')).toHaveLength(1));
    const body = api.to('/api/FinanceExpense/update')[0].body as { items: Record<string, unknown>[] };
    expect(body.items).toEqual([
      { date: '2026-11-18', category: 2, amount: 553.1, description: '高铁往返', bill_count: 2 },
    ]);
  });

  it('names the row and column that is missing and sends nothing; a row left blank is no entry', async () => {
    renderPage('/x/editExpense?id=5', <EntityFormPage entity={expenseEntity} mode="edit" />);
    await waitFor(() => expect(amountOf(2).value).toBe('1068.00'));
    fireEvent.click(screen.getByRole('button', { name: /添加一行/ }));
    fireEvent.click(screen.getByRole('button', { name: /添加一行/ }));
    await waitFor(() => expect(screen.getByLabelText('报销明细第4行金额（元）')).toBeTruthy());
    fireEvent.change(amountOf(3), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect((await screen.findAllByText('报销明细第3行：请选择费用日期')).length).toBeGreaterThan(0);
    expect(api.to('/api/FinanceExpense/update')).toHaveLength(0);
    // only the row with what is missing is marked, not the whole table
    expect(screen.getByLabelText('报销明细第3行费用日期').closest('.ant-picker-status-error')).not.toBeNull();
    expect(screen.getByLabelText('报销明细第1行费用日期').closest('.ant-picker-status-error')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '删除报销明细第3行' }));
    await waitFor(() => expect(screen.queryByLabelText('报销明细第4行金额（元）')).toBeNull());
    fireEvent.change(amountOf(1), { target: { value: '553.10' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.to('/api/FinanceExpense/update')).toHaveLength(1));
    // the blank row (now the third) is not sent
    expect((api.to('/api/FinanceExpense/update')[0].body as { items: unknown[] }).items).toHaveLength(2);
  });

  it('says nothing while a new claim is being filled in, and names what is missing when it is sent', async () => {
    renderPage('/x/addExpense', <EntityFormPage entity={expenseEntity} mode="add" />);
    await screen.findByLabelText('报销事由');
    // adding a blank row and filling it in from the left is not a mistake yet
    fireEvent.click(screen.getByRole('button', { name: /添加一行/ }));
    fireEvent.change(amountOf(1), { target: { value: '12' } });
    await waitFor(() => expect(total()).toBe('合计12.00'));
    // what a check would show has had its time to show
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(screen.queryByText('报销明细第1行：请选择费用日期')).toBeNull();
    expect(screen.queryByText(expenseEntity.fields.find((f) => f.key === 'items')!.required!)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入报销事由')).toBeTruthy();
    expect((await screen.findAllByText('报销明细第1行：请选择费用日期')).length).toBeGreaterThan(0);
    // the row emptied again is no entry: the claim has no lines
    fireEvent.change(amountOf(1), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(
      (await screen.findAllByText(expenseEntity.fields.find((f) => f.key === 'items')!.required!)).length,
    ).toBeGreaterThan(0);
    expect(api.to('/api/FinanceExpense/add')).toHaveLength(0);
  });
});

describe('a column worked out from its row (采购明细: 金额 = 数量 × 单价)', () => {
  const storedOrder = {
    id: 7,
    purchase_id: 7,
    code: 'CG-20261120-0001',
    content: '服务器',
    service_id: 1,
    service_name: '联创电子',
    items: [
      { name: '服务器', spec: '', unit: '台', quantity: 2, unit_price: '38600.00', tax_rate: 13, amount: '77200.00' },
    ],
    price: '77200.00',
    status: 0,
  };
  beforeEach(() => {
    api = fakeApi({ '/api/purchase/info': ok(storedOrder), '/api/purchase/update': ok({ id: 7 }) });
  });

  it('shows the amount as the quantity and price are typed, totals it, and leaves it out of what is sent', async () => {
    renderPage('/x/editProcurement?id=7', <EntityFormPage entity={purchaseEntity} mode="edit" />);
    const amount = () => (screen.getByLabelText('采购明细第1行金额（元）') as HTMLInputElement).value;
    await waitFor(() => expect(amount()).toBe('77,200.00'));
    fireEvent.change(screen.getByLabelText('采购明细第1行数量'), { target: { value: '3' } });
    await waitFor(() => expect(amount()).toBe('115,800.00'));
    expect(total()).toBe('合计115,800.00');
    fireEvent.change(screen.getByLabelText('采购明细第1行含税单价（元）'), { target: { value: '' } });
    await waitFor(() => expect(amount()).toBe('—'));
    fireEvent.change(screen.getByLabelText('采购明细第1行含税单价（元）'), { target: { value: '100.5' } });
    await waitFor(() => expect(total()).toBe('合计301.50'));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.to('/api/purchase/update')).toHaveLength(1));
    const body = api.to('/api/purchase/update')[0].body as { items: Record<string, unknown>[] };
    expect(body.items[0]).not.toHaveProperty('amount');
    expect(body.items[0]).toMatchObject({ quantity: 3, unit_price: 100.5 });
  });
});
