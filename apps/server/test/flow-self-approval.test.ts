import { FLOW_MSG } from '@suwork/domain';
import { eq } from 'drizzle-orm';
import { flowStepUsers } from '../src/modules/flow/flow.tables.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, engineOnlyRecords, ids, saveTemplate } from './flow-fixtures.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';

// The probe's case: a step "申请人自选审批人" (anyone) under 无审批人时自动通过, the applicant naming himself. Each
// flow type's template is rewritten here, so this file has an app of its own.
let t: TestContext;
let admin: string;
let sales: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, sales] = await Promise.all([t.login(ADMIN), t.login(SALES)]);
});
afterAll(async () => t.close());

const start = (token: string, flow_type: number, detail_id: number, to_user: Record<string, number[]>) =>
  t.call('POST', '/api/flow/startflow', { token, body: { flow_type, detail_id, to_user: JSON.stringify(to_user) } });
const runOf = async (flow_type: number, detail_id: number, token = sales) =>
  (
    await t.call<{ run: { status_name: string } | null }>('GET', '/api/flow/review', {
      token,
      query: { flow_type, detail_id },
    })
  ).body.data.run;

describe('nobody approves their own submission, in every flow type', () => {
  it('naming oneself is refused (请选择其他审批人) and starts nothing, for each of the 23 flow types', async () => {
    engineOnlyRecords(t.app, ...Array.from({ length: 23 }, (_, i) => i + 1));
    const [self, chen] = (await ids(t, '王强', '陈静')).split(',').map(Number);
    for (let flowType = 1; flowType <= 23; flowType++) {
      await saveTemplate(t, admin, flowType, [{ type: 1, settype: 1, selectRange: 1 }], { no_approver: 1 });
      expect([flowType, (await start(sales, flowType, 700, { 1: [self] })).body.msg]).toEqual([
        flowType,
        FLOW_MSG.chooseOtherApprover,
      ]);
      expect([flowType, (await start(sales, flowType, 700, { 1: [self, chen] })).body.msg]).toEqual([
        flowType,
        FLOW_MSG.chooseOtherApprover,
      ]);
      expect(await runOf(flowType, 700)).toBeNull();
    }
  });
});

describe('a real borrowing', () => {
  it('a 5,000.00 borrowing whose applicant names himself stays 待提交, not 待付款; named 陈静 decides it', async () => {
    const BORROW = 7;
    await saveTemplate(t, admin, BORROW, [{ type: 1, settype: 1, selectRange: 1 }], { no_approver: 1 });
    const add = await t.call<{ id: number }>('POST', '/api/FinanceBorrow/add', {
      token: sales,
      body: {
        money: '5000.00',
        reason: '出差备用金',
        borrow_date: '2026-11-20',
        repay_date: '2026-12-20',
        bank_name: '招商银行',
        bank_account: '6225880000000001',
      },
    });
    const id = add.body.data.id;
    const [self, chen] = (await ids(t, '王强', '陈静')).split(',').map(Number);
    expect((await start(sales, BORROW, id, { 1: [self] })).body.msg).toBe(FLOW_MSG.chooseOtherApprover);
    const info = async () =>
      (await t.call<{ status: number }>('GET', '/api/FinanceBorrow/info', { token: admin, query: { id } })).body.data
        .status;
    expect(await info()).toBe(0);
    expect(await runOf(BORROW, id)).toBeNull();
    expect((await start(sales, BORROW, id, { 1: [chen] })).body.code).toBe(0);
    expect([(await runOf(BORROW, id))?.status_name, await info()]).toEqual(['审批中', 1]);
    const chenToken = await t.login(demo('陈静'));
    expect(
      (
        await t.call('POST', '/api/flow/examine', {
          token: chenToken,
          body: { flow_type: BORROW, detail_id: id, pass_type: 2, reason: '同意' },
        })
      ).body.code,
    ).toBe(0);
    expect([(await runOf(BORROW, id))?.status_name, await info()]).toEqual(['已通过', 2]);
  });
});

describe('deciding', () => {
  it('an initiator who is an approver of their own run (resolved before the rule) cannot decide it', async () => {
    const USE_CAR = 18;
    await saveTemplate(t, admin, USE_CAR, [{ type: 1, settype: 1, selectRange: 1 }], { no_approver: 1 });
    const [liu, chen] = (await ids(t, '刘洋', '陈静')).split(',').map(Number);
    const leader = await t.login(demo('刘洋'));
    const started = await t.call<{ run_id: number }>('POST', '/api/flow/startflow', {
      token: leader,
      body: { flow_type: USE_CAR, detail_id: 900, to_user: JSON.stringify({ 1: [chen] }) },
    });
    await t.database.db
      .update(flowStepUsers)
      .set({ user_id: liu })
      .where(eq(flowStepUsers.run_id, started.body.data.run_id));
    const res = await t.call('POST', '/api/flow/examine', {
      token: leader,
      body: { flow_type: USE_CAR, detail_id: 900, pass_type: 2, reason: '同意' },
    });
    expect(res.body.msg).toBe(FLOW_MSG.ownSubmission);
    expect((await runOf(USE_CAR, 900, leader))?.status_name).toBe('审批中');
  });
});
