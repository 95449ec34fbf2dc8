import { customerEntity, productEntity, receivableEntity } from '@suwork/domain/entities';
import { and, eq, sql } from 'drizzle-orm';
import { notifications, operationLogs } from '../src/db/schema.ts';
import { userId } from './org-fixtures.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from './entity-fixtures.ts';
import { demo } from './flow-fixtures.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';

let t: TestContext;
let admin: string;
let seller: string;
let leader: string;
let finance: string;
/** Signs everyone in (again after the clock moved: a session lasts so long). */
async function signIn() {
  admin = await t.login(ADMIN);
  seller = await t.login(SALES);
  leader = await t.login(demo('刘洋'));
  finance = await t.login(demo('赵敏'));
}
beforeAll(async () => {
  t = await createTestApp();
  await signIn();
});
afterAll(async () => t.close());

type Row = Record<string, unknown>;
const DAY = 86_400_000;
const info = async (controller: string, id: number, token = admin) =>
  (await t.call<Row>('GET', `/api/${controller}/info`, { token, query: { id } })).body.data;
const post = async (path: string, token: string, body: Row) =>
  (await t.call<{ id: number }>('POST', path, { token, body })).body;
const flow = (action: 'startflow' | 'withdraw', token: string, flow_type: number, detail_id: number) =>
  post(`/api/flow/${action}`, token, { flow_type, detail_id, ...(action === 'startflow' ? { to_user: '{}' } : {}) });
const decide = (token: string, flow_type: number, detail_id: number, pass_type: 2 | 3) =>
  post('/api/flow/examine', token, { flow_type, detail_id, pass_type, reason: pass_type === 2 ? '同意' : '金额有误' });

/** A contract of 王强's, 待提交. */
async function draft(amount = '10000.00', extra: Row = {}) {
  const enterprise_id = await createRecord(t, seller, customerEntity);
  const res = await post('/api/Contract/add', seller, {
    title: `合同${Math.random()}`,
    enterprise_id,
    amount,
    sign_date: '2026-11-01',
    start_date: '2026-11-01',
    end_date: '2027-10-31',
    ...extra,
  });
  expect(res.msg).toBe('操作成功');
  return res.data.id;
}

/** A contract of 王强's approved by his leader 刘洋. */
async function approved(amount = '10000.00') {
  const id = await draft(amount);
  expect((await flow('startflow', seller, 1, id)).msg).toBe('操作成功');
  expect((await decide(leader, 1, id, 2)).msg).toBe('操作成功');
  return id;
}

const plan = (contract_id: number, amount: string, repayment_date: string) =>
  post('/api/ContractRepay/add', seller, { contract_id, amount, repayment_date });
const collect = (contract_id: number, amount: string, extra: Row = {}, token = seller) =>
  post('/api/ContractPayment/add', token, { contract_id, amount, receive_date: '2026-11-20', pay_method: 1, ...extra });
const confirm = (receivable_id: number, actual_amount: string) =>
  post('/api/ContractPayment/confirm', finance, { receivable_id, actual_amount });

