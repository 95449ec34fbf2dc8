import { DATA_SCOPE, Decimal, ERR, moneyText } from '@suwork/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindOverdueBorrows } from '../src/modules/finance/borrow-reminders.ts';
import { notifications } from '../src/db/schema.ts';
import { and, eq } from 'drizzle-orm';
import { demo } from './flow-fixtures.ts';
import { memberWithNodes, userId } from './org-fixtures.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';
import { postMultipart, xlsxOf } from './upload-helpers.ts';
import { createRecord } from './entity-fixtures.ts';
import { customerEntity, paymentEntity } from '@suwork/domain/entities';
import { EntityService } from '../src/core/engine/entity-service.ts';
import { ApiError } from '../src/core/envelope.ts';

let t: TestContext;
let admin: string;
let seller: string;
let leader: string;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  seller = await t.login(SALES);
  leader = await t.login(demo('刘洋'));
  finance = await t.login(demo('赵敏'));
});
afterAll(async () => t.close());

type Row = Record<string, unknown>;
const info = async (controller: string, id: number, token = admin) =>
  (await t.call<Row>('GET', `/api/${controller}/info`, { token, query: { id } })).body.data;
const post = async (path: string, token: string, body: Row) =>
  (await t.call<{ id: number }>('POST', path, { token, body })).body;
const flow = (action: 'startflow' | 'withdraw', token: string, flow_type: number, detail_id: number) =>
  post(`/api/flow/${action}`, token, { flow_type, detail_id, ...(action === 'startflow' ? { to_user: '{}' } : {}) });
const decide = (token: string, flow_type: number, detail_id: number, pass_type: 2 | 3) =>
  post('/api/flow/examine', token, { flow_type, detail_id, pass_type, reason: pass_type === 2 ? '同意' : '金额有误' });

const BORROW = 7;
const EXPENSE = 5;
const PAYMENT = 6;

/** A borrowing of 王强's, saved (待提交). */
async function borrowDraft(money = '5000.00', extra: Row = {}) {
  const res = await post('/api/FinanceBorrow/add', seller, {
    money,
    reason: '出差备用金',
    borrow_date: '2026-11-20',
    repay_date: '2026-12-20',
    bank_name: '招商银行',
    bank_account: '6225880000000001',
    ...extra,
  });
  expect(res.msg).toBe('操作成功');
  return res.data.id;
}

/** A borrowing of 王强's approved by 刘洋 (待付款). */
async function approvedBorrow(money = '5000.00') {
  const id = await borrowDraft(money);
  expect((await flow('startflow', seller, BORROW, id)).msg).toBe('操作成功');
  expect((await decide(leader, BORROW, id, 2)).msg).toBe('操作成功');
  return id;
}

/** A payment by 赵敏 of these documents, approved by her leader (the administrator). */
async function pay(items: Row[], approve = true) {
  const res = await post('/api/FinancePayment/add', finance, {
    items,
    payee: '王强',
    pay_method: 1,
    pay_date: '2026-11-21',
  });
  expect(res.msg).toBe('操作成功');
  const id = res.data.id;
  if (approve) {
    expect((await flow('startflow', finance, PAYMENT, id)).msg).toBe('操作成功');
    expect((await decide(admin, PAYMENT, id, 2)).msg).toBe('操作成功');
  }
  return id;
}

/** A borrowing paid out in full (已付款待还款). */
async function paidBorrow(money = '5000.00') {
  const id = await approvedBorrow(money);
  await pay([{ doc_type: 2, doc_id: id, amount: money }]);
  return id;
}

const line = (amount: string, category = 1) => ({
  date: '2026-11-18',
  category,
  amount,
  description: '出租车',
  bill_count: 1,
});

async function claim(items: Row[], extra: Row = {}, token = seller) {
  return post('/api/FinanceExpense/add', token, { title: '11月差旅报销', items, ...extra });
}

