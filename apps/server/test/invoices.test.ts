import { ERR } from '@suwork/domain';
import { INVOICE_MSG } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, contractTable } from '../src/modules/contract/tables.ts';
import { markBadDebtTransfer } from '../src/modules/invoice/index.ts';
import { demo } from './flow-fixtures.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';
import {
  applicationBody,
  approvedContracts,
  info as infoOf,
  letSalesApply,
  post as postAs,
  TAX_NUMBER,
  upload,
} from './invoice-fixtures.ts';

type Row = Record<string, unknown>;

let t: TestContext;
let admin: string;
/** 王强 (sales, applies), 刘洋 (his leader: approves), 李娜 (approves 刘洋's refunds), 赵敏 (finance: issues) */
let seller: string, leader: string, boss: string, finance: string;
let pdf: number;
beforeAll(async () => {
  t = await createTestApp();
  await letSalesApply(t);
  [admin, seller, leader, boss, finance] = await Promise.all([
    t.login(ADMIN),
    t.login(SALES),
    t.login(demo('刘洋')),
    t.login(demo('李娜')),
    t.login(demo('赵敏')),
  ]);
  pdf = await upload(t, finance, '电子发票.pdf');
});
afterAll(async () => t.close());

const post = (path: string, token: string, body: Row) => postAs(t, path, token, body);
const info = (id: number, token = seller) => infoOf(t, id, token);
const contractOf = async (id: number) =>
  (await t.call<Row>('GET', '/api/Contract/info', { token: admin, query: { id } })).body.data;
const apply = async (enterprise_id: number, lines: [number, string][], extra: Row = {}) =>
  post('/api/FinanceInvoice/add', seller, applicationBody(enterprise_id, lines, extra));
const submit = (id: number) => post('/api/flow/startflow', seller, { flow_type: 4, detail_id: id, to_user: '{}' });
const decide = (id: number, pass_type: 2 | 3) =>
  post('/api/flow/examine', leader, {
    flow_type: 4,
    detail_id: id,
    pass_type,
    reason: pass_type === 2 ? '同意' : '抬头有误',
  });
let numberSeq = 10_000_000;
const open = (invoice_id: number, invoice_amount: string, extra: Row = {}) =>
  post('/api/FinanceInvoice/openInvoice', finance, {
    invoice_id,
    invoice_amount,
    invoice_number: String(++numberSeq),
    invoice_date: '2026-11-24',
    attachments: [pdf],
    ...extra,
  });

/** An application applied for, submitted and approved; returns its id. */
async function approvedApplication(enterprise_id: number, lines: [number, string][], extra: Row = {}) {
  const res = await apply(enterprise_id, lines, extra);
  expect(res.msg).toBe('操作成功');
  expect((await submit(res.data.id)).msg).toBe('操作成功');
  expect((await decide(res.data.id, 2)).msg).toBe('操作成功');
  return res.data.id;
}

/** A collection of `amount` on the contract, confirmed by finance. */
async function collected(contract_id: number, amount: string) {
  const r = await post('/api/ContractPayment/add', seller, {
    contract_id,
    amount,
    receive_date: '2026-11-20',
    pay_method: 1,
  });
  expect(r.msg).toBe('操作成功');
  expect(
    (await post('/api/ContractPayment/confirm', finance, { receivable_id: r.data.id, actual_amount: amount })).msg,
  ).toBe('操作成功');
  return r.data.id;
}