describe('contracts', () => {
  it('are numbered, keep their customer name, and start 待提交 with everything outstanding', async () => {
    const id = await draft('12345.60');
    const row = await info('Contract', id, seller);
    expect(row.contract_no).toMatch(/^HT-\d{8}-\d{4}$/);
    expect(row).toMatchObject({
      status: 1,
      amount: '12345.60',
      back_amount: '0.00',
      stay_amount: '12345.60',
      company_name: expect.stringContaining('客户名称'),
    });
  });

  it("follow their customer's name, as do the customer's opportunities", async () => {
    const id = await draft();
    const { enterprise_id } = await info('Contract', id, seller);
    const chance = (await post('/api/Chance/add', seller, { chance_name: '改名商机', enterprise_id })).data.id;
    expect(
      (await post('/api/Customer/update', seller, { id: enterprise_id, enterprise_name: '改名后的客户有限公司' })).msg,
    ).toBe('操作成功');
    expect((await info('Contract', id)).company_name).toBe('改名后的客户有限公司');
    expect((await info('Chance', chance)).company_name).toBe('改名后的客户有限公司');
  });

  it('go through approval: no edit while in it, 撤回 frees it, 通过 freezes it for 合同变更, 驳回 lets it be fixed', async () => {
    const id = await draft();
    expect((await flow('startflow', seller, 1, id)).msg).toBe('操作成功');
    expect((await info('Contract', id)).status).toBe(2);
    expect((await post('/api/Contract/update', seller, { id, amount: '1.00' })).msg).toBe('合同审批中，不能修改');
    expect((await flow('withdraw', seller, 1, id)).msg).toBe('操作成功');
    expect((await info('Contract', id)).status).toBe(5);
    expect((await post('/api/Contract/update', seller, { id, amount: '9000.00' })).msg).toBe('操作成功');
    await flow('startflow', seller, 1, id);
    expect((await decide(leader, 1, id, 3)).msg).toBe('操作成功');
    expect((await info('Contract', id)).status).toBe(4);
    await flow('startflow', seller, 1, id);
    await decide(leader, 1, id, 2);
    expect(await info('Contract', id)).toMatchObject({ status: 3, stay_amount: '9000.00' });
    expect((await post('/api/Contract/update', seller, { id, remark: '改' })).msg).toBe(
      '合同已通过审批，不能直接修改，请发起合同变更',
    );
    expect((await flow('startflow', seller, 1, id)).msg).toBe('该记录已审批通过，无需再次提交');
    expect((await post('/api/Contract/del', admin, { ids: [id] })).msg).toMatch(/已通过，不能删除$/);
  });

  it('refuse amounts with three decimals, below zero or above 9,999,999,999.99, and an end before the start', async () => {
    const enterprise_id = await createRecord(t, seller, customerEntity);
    const base = {
      title: '金额校验',
      enterprise_id,
      sign_date: '2026-11-01',
      start_date: '2026-11-01',
      end_date: '2027-10-31',
    };
    expect((await post('/api/Contract/add', seller, { ...base, amount: '1.005' })).msg).toBe(
      '合同金额（元）应为最多两位小数的金额',
    );
    expect((await post('/api/Contract/add', seller, { ...base, amount: '-1' })).msg).toBe('合同金额（元）不能为负数');
    expect((await post('/api/Contract/add', seller, { ...base, amount: '10000000000.00' })).msg).toBe(
      '合同金额（元）不能超过9999999999.99',
    );
    expect((await post('/api/Contract/add', seller, { ...base, amount: '100', end_date: '2026-10-01' })).msg).toBe(
      '结束日期不能早于开始日期',
    );
  });
});