describe('借款', () => {
  it('is numbered and named after its applicant; 待提交 until submitted, then 待审核, 待付款 once approved', async () => {
    const id = await borrowDraft('3200.50');
    expect(await info('FinanceBorrow', id, seller)).toMatchObject({
      code: expect.stringMatching(/^JK-\d{8}-\d{4}$/),
      apply_name: '王强',
      status: 0,
      money: '3200.50',
      paid_money: '0.00',
      unpaid_money: '3200.50',
      locked: 1,
    });
    expect((await flow('startflow', seller, BORROW, id)).msg).toBe('操作成功');
    expect((await info('FinanceBorrow', id)).status).toBe(1);
    expect((await post('/api/FinanceBorrow/update', seller, { id, money: '1.00' })).msg).toBe('借款待审核，不能修改');
    expect((await flow('withdraw', seller, BORROW, id)).msg).toBe('操作成功');
    expect((await info('FinanceBorrow', id)).status).toBe(5);
    expect((await post('/api/FinanceBorrow/update', seller, { id, money: '3000.00' })).msg).toBe('操作成功');
    expect((await flow('startflow', seller, BORROW, id)).msg).toBe('操作成功');
    expect((await decide(leader, BORROW, id, 3)).msg).toBe('操作成功');
    expect((await info('FinanceBorrow', id)).status).toBe(3);
    expect((await flow('startflow', seller, BORROW, id)).msg).toBe('操作成功');
    expect((await decide(leader, BORROW, id, 2)).msg).toBe('操作成功');
    expect(await info('FinanceBorrow', id)).toMatchObject({ status: 2, unpaid_money: '3000.00' });
  });

  it('refuses a repayment date before the borrowing and a zero amount, changing nothing', async () => {
    expect(
      (
        await post('/api/FinanceBorrow/add', seller, {
          money: '100',
          reason: 'x',
          borrow_date: '2026-11-20',
          repay_date: '2026-11-01',
        })
      ).msg,
    ).toBe('预计还款日期不能早于借款日期');
    expect(
      (
        await post('/api/FinanceBorrow/add', seller, {
          money: '0',
          reason: 'x',
          borrow_date: '2026-11-20',
          repay_date: '2026-12-01',
        })
      ).msg,
    ).toBe('借款金额应大于0');
  });

  it('is paid in parts (待付款 until all is paid, then 已付款待还款), repaid in cash, and 已还款 at the end', async () => {
    const id = await approvedBorrow('5000.00');
    await pay([{ doc_type: 2, doc_id: id, amount: '2000.00' }]);
    expect(await info('FinanceBorrow', id)).toMatchObject({
      status: 2,
      paid_money: '2000.00',
      unpaid_money: '3000.00',
      unpayment_received: '2000.00',
    });
    await pay([{ doc_type: 2, doc_id: id, amount: '3000.00' }]);
    expect(await info('FinanceBorrow', id)).toMatchObject({
      status: 4,
      paid_money: '5000.00',
      unpaid_money: '0.00',
      unpayment_received: '5000.00',
    });

    const repay = (amount: string) =>
      post('/api/FinanceBorrow/repay', finance, { borrow_id: id, amount, repay_date: '2026-11-22', method: 2 });
    expect((await repay('5000.01')).msg).toBe('还款金额不能超过未还款金额 5000.00');
    expect((await repay('1500.00')).msg).toBe('操作成功');
    expect(await info('FinanceBorrow', id)).toMatchObject({
      status: 4,
      payment_received: '1500.00',
      unpayment_received: '3500.00',
    });
    expect((await repay('3500.00')).msg).toBe('操作成功');
    expect(await info('FinanceBorrow', id)).toMatchObject({
      status: 6,
      payment_received: '5000.00',
      unpayment_received: '0.00',
    });
    const list = await t.call<Row[]>('GET', '/api/FinanceBorrow/repayList', {
      token: seller,
      query: { borrow_id: id },
    });
    expect(list.body.count).toBe(2);
    expect(list.body.data.map((r) => r.amount)).toEqual(expect.arrayContaining(['1500.00', '3500.00']));
    // a member without the repay node
    expect(
      (
        await post('/api/FinanceBorrow/repay', seller, {
          borrow_id: id,
          amount: '1',
          repay_date: '2026-11-22',
          method: 2,
        })
      ).code,
    ).not.toBe(0);
  });

  it('作废 only before anything is paid', async () => {
    const id = await approvedBorrow('800.00');
    const paying = await pay([{ doc_type: 2, doc_id: id, amount: '100.00' }], false);
    expect((await post('/api/FinanceBorrow/cancel', finance, { borrow_id: id })).msg).toBe(
      '借款已有付款单，不能作废，请先删除或作废付款单',
    );
    expect((await post('/api/FinancePayment/del', finance, { ids: [paying] })).msg).toBe('操作成功');
    expect((await post('/api/FinanceBorrow/cancel', finance, { borrow_id: id })).msg).toBe('操作成功');
    expect((await info('FinanceBorrow', id)).status).toBe(7);
    expect((await post('/api/FinanceBorrow/cancel', finance, { borrow_id: id })).msg).toBe('借款已作废');
  });

  it('reminds its applicant once when overdue and not fully repaid', async () => {
    const id = await paidBorrow('600.00');
    const sent = await remindOverdueBorrows(t.database.db, '2026-12-21');
    expect(sent).toBeGreaterThan(0);
    expect(await remindOverdueBorrows(t.database.db, '2026-12-22')).toBe(0);
    const mine = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.business_type, 'borrow'), eq(notifications.business_id, id)));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ user_id: await userId(t, '王强') });
    expect(mine[0].title).toContain('已逾期');
  });
});

