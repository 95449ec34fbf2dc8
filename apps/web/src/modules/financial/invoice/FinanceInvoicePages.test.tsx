import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { FinancialInvoicePage } from './FinancialInvoicePage.tsx';
import { OpenInvoicePage } from './OpenInvoicePage.tsx';

const line = {
  contract_id: 31,
  title: '年度维保合同',
  company_name: '上海华东科技有限公司',
  amount: '3000.00',
  invoice_amount: '1000.00',
};
const queued = (id: number, status: number, extra: Record<string, unknown> = {}) => ({
  id,
  invoice_id: id,
  invoice_code: `KP-20261124-000${id}`,
  contractList: [line],
  company: '上海华东科技有限公司',
  invoice_type: 1,
  amount: '3000.00',
  invoice_amount: status === 2 ? '0.00' : '1000.00',
  invoicable_amount: status === 2 ? '3000.00' : '2000.00',
  received_amount: '0.00',
  stay_amount: '3000.00',
  is_receive: 1,
  transfer_type: 1,
  status,
  receive_status: 1,
  remark: '',
  userInfo: { user_id: 3, user_name: '王强' },
  create_time: '2026-11-24 10:00:00',
  ...extra,
});

const application = {
  id: 5,
  invoice_id: 5,
  invoice_code: 'KP-20261124-0005',
  enterprise_id: 7,
  contractList: [line],
  invoice_type: 5,
  company: '上海华东科技有限公司',
  tax_number: '91350100M000100Y43',
  amount: '3000.00',
  invoice_amount: '1000.00',
  invoicable_amount: '2000.00',
  transfer_type: 1,
  status: 3,
  receive_status: 1,
};

const record = {
  id: 9,
  record_id: 9,
  invoice_id: 5,
  invoice_number: '24612000000000012345',
  invoice_amount: '1000.00',
  invoice_date: '2026-11-20',
  receive_status: 1,
  status: 1,
  remark: '',
  user_name: '赵敏',
  create_time: '2026-11-20 09:00:00',
  contracts: [{ contract_id: 31, title: '年度维保合同', amount: '1000.00' }],
  attachments: [{ id: 40, name: '电子发票.pdf', url: '/api/Upload/file?id=40', size: 100, ext: 'pdf' }],
};

let api: ReturnType<typeof fakeApi>;
let uploads = 0;
beforeEach(() => {
  uploads = 0;
  api = fakeApi({
    '/api/FinanceInvoice/financeList': (req) => {
      const status = req.query.get('status');
      if (status === '4')
        return ok([queued(4, 4, { invoice_amount: '3000.00', invoicable_amount: '0.00' })], { count: 1 });
      if (status === '5') return ok([], { count: 0 });
      return ok([queued(1, 2), queued(2, 3)], { count: 2 });
    },
    '/api/FinanceInvoice/transfer': ok(null, { msg: '操作成功' }),
    '/api/FinanceInvoice/info': ok(application),
    '/api/FinanceInvoiceRecord/getList': ok([record]),
    '/api/FinanceInvoice/openInvoice': ok({ id: 10, status: 4 }, { msg: '发票已登记' }),
    '/api/FinanceInvoiceRecord/cancel': ok(null, { msg: '发票已作废' }),
    '/api/Upload/doUpload': () => {
      const id = 50 + ++uploads;
      return ok({
        id,
        name: `发票${id}.pdf`,
        url: `/api/Upload/file?id=${id}`,
        attachment_id: id,
        title: `发票${id}.pdf`,
      });
    },
  });
});

const FINANCE = ['financial_invoice', 'financial_invoice_open'];

