import { Decimal, moneyText } from '@suwork/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from './flow-fixtures.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';

// Money out under concurrency: requests on one claim or borrowing at the same moment (PGlite runs them one after
// the other, PostgreSQL really in parallel) never pay or repay more than the document allows.

let t: TestContext;
let admin: string, seller: string, leader: string, finance: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, seller, leader, finance] = await Promise.all([
    t.login(ADMIN),
    t.login(SALES),
    t.login(demo('刘洋')),
    t.login(demo('赵敏')),
  ]);
});
afterAll(async () => t.close());

type Row = Record<string, unknown>;
const send = (path: string, token: string, body: Row) => t.call<{ id: number }>('POST', path, { token, body });
const ok = (a: Awaited<ReturnType<typeof send>>) => a.status === 200 && a.body.code === 0;
const info = async (controller: string, id: number) =>
  (await t.call<Row>('GET', `/api/${controller}/info`, { token: admin, query: { id } })).body.data;
const startflow = (token: string, flow_type: number, detail_id: number) =>
  send('/api/flow/startflow', token, { flow_type, detail_id, to_user: '{}' });
const approve = (token: string, flow_type: number, detail_id: number) =>
  send('/api/flow/examine', token, { flow_type, detail_id, pass_type: 2, reason: '同意' });

async function approvedBorrow(money: string) {
  const id = (
    await send('/api/FinanceBorrow/add', seller, {
      money,
      reason: '并发借款',
      borrow_date: '2026-11-20',
      repay_date: '2026-12-20',
    })
  ).body.data.id;
  expect((await startflow(seller, 7, id)).body.msg).toBe('操作成功');
  expect((await approve(leader, 7, id)).body.msg).toBe('操作成功');
  return id;
}

async function approvedClaim(amount: string) {
  const id = (
    await send('/api/FinanceExpense/add', seller, {
      title: '并发报销',
      items: [{ date: '2026-11-18', category: 1, amount }],
    })
  ).body.data.id;
  expect((await startflow(seller, 5, id)).body.msg).toBe('操作成功');
  expect((await approve(leader, 5, id)).body.msg).toBe('操作成功');
  return id;
}

const addPayment = (doc_type: number, doc_id: number, amount: string) =>
  send('/api/FinancePayment/add', finance, {
    items: [{ doc_type, doc_id, amount }],
    payee: '王强',
    pay_method: 1,
    pay_date: '2026-11-21',
  });

describe('money out under 50 parallel requests', () => {
  it('50 payments of one claim: exactly those that fit are held, the others are refused with what is left', async () => {
    const claim = await approvedClaim('1000.00');
    const answers = await Promise.all(Array.from({ length: 50 }, () => addPayment(1, claim, '30.00')));
    const held = answers.filter(ok);
    expect(held).toHaveLength(33);
    for (const a of answers.filter((x) => !ok(x)))
      expect(a.body.msg).toMatch(/^付款明细第1行：报销 BX-\d+-\d+ 还可付款 10\.00 元$/);
    // approved together with 50 more attempts: paid never exceeds the claim
    const more = Promise.all(Array.from({ length: 50 }, () => addPayment(1, claim, '10.00')));
    await Promise.all(
      held.map(async (a) => {
        expect((await startflow(finance, 6, a.body.data.id)).body.msg).toBe('操作成功');
        expect((await approve(admin, 6, a.body.data.id)).body.msg).toBe('操作成功');
      }),
    );
    expect((await more).filter(ok)).toHaveLength(1);
    expect(await info('FinanceExpense', claim)).toMatchObject({
      paid_amount: '990.00',
      unpaid_amount: '10.00',
      pay_status: 2,
    });
  });

  it('50 repayments of one borrowing: what comes back never exceeds what was paid out', async () => {
    const b = await approvedBorrow('1000.00');
    const p = (await addPayment(2, b, '1000.00')).body.data.id;
    await startflow(finance, 6, p);
    await approve(admin, 6, p);
    const amounts = Array.from({ length: 50 }, (_, i) => moneyText(new Decimal(17).plus(new Decimal(i).times('1.13'))));
    const answers = await Promise.all(
      amounts.map((amount) =>
        send('/api/FinanceBorrow/repay', finance, { borrow_id: b, amount, repay_date: '2026-11-22', method: 2 }),
      ),
    );
    const repaid = amounts.filter((_, i) => ok(answers[i])).reduce((s, a) => s.plus(a), new Decimal(0));
    expect(repaid.lte(1000)).toBe(true);
    const row = await info('FinanceBorrow', b);
    expect(row.payment_received).toBe(moneyText(repaid));
    expect(row.unpayment_received).toBe(moneyText(new Decimal(1000).minus(repaid)));
    // each refusal says what was still out at that moment, which was less than the amount asked
    for (const [i, a] of answers.entries()) {
      if (ok(a)) continue;
      const out = /^还款金额不能超过未还款金额 (\d+\.\d{2})$/.exec(a.body.msg);
      expect(out, a.body.msg).not.toBeNull();
      expect(new Decimal(out![1]).lt(amounts[i])).toBe(true);
    }
  });

  it('50 claims offsetting one borrowing submitted together: exactly one holds it', async () => {
    const b = await approvedBorrow('500.00');
    const p = (await addPayment(2, b, '500.00')).body.data.id;
    await startflow(finance, 6, p);
    await approve(admin, 6, p);
    const claims = await Promise.all(
      Array.from(
        { length: 50 },
        async () =>
          (
            await send('/api/FinanceExpense/add', seller, {
              title: '冲抵',
              items: [{ date: '2026-11-18', category: 1, amount: '600.00' }],
              borrow_ids: [b],
              offset_amount: '500.00',
            })
          ).body.data.id,
      ),
    );
    const submitted = await Promise.all(claims.map((id) => startflow(seller, 5, id)));
    expect(submitted.filter(ok)).toHaveLength(1);
    for (const a of submitted.filter((x) => !ok(x))) expect(a.body.msg).toMatch(/正由其他报销单冲抵中/);
    expect((await info('FinanceBorrow', b)).locked).toBe(2);
  });
});