describe('repayment plans and collections', () => {
  it('split the amount into numbered instalments, never beyond it', async () => {
    const id = await approved('10000.00');
    expect((await plan(id, '6000.00', '2026-12-01')).msg).toBe('操作成功');
    expect((await plan(id, '4000.01', '2027-01-01')).msg).toBe(
      '回款计划合计不能超过合同金额，该合同还可计划 4000.00 元',
    );
    const second = (await plan(id, '4000.00', '2027-01-01')).data.id;
    expect(await info('ContractRepay', second, seller)).toMatchObject({
      plan_name: '第2期',
      period: 2,
      status: 1,
      stay_amount: '4000.00',
      contract_name: expect.any(String),
    });
  });

  it('are registered on approved contracts only, within the balance, and counted once finance confirms them', async () => {
    const pending = await draft();
    expect((await collect(pending, '1.00')).msg).toBe('合同审批通过后才能登记回款');
    const id = await approved('10000.00');
    const first = (await plan(id, '6000.00', '2026-12-01')).data.id;
    const r = (await collect(id, '2500.00', { plan_id: first })).data.id;
    expect((await collect(id, '7500.01')).msg).toBe('回款金额超过合同未回款余额，该合同最多还可登记 7500.00 元');
    expect(await info('ContractPayment', r, seller)).toMatchObject({
      hk_number: expect.stringMatching(/^HK-\d{8}-\d{4}$/),
      status: 1,
      actual_amount: '0.00',
      plan_name: '第1期',
    });
    expect((await info('Contract', id)).back_amount).toBe('0.00');
    expect((await confirm(r, '2500.01')).msg).toBe('实际到账金额不能超过回款金额 2500.00');
    expect((await confirm(r, '2500.00')).msg).toBe('操作成功');
    expect(await info('ContractPayment', r)).toMatchObject({ status: 3, actual_amount: '2500.00' });
    expect(await info('ContractRepay', first)).toMatchObject({
      status: 3,
      actual_amount: '2500.00',
      stay_amount: '3500.00',
    });
    expect(await info('Contract', id)).toMatchObject({ back_amount: '2500.00', stay_amount: '7500.00' });
    expect((await post('/api/ContractPayment/update', seller, { id: r, amount: '100.00' })).msg).toBe(
      '回款已确认到账，只能修改备注和回单',
    );
    expect((await post('/api/Contract/cancel', seller, { contract_id: id })).msg).toBe('合同已有回款记录，不能作废');
  });

  it('turn overdue when the company day passes their date, and back when collected in full', async () => {
    const id = await approved('1000.00');
    const today = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const p = (await plan(id, '1000.00', today)).data.id;
    expect((await info('ContractRepay', p)).status).toBe(1);
    t.clock.advance(2 * DAY);
    await signIn();
    try {
      await t.app.jobs.runNow('repay-overdue');
      expect((await info('ContractRepay', p)).status).toBe(2);
      const filtered = await t.call<Row[]>('GET', '/api/ContractRepay/getList', {
        token: admin,
        query: { status: '2', contract_id: String(id) },
      });
      expect(filtered.body.data.map((x) => x.id)).toEqual([p]);
      const r = (await collect(id, '400.00', { plan_id: p })).data.id;
      await confirm(r, '400.00');
      expect((await info('ContractRepay', p)).status).toBe(4);
      const rest = (await collect(id, '600.00', { plan_id: p })).data.id;
      await confirm(rest, '600.00');
      expect((await info('ContractRepay', p)).status).toBe(5);
    } finally {
      t.clock.advance(-2 * DAY);
      await signIn();
    }
  });

  it('the plan picker lists open instalments, 5 a page, with the spec row fields', async () => {
    const id = await approved('1000.00');
    await plan(id, '300.00', '2026-12-01');
    const res = await t.call<Row[]>('GET', '/api/ContractRepay/getRepaymentList', {
      token: seller,
      query: { page: 1, limit: 5, contract_id: id },
    });
    expect(res.body.count).toBe(1);
    expect(Object.keys(res.body.data[0])).toEqual(
      expect.arrayContaining([
        'contract_name',
        'amount',
        'actual_amount',
        'stay_amount',
        'repayment_date',
        'status',
        'user_name',
        'create_time',
        'remark',
      ]),
    );
    expect(res.body.data[0]).toMatchObject({ contract_id: id, amount: '300.00', user_name: '王强' });
  });

  it("belong to the contract's owner: finance registers one on 王强's contract and he sees it", async () => {
    const id = await approved('1000.00');
    const r = (await collect(id, '100.00', {}, finance)).data.id;
    expect((await info('ContractPayment', r, seller)).owner_user_name).toBe('王强');
  });
});

describe('refunds', () => {
  it('give back at most what arrived, count only once approved, and free the balance again', async () => {
    const id = await approved('1000.00');
    const p = (await plan(id, '1000.00', '2026-12-01')).data.id;
    const r = (await collect(id, '1000.00', { plan_id: p })).data.id;
    await confirm(r, '800.00');
    const list = await t.call<{ data: Row[]; total: number }>('POST', '/api/ContractRefund/getRepaymentList', {
      token: admin,
      body: { contract_id: id },
    });
    expect(list.body.msg).toBe('操作成功');
    expect(list.body.data).toMatchObject({ total: 1, data: [{ receivable_id: r, refundable_amount: '800.00' }] });
    const base = { contract_id: id, receivable_id: r, refund_date: '2026-11-22', refund_method: 1, reason: '部分退货' };
    expect((await post('/api/ContractRefund/add', leader, { ...base, amount: '800.01' })).msg).toBe(
      '退款金额不能超过该回款可退金额 800.00 元',
    );
    const refund = (await post('/api/ContractRefund/add', leader, { ...base, amount: '300.00' })).data.id;
    expect((await post('/api/ContractRefund/add', leader, { ...base, amount: '500.01' })).msg).toBe(
      '退款金额不能超过该回款可退金额 500.00 元',
    );
    expect((await info('Contract', id)).back_amount).toBe('800.00');
    expect((await flow('startflow', leader, 3, refund)).msg).toBe('操作成功');
    expect((await decide(await t.login(demo('李娜')), 3, refund, 2)).msg).toBe('操作成功');
    expect(await info('ContractRefund', refund)).toMatchObject({ status: 3 });
    expect(await info('Contract', id)).toMatchObject({
      back_amount: '500.00',
      refund_amount: '300.00',
      stay_amount: '500.00',
    });
    expect(await info('ContractPayment', r)).toMatchObject({ refund_amount: '300.00' });
    expect(await info('ContractRepay', p)).toMatchObject({ actual_amount: '500.00', status: 3 });
    // the refunded money may be collected again
    expect((await collect(id, '300.00')).msg).toBe('操作成功');
    expect((await post('/api/ContractPayment/cancel', seller, { receivable_id: r })).msg).toBe(
      '回款记录已有退款，不能作废',
    );
  });
});

