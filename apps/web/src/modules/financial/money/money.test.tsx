import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, type Sent } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { NewPaymentButton } from './NewPaymentButton.tsx';
import { RepayButton } from './RepayButton.tsx';
import { StatementMatchButton } from './StatementMatchButton.tsx';

const claims = [
  {
    doc_type: 1,
    doc_id: 11,
    code: 'BX-20261120-0001',
    title: '差旅报销',
    user_name: '王强',
    payable_amount: '860.50',
    paid_amount: '0.00',
    left_amount: '860.50',
    bank_name: '',
    bank_account: '',
    create_time: '2026-11-20 10:00:00',
  },
  {
    doc_type: 1,
    doc_id: 12,
    code: 'BX-20261120-0002',
    title: '招待费',
    user_name: '杨磊',
    payable_amount: '680.00',
    paid_amount: '0.00',
    left_amount: '0.00',
    bank_name: '',
    bank_account: '',
    create_time: '2026-11-20 11:00:00',
  },
];
const borrows = [
  {
    doc_type: 2,
    doc_id: 21,
    code: 'JK-20261120-0001',
    title: '备用金',
    user_name: '王强',
    payable_amount: '3000.00',
    paid_amount: '1000.00',
    left_amount: '2000.00',
    bank_name: '招商银行',
    bank_account: '6225',
    create_time: null,
  },
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/FinancePayment/payables': (req: Sent) =>
      req.query.get('doc_type') === '1' ? ok(claims, { count: 2 }) : ok(borrows, { count: 1 }),
    '/api/FinancePayment/add': ok({ id: 31 }),
    '/api/FinanceBorrow/repay': ok({ id: 1 }),
    '/api/ContractPayment/matchStatement': ok({
      lines: [
        {
          row: 2,
          date: '2026-11-21',
          payer: '上海恒通物流',
          amount: '12000.00',
          reference: '货款',
          problem: null,
          matches: [
            {
              receivable_id: 7,
              hk_number: 'HK-20261120-0007',
              company_name: '上海恒通物流股份有限公司',
              contract_name: '仓储系统',
              amount: '20000.00',
              actual_amount: '8000.00',
              remaining: '12000.00',
              exact: true,
            },
          ],
        },
        { row: 3, date: '2026-11-22', payer: '无关公司', amount: '300.00', reference: '', problem: null, matches: [] },
      ],
    }),
    '/api/ContractPayment/confirm': ok(null),
    '/api/ContractPayment/correct': ok(null),
  });
});

const dialog = () => document.querySelector('.ant-modal') as HTMLElement;
const paymentTotal = () => within(dialog()).getByText(/付款合计/).textContent;

describe('新建付款', () => {
  it('ticks documents of both kinds, pays each at most what is left, and sends one payment of them', async () => {
    renderPage('/financial/payment', <NewPaymentButton />, { user: '黄丽' });
    fireEvent.click(screen.getByRole('button', { name: /新建付款/ }));
    fireEvent.click(await screen.findByLabelText('选择 BX-20261120-0001'));
    // nothing left on the second claim: it cannot be ticked
    expect((screen.getByLabelText('选择 BX-20261120-0002') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog()).getByLabelText('收款方') as HTMLInputElement).value).toBe('王强');
    fireEvent.click(within(dialog()).getByText('借款'));
    fireEvent.click(await screen.findByLabelText('选择 JK-20261120-0001'));
    fireEvent.change(screen.getByLabelText('JK-20261120-0001 本次付款'), { target: { value: '2000.01' } });
    // an amount over what is left is not counted in the total
    expect(paymentTotal()).toBe('付款合计 860.50 元');
    fireEvent.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('JK-20261120-0001 本次付款不能超过可付金额 2,000.00')).toBeTruthy();
    expect(api.to('/api/FinancePayment/add')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('JK-20261120-0001 本次付款'), { target: { value: '1500' } });
    await waitFor(() => expect(paymentTotal()).toBe('付款合计 2,360.50 元'));
    fireEvent.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.to('/api/FinancePayment/add')).toHaveLength(1));
    expect(api.to('/api/FinancePayment/add')[0].body).toMatchObject({
      items: [
        { doc_type: 1, doc_id: 11, amount: '860.50' },
        { doc_type: 2, doc_id: 21, amount: '1500.00' },
      ],
      payee: '王强',
      pay_method: 1,
    });
  });
});

describe('登记还款', () => {
  it('starts from what is still out, refuses more, and sends the repayment', async () => {
    renderPage('/financial/borrowInfo?id=21', <RepayButton row={{ id: 21, unpayment_received: '2000.00' }} />, {
      user: '赵敏',
    });
    fireEvent.click(screen.getByRole('button', { name: '登记还款' }));
    const amount = (await screen.findByLabelText('还款金额（元）')) as HTMLInputElement;
    expect(amount.value).toBe('2000.00');
    fireEvent.change(amount, { target: { value: '2000.5' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('还款金额不能超过未还款金额 2,000.00')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.to('/api/FinanceBorrow/repay')).toHaveLength(1));
    expect(api.to('/api/FinanceBorrow/repay')[0].body).toMatchObject({ borrow_id: 21, amount: '500.00', method: 1 });
  });
});

describe('银行流水匹配', () => {
  it('reads the statement, preselects an exact match, and confirms only what is clicked, adding the line to what arrived', async () => {
    renderPage('/financial/collection', <StatementMatchButton />, { user: '赵敏' });
    fireEvent.click(screen.getByRole('button', { name: /银行流水匹配/ }));
    const input = dialog().querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], '流水.xlsx')] } });
    expect(await within(dialog()).findByText('没有该付款方待到账的回款记录')).toBeTruthy();
    expect(api.to('/api/ContractPayment/correct')).toHaveLength(0);
    fireEvent.click(within(dialog()).getByRole('button', { name: '确认到账' }));
    // 8,000.00 had arrived already: the rest is 更正到账, its reason naming the statement line
    await waitFor(() => expect(api.to('/api/ContractPayment/correct')).toHaveLength(1));
    expect(api.to('/api/ContractPayment/correct')[0].body).toEqual({
      receivable_id: 7,
      actual_amount: '20000.00',
      reason: '银行流水第2行到账 12000.00 元',
    });
    expect(api.to('/api/ContractPayment/confirm')).toHaveLength(0);
    expect(await within(dialog()).findByText('已确认')).toBeTruthy();
  });
});