describe('报销', () => {
  it('totals its lines to the cent, checks each line, and is numbered', async () => {
    const res = await claim([line('0.10'), line('0.20', 2), line('1234.56', 3)]);
    expect(res.msg).toBe('操作成功');
    expect(await info('FinanceExpense', res.data.id, seller)).toMatchObject({
      code: expect.stringMatching(/^BX-\d{8}-\d{4}$/),
      amount: '1234.86',
      payable_amount: '1234.86',
      status: 1,
    });
    expect((await claim([{ ...line('10'), amount: null }])).msg).toBe('报销明细第1行：请输入金额');
    expect((await claim([line('10'), { ...line('5'), category: 999 }])).msg).toBe('报销明细第2行：费用类别的取值无效');
    expect((await claim([])).msg).toBe('请添加报销明细');
    expect((await claim([{ ...line('1'), extra: 1 }])).code).not.toBe(0);
  });

  it('approved, waits for payment (待付款 → 部分付款 → 已付款); a payment is never more than what is left', async () => {
    const id = (await claim([line('300.00'), line('200.00')])).data.id;
    expect((await flow('startflow', seller, EXPENSE, id)).msg).toBe('操作成功');
    expect((await decide(leader, EXPENSE, id, 2)).msg).toBe('操作成功');
    expect(await info('FinanceExpense', id)).toMatchObject({ status: 3, pay_status: 1, unpaid_amount: '500.00' });
    await pay([{ doc_type: 1, doc_id: id, amount: '120.00' }]);
    expect(await info('FinanceExpense', id)).toMatchObject({
      pay_status: 2,
      paid_amount: '120.00',
      unpaid_amount: '380.00',
    });
    const over = await post('/api/FinancePayment/add', finance, {
      items: [{ doc_type: 1, doc_id: id, amount: '380.01' }],
      payee: '王强',
      pay_method: 1,
      pay_date: '2026-11-21',
    });
    expect(over.msg).toMatch(/^付款明细第1行：报销 BX-\d{8}-\d{4} 还可付款 380\.00 元$/);
    await pay([{ doc_type: 1, doc_id: id, amount: '380.00' }]);
    expect(await info('FinanceExpense', id)).toMatchObject({
      pay_status: 3,
      paid_amount: '500.00',
      unpaid_amount: '0.00',
    });
  });

  it('offsets the claimant’s own paid borrowings: locked while in approval, repaid on approval, less to pay', async () => {
    const b = await paidBorrow('1000.00');
    const tooMuch = await claim([line('500.00')], { borrow_ids: [b], offset_amount: '600.00' });
    expect(tooMuch.msg).toBe('冲抵借款金额不能超过报销总额 500.00');
    const id = (await claim([line('1500.00')], { borrow_ids: [b], offset_amount: '1000.00' })).data.id;
    expect((await info('FinanceExpense', id)).payable_amount).toBe('500.00');
    // someone else's claim cannot offset it
    const other = await claim([line('100.00')], { borrow_ids: [b], offset_amount: '50.00' }, leader);
    expect(other.msg).toMatch(/不是报销人的借款，不能冲抵$/);

    expect((await flow('startflow', seller, EXPENSE, id)).msg).toBe('操作成功');
    expect((await info('FinanceBorrow', b)).locked).toBe(2);
    // a second claim on the same borrowing waits for the first
    const second = (await claim([line('100.00')], { borrow_ids: [b], offset_amount: '100.00' })).data.id;
    expect((await flow('startflow', seller, EXPENSE, second)).msg).toMatch(/正由其他报销单冲抵中/);
    expect(
      (
        await post('/api/FinanceBorrow/repay', finance, {
          borrow_id: b,
          amount: '1',
          repay_date: '2026-11-22',
          method: 2,
        })
      ).msg,
    ).toMatch(/正由报销单冲抵中/);

    expect((await decide(leader, EXPENSE, id, 2)).msg).toBe('操作成功');
    expect(await info('FinanceBorrow', b)).toMatchObject({
      locked: 1,
      status: 6,
      payment_received: '1000.00',
      unpayment_received: '0.00',
    });
    expect(await info('FinanceExpense', id)).toMatchObject({ pay_status: 1, unpaid_amount: '500.00' });
    const repaid = await t.call<Row[]>('GET', '/api/FinanceBorrow/repayList', {
      token: finance,
      query: { borrow_id: b },
    });
    expect(repaid.body.data[0]).toMatchObject({ amount: '1000.00', expense_id: id, method: null });
    // the borrowing is repaid: the second claim can no longer offset it
    expect((await flow('startflow', seller, EXPENSE, second)).msg).toMatch(/不是已付款待还款状态/);
  });

  it('a rejected claim frees the borrowing it held', async () => {
    const b = await paidBorrow('400.00');
    const id = (await claim([line('400.00')], { borrow_ids: [b], offset_amount: '400.00' })).data.id;
    expect((await flow('startflow', seller, EXPENSE, id)).msg).toBe('操作成功');
    expect((await decide(leader, EXPENSE, id, 3)).msg).toBe('操作成功');
    expect(await info('FinanceBorrow', b)).toMatchObject({ locked: 1, status: 4, unpayment_received: '400.00' });
  });
});

