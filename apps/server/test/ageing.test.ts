import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtBooks } from './debt-fixtures.ts';
import { ADMIN, createTestApp, type TestContext } from './harness.ts';
import { memberWithNodes } from './org-fixtures.ts';

// 应收账龄: the outstanding instalments of approved contracts by days past their date on the company's day (the
// app's clock), totals by bucket, customers or contracts with their amounts by bucket, the instalments of a bucket,
// and the contracts proposed for 呆账 and 坏账.

type Row = Record<string, unknown>;
type Ageing = {
  today: string;
  buckets: { bucket: number; label: string; amount: string; plan_count: number }[];
  total_amount: string;
  overdue_amount: string;
  rows: Row[];
  count: number;
  capped: boolean;
};

let t: TestContext;
let b: ReturnType<typeof debtBooks>;
let now = new Date('2027-03-01T02:00:00Z'); // 10:00 on 2027-03-01 in Shanghai
const DAY = 86_400_000;
let admin: string;
let big: number, mid: number, small: number, bigCustomer: number, otherCustomer: number;

const ageing = async (query: Record<string, string | number> = {}, token = b.people.finance) =>
  (await t.call<Ageing>('GET', '/api/Financial/ageing', { token, query })).body;
const plans = async (query: Record<string, string | number>, token = b.people.finance) =>
  (await t.call<Row[]>('GET', '/api/Financial/ageingPlans', { token, query })).body;
const amounts = (a: Ageing) => a.buckets.map((x) => [x.label, x.amount, x.plan_count]);

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  b = debtBooks(t);
  await b.signIn();
  admin = await t.login(ADMIN);
  bigCustomer = (await b.info('Contract', await b.approvedContract('1.00'))).enterprise_id as number;
  // every bucket's edges on 2027-03-01
  big = await b.approvedContract('100000.00', '2026-01-01', bigCustomer, '账龄大合同');
  const dates: [string, string][] = [
    ['2027-03-01', '1000.00'], // today: not overdue
    ['2027-02-28', '1100.00'], // 1 day
    ['2027-01-30', '1200.00'], // 30
    ['2027-01-29', '1300.00'], // 31
    ['2026-12-31', '1400.00'], // 60
    ['2026-12-30', '1500.00'], // 61
    ['2026-12-01', '1550.00'], // 90
    ['2026-11-30', '1600.00'], // 91
    ['2026-09-02', '1650.00'], // 180
    ['2026-09-01', '1700.00'], // 181
    ['2026-03-01', '1800.00'], // 365
    ['2026-02-28', '1900.00'], // 366
  ];
  const ids = [];
  for (const [date, amount] of dates) ids.push(await b.planId(big, amount, date));
  // collected in part: only what is left counts
  await b.collected(big, '300.00', { plan_id: ids[3] });
  otherCustomer = await b.customer();
  mid = await b.approvedContract('5000.00', '2026-01-01', otherCustomer, '账龄中合同');
  await b.planId(mid, '2000.00', '2026-08-13'); // 200 days
  await b.planId(mid, '3000.00', '2027-04-01');
  small = await b.approvedContract('800.00', '2026-01-01', otherCustomer, '账龄小合同');
  await b.planId(small, '800.00', '2027-02-19'); // 10 days
  // collected in full, and written off: neither is outstanding
  const paid = await b.approvedContract('700.00', '2026-01-01', otherCustomer, '已回款合同');
  await b.collected(paid, '700.00', { plan_id: await b.planId(paid, '700.00', '2026-06-01') });
  const lost = await b.approvedContract('900.00', '2026-01-01', otherCustomer, '已核销合同');
  await b.planId(lost, '900.00', '2025-06-01');
  await b.approvedWriteOff('ContractBroken', 11, lost, '900.00', { debt_date: '2027-02-01' });
});
afterAll(async () => t.close());