describe('开票申请', () => {
  it('covers several contracts of one customer, numbered, 待提交, its amount the sum of the lines with their names', async () => {
    const { enterprise_id, contracts } = await approvedContracts(t, seller, leader, ['10000.00', '5000.00']);
    const res = await apply(enterprise_id, [
      [contracts[0], '3000'],
      [contracts[1], '1500.5'],
    ]);
    expect(res.msg).toBe('操作成功');
    const row = await info(res.data.id);
    expect(row.invoice_code).toMatch(/^KP-\d{8}-\d{4}$/);
    expect(row).toMatchObject({
      status: 0,
      transfer_type: 1,
      receive_status: 1,
      amount: '4500.50',
      invoice_amount: '0.00',
      invoicable_amount: '4500.50',
      received_amount: '0.00',
      stay_amount: '4500.50',
    });
    const c0 = await contractOf(contracts[0]);
    expect(row.contractList).toEqual([
      {
        contract_id: contracts[0],
        title: c0.title,
        company_name: c0.company_name,
        amount: '3000.00',
        invoice_amount: '0.00',
      },
      expect.objectContaining({ contract_id: contracts[1], amount: '1500.50' }),
    ]);
    expect(row.contract_ids).toEqual([...contracts].sort((a, b) => a - b));
    // each contract's 开票申请 tab lists it
    for (const c of contracts) {
      const tab = await t.call<Row[]>('GET', '/api/FinanceInvoice/getList', {
        token: seller,
        query: { contract_ids: c, page: 1, limit: 1 },
      });
      expect([tab.body.count, tab.body.data[0]?.id]).toEqual([1, res.data.id]);
    }
  });

  it('refuses contracts of another customer, one contract twice, a contract not approved, an amount of 0', async () => {
    const a = await approvedContracts(t, seller, leader, ['1000.00']);
    const b = await approvedContracts(t, seller, leader, ['1000.00']);
    expect(
      (
        await apply(a.enterprise_id, [
          [a.contracts[0], '10'],
          [b.contracts[0], '10'],
        ])
      ).msg,
    ).toBe(INVOICE_MSG.oneCustomer);
    expect(
      (
        await apply(a.enterprise_id, [
          [a.contracts[0], '10'],
          [a.contracts[0], '10'],
        ])
      ).msg,
    ).toBe(INVOICE_MSG.contractTwice);
    expect((await apply(a.enterprise_id, [[a.contracts[0], '0']])).msg).toBe('开票合同第1行：申请开票金额应大于0');
    expect((await apply(a.enterprise_id, [])).msg).toBe(INVOICE_MSG.contractsRequired);
    const draft = await post('/api/Contract/add', seller, {
      title: '未审批合同',
      enterprise_id: a.enterprise_id,
      amount: '100',
      sign_date: '2026-11-01',
      start_date: '2026-11-01',
      end_date: '2027-10-31',
    });
    expect((await apply(a.enterprise_id, [[draft.data.id, '10']])).msg).toBe(
      '合同「未审批合同」未审批通过，不能申请开票',
    );
    // a contract the member cannot see reads as missing
    expect((await apply(a.enterprise_id, [[2_000_000, '10']])).msg).toBe('开票合同第1行：合同不存在或无权查看');
  });

  it('checks the buyer: a unified social credit code, 专票 address and bank, delivery details; a receipt needs none', async () => {
    const { enterprise_id, contracts } = await approvedContracts(t, seller, leader, ['1000.00']);
    const line: [number, string][] = [[contracts[0], '10']];
    // each refusal names the field it is about, for the form to show it there
    expect(await apply(enterprise_id, line, { tax_number: '91350100M000100Y44' })).toMatchObject({
      msg: INVOICE_MSG.taxNumber,
      field: 'tax_number',
    });
    expect(await apply(enterprise_id, line, { tax_number: '' })).toMatchObject({
      msg: INVOICE_MSG.taxNumberRequired,
      field: 'tax_number',
    });
    expect(await apply(enterprise_id, line, { company: '' })).toMatchObject({
      msg: INVOICE_MSG.companyRequired,
      field: 'company',
    });
    expect(await apply(enterprise_id, line, { invoice_type: 2 })).toMatchObject({
      msg: INVOICE_MSG.specialNeedsAddress,
      field: 'address_phone',
    });
    expect(
      await apply(enterprise_id, line, { invoice_type: 4, address_phone: '深圳市南山区科技园 0755-12345678' }),
    ).toMatchObject({ msg: INVOICE_MSG.specialNeedsBank, field: 'bank_account' });
    expect(await apply(enterprise_id, line, { delivery: 2, receiver: '张三' })).toMatchObject({
      msg: INVOICE_MSG.postNeedsAddress,
      field: 'receiver_phone',
    });
    expect(await apply(enterprise_id, line, { delivery: 3 })).toMatchObject({
      msg: INVOICE_MSG.onlineNeedsEmail,
      field: 'receiver_email',
    });
    expect((await apply(enterprise_id, line, { invoice_type: 9 })).msg).toBe('发票类型的取值无效');
    const receipt = await apply(enterprise_id, line, { invoice_type: 3, company: '', tax_number: '' });
    expect(receipt.msg).toBe('操作成功');
    // lower case is taken as the code it spells
    const lower = await apply(enterprise_id, line, { tax_number: TAX_NUMBER.toLowerCase() });
    expect((await info(lower.data.id)).tax_number).toBe(TAX_NUMBER);
  });

  it('holds what it applied for once submitted: never more than a contract can still invoice', async () => {
    const { enterprise_id, contracts } = await approvedContracts(t, seller, leader, ['1000.00']);
    const [c] = contracts;
    expect((await apply(enterprise_id, [[c, '1000.01']])).msg).toBe(
      `合同「${(await contractOf(c)).title}」可开票金额不足，最多还可申请 1000.00 元`,
    );
    // two drafts both fit alone; the second one submitted no longer does
    const first = await apply(enterprise_id, [[c, '700']]);
    const second = await apply(enterprise_id, [[c, '400']]);
    expect((await submit(first.data.id)).msg).toBe('操作成功');
    expect((await info(first.data.id)).status).toBe(1);
    const refused = await submit(second.data.id);
    expect(refused.msg).toMatch(/可开票金额不足，最多还可申请 300\.00 元$/);
    expect((await info(second.data.id)).status).toBe(0);
    // the form's list of the customer's contracts says the same
    const offered = await t.call<Row[]>('GET', '/api/FinanceInvoice/invoicable', {
      token: seller,
      query: { enterprise_id },
    });
    expect(offered.body.data).toEqual([
      expect.objectContaining({
        contract_id: c,
        amount: '1000.00',
        held_amount: '700.00',
        invoicable_amount: '300.00',
      }),
    ]);
    // …except that editing an application leaves its own share out
    const editing = await t.call<Row[]>('GET', '/api/FinanceInvoice/invoicable', {
      token: seller,
      query: { enterprise_id, invoice_id: first.data.id },
    });
    expect(editing.body.data[0]).toMatchObject({ invoicable_amount: '1000.00' });
    // in approval it is not changed or deleted
    expect((await post('/api/FinanceInvoice/update', seller, { id: first.data.id, remark: '改一下' })).msg).toBe(
      '开票申请审核中，不能修改',
    );
    expect((await post('/api/FinanceInvoice/del', seller, { ids: [first.data.id] })).msg).toBe(
      '开票申请审核中，不能删除',
    );
  });

  it('follows its run: approved 待开票, rejected 驳回 (editable, holding nothing), withdrawn 已撤回', async () => {
    const { enterprise_id, contracts } = await approvedContracts(t, seller, leader, ['1000.00']);
    const [c] = contracts;
    const rejected = await apply(enterprise_id, [[c, '800']]);
    await submit(rejected.data.id);
    expect((await decide(rejected.data.id, 3)).msg).toBe('操作成功');
    expect((await info(rejected.data.id)).status).toBe(6);
    // rejected: it holds nothing, so another one may take the whole contract
    const other = await approvedApplication(enterprise_id, [[c, '1000']]);
    expect((await info(other)).status).toBe(2);
    expect(
      (
        await post('/api/FinanceInvoice/update', seller, {
          id: rejected.data.id,
          contractList: [{ contract_id: c, amount: '100' }],
        })
      ).msg,
    ).toMatch(/最多还可申请 0\.00 元$/);
    expect((await post('/api/FinanceInvoice/update', seller, { id: rejected.data.id, remark: '抬头已改' })).msg).toBe(
      '操作成功',
    );
    const { enterprise_id: e2, contracts: c2 } = await approvedContracts(t, seller, leader, ['500.00']);
    const withdrawn = await apply(e2, [[c2[0], '500']]);
    await submit(withdrawn.data.id);
    expect((await post('/api/flow/withdraw', seller, { flow_type: 4, detail_id: withdrawn.data.id })).msg).toBe(
      '操作成功',
    );
    expect((await info(withdrawn.data.id)).status).toBe(8);
    expect(
      (
        await post('/api/FinanceInvoice/update', seller, {
          id: withdrawn.data.id,
          contractList: [{ contract_id: c2[0], amount: '200' }],
        })
      ).msg,
    ).toBe('操作成功');
    expect(await info(withdrawn.data.id)).toMatchObject({
      amount: '200.00',
      invoicable_amount: '200.00',
      stay_amount: '200.00',
    });
    expect((await post('/api/FinanceInvoice/del', seller, { ids: [withdrawn.data.id] })).msg).toBe('操作成功');
  });
});

