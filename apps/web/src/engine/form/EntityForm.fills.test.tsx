import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { invoiceEntity, receivableEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { EntityFormPage } from '../EntityFormPage.tsx';

const plan = (id: number, name: string, amount: string, stay: string) => ({
  id,
  plan_id: id,
  contract_id: 5,
  contract_name: '年度维保合同',
  plan_name: name,
  amount,
  actual_amount: '0.00',
  stay_amount: stay,
  repayment_date: '2026-12-31',
  status: 1,
});

const customer = (id: number, name: string, details: Record<string, string>) => ({
  id,
  enterprise_id: id,
  enterprise_name: name,
  contact_name: '张三',
  level: 1,
  deal_status: 2,
  ...details,
});
const HUARUI = customer(7, '深圳市华锐智能科技有限公司', {
  invoice_title: '深圳市华锐智能科技有限公司',
  tax_number: '91440300MA5F8XKJ2B',
  bank_name: '招商银行深圳科技园支行',
  account_no: '755912345610801',
  invoice_address: '深圳市南山区科技园南区',
  invoice_phone: '0755-86001234',
});
/** no invoice title of its own (its name is the title) and no bank */
const JINLING = customer(8, '南京金陵商贸有限公司', {
  invoice_title: '',
  tax_number: '91320100MA1MXXXX7Y',
  bank_name: '',
  account_no: '',
  invoice_address: '',
  invoice_phone: '',
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Contract/info': ok({ id: 5, contract_id: 5, title: '年度维保合同' }),
    '/api/ContractRepay/getList': ok(
      [plan(11, '第1期', '60000.00', '60000.00'), plan(12, '第2期', '40000.00', '15000.00')],
      { count: 2 },
    ),
    // a list row carries the list's fields only
    '/api/Customer/getList': ok(
      [HUARUI, JINLING].map(({ id, enterprise_id, enterprise_name, contact_name, level, deal_status }) => ({
        id,
        enterprise_id,
        enterprise_name,
        contact_name,
        level,
        deal_status,
      })),
      { count: 2 },
    ),
    '/api/Customer/info': (req) => ok([HUARUI, JINLING].find((c) => String(c.id) === req.query.get('id'))),
    '/api/FinanceInvoice/invoicable': ok([]),
    '/api/user/getList': ok([{ user_id: 3, user_name: '王强' }]),
  });
});

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** Opens the picker of the field labelled `label` and double-clicks the row showing `name`. */
async function pick(label: string, title: string, name: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.doubleClick(await within(dialog).findByText(name));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
}

describe('回款计划 chosen on a new collection', () => {
  const open = () =>
    renderPage('/customer/addReceivable?contract_id=5', <EntityFormPage entity={receivableEntity} mode="add" />, {
      nodes: ['customer_receivableSheet', 'customer_receivableSheet_add', 'customer_recoveries', 'customer_contract'],
    });

  it("fills 回款金额 with what is still outstanding on the plan, and it stays editable; another plan's figure replaces it", async () => {
    open();
    await pick('回款计划', '选择回款计划', '第2期');
    await waitFor(() => expect(valueOf('回款金额（元）')).toBe('15000.00'));
    // the plan's row carries its balance: nothing more is read
    expect(api.to('/api/ContractRepay/info')).toHaveLength(0);
    await pick('回款计划', '选择回款计划', '第1期');
    await waitFor(() => expect(valueOf('回款金额（元）')).toBe('60000.00'));
    fireEvent.change(screen.getByLabelText('回款金额（元）'), { target: { value: '20000' } });
    fireEvent.blur(screen.getByLabelText('回款金额（元）'));
    await waitFor(() => expect(valueOf('回款金额（元）')).toBe('20000.00'));
  });

  it('asks before replacing an amount the member typed, and keeps it when told to', async () => {
    open();
    fireEvent.change(await screen.findByLabelText('回款金额（元）'), { target: { value: '5000' } });
    fireEvent.blur(screen.getByLabelText('回款金额（元）'));
    await pick('回款计划', '选择回款计划', '第2期');
    const question = await screen.findByText(
      '回款金额（元）已填写，与所选回款计划「第2期」的不同。是否替换为回款计划中的内容？',
    );
    fireEvent.click(within(question.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /保 ?留/ }));
    await waitFor(() => expect(screen.queryByText('替换已填写的内容？')).toBeNull());
    expect(valueOf('回款金额（元）')).toBe('5000.00');
  });
});

describe('客户 chosen on an invoice application', () => {
  const nodes = ['financial_invoice', 'financial_invoice_add', 'customer_customer'];
  const open = (path = '/financial/addInvoice') =>
    renderPage(path, <EntityFormPage entity={invoiceEntity} mode="add" />, { nodes });

  it("fills the buyer's 发票抬头, 纳税人识别号, 地址、电话 and 开户行及账号 from the customer's 开票信息", async () => {
    open();
    await pick('客户', '选择客户', '深圳市华锐智能科技有限公司');
    await waitFor(() => expect(valueOf('纳税人识别号')).toBe('91440300MA5F8XKJ2B'));
    expect(valueOf('名称（发票抬头）')).toBe('深圳市华锐智能科技有限公司');
    expect(valueOf('地址、电话')).toBe('深圳市南山区科技园南区 0755-86001234');
    expect(valueOf('开户行及账号')).toBe('招商银行深圳科技园支行 755912345610801');
    expect(api.to('/api/Customer/info')[0].query.get('id')).toBe('7');
  });

  it("another customer's details replace the filled ones, and what it lacks is cleared rather than left from the first", async () => {
    open();
    await pick('客户', '选择客户', '深圳市华锐智能科技有限公司');
    await waitFor(() => expect(valueOf('开户行及账号')).not.toBe(''));
    await pick('客户', '选择客户', '南京金陵商贸有限公司');
    await waitFor(() => {
      expect(valueOf('纳税人识别号')).toBe('91320100MA1MXXXX7Y');
      // no invoice title of its own: the customer's name
      expect(valueOf('名称（发票抬头）')).toBe('南京金陵商贸有限公司');
      expect(valueOf('地址、电话')).toBe('');
      expect(valueOf('开户行及账号')).toBe('');
    });
    expect(screen.queryByText('替换已填写的内容？')).toBeNull();
  });

  it('fills only the empty fields at once and asks before replacing a typed one', async () => {
    open();
    fireEvent.change(await screen.findByLabelText('名称（发票抬头）'), { target: { value: '华锐智能（深圳分公司）' } });
    await pick('客户', '选择客户', '深圳市华锐智能科技有限公司');
    await waitFor(() => expect(valueOf('纳税人识别号')).toBe('91440300MA5F8XKJ2B'));
    const question = await screen.findByText(
      '名称（发票抬头）已填写，与所选客户「深圳市华锐智能科技有限公司」的不同。是否替换为客户中的内容？',
    );
    expect(valueOf('名称（发票抬头）')).toBe('华锐智能（深圳分公司）');
    fireEvent.click(within(question.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /替 ?换/ }));
    await waitFor(() => expect(valueOf('名称（发票抬头）')).toBe('深圳市华锐智能科技有限公司'));
  });

  it('opened for a customer (a contract’s 开票申请), starts from its details', async () => {
    open('/financial/addInvoice?enterprise_id=8');
    await waitFor(() => expect(valueOf('纳税人识别号')).toBe('91320100MA1MXXXX7Y'));
    expect(valueOf('名称（发票抬头）')).toBe('南京金陵商贸有限公司');
  });
});