describe('财务开票', () => {
  it('lists approved applications waiting for invoices with the applicant; 开具发票 opens the application', async () => {
    const { where } = renderPage('/financial/financialInvoice', <FinancialInvoicePage />, { nodes: FINANCE });
    const row = (await screen.findByText('KP-20261124-0001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('王强')).toBeTruthy();
    expect(within(row).getByText('待开票')).toBeTruthy();
    expect(screen.getByText('部分开票')).toBeTruthy();
    expect(api.to('/api/FinanceInvoice/financeList')[0].query.get('status')).toBe('2,3');
    fireEvent.click(within(row).getByRole('button', { name: '开具发票' }));
    await waitFor(() => expect(where()).toBe('/financial/openInvoice?id=1'));
  });

  it('已全部开票 offers 移交 after a confirmation; 已完成 shows 暂无数据 when empty', async () => {
    renderPage('/financial/financialInvoice', <FinancialInvoicePage />, { nodes: FINANCE });
    await screen.findByText('KP-20261124-0001');
    fireEvent.click(screen.getByRole('tab', { name: '已全部开票' }));
    const row = (await screen.findByText('KP-20261124-0004')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /移 ?交/ }));
    expect(await screen.findByText('确认发票已全部移交？移交后申请完成，发票不能再作废。')).toBeTruthy();
    expect(api.to('/api/FinanceInvoice/transfer')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确 ?定/ }));
    await waitFor(() => expect(api.to('/api/FinanceInvoice/transfer')[0]?.body).toEqual({ invoice_id: 4 }));
    fireEvent.click(screen.getByRole('tab', { name: '已完成' }));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });
});

describe('开具发票', () => {
  const open = () => renderPage('/financial/openInvoice?id=5', <OpenInvoicePage />, { nodes: FINANCE });

  it('shows the application, what is left to issue and the invoices issued so far', async () => {
    open();
    expect(await screen.findByText('开票申请 KP-20261124-0005')).toBeTruthy();
    expect(screen.getByText('本申请最多还可开 2,000.00 元')).toBeTruthy();
    expect(screen.getByText('电子发票文件（PDF 或 OFD）')).toBeTruthy();
    expect(await screen.findByText('24612000000000012345')).toBeTruthy();
    expect(screen.getByRole('link', { name: '电子发票.pdf' })).toBeTruthy();
  });

  it('checks the number and the amount before sending; then registers the invoice with its file', async () => {
    const { container } = open();
    await screen.findByText('开票申请 KP-20261124-0005');
    fireEvent.change(screen.getByLabelText('发票号码'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('开票金额（元）'), { target: { value: '2500' } });
    fireEvent.click(screen.getByRole('button', { name: '登记发票' }));
    expect(await screen.findByText('发票号码应为8位或20位数字')).toBeTruthy();
    expect(await screen.findByText('请上传发票扫描件或电子发票文件')).toBeTruthy();
    expect(api.to('/api/FinanceInvoice/openInvoice')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('发票号码'), { target: { value: '24612000000000099999' } });
    const amount = screen.getByLabelText('开票金额（元）');
    fireEvent.change(amount, { target: { value: '1500' } });
    fireEvent.change(container.querySelector<HTMLInputElement>('input[type=file]')!, {
      target: { files: [new File(['%PDF'], '电子发票.pdf')] },
    });
    await waitFor(() => expect(api.to('/api/Upload/doUpload')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '登记发票' }));
    await waitFor(() => expect(api.to('/api/FinanceInvoice/openInvoice')).toHaveLength(1));
    expect(api.to('/api/FinanceInvoice/openInvoice')[0].body).toMatchObject({
      invoice_id: 5,
      invoice_number: '24612000000000099999',
      invoice_amount: '1500.00',
      attachments: [51],
    });
    expect(await screen.findByText('发票已登记')).toBeTruthy();
    // ready for the next invoice: its own number and its own file
    await waitFor(() => expect((screen.getByLabelText('发票号码') as HTMLInputElement).value).toBe(''));
    expect(container.querySelectorAll('.ant-upload-list-item')).toHaveLength(0);
  });

  it('作废 of an issued invoice asks first', async () => {
    open();
    const row = (await screen.findByText('24612000000000012345')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /作 ?废/ }));
    expect(await screen.findByText('确定作废发票「24612000000000012345」吗？作废后不再计入已开票金额。')).toBeTruthy();
    expect(api.to('/api/FinanceInvoiceRecord/cancel')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确 ?定/ }));
    await waitFor(() => expect(api.to('/api/FinanceInvoiceRecord/cancel')[0]?.body).toEqual({ record_id: 9 }));
  });

  it('says why an application cannot be issued on, with no form', async () => {
    api.on('/api/FinanceInvoice/info', ok({ ...application, status: 2, transfer_type: 3 }));
    open();
    expect(await screen.findByText('该申请已作废(合同退款)，不能再开票')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '登记发票' })).toBeNull();
  });
});