describe('财务开票 and 开具发票', () => {
  it("lists approved applications in finance's queue with the applicant; sales cannot issue", async () => {
    const { enterprise_id, contracts } = await approvedContracts(t, seller, leader, ['2000.00']);
    const id = await approvedApplication(enterprise_id, [[contracts[0], '2000']]);
    const queue = await t.call<Row[]>('GET', '/api/FinanceInvoice/financeList', {
      token: finance,
      query: { status: '2,3', limit: 100 },
    });
    const row = queue.body.data.find((r) => r.id === id)!;
    expect(row).toMatchObject({
      status: 2,
      amount: '2000.00',
      invoicable_amount: '2000.00',
      userInfo: { user_name: '王强' },
      contractList: [expect.objectContaining({ contract_id: contracts[0] })],
    });
    const denied = await t.call('GET', '/api/FinanceInvoice/financeList', { token: seller });
    expect(denied.body.code).toBe(ERR.noPermission.code);
    expect(
      (
        await post('/api/FinanceInvoice/openInvoice', seller, {
          invoice_id: id,
          invoice_amount: '1',
          invoice_number: '12345678',
          invoice_date: '2026-11-24',
          attachments: [],
        })
      ).code,
    ).toBe(ERR.noPermission.code);
    expect(
      (await t.call('GET', '/api/FinanceInvoice/financeList', { token: finance, query: { status: '1' } })).body.msg,
    ).toBe('开票状态应为 2、3、4 或 5，多个用逗号分隔');
  });

  it('issues in parts onto the contracts in their order: 部分开票, then 已全部开票, the contracts invoiced, then 移交 completes it', async () => {
    const { enterprise_id, contracts } = await approvedContracts(t, seller, leader, ['3000.00', '2000.00']);
    const id = await approvedApplication(enterprise_id, [
      [contracts[0], '1000'],
      [contracts[1], '500'],
    ]);
    expect((await open(id, '1200')).data).toMatchObject({ status: 3 });
    expect(await info(id)).toMatchObject({ status: 3, invoice_amount: '1200.00', invoicable_amount: '300.00' });
    expect((await contractOf(contracts[0])).invoice_amount).toBe('1000.00');
    expect((await contractOf(contracts[1])).invoice_amount).toBe('200.00');
    expect((await open(id, '300.01')).msg).toBe('开票金额不能超过该申请待开票金额 300.00 元');
    expect((await post('/api/FinanceInvoice/transfer', finance, { invoice_id: id })).msg).toBe('全部开票后才能移交');
    expect((await open(id, '300')).data).toMatchObject({ status: 4 });
    expect((await contractOf(contracts[1])).invoice_amount).toBe('500.00');
    expect((await open(id, '1')).msg).toBe('该申请已全部开票');
    const records = await t.call<Row[]>('GET', '/api/FinanceInvoiceRecord/getList', {
      token: seller,
      query: { invoice_id: id },
    });
    expect(records.body.data.map((r) => [r.invoice_amount, r.user_name, r.status])).toEqual([
      ['1200.00', '赵敏', 1],
      ['300.00', '赵敏', 1],
    ]);
    expect(records.body.data[0].contracts).toEqual([
      { contract_id: contracts[0], title: expect.any(String), amount: '1000.00' },
      { contract_id: contracts[1], title: expect.any(String), amount: '200.00' },
    ]);
    expect(records.body.data[0].attachments).toEqual([expect.objectContaining({ id: pdf, name: '电子发票.pdf' })]);
    expect((await post('/api/FinanceInvoice/transfer', finance, { invoice_id: id })).msg).toBe('操作成功');
    expect(await info(id)).toMatchObject({ status: 5, transfer_type: 2 });
    expect(
      (await post('/api/FinanceInvoiceRecord/cancel', finance, { record_id: records.body.data[0].id as number })).msg,
    ).toBe('发票已移交，不能作废');
    const log = await t.call<{ content: string }[]>('GET', '/api/FinanceInvoice/getLog', {
      token: seller,
      query: { id },
    });
    expect(log.body.data.map((l) => l.content)).toContain('发票已移交，开票申请已完成');
  });

  it('checks the invoice: its number, a file (PDF or OFD for an e-invoice), a number registered once; only approved applications', async () => {
    const { enterprise_id, contracts } = await approvedContracts(t, seller, leader, ['900.00']);
    const draft = await apply(enterprise_id, [[contracts[0], '100']]);
    expect((await open(draft.data.id, '10')).msg).toBe('该申请待提交，不能开票');
    const id = await approvedApplication(enterprise_id, [[contracts[0], '900']], { invoice_type: 5 });
    expect((await open(id, '10', { invoice_number: '1234' })).msg).toBe('发票号码应为8位或20位数字');
    expect((await open(id, '10', { invoice_number: '发票' })).msg).toBe('发票号码只能包含字母、数字和横线');
    expect((await open(id, '10', { attachments: [] })).msg).toBe('请上传发票扫描件或电子发票文件');
    const png = await upload(t, finance, '扫描件.png', 'png');
    expect((await open(id, '10', { attachments: [png] })).msg).toBe('电子发票请上传 PDF 或 OFD 文件');
    const doc = await upload(t, finance, '说明.docx', 'doc');
    expect((await open(id, '10', { attachments: [doc, pdf] })).msg).toBe('发票文件仅支持 jpg、png、pdf、ofd 格式');
    const someoneElses = await upload(t, seller, '别人的.pdf');
    expect((await open(id, '10', { attachments: [someoneElses] })).msg).toBe('发票文件包含无效的文件');
    expect((await open(id, '0')).msg).toBe('开票金额应大于0');
    expect((await open(id, '-1')).msg).toBe('开票金额不能为负数');
    expect((await open(id, '10', { invoice_number: '00000000000000000001' })).msg).toBe('操作成功');
    expect((await open(id, '10', { invoice_number: '00000000000000000001' })).msg).toBe(
      '发票号码 00000000000000000001 已登记',
    );
  });

  it('voids an issued invoice (红冲): the application and the contract count it no more', async () => {
    const { enterprise_id, contracts } = await approvedContracts(t, seller, leader, ['800.00']);
    const id = await approvedApplication(enterprise_id, [[contracts[0], '800']]);
    await open(id, '500');
    const [rec] = (
      await t.call<Row[]>('GET', '/api/FinanceInvoiceRecord/getList', { token: finance, query: { invoice_id: id } })
    ).body.data;
    expect((await post('/api/FinanceInvoiceRecord/cancel', finance, { record_id: rec.id as number })).msg).toBe(
      '操作成功',
    );
    expect(await info(id)).toMatchObject({ status: 2, invoice_amount: '0.00', invoicable_amount: '800.00' });
    expect((await contractOf(contracts[0])).invoice_amount).toBe('0.00');
    expect((await post('/api/FinanceInvoiceRecord/cancel', finance, { record_id: rec.id as number })).msg).toBe(
      '该发票已作废',
    );
    // the same number may be registered again once voided
    expect((await open(id, '800', { invoice_number: rec.invoice_number })).msg).toBe('操作成功');
  });

  it('作废 releases what was not issued; only its applicant or finance may, and only 待开票 or 部分开票', async () => {
    const { enterprise_id, contracts } = await approvedContracts(t, seller, leader, ['1000.00']);
    const id = await approvedApplication(enterprise_id, [[contracts[0], '1000']]);
    await open(id, '400');
    expect((await post('/api/FinanceInvoice/cancel', leader, { invoice_id: id })).code).toBe(ERR.noPermission.code);
    expect((await post('/api/FinanceInvoice/cancel', seller, { invoice_id: id })).msg).toBe('操作成功');
    expect(await info(id)).toMatchObject({
      status: 7,
      invoice_amount: '400.00',
      invoicable_amount: '0.00',
      receive_status: 0,
    });
    expect((await post('/api/FinanceInvoice/cancel', seller, { invoice_id: id })).msg).toBe('该申请已作废');
    expect((await open(id, '1')).msg).toBe('该申请已作废，不能开票');
    // what was issued still holds; the rest is free again
    expect((await apply(enterprise_id, [[contracts[0], '600.01']])).msg).toMatch(/最多还可申请 600\.00 元$/);
    expect((await apply(enterprise_id, [[contracts[0], '600']])).msg).toBe('操作成功');
  });

  it('finds applications by contract and invoice type in the invoice picker, 5 a page', async () => {
    const { enterprise_id, contracts } = await approvedContracts(t, seller, leader, ['1000.00', '1000.00']);
    const a = await apply(enterprise_id, [[contracts[0], '100']], { invoice_type: 3 });
    const b = await apply(enterprise_id, [
      [contracts[0], '100'],
      [contracts[1], '100'],
    ]);
    const pick = async (query: Record<string, string | number>) =>
      (await t.call<Row[]>('GET', '/api/FinanceInvoice/getList', { token: seller, query })).body;
    expect((await pick({ contract_id: contracts[0] })).data.map((r) => r.id)).toEqual([b.data.id, a.data.id]);
    expect((await pick({ contract_id: contracts[1] })).data.map((r) => r.id)).toEqual([b.data.id]);
    expect((await pick({ contract_id: contracts[0], type: 3 })).data.map((r) => r.id)).toEqual([a.data.id]);
    expect((await pick({ contract_id: 'x' })).msg).toBe('应为编号，多个用逗号分隔');
  });
});