/** The company's day (UTC+8) moved by `days`. */
const day = (days: number) => new Date(t.clock.now().getTime() + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

describe("confirmed money is finance's", () => {
  it('确认到账 happens once; then only finance corrects it, with a reason the log keeps', async () => {
    const id = await approved('1000.00');
    const r = (await collect(id, '1000.00')).data.id;
    expect((await confirm(r, '600.00')).msg).toBe('操作成功');
    expect((await confirm(r, '900.00')).msg).toBe('回款已确认到账 600.00 元，如有变动请更正到账金额并填写原因');
    const correct = (token: string, body: Row) =>
      t.call('POST', '/api/ContractPayment/correct', { token, body: { receivable_id: r, ...body } });
    expect((await correct(seller, { actual_amount: '1000.00', reason: '余款到账' })).status).toBe(403);
    expect((await correct(finance, { actual_amount: '1000.00' })).body.msg).toBe('请填写更正原因');
    expect((await correct(finance, { actual_amount: '1000.00', reason: '   ' })).body.msg).toBe('请填写更正原因');
    expect((await correct(finance, { actual_amount: '600.00', reason: '核对' })).body.msg).toBe('实际到账金额没有变化');
    expect((await info('Contract', id)).back_amount).toBe('600.00');
    expect((await correct(finance, { actual_amount: '1000.00', reason: '余款到账' })).body.msg).toBe('操作成功');
    expect(await info('Contract', id)).toMatchObject({ back_amount: '1000.00', stay_amount: '0.00' });
    const logs = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.entity, receivableEntity.key), eq(operationLogs.record_id, r)));
    expect(logs.map((l) => [l.action, l.content])).toContainEqual([
      'correct',
      '更正到账：实际到账金额由「600.00」改为「1000.00」，原因：余款到账',
    ]);
  });

  it('a seller voids a collection finance has not confirmed, but not one it has; finance voids it with a reason', async () => {
    const id = await approved('1000.00');
    const waiting = (await collect(id, '300.00')).data.id;
    expect((await post('/api/ContractPayment/cancel', seller, { receivable_id: waiting })).msg).toBe('操作成功');
    const arrived = (await collect(id, '500.00')).data.id;
    expect((await confirm(arrived, '500.00')).msg).toBe('操作成功');
    const refused = await t.call('POST', '/api/ContractPayment/cancel', {
      token: seller,
      body: { receivable_id: arrived, reason: '客户撤回' },
    });
    expect([refused.status, refused.body.msg]).toEqual([403, '回款已确认到账，只有财务可以作废']);
    expect((await info('Contract', id)).back_amount).toBe('500.00');
    expect((await post('/api/ContractPayment/cancel', finance, { receivable_id: arrived })).msg).toBe(
      '回款已确认到账，作废请填写原因',
    );
    expect(
      (await post('/api/ContractPayment/cancel', finance, { receivable_id: arrived, reason: '银行退票' })).msg,
    ).toBe('操作成功');
    expect(await info('Contract', id)).toMatchObject({ back_amount: '0.00', stay_amount: '1000.00' });
  });
});