describe('付款', () => {
  it('settles several documents at once and lists only what can still be paid', async () => {
    const b = await approvedBorrow('700.00');
    const e = (await claim([line('90.00')])).data.id;
    await flow('startflow', seller, EXPENSE, e);
    await decide(leader, EXPENSE, e, 2);
    const payables = async (doc_type: number) =>
      (await t.call<Row[]>('GET', '/api/FinancePayment/payables', { token: finance, query: { doc_type, limit: 100 } }))
        .body.data;
    expect((await payables(2)).find((r) => r.doc_id === b)).toMatchObject({ left_amount: '700.00', user_name: '王强' });
    const id = await pay(
      [
        { doc_type: 2, doc_id: b, amount: '700.00' },
        { doc_type: 1, doc_id: e, amount: '90.00' },
      ],
      false,
    );
    expect(await info('FinancePayment', id)).toMatchObject({ amount: '790.00', status: 1 });
    const items = (await info('FinancePayment', id)).items as Row[];
    expect(items).toEqual([
      expect.objectContaining({ doc_code: expect.stringMatching(/^JK-/) }),
      expect.objectContaining({ doc_code: expect.stringMatching(/^BX-/) }),
    ]);
    // each document named by its number and name (what the page links), not its id
    expect(items.map((i) => i.doc_name)).toEqual([
      `${String(items[0].doc_code)} 出差备用金`,
      `${String(items[1].doc_code)} 11月差旅报销`,
    ]);
    // held by the draft: nothing left to offer
    expect((await payables(2)).find((r) => r.doc_id === b)).toMatchObject({ left_amount: '0.00' });
    expect((await info('FinanceBorrow', b)).paid_money).toBe('0.00');
    expect((await flow('startflow', finance, PAYMENT, id)).msg).toBe('操作成功');
    expect((await decide(admin, PAYMENT, id, 2)).msg).toBe('操作成功');
    expect(await info('FinanceBorrow', b)).toMatchObject({ status: 4, paid_money: '700.00' });
    expect(await info('FinanceExpense', e)).toMatchObject({ pay_status: 3 });
    expect((await payables(2)).some((r) => r.doc_id === b)).toBe(false);
  });

  it('refuses a document twice, one not approved, and unknown ones', async () => {
    const b = await approvedBorrow('100.00');
    const draftClaim = (await claim([line('50.00')])).data.id;
    const add = (items: Row[]) =>
      post('/api/FinancePayment/add', finance, { items, payee: '王强', pay_method: 1, pay_date: '2026-11-21' });
    expect(
      (
        await add([
          { doc_type: 2, doc_id: b, amount: '10' },
          { doc_type: 2, doc_id: b, amount: '10' },
        ])
      ).msg,
    ).toBe('付款明细第2行：同一单据只能付款一次，请合并金额');
    expect((await add([{ doc_type: 1, doc_id: draftClaim, amount: '10' }])).msg).toMatch(
      /^付款明细第1行：报销 BX-\d+-\d+ 不是待付款状态$/,
    );
    expect((await add([{ doc_type: 2, doc_id: 99_999_999, amount: '10' }])).msg).toBe(
      '付款明细第1行：单据不存在或无权查看',
    );
    expect((await add([{ doc_type: 3, doc_id: b, amount: '10' }])).code).not.toBe(0);
  });

  it('pays only documents within the payer’s data scope, and pay sheets only for holders of 工资录入', async () => {
    const e = (await claim([line('40.00')])).data.id; // 王强's, 销售一部
    await flow('startflow', seller, EXPENSE, e);
    await decide(leader, EXPENSE, e, 2);
    const nodes = ['financial_payment', 'financial_expenseAccount', 'financial_borrow'];
    const own = await memberWithNodes(t, nodes, { dept: '财务部', scope: DATA_SCOPE.self });
    const sameDept = await memberWithNodes(t, nodes, { dept: '销售一部', scope: DATA_SCOPE.dept });
    const body = {
      items: [{ doc_type: 1, doc_id: e, amount: '40.00' }],
      payee: '王强',
      pay_method: 1,
      pay_date: '2026-11-21',
    };
    const payments = async () =>
      (await t.call<Row[]>('GET', '/api/FinancePayment/getList', { token: admin, query: { limit: 100 } })).body.count;
    const before = await payments();
    expect((await post('/api/FinancePayment/add', own.token, body)).msg).toBe('付款明细第1行：单据不存在或无权查看');
    expect(await payments()).toBe(before);
    expect(
      (
        await t.call<Row[]>('GET', '/api/FinancePayment/payables', { token: own.token, query: { doc_type: 1 } })
      ).body.data.map((r) => r.doc_id),
    ).not.toContain(e);
    expect((await post('/api/FinancePayment/add', sameDept.token, body)).msg).toBe('操作成功');
    // a pay sheet names everyone's pay: its page node is needed to list or pay one
    const sheetId = (
      await post('/api/FinanceSalary/add', finance, {
        month: '2026-10',
        pay_dept_id: 1,
        lines: [{ user_id: await userId(t, '王强'), gross: '100.00' }],
      })
    ).data.id;
    await flow('startflow', finance, 13, sheetId);
    await decide(admin, 13, sheetId, 2);
    const everyone = await memberWithNodes(t, nodes, { dept: '财务部', scope: DATA_SCOPE.all });
    const item = {
      items: [{ doc_type: 3, doc_id: sheetId, amount: '1.00' }],
      payee: '销售一部',
      pay_method: 1,
      pay_date: '2026-11-21',
    };
    expect((await post('/api/FinancePayment/add', everyone.token, item)).msg).toBe(
      '付款明细第1行：单据不存在或无权查看',
    );
    expect(
      (await t.call('GET', '/api/FinancePayment/payables', { token: everyone.token, query: { doc_type: 3 } })).body
        .code,
    ).toBe(ERR.noPermission.code);
    expect((await post('/api/FinancePayment/add', finance, item)).msg).toBe('操作成功');
  });

  it('a payer of one department names, adding or editing, only that department’s claims and borrowings; a payer of the whole company names any', async () => {
    // 王强's (销售一部) approved claim and borrowing; 赵敏's (财务部) approved borrowing and saved claim
    const salesBorrow = await approvedBorrow('300.00');
    const salesClaim = (await claim([line('30.00')])).data.id;
    expect((await flow('startflow', seller, EXPENSE, salesClaim)).msg).toBe('操作成功');
    expect((await decide(leader, EXPENSE, salesClaim, 2)).msg).toBe('操作成功');
    const otherBorrow = (
      await post('/api/FinanceBorrow/add', finance, {
        money: '500.00',
        reason: '备用金',
        borrow_date: '2026-11-20',
        repay_date: '2026-12-20',
      })
    ).data.id;
    expect((await flow('startflow', finance, BORROW, otherBorrow)).msg).toBe('操作成功');
    expect((await decide(admin, BORROW, otherBorrow, 2)).msg).toBe('操作成功');
    const otherDraft = (await claim([line('20.00')], {}, finance)).data.id;

    const nodes = ['financial_payment', 'financial_expenseAccount', 'financial_borrow'];
    const payer = await memberWithNodes(t, nodes, { dept: '销售一部', scope: DATA_SCOPE.dept });
    const body = (items: Row[]) => ({ items, payee: '王强', pay_method: 1, pay_date: '2026-11-21' });
    const payables = async (token: string, doc_type: number) =>
      (
        await t.call<Row[]>('GET', '/api/FinancePayment/payables', { token, query: { doc_type, limit: 100 } })
      ).body.data.map((r) => r.doc_id);
    const written = async () => ({
      payments: (await t.call<Row[]>('GET', '/api/FinancePayment/getList', { token: admin, query: { limit: 100 } }))
        .body.count,
      held: (
        await t.call<Row[]>('GET', '/api/FinancePayment/payables', { token: admin, query: { doc_type: 2, limit: 100 } })
      ).body.data.find((r) => r.doc_id === otherBorrow)?.left_amount,
    });
    const before = await written();
    expect(before.held).toBe('500.00');

    // the list of what can be paid holds the department's documents only
    expect(await payables(payer.token, 2)).toContain(salesBorrow);
    expect(await payables(payer.token, 2)).not.toContain(otherBorrow);
    expect(await payables(payer.token, 1)).toContain(salesClaim);

    // another department's document is refused on add, with the answer a missing one gets, and nothing is written
    const add = async (items: Row[]) => (await post('/api/FinancePayment/add', payer.token, body(items))).msg;
    const missing = await add([{ doc_type: 2, doc_id: 99_999_999, amount: '10' }]);
    expect(missing).toBe('付款明细第1行：单据不存在或无权查看');
    expect(await add([{ doc_type: 2, doc_id: otherBorrow, amount: '10' }])).toBe(missing);
    // not even its state is told (a saved claim is not awaiting payment)
    expect(await add([{ doc_type: 1, doc_id: otherDraft, amount: '10' }])).toBe(missing);
    expect(
      await add([
        { doc_type: 1, doc_id: salesClaim, amount: '30.00' },
        { doc_type: 2, doc_id: otherBorrow, amount: '10' },
      ]),
    ).toBe('付款明细第2行：单据不存在或无权查看');
    expect(await written()).toEqual(before);

    // its own department's documents are paid; editing the payment cannot bring another department's in (no route
    // edits a payment: the engine's update, which any future edit goes through, checks its rows the same way)
    const res = await post(
      '/api/FinancePayment/add',
      payer.token,
      body([{ doc_type: 1, doc_id: salesClaim, amount: '30.00' }]),
    );
    expect(res.msg).toBe('操作成功');
    const id = res.data.id;
    const counted = await written();
    const payments = new EntityService(paymentEntity, t.database.db, t.config.tzOffsetMinutes, 'owned', t.app);
    const payerUser = (await t.app.sessions.resolve(payer.token))!.user;
    const update = (items: Row[]) =>
      payments.update(payerUser, id, { items }).then(
        () => '操作成功',
        (err: unknown) => (err instanceof ApiError ? err.message : Promise.reject(err)),
      );
    expect(
      await update([
        { doc_type: 1, doc_id: salesClaim, amount: '30.00' },
        { doc_type: 2, doc_id: otherBorrow, amount: '10' },
      ]),
    ).toBe('付款明细第2行：单据不存在或无权查看');
    expect(await update([{ doc_type: 2, doc_id: otherBorrow, amount: '500.00' }])).toBe(missing);
    expect(await written()).toEqual(counted);
    expect(await info('FinancePayment', id)).toMatchObject({
      amount: '30.00',
      items: [expect.objectContaining({ doc_type: 1, doc_id: salesClaim })],
    });
    expect(
      await update([
        { doc_type: 1, doc_id: salesClaim, amount: '30.00' },
        { doc_type: 2, doc_id: salesBorrow, amount: '300.00' },
      ]),
    ).toBe('操作成功');
    expect((await info('FinancePayment', id)).amount).toBe('330.00');

    // a payer whose data scope is the whole company lists and pays any department's
    const everyone = await memberWithNodes(t, nodes, { dept: '销售一部', scope: DATA_SCOPE.all });
    expect(await payables(everyone.token, 2)).toContain(otherBorrow);
    expect(
      (
        await post(
          '/api/FinancePayment/add',
          everyone.token,
          body([{ doc_type: 2, doc_id: otherBorrow, amount: '500.00' }]),
        )
      ).msg,
    ).toBe('操作成功');
  });

  it('作废 an approved payment: the documents owe it again', async () => {
    const e = (await claim([line('66.00')])).data.id;
    await flow('startflow', seller, EXPENSE, e);
    await decide(leader, EXPENSE, e, 2);
    const id = await pay([{ doc_type: 1, doc_id: e, amount: '66.00' }]);
    expect((await info('FinanceExpense', e)).pay_status).toBe(3);
    expect((await post('/api/FinancePayment/cancel', finance, { payment_id: id })).msg).toBe('操作成功');
    expect((await info('FinancePayment', id)).status).toBe(9);
    expect(await info('FinanceExpense', e)).toMatchObject({
      pay_status: 1,
      paid_amount: '0.00',
      unpaid_amount: '66.00',
    });
    expect((await post('/api/FinancePayment/cancel', finance, { payment_id: id })).msg).toBe('付款单已作废');
  });

  it('a submitted payment cannot be changed or deleted', async () => {
    const b = await approvedBorrow('100.00');
    const id = await pay([{ doc_type: 2, doc_id: b, amount: '50.00' }], false);
    expect((await flow('startflow', finance, PAYMENT, id)).msg).toBe('操作成功');
    expect((await post('/api/FinancePayment/del', finance, { ids: [id] })).msg).toBe('付款审批中，不能删除');
  });
});