describe('收款 and what refunds and bad debts do', () => {
  it("takes its 已收款 from the contract's collected money, oldest application first; 无需收款 has no receipt", async () => {
    const { enterprise_id, contracts } = await approvedContracts(t, seller, leader, ['1000.00']);
    const [c] = contracts;
    const first = await approvedApplication(enterprise_id, [[c, '600']]);
    const second = await approvedApplication(enterprise_id, [[c, '300']], { is_receive: 2 });
    await collected(c, '700');
    // a write on the contract's invoices settles them again
    await open(first, '600');
    expect(await info(first)).toMatchObject({ received_amount: '600.00', stay_amount: '0.00', receive_status: 3 });
    expect(await info(second)).toMatchObject({ received_amount: '100.00', stay_amount: '0.00', receive_status: 0 });
    const [rec] = (
      await t.call<Row[]>('GET', '/api/FinanceInvoiceRecord/getList', { token: finance, query: { invoice_id: first } })
    ).body.data;
    expect(rec.receive_status).toBe(3);
  });

  it('voids (已作废(合同退款)) an application the collected money covered and no longer does once a refund is approved', async () => {
    const { enterprise_id, contracts } = await approvedContracts(t, seller, leader, ['1000.00']);
    const [c] = contracts;
    const paid = await approvedApplication(enterprise_id, [[c, '400']], { is_receive: 2 });
    const unpaid = await approvedApplication(enterprise_id, [[c, '300']]);
    const receivable = await collected(c, '400');
    await open(paid, '400');
    expect(await info(paid)).toMatchObject({ transfer_type: 1, received_amount: '400.00' });
    const refund = await post('/api/ContractRefund/add', leader, {
      contract_id: c,
      receivable_id: receivable,
      amount: '150',
      refund_date: '2026-11-22',
      refund_method: 1,
      reason: '部分退货',
    });
    expect(refund.msg).toBe('操作成功');
    expect(
      (await post('/api/flow/startflow', leader, { flow_type: 3, detail_id: refund.data.id, to_user: '{}' })).msg,
    ).toBe('操作成功');
    expect(
      (await post('/api/flow/examine', boss, { flow_type: 3, detail_id: refund.data.id, pass_type: 2, reason: '同意' }))
        .msg,
    ).toBe('操作成功');
    expect(await info(paid)).toMatchObject({ transfer_type: 3, invoicable_amount: '0.00', received_amount: '0.00' });
    // still waiting for its money: left alone
    expect(await info(unpaid)).toMatchObject({ transfer_type: 1, status: 2 });
    expect((await open(paid, '1')).msg).toBe('该申请已作废(合同退款)，不能开票');
    const log = await t.call<{ content: string }[]>('GET', '/api/FinanceInvoice/getLog', {
      token: seller,
      query: { id: paid },
    });
    expect(log.body.data[0].content).toBe('合同退款后回款不足以覆盖该申请，移交状态改为已作废(合同退款)');
  });

  it('voids (已作废(坏账)) the applications collected money does not cover when the debt is written off', async () => {
    const { enterprise_id, contracts } = await approvedContracts(t, seller, leader, ['1000.00']);
    const [c] = contracts;
    const covered = await approvedApplication(enterprise_id, [[c, '300']]);
    const open1 = await approvedApplication(enterprise_id, [[c, '500']]);
    await collected(c, '300');
    const voided = await t.database.db.transaction((tx) => markBadDebtTransfer(tx, c, t.clock.now()));
    expect(voided).toEqual([open1]);
    expect(await info(covered)).toMatchObject({ transfer_type: 1, receive_status: 3 });
    expect(await info(open1)).toMatchObject({ transfer_type: 4, invoicable_amount: '0.00' });
    // it holds nothing now: the contract may take 700 more
    const [row] = await t.database.db
      .select({ invoiced: contract.invoice_amount })
      .from(contractTable)
      .where(eq(contract.id, c));
    expect(row.invoiced).toBe('0.00');
    expect((await apply(enterprise_id, [[c, '700']])).msg).toBe('操作成功');
  });
});