describe("a customer's story", () => {
  it('lists the opportunity, contract, plan and collection with amounts and links, and sums the contracts', async () => {
    const id = await approved('5000.00');
    const { enterprise_id } = await info('Contract', id, seller);
    const chance = await post('/api/Chance/add', seller, { chance_name: '全景商机', enterprise_id, amount: '6000' });
    expect(chance.msg).toBe('操作成功');
    await plan(id, '2000.00', day(-3));
    const r = (await collect(id, '1500.00')).data.id;
    await confirm(r, '1500.00');
    const res = await t.call<{ summary: Row; items: Row[] }>('GET', '/api/Customer/story', {
      token: seller,
      query: { id: enterprise_id as number },
    });
    expect(res.body.msg).toBe('操作成功');
    expect(res.body.data.summary).toEqual({
      contracted: '5000.00',
      collected: '1500.00',
      outstanding: '3500.00',
      overdue: '2000.00',
    });
    const kinds = res.body.data.items.map((i) => i.type_name);
    expect(kinds).toEqual(expect.arrayContaining(['商机', '合同', '回款计划', '回款记录']));
    expect(res.body.data.items.find((i) => i.type === 'contract')).toMatchObject({
      id,
      amount: '5000.00',
      status_name: '已通过',
      path: '/customer/contractInfo',
      query: { id },
    });
    expect(res.body.data.items.find((i) => i.type === 'recovery')).toMatchObject({
      amount: '2000.00',
      status_name: '待回款（已逾期）',
    });
    // 杨磊 does not see 王强's customer
    const other = await t.login(demo('杨磊'));
    expect(
      (await t.call('GET', '/api/Customer/story', { token: other, query: { id: enterprise_id as number } })).body.code,
    ).not.toBe(0);
  });
});

describe('on the workbench and in messages', () => {
  it('lists instalments due within 7 days, overdue ones, expiring contracts, and contracts awaiting my approval', async () => {
    const id = await approved('3000.00');
    const due = (await plan(id, '1000.00', day(3))).data.id;
    const late = (await plan(id, '1000.00', day(-1))).data.id;
    const expiring = await draft('100.00', { end_date: day(10) });
    await flow('startflow', seller, 1, expiring);
    const sections = async (token: string) =>
      (await t.call<{ key: string; items: Row[] }[]>('GET', '/api/Home/todoList', { token })).body.data;
    const leaderSections = await sections(leader);
    const title = `王强：合同 · ${String((await info('Contract', expiring)).title)} · ¥100.00`;
    expect(leaderSections.find((s) => s.key === 'contractExamine')?.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title, query: { id: expiring, flow_type: 1, detail_id: expiring } }),
      ]),
    );
    await decide(leader, 1, expiring, 2);
    const mine = await sections(seller);
    expect(mine.find((s) => s.key === 'repayDue')?.items.map((i) => i.id)).toContain(`plan:${due}`);
    expect(mine.find((s) => s.key === 'repayOverdue')?.items.map((i) => i.id)).toContain(`plan:${late}`);
    expect(mine.find((s) => s.key === 'contractExpiring')?.items.map((i) => i.id)).toContain(`contract:${expiring}`);
    // the approval waits on 王强's leader only
    expect((await sections(finance)).find((s) => s.key === 'contractExamine')?.items ?? []).toEqual([]);
  });

  it('reminds the owner once per instalment and occasion, and of an expiring contract', async () => {
    const id = await approved('3000.00');
    await plan(id, '1000.00', day(2));
    await plan(id, '1000.00', day(-2));
    const ending = await approved('100.00');
    await t.database.db.execute(sql`update crm_contract set end_date = ${day(5)} where id = ${ending}`);
    const mine = async () =>
      (
        await t.database.db
          .select({ title: notifications.title })
          .from(notifications)
          .where(eq(notifications.user_id, await userId(t, '王强')))
      ).map((n) => n.title);
    const before = (await mine()).length;
    await t.app.jobs.runNow('contract-reminders');
    const titles = await mine();
    expect(titles.some((x) => /第1期将于 .* 到期，待回款 1000\.00 元$/.test(x))).toBe(true);
    expect(titles.some((x) => /第2期已逾期（应于 .* 回款），待回款 1000\.00 元$/.test(x))).toBe(true);
    expect(titles.some((x) => x.endsWith(`将于 ${day(5)} 到期`))).toBe(true);
    await t.app.jobs.runNow('contract-reminders');
    expect((await mine()).length - before).toBe(titles.length - before);
  });
});

