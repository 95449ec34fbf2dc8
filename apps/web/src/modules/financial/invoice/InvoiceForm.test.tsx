import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { invoiceEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { EntityDetailPage } from '../../../engine/EntityDetailPage.tsx';
import { EntityFormPage } from '../../../engine/EntityFormPage.tsx';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { INVOICE_EXTENSIONS } from './invoice-extensions.tsx';

const application = {
  id: 5,
  invoice_id: 5,
  invoice_code: 'KP-20261124-0001',
  enterprise_id: 7,
  enterprise_name: '上海华东科技有限公司',
  contractList: [
    {
      contract_id: 31,
      title: '年度维保合同',
      company_name: '上海华东科技有限公司',
      amount: '3000.00',
      invoice_amount: '0.00',
    },
  ],
  contract_ids: [31],
  invoice_type: 1,
  company: '上海华东科技有限公司',
  tax_number: '91350100M000100Y43',
  amount: '3000.00',
  invoice_amount: '0.00',
  invoicable_amount: '3000.00',
  received_amount: '0.00',
  stay_amount: '3000.00',
  is_receive: 1,
  delivery: 1,
  transfer_type: 1,
  status: 0,
  receive_status: 1,
  owner_user_id: 3,
  owner_user_name: '王强',
  create_user_id: 3,
  attachments: [],
};

const contracts = [
  {
    contract_id: 31,
    title: '年度维保合同',
    contract_no: 'HT-20261101-0001',
    company_name: '上海华东科技有限公司',
    enterprise_id: 7,
    amount: '10000.00',
    invoice_amount: '0.00',
    held_amount: '0.00',
    invoicable_amount: '10000.00',
  },
  {
    contract_id: 32,
    title: '二期实施合同',
    contract_no: 'HT-20261101-0002',
    company_name: '上海华东科技有限公司',
    enterprise_id: 7,
    amount: '5000.00',
    invoice_amount: '1000.00',
    held_amount: '3000.00',
    invoicable_amount: '2000.00',
  },
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/FinanceInvoice/info': ok(application),
    '/api/FinanceInvoice/invoicable': ok(contracts),
    '/api/FinanceInvoice/update': ok({ id: 5 }, { msg: '保存成功' }),
    '/api/FinanceInvoice/getLog': ok([], { count: 0 }),
    '/api/FinanceInvoiceRecord/getList': ok([]),
    '/api/flow/review': ok({ can_withdraw: false }),
    '/api/FinanceInvoice/cancel': ok(null, { msg: '开票申请已作废' }),
  });
});

const ext = INVOICE_EXTENSIONS[invoiceEntity.key];
const edit = () =>
  renderPage('/financial/editInvoice?id=5', <EntityFormPage entity={invoiceEntity} mode="edit" extension={ext} />, {
    nodes: ['financial_invoice', 'financial_invoice_edit'],
  });