describe('工资录入', () => {
  const sheet = (lines: Row[], extra: Row = {}) =>
    post('/api/FinanceSalary/add', finance, { month: '2026-11', pay_dept_id: 1, lines, ...extra });

  it('nets each member’s pay, totals the sheet, and refuses a member twice or deductions above the pay', async () => {
    const [wang, yang] = [await userId(t, '王强'), await userId(t, '杨磊')];
    const res = await sheet([
      { user_id: wang, gross: '12000.00', deductions: '200.00', social_security: '1260.00', tax: '345.60' },
      { user_id: yang, gross: '9000', social_security: '945.00', tax: '90.00' },
    ]);
    expect(res.msg).toBe('操作成功');
    const row = await info('FinanceSalary', res.data.id, finance);
    expect(row).toMatchObject({
      code: expect.stringMatching(/^GZ-\d{8}-\d{4}$/),
      headcount: 2,
      gross_amount: '21000.00',
      amount: '18159.40',
      status: 1,
    });
    expect((row.lines as Row[]).map((l) => [l.user_name, l.net])).toEqual([
      ['王强', '10194.40'],
      ['杨磊', '7965.00'],
    ]);
    expect(
      (
        await sheet([
          { user_id: wang, gross: '1' },
          { user_id: wang, gross: '2' },
        ])
      ).msg,
    ).toBe('工资明细第2行：该员工已在第1行');
    expect((await sheet([{ user_id: wang, gross: '100', tax: '100.01' }])).msg).toBe(
      '工资明细第1行：扣款、社保和个税合计不能超过应发工资',
    );
    expect((await sheet([{ user_id: wang, gross: '100' }], { month: '2026-13' })).msg).toBe(
      '工资月份应为 YYYY-MM 格式，如 2026-11',
    );
    // the amounts are for holders of the salary page only
    expect(
      (await t.call('GET', '/api/FinanceSalary/info', { token: seller, query: { id: res.data.id } })).body.code,
    ).not.toBe(0);
  });

  it('approved, is paid in 付款 like a claim', async () => {
    const id = (await sheet([{ user_id: await userId(t, '王强'), gross: '5000.00', social_security: '500.00' }])).data
      .id;
    expect((await flow('startflow', finance, 13, id)).msg).toBe('操作成功');
    expect((await decide(admin, 13, id, 2)).msg).toBe('操作成功');
    expect(await info('FinanceSalary', id)).toMatchObject({ status: 3, pay_status: 1, unpaid_amount: '4500.00' });
    await pay([{ doc_type: 3, doc_id: id, amount: '4500.00' }]);
    expect(await info('FinanceSalary', id)).toMatchObject({
      pay_status: 3,
      paid_amount: '4500.00',
      unpaid_amount: '0.00',
    });
  });
});