describe('合同设置', () => {
  it('sets the numbering prefixes (administrators only) and numbers new documents with them', async () => {
    expect((await t.call('GET', '/api/Contract/getSettings', { token: seller })).body.data).toMatchObject({
      contract_prefix: 'HT',
      expiry_days: 30,
    });
    const body = { contract_prefix: 'sw', receivable_prefix: 'HK', refund_prefix: 'TK', expiry_days: 15 };
    expect((await post('/api/Contract/saveSettings', seller, body)).code).not.toBe(0);
    expect((await post('/api/Contract/saveSettings', admin, { ...body, contract_prefix: '合同' })).msg).toBe(
      '合同编号前缀应为1到8位字母或数字',
    );
    expect((await post('/api/Contract/saveSettings', admin, body)).msg).toBe('操作成功');
    try {
      expect((await info('Contract', await draft())).contract_no).toMatch(/^SW-\d{8}-\d{4}$/);
    } finally {
      await post('/api/Contract/saveSettings', admin, { ...body, contract_prefix: 'HT', expiry_days: 30 });
    }
  });
});

describe('客户仪表盘 合同与回款', () => {
  it('sums approved contracts by sign date and confirmed collections less refunds, by day and by member, within scope', async () => {
    const period = { start_date: '2020-01-01', end_date: '2020-01-31' };
    const id = await approved('800.00');
    await t.database.db.execute(sql`update crm_contract set sign_date = '2020-01-05' where id = ${id}`);
    const r = (await collect(id, '300.00', { receive_date: '2020-01-09' })).data.id;
    await confirm(r, '300.00');
    const res = await t.call<Row>('GET', '/api/CrmDashboard/money', { token: seller, query: period });
    expect(res.body.data).toMatchObject({
      totals: { contract_count: 1, contract_amount: '800.00', collected_amount: '300.00', refund_amount: '0.00' },
      trend: {
        granularity: 'day',
        labels: ['2020-01-05', '2020-01-09'],
        contracts: ['800.00', '0.00'],
        collections: ['0.00', '300.00'],
      },
      members: [{ user_name: '王强', contract_amount: '800.00', collected_amount: '300.00' }],
    });
    // 杨磊 sees none of 王强's
    const other = await t.login(demo('杨磊'));
    expect(
      (await t.call<Row>('GET', '/api/CrmDashboard/money', { token: other, query: period })).body.data,
    ).toMatchObject({ totals: { contract_count: 0, contract_amount: '0.00' }, members: [] });
    expect(
      (
        await t.call('GET', '/api/CrmDashboard/money', {
          token: seller,
          query: { start_date: '2020-02-01', end_date: '2020-01-01' },
        })
      ).body.msg,
    ).toBe('结束日期不能早于开始日期');
  });
});