describe('应收账龄', () => {
  it('sums what is outstanding by days past due, one bucket per range, edges included', async () => {
    const a = await ageing();
    expect(a.data.today).toBe('2027-03-01');
    expect(amounts(a.data)).toEqual([
      ['未逾期', '4000.00', 2],
      ['1–30天', '3100.00', 3],
      ['31–60天', '2400.00', 2],
      ['61–90天', '3050.00', 2],
      ['91–180天', '3250.00', 2],
      ['181–365天', '5500.00', 3],
      ['365天以上', '1900.00', 1],
    ]);
    expect(a.data).toMatchObject({ total_amount: '23200.00', overdue_amount: '19200.00' });
  });

  it('lists customers by what they owe, and contracts with the oldest instalment and a write-off proposal', async () => {
    const byCustomer = (await ageing()).data;
    expect(byCustomer.count).toBe(2);
    expect(byCustomer.rows.map((r) => [r.enterprise_id, r.total, r.max_days])).toEqual([
      [bigCustomer, '17400.00', 366],
      [otherCustomer, '5800.00', 200],
    ]);
    expect(byCustomer.rows[1].amounts).toEqual(['3000.00', '800.00', '0.00', '0.00', '0.00', '2000.00', '0.00']);
    const byContract = (await ageing({ dimension: 'contract', sort: 'days' })).data;
    // over 365 days: 坏账 (2); over 180: 呆账 (1)
    expect(byContract.rows.map((r) => [r.contract_name, r.total, r.max_days, r.candidate])).toEqual([
      ['账龄大合同', '17400.00', 366, 2],
      ['账龄中合同', '5000.00', 200, 1],
      ['账龄小合同', '800.00', 10, 0],
    ]);
    expect(byContract.rows[0]).toMatchObject({
      contract_id: big,
      owner_user_name: '王强',
      contract_no: expect.stringMatching(/^HT-/),
    });
    const page2 = (await ageing({ dimension: 'contract', limit: 2, page: 2 })).data;
    expect(page2.count).toBe(3);
    expect(page2.rows.map((r) => r.contract_id)).toEqual([small]);
    // a page past the end still says what is outstanding and how many there are
    const past = (await ageing({ page: 3, limit: 10 })).data;
    expect(past).toMatchObject({ rows: [], count: 2, total_amount: '23200.00' });
    expect(past.buckets.map((x) => x.plan_count)).toEqual([2, 3, 2, 2, 2, 3, 1]);
    const found = (await ageing({ dimension: 'contract', keyword: '中合同' })).data;
    expect(found.rows.map((r) => r.contract_id)).toEqual([mid]);
    expect(found.total_amount).toBe('5000.00');
  });

  it('drills down into the instalments of a bucket, oldest first, with their days past due', async () => {
    const b2 = await plans({ bucket: 2 });
    expect(b2.count).toBe(2);
    expect(b2.data.map((r) => [r.repayment_date, r.overdue_days, r.stay_amount, r.bucket])).toEqual([
      ['2026-12-31', 60, '1400.00', 2],
      ['2027-01-29', 31, '1000.00', 2],
    ]);
    expect((await plans({ bucket: 0 })).data.map((r) => r.overdue_days)).toEqual([0, 0]);
    expect((await plans({ bucket: 5, enterprise_id: otherCustomer })).data.map((r) => r.contract_id)).toEqual([mid]);
    expect((await plans({ contract_id: small })).data.map((r) => [r.plan_name, r.status])).toEqual([['第1期', 2]]);
    expect((await plans({ limit: 5 })).count).toBe(15);
  });

  it('follows the clock: a day later the instalment due today is overdue', async () => {
    now = new Date(now.getTime() + DAY);
    try {
      await b.signIn();
      const a = (await ageing()).data;
      expect(a.today).toBe('2027-03-02');
      expect(a.buckets[0]).toMatchObject({ amount: '3000.00', plan_count: 1 });
      expect(a.buckets[1]).toMatchObject({ amount: '2900.00', plan_count: 3 });
      expect(a.buckets[6]).toMatchObject({ amount: '3700.00', plan_count: 2 });
    } finally {
      now = new Date(now.getTime() - DAY);
      await b.signIn();
    }
  });

  it("keeps to the member's data scope of contracts", async () => {
    const own = await memberWithNodes(t, ['financial_financial'], { dept: '销售一部', scope: 1 });
    const empty = (await ageing({}, own.token)).data;
    expect(empty).toMatchObject({ total_amount: '0.00', count: 0, rows: [] });
    expect(empty.buckets.every((x) => x.amount === '0.00')).toBe(true);
    expect((await plans({}, own.token)).count).toBe(0);
    const dept = await memberWithNodes(t, ['financial_financial'], { dept: '销售一部', scope: 2 });
    expect((await ageing({}, dept.token)).data.total_amount).toBe('23200.00');
    // 王强 has no 财务概览
    expect((await ageing({}, b.people.seller)).code).toBe(4031);
  });

  it('proposes by the days in its settings, which 选项配置 editors change and finance reads', async () => {
    expect((await t.call('GET', '/api/Financial/getDebtSettings', { token: b.people.finance })).body.data).toEqual({
      bad_days: 180,
      broken_days: 365,
    });
    const save = (body: unknown, token = admin) => t.call('POST', '/api/Financial/saveDebtSettings', { token, body });
    expect((await save({ bad_days: 30, broken_days: 60 }, b.people.finance)).body.code).toBe(4031);
    expect((await save({ bad_days: 60, broken_days: 60 })).body.msg).toBe('呆账逾期天数应小于坏账逾期天数');
    expect((await save({ bad_days: 0, broken_days: 60 })).body.msg).toBe('呆账逾期天数应为1到3650之间的整数');
    expect((await save({ bad_days: 5, broken_days: 3651 })).body.msg).toBe('坏账逾期天数应为1到3650之间的整数');
    expect((await save({ bad_days: 5, broken_days: 300 })).body.msg).toBe('操作成功');
    const rows = (await ageing({ dimension: 'contract', sort: 'days' })).data.rows;
    expect(rows.map((r) => r.candidate)).toEqual([2, 1, 1]);
    await save({ bad_days: 180, broken_days: 365 });
  });

  it('answers malformed queries with a clear message', async () => {
    expect((await ageing({ dimension: 'dept' })).msg).toBe('统计维度应为 customer（按客户）或 contract（按合同）');
    expect((await plans({ bucket: 7 })).msg).toBe('账龄区间应为 0 到 6 的整数');
    expect((await plans({ bucket: 'x' })).msg).toBe('账龄区间应为 0 到 6 的整数');
    for (const query of [
      { page: '0' },
      { limit: '1000' },
      { keyword: 'x'.repeat(101) },
      { unknown: '1' },
      { page: '999999' },
    ] as Record<string, string>[]) {
      const res = await t.call('GET', '/api/Financial/ageing', { token: b.people.finance, query });
      expect(res.status, JSON.stringify(query)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