describe('财务概览', () => {
  const overview = async (token = finance) =>
    (
      await t.call<Row>('GET', '/api/Financial/overview', {
        token,
        query: { start_date: '2026-11-01', end_date: '2026-11-30' },
      })
    ).body;

  it('adds an approved payment to money out on its day, and claims to pay drop as they are paid', async () => {
    const before = (await overview()).data;
    const e = (await claim([line('123.45')])).data.id;
    await flow('startflow', seller, EXPENSE, e);
    await decide(leader, EXPENSE, e, 2);
    const waiting = (await overview()).data;
    expect(waiting.claims_to_pay).toEqual({
      count: (before.claims_to_pay as { count: number }).count + 1,
      amount: moneyText(new Decimal((before.claims_to_pay as { amount: string }).amount).plus('123.45')),
    });
    await pay([{ doc_type: 1, doc_id: e, amount: '123.45' }]);
    const after = (await overview()).data;
    expect(after.cash_out).toBe(moneyText(new Decimal(before.cash_out as string).plus('123.45')));
    expect(after.claims_to_pay).toEqual(before.claims_to_pay);
    const day = (after.trend as Row[]).find((d) => d.day === '2026-11-21')!;
    const dayBefore = (before.trend as Row[]).find((d) => d.day === '2026-11-21');
    expect(day.cash_out).toBe(moneyText(new Decimal((dayBefore?.cash_out as string) ?? '0').plus('123.45')));
  });

  it('is for holders of its page, and refuses a period that ends before it starts', async () => {
    expect((await overview(seller)).code).not.toBe(0);
    const bad = await t.call('GET', '/api/Financial/overview', {
      token: finance,
      query: { start_date: '2026-11-30', end_date: '2026-11-01' },
    });
    expect(bad.body.msg).toBe('结束日期不能早于开始日期');
  });
});