describe('合同变更', () => {
  const propose = (contract_id: number, body: Row, token = seller) =>
    post('/api/ContractChange/add', token, {
      contract_id,
      reason: '客户追加采购',
      new_start_date: '2026-11-01',
      new_end_date: '2027-12-31',
      ...body,
    });

  it('on approval makes the next version with a field-by-field and line-by-line diff, then re-splits the unpaid balance', async () => {
    const a = await createRecord(t, admin, productEntity, { price: '1000.00', status: 1 });
    const b = await createRecord(t, admin, productEntity, { price: '500.00', status: 1 });
    const line = (product_id: number, price: string, quantity: string) => ({
      product_id,
      price,
      quantity,
      discount: '0',
    });
    const id = await draft('10000.00', { product_lines: [line(a, '1000', '10')] });
    expect((await propose(id, { new_amount: '1' })).msg).toBe('只有已通过审批的合同可以变更');
    await flow('startflow', seller, 1, id);
    await decide(leader, 1, id, 2);
    const first = (await plan(id, '6000.00', '2026-12-01')).data.id;
    const second = (await plan(id, '4000.00', '2027-06-01')).data.id;
    const r = (await collect(id, '2500.00', { plan_id: first })).data.id;
    await confirm(r, '2500.00');

    expect((await propose(id, { new_amount: '2499.99' })).msg).toBe('变更后合同金额不能小于已登记的回款 2500.00 元');
    const changeId = (
      await propose(id, { new_amount: '12000.00', new_product_lines: [line(a, '1000', '11'), line(b, '500', '2')] })
    ).data.id;
    const other = (await propose(id, { new_amount: '11000.00' })).data.id;
    expect((await flow('startflow', seller, 2, changeId)).msg).toBe('操作成功');
    expect((await flow('startflow', seller, 2, other)).msg).toMatch(/^该合同已有变更 BG-\d{8}-\d{4} 正在审批中$/);

    // before approval the diff compares with the contract as it is
    const pending = (await t.call<Row>('GET', '/api/ContractChange/diff', { token: seller, query: { id: changeId } }))
      .body.data;
    expect(pending).toMatchObject({
      version: null,
      status: 2,
      fields: expect.arrayContaining([
        { field: 'amount', label: '合同金额（元）', before: '10000.00', after: '12000.00' },
      ]),
    });
    expect((await info('Contract', id)).amount).toBe('10000.00');

    expect((await decide(leader, 2, changeId, 2)).msg).toBe('操作成功');
    expect(await info('Contract', id)).toMatchObject({
      amount: '12000.00',
      version: 2,
      end_date: '2027-12-31',
      back_amount: '2500.00',
      stay_amount: '9500.00',
      lines_amount: '12000.00',
    });
    const versions = (
      await t.call<Row[]>('GET', '/api/Contract/versions', { token: seller, query: { contract_id: id } })
    ).body.data;
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      version: 2,
      user_name: '王强',
      approver_names: ['刘洋'],
      reason: '客户追加采购',
    });
    expect((versions[0].fields as Row[]).map((f) => f.field)).toEqual(['amount', 'end_date', 'product_lines']);
    expect(
      (versions[0].lines as Row[]).map((l) => [
        l.kind,
        (l.before as Row | null)?.quantity,
        (l.after as Row | null)?.quantity,
      ]),
    ).toEqual([
      ['changed', '10', '11'],
      ['added', undefined, '2'],
    ]);

    // the increase went to the last open instalment: the plans still add up to the contract
    expect(await info('ContractRepay', second)).toMatchObject({ amount: '6000.00', stay_amount: '6000.00', status: 1 });
    expect(
      (await t.call<Row>('GET', '/api/ContractRepay/resplitPreview', { token: seller, query: { contract_id: id } }))
        .body.data,
    ).toMatchObject({ planned: '12000.00', mismatch: false });

    // plans out of step with the amount (as an amendment approved before they followed it left them): 重新分配
    await t.database.db.execute(
      sql`update crm_contract_plan set amount = '4000.00', stay_amount = '4000.00' where id = ${second}`,
    );
    const preview = (
      await t.call<Row>('GET', '/api/ContractRepay/resplitPreview', { token: seller, query: { contract_id: id } })
    ).body.data;
    expect(preview).toMatchObject({ amount: '12000.00', planned: '10000.00', mismatch: true, possible: true });
    expect(preview.plans).toEqual([
      expect.objectContaining({ plan_id: first, new_amount: '6933.33' }),
      expect.objectContaining({ plan_id: second, new_amount: '5066.67' }),
    ]);
    expect((await post('/api/ContractRepay/resplit', seller, { contract_id: id })).msg).toBe('操作成功');
    expect(await info('ContractRepay', first)).toMatchObject({
      amount: '6933.33',
      actual_amount: '2500.00',
      stay_amount: '4433.33',
      status: 3,
    });
    expect(
      (await t.call<Row>('GET', '/api/ContractRepay/resplitPreview', { token: seller, query: { contract_id: id } }))
        .body.data,
    ).toMatchObject({ planned: '12000.00', mismatch: false });
  });

  it('rejected, leaves the contract as it was', async () => {
    const id = await approved('3000.00');
    const changeId = (await propose(id, { new_amount: '3500.00' })).data.id;
    await flow('startflow', seller, 2, changeId);
    expect((await decide(leader, 2, changeId, 3)).msg).toBe('操作成功');
    expect(await info('Contract', id)).toMatchObject({ amount: '3000.00', version: 1 });
    expect(await info('ContractChange', changeId)).toMatchObject({ status: 4, to_version: null });
    expect(
      (await t.call<Row[]>('GET', '/api/Contract/versions', { token: seller, query: { contract_id: id } })).body.data,
    ).toEqual([]);
  });
});