describe('开票合同 in the application form', () => {
  it("lists the customer's contracts with what each may still invoice, asking without its own share", async () => {
    edit();
    const row = (await screen.findAllByText('10,000.00'))[0].closest('tr') as HTMLElement;
    // 合同金额 and 可开票 alike: nothing held on it beyond this application
    expect(within(row).getAllByText('10,000.00')).toHaveLength(2);
    expect(within(row).getByText('年度维保合同（HT-20261101-0001）')).toBeTruthy();
    expect(api.to('/api/FinanceInvoice/invoicable')[0].query.get('invoice_id')).toBe('5');
    expect(api.to('/api/FinanceInvoice/invoicable')[0].query.get('enterprise_id')).toBe('7');
    expect(screen.getByText('3,000.00', { selector: 'strong' })).toBeTruthy();
  });

  it('adds the next contract with all it may still invoice, and saves the lines with their amounts', async () => {
    edit();
    await screen.findAllByText('10,000.00');
    fireEvent.click(screen.getByRole('button', { name: /添加合同/ }));
    const second = (await screen.findByText('二期实施合同（HT-20261101-0002）')).closest('tr') as HTMLElement;
    expect((within(second).getByLabelText('开票合同第2行申请开票金额') as HTMLInputElement).value).toBe('2000.00');
    expect(screen.getByText('5,000.00', { selector: 'strong' })).toBeTruthy();
    // every contract is on the application: nothing more to add
    expect((screen.getByRole('button', { name: /添加合同/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /保 ?存/ }));
    await waitFor(() => expect(api.to('/api/FinanceInvoice/update')).toHaveLength(1));
    expect(api.to('/api/FinanceInvoice/update')[0].body).toMatchObject({
      id: 5,
      contractList: [
        expect.objectContaining({ contract_id: 31, amount: 3000 }),
        expect.objectContaining({ contract_id: 32, amount: 2000 }),
      ],
    });
  });

  it('新建 from a contract (?contract_ids=…) is for its customer and starts with its line, asking all it may still invoice', async () => {
    api.on('/api/FinanceInvoice/add', ok({ id: 6 }));
    api.on(
      '/api/Contract/info',
      ok({ id: 32, title: '二期实施合同', enterprise_id: 7, enterprise_name: '上海华东科技有限公司' }),
    );
    renderPage(
      '/financial/addInvoice?contract_ids=32',
      <EntityFormPage entity={invoiceEntity} mode="add" extension={ext} />,
      {
        nodes: ['financial_invoice', 'financial_invoice_add'],
      },
    );
    const line = (await screen.findByText('二期实施合同（HT-20261101-0002）')).closest('tr') as HTMLElement;
    // the contract's customer, by name (a member without 客户 may not look it up)
    expect(screen.getAllByText('上海华东科技有限公司').length).toBeGreaterThan(0);
    expect(api.to('/api/Customer/info')).toHaveLength(0);
    expect((within(line).getByLabelText('开票合同第1行申请开票金额') as HTMLInputElement).value).toBe('2000.00');
    expect(api.to('/api/FinanceInvoice/invoicable')[0].query.get('enterprise_id')).toBe('7');
    expect(screen.queryByLabelText('开票合同第2行合同')).toBeNull();
  });

  it('never lets a line ask more than its contract may still invoice', async () => {
    edit();
    await screen.findAllByText('10,000.00');
    fireEvent.click(screen.getByRole('button', { name: /添加合同/ }));
    const input = (await screen.findByLabelText('开票合同第2行申请开票金额')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2500' } });
    fireEvent.blur(input);
    await waitFor(() => expect(input.value).toBe('2000.00'));
    fireEvent.click(screen.getByRole('button', { name: /保 ?存/ }));
    await waitFor(() => expect(api.to('/api/FinanceInvoice/update')).toHaveLength(1));
    expect(api.to('/api/FinanceInvoice/update')[0].body).toMatchObject({
      contractList: [expect.anything(), expect.objectContaining({ contract_id: 32, amount: 2000 })],
    });
  });

  it('says so when a saved line asks more than its contract may invoice now', async () => {
    api.on(
      '/api/FinanceInvoice/invoicable',
      ok([{ ...contracts[0], held_amount: '8000.00', invoicable_amount: '2000.00' }]),
    );
    edit();
    expect(await screen.findByText('开票合同第1行：「年度维保合同」最多还可申请 2,000.00 元')).toBeTruthy();
  });

  it('asks for the customer first on a new application', async () => {
    renderPage('/financial/addInvoice', <EntityFormPage entity={invoiceEntity} mode="add" extension={ext} />, {
      nodes: ['financial_invoice', 'financial_invoice_add'],
    });
    expect(await screen.findByText('请先选择客户')).toBeTruthy();
    expect(api.to('/api/FinanceInvoice/invoicable')).toHaveLength(0);
  });
});

describe('application detail', () => {
  const show = (status: number, nodes = ['financial_invoice', 'financial_invoice_edit']) => {
    api.on(
      '/api/FinanceInvoice/info',
      ok({ ...application, status, invoice_amount: status === 3 ? '1000.00' : '0.00' }),
    );
    return renderPage('/financial/invoiceInfo?id=5', <EntityDetailPage entity={invoiceEntity} extension={ext} />, {
      nodes,
    });
  };

  it('shows the contract lines as a table with what was issued on each', async () => {
    show(2);
    const cell = await screen.findByText('年度维保合同', { selector: 'td' });
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('上海华东科技有限公司')).toBeTruthy();
    expect(within(row).getByText('3,000.00')).toBeTruthy();
  });

  it('作废 asks first, then posts the application', async () => {
    show(2);
    await screen.findByRole('heading', { name: 'KP-20261124-0001' });
    fireEvent.click(screen.getByRole('button', { name: /作 ?废/ }));
    const question = await screen.findByText(
      '确定作废开票申请「KP-20261124-0001」吗？未开具的金额将释放回合同，已开具的发票不受影响。',
    );
    expect(api.to('/api/FinanceInvoice/cancel')).toHaveLength(0);
    fireEvent.click(within(question.closest('.ant-modal') as HTMLElement).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/FinanceInvoice/cancel')[0]?.body).toEqual({ invoice_id: 5 }));
    expect(await screen.findByText('开票申请已作废')).toBeTruthy();
  });

  it('offers 开具发票 to finance only, on approved applications; no 作废 before approval', async () => {
    const { unmount } = show(2, ['financial_invoice', 'financial_invoice_open']);
    await screen.findByRole('heading', { name: 'KP-20261124-0001' });
    expect(screen.getByRole('button', { name: '开具发票' })).toBeTruthy();
    unmount();
    const again = show(2);
    await screen.findByRole('heading', { name: 'KP-20261124-0001' });
    expect(screen.queryByRole('button', { name: '开具发票' })).toBeNull();
    again.unmount();
    show(0);
    await screen.findByRole('heading', { name: 'KP-20261124-0001' });
    expect(screen.queryByRole('button', { name: /作 ?废/ })).toBeNull();
  });
});