describe('银行流水匹配', () => {
  it('suggests, for each line, the payer’s collections still to arrive, exact amounts first, and confirms nothing', async () => {
    const customer = await createRecord(t, seller, customerEntity, { enterprise_name: '上海流水测试物流股份有限公司' });
    const contract = (
      await post('/api/Contract/add', seller, {
        title: '流水合同',
        enterprise_id: customer,
        amount: '50000.00',
        sign_date: '2026-11-01',
        start_date: '2026-11-01',
        end_date: '2027-10-31',
      })
    ).data.id;
    await flow('startflow', seller, 1, contract);
    await decide(leader, 1, contract, 2);
    const collect = async (amount: string) =>
      (
        await post('/api/ContractPayment/add', seller, {
          contract_id: contract,
          amount,
          receive_date: '2026-11-20',
          pay_method: 1,
        })
      ).data.id;
    const [ten, twelve] = [await collect('10000.00'), await collect('12000.00')];
    const file = await xlsxOf(
      ['交易日期', '对方户名', '收入金额', '摘要'],
      [
        ['2026-11-21', '上海流水测试物流', '12,000.00', '货款'],
        ['2026-11-21', '无关公司', '300.00', ''],
        ['2026-11-22', '上海流水测试物流股份有限公司', '', '退票'],
      ],
    );
    const res = await postMultipart(t, '/api/ContractPayment/matchStatement', finance, [
      { name: 'file', file, filename: '流水.xlsx' },
    ]);
    const lines = res.json<{ lines: Row[] }>().data.lines;
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ payer: '上海流水测试物流', amount: '12000.00', reference: '货款', problem: null });
    expect((lines[0].matches as Row[]).map((m) => [m.receivable_id, m.exact, m.remaining])).toEqual([
      [twelve, true, '12000.00'],
      [ten, false, '10000.00'],
    ]);
    expect(lines[1].matches).toEqual([]);
    expect(lines[2]).toMatchObject({ problem: '金额不是正数', matches: [] });
    // nothing was confirmed
    expect((await info('ContractPayment', twelve)).status).toBe(1);
    // only finance matches statements; a file without the columns is refused in Chinese
    expect(
      (
        await postMultipart(t, '/api/ContractPayment/matchStatement', seller, [
          { name: 'file', file, filename: '流水.xlsx' },
        ])
      ).json().code,
    ).not.toBe(0);
    const bad = await postMultipart(t, '/api/ContractPayment/matchStatement', finance, [
      { name: 'file', file: await xlsxOf(['日期'], [['2026-11-21']]), filename: '流水.xlsx' },
    ]);
    expect(bad.json().msg).toBe('银行流水需有「付款方」（或对方户名）和「金额」两列');
  });
});
