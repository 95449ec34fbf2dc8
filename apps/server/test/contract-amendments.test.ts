import { Decimal, moneyText, PLAN_VOID, planStatusOf } from '@suwork/domain';
import { PLAN_WRITTEN_OFF } from '@suwork/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitPlans, type SplitRow } from '../src/modules/contract/plan-split.ts';
import { debtBooks, type Books } from './debt-fixtures.ts';
import { ADMIN, createTestApp, type TestContext } from './harness.ts';

// 合同变更 and the instalments: an approved amendment leaves the plans adding up to the contract, so the ageing of
// receivables, the overdue reminders (both read the instalments) and 财务概览 (reads the contract) tell one story.
// A long seeded run of amendments up and down, with collections registered and confirmed and write-offs in
// between, is checked against a model of each contract kept here.

let t: TestContext;
let b: Books;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  b = debtBooks(t);
  await b.signIn();
  admin = await t.login(ADMIN);
});
afterAll(async () => t.close());

type Row = Record<string, unknown>;
const d = (v: Decimal.Value) => new Decimal(v);
const DAY = 86_400_000;
/** The company's day (UTC+8) moved by `days`. */
const day = (days: number) => new Date(t.clock.now().getTime() + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);
const today = () => day(0);

/** A small seeded generator (mulberry32), so a failing run can be replayed with CONTRACT_AMENDMENTS_SEED. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  /** 0.01 … max, in cents */
  const cents = (max: Decimal.Value) => d(int(d(max).times(100).toNumber()) + 1).dividedBy(100);
  return { next, int, cents, pick: <T>(list: readonly T[]) => list[int(list.length)] };
}

const plansOf = async (contractId: number) =>
  (
    await t.call<Row[]>('GET', '/api/ContractRepay/getList', {
      token: admin,
      query: { contract_id: contractId, limit: 100, sort_field: 'repayment_date', sort_order: 'asc' },
    })
  ).body.data;
const contractOf = async (id: number) =>
  (await t.call<Row>('GET', '/api/Contract/info', { token: admin, query: { id } })).body.data;
const overview = async () =>
  (
    await t.call<{ receivable: { count: number; amount: string } }>('GET', '/api/Financial/overview', {
      token: admin,
      query: { start_date: '2026-01-01', end_date: '2026-01-31' },
    })
  ).body.data.receivable;
/** What 应收账龄 says a contract still owes (found by its title). */
async function ageingOf(c: { id: number; title: string }): Promise<string> {
  const res = await t.call<{ rows: Row[] }>('GET', '/api/Financial/ageing', {
    token: admin,
    query: { dimension: 'contract', keyword: c.title, limit: 100 },
  });
  expect(res.body.code, res.body.msg).toBe(0);
  return String(res.body.data.rows.find((r) => r.contract_id === c.id)?.total ?? '0.00');
}

/** An amendment proposed by 王强 and approved by 刘洋; the answer of the step that refused it, if one did. */
async function amend(
  contractId: number,
  newAmount: string,
  extra: Row = {},
): Promise<{ ok: boolean; msg: string; id?: number }> {
  const c = await contractOf(contractId);
  const created = await b.send('/api/ContractChange/add', b.people.seller, {
    contract_id: contractId,
    reason: '客户调整采购范围',
    new_amount: newAmount,
    new_start_date: c.start_date,
    new_end_date: c.end_date,
    ...extra,
  });
  if (created.body.code !== 0) return { ok: false, msg: created.body.msg };
  const id = created.body.data.id;
  const submitted = await b.send('/api/flow/startflow', b.people.seller, {
    flow_type: 2,
    detail_id: id,
    to_user: '{}',
  });
  if (submitted.body.code !== 0) return { ok: false, msg: submitted.body.msg, id };
  const decided = await b.send('/api/flow/examine', b.people.leader, {
    flow_type: 2,
    detail_id: id,
    pass_type: 2,
    reason: '同意',
  });
  return { ok: decided.body.code === 0, msg: decided.body.msg, id };
}

type Collection = { id: number; plan: number; amount: Decimal; actual: Decimal | null };
type Model = { id: number; title: string; amount: Decimal; writtenOff: Decimal; collections: Collection[] };
const registered = (m: Model) => m.collections.reduce((s, c) => s.plus(c.amount), d(0));
const confirmed = (m: Model) => m.collections.reduce((s, c) => s.plus(c.actual ?? 0), d(0));
const outstanding = (m: Model) => m.amount.minus(confirmed(m)).minus(m.writtenOff);

/** Every figure of the contract, its instalments and the ageing agree with the model. */
async function checkContract(m: Model, label: string) {
  const c = await contractOf(m.id);
  expect(c, label).toMatchObject({
    amount: moneyText(m.amount),
    back_amount: moneyText(confirmed(m)),
    stay_amount: moneyText(outstanding(m)),
  });
  const plans = await plansOf(m.id);
  const live = plans.filter((p) => p.status !== PLAN_VOID);
  const open = live.filter((p) => [1, 2, 3, 4].includes(p.status as number));
  expect(moneyText(live.reduce((s, p) => s.plus(p.amount as string), d(0))), `${label}: Σ 回款计划 = 合同金额`).toBe(
    moneyText(m.amount),
  );
  expect(
    moneyText(open.reduce((s, p) => s.plus(p.stay_amount as string), d(0))),
    `${label}: Σ 未回款计划的待回款 = 合同待回款`,
  ).toBe(moneyText(outstanding(m)));
  for (const p of live) {
    const on = m.collections.filter((x) => x.plan === p.id);
    const actual = on.reduce((s, x) => s.plus(x.actual ?? 0), d(0));
    const where = `${label}: ${String(p.plan_name)} ${String(p.amount)}`;
    expect(p.actual_amount, where).toBe(moneyText(actual));
    // an instalment never goes below what was registered on it
    expect(d(p.amount as string).gte(on.reduce((s, x) => s.plus(x.amount), d(0))), where).toBe(true);
    expect(d(p.stay_amount as string).gte(0), where).toBe(true);
    if (p.status !== PLAN_WRITTEN_OFF) {
      const expected = planStatusOf({ amount: p.amount as string, actual, date: String(p.repayment_date) }, today());
      // a balance closed in part by a write-off keeps 1–4
      expect(p.status, where).toBe(expected);
    } else expect(p.stay_amount, where).toBe('0.00');
  }
  expect(await ageingOf(m), `${label}: 应收账龄`).toBe(moneyText(outstanding(m)));
}

async function checkOverview(models: readonly Model[], base: { count: number; amount: string }, label: string) {
  const owing = models.filter((m) => outstanding(m).gt(0));
  expect(await overview(), `${label}: 财务概览 应收`).toEqual({
    count: base.count + owing.length,
    amount: moneyText(owing.reduce((s, m) => s.plus(outstanding(m)), d(base.amount))),
  });
}

/** An approved contract split into instalments covering its amount. */
async function planned(
  amount: string,
  shares: readonly [string, number][],
  title = `变更合同${Math.random()}`,
): Promise<{ id: number; plans: number[] }> {
  const id = await b.approvedContract(amount, '2026-01-01', undefined, title);
  const plans = [];
  for (const [share, days] of shares) plans.push(await b.planId(id, share, day(days)));
  return { id, plans };
}
const planRow = async (id: number) => (await b.info('ContractRepay', id)) as Row;

describe('an approved amendment keeps the instalments in step with the contract', () => {
  it('1,000.00 with one 1,000.00 instalment amended to 500.00: the instalment, the ageing and 财务概览 say 500.00', async () => {
    const base = await overview();
    const title = `半价合同${Math.random()}`;
    const { id, plans } = await planned('1000.00', [['1000.00', -10]], title);
    const res = await amend(id, '500.00');
    expect(res).toMatchObject({ ok: true, msg: '操作成功' });
    expect(await planRow(plans[0])).toMatchObject({ amount: '500.00', stay_amount: '500.00', status: 2 });
    expect(await contractOf(id)).toMatchObject({ amount: '500.00', stay_amount: '500.00' });
    expect(await ageingOf({ id, title })).toBe('500.00');
    expect(await overview()).toEqual({ count: base.count + 1, amount: moneyText(d(base.amount).plus(500)) });
  });

  it('takes a decrease from the last open instalment backwards, never below what was collected on it', async () => {
    const { id, plans } = await planned('1000.00', [
      ['400.00', 10],
      ['300.00', 40],
      ['300.00', 70],
    ]);
    await b.collected(id, '100.00', { plan_id: plans[2] });
    expect((await amend(id, '500.00')).ok).toBe(true);
    // the third is brought to what it collected (已回款), the second has nothing left (作废), the first is untouched
    expect(await planRow(plans[2])).toMatchObject({
      amount: '100.00',
      actual_amount: '100.00',
      stay_amount: '0.00',
      status: 5,
    });
    expect(await planRow(plans[1])).toMatchObject({ amount: '0.00', status: PLAN_VOID });
    expect(await planRow(plans[0])).toMatchObject({ amount: '400.00', stay_amount: '400.00', status: 1 });
    expect(await contractOf(id)).toMatchObject({ amount: '500.00', back_amount: '100.00', stay_amount: '400.00' });
    // below what was collected: refused, as before
    expect((await amend(id, '99.99')).msg).toBe('变更后合同金额不能小于已登记的回款 100.00 元');
  });

  it('adds an increase to the last open instalment, or to a new one dated the end of the contract when none is open', async () => {
    const { id, plans } = await planned('1000.00', [
      ['600.00', -5],
      ['400.00', 30],
    ]);
    expect((await amend(id, '1200.00')).ok).toBe(true);
    expect(await planRow(plans[1])).toMatchObject({ amount: '600.00', stay_amount: '600.00' });
    expect(await planRow(plans[0])).toMatchObject({ amount: '600.00' });
    await b.collected(id, '600.00', { plan_id: plans[0] });
    await b.collected(id, '600.00', { plan_id: plans[1] });
    expect((await amend(id, '1500.00', { new_end_date: '2028-06-30' })).ok).toBe(true);
    const all = await plansOf(id);
    expect(all.map((p) => [p.plan_name, p.amount, p.stay_amount, p.status, p.repayment_date])).toEqual([
      ['第1期', '600.00', '0.00', 5, day(-5)],
      ['第2期', '600.00', '0.00', 5, day(30)],
      ['第3期', '300.00', '300.00', 1, '2028-06-30'],
    ]);
    expect(await contractOf(id)).toMatchObject({ amount: '1500.00', stay_amount: '300.00' });
  });

  it('voids every instalment of a contract amended to 0.00, and plans again when it is amended up', async () => {
    const { id, plans } = await planned('600.00', [
      ['300.00', 10],
      ['300.00', 40],
    ]);
    expect((await amend(id, '0.00')).ok).toBe(true);
    expect((await plansOf(id)).map((p) => [p.amount, p.status])).toEqual([
      ['0.00', PLAN_VOID],
      ['0.00', PLAN_VOID],
    ]);
    expect((await amend(id, '200.00', { new_end_date: '2026-02-01' })).ok).toBe(true);
    const third = (await plansOf(id)).find((p) => !plans.includes(p.id as number));
    expect(third).toMatchObject({
      plan_name: '第3期',
      amount: '200.00',
      repayment_date: day(40),
      remark: expect.stringMatching(/^由合同变更 BG-\d{8}-\d{4} 新增$/),
    });
  });

  it('leaves a contract without instalments unplanned, and the part of a contract not yet planned to plan', async () => {
    const none = await b.approvedContract('800.00');
    expect((await amend(none, '900.00')).ok).toBe(true);
    expect(await plansOf(none)).toEqual([]);
    // 600.00 of 1,000.00 planned: an increase widens what is left to plan, a decrease takes it first
    const { id, plans } = await planned('1000.00', [['600.00', 20]]);
    expect((await amend(id, '1100.00')).ok).toBe(true);
    expect(await planRow(plans[0])).toMatchObject({ amount: '600.00' });
    expect((await amend(id, '700.00')).ok).toBe(true);
    expect(await planRow(plans[0])).toMatchObject({ amount: '600.00' });
    expect((await amend(id, '450.00')).ok).toBe(true);
    expect(await planRow(plans[0])).toMatchObject({ amount: '450.00' });
  });

  it('shows the split before the change is saved and before it is submitted, and applies it as the plans are at approval', async () => {
    const { id, plans } = await planned('1000.00', [
      ['500.00', 10],
      ['500.00', 40],
    ]);
    const preview = async (query: Record<string, string | number>) =>
      (await t.call<Row>('GET', '/api/ContractChange/planSplit', { token: b.people.seller, query })).body;
    const before = await preview({ contract_id: id, new_amount: '700.00' });
    expect(before.msg).toBe('操作成功');
    expect(before.data).toMatchObject({
      amount: '1000.00',
      new_amount: '700.00',
      planned: '1000.00',
      new_planned: '700.00',
      changed: true,
      refused: '',
    });
    expect((before.data.plans as Row[]).map((p) => [p.plan_id, p.amount, p.new_amount, p.new_status])).toEqual([
      [plans[0], '500.00', '500.00', 1],
      [plans[1], '500.00', '200.00', 1],
    ]);
    const refused = await preview({ contract_id: id, new_amount: '-1' });
    expect(refused.code).not.toBe(0);

    const change = (
      await b.send('/api/ContractChange/add', b.people.seller, {
        contract_id: id,
        reason: '减少数量',
        new_amount: '700.00',
        new_start_date: '2026-01-01',
        new_end_date: '2027-12-31',
      })
    ).body.data.id;
    const diff = async () =>
      (await t.call<Row>('GET', '/api/ContractChange/diff', { token: b.people.seller, query: { id: change } })).body
        .data;
    expect(((await diff()).split as Row).plans).toEqual(before.data.plans);
    expect(
      await b.msg(b.send('/api/flow/startflow', b.people.seller, { flow_type: 2, detail_id: change, to_user: '{}' })),
    ).toBe('操作成功');
    // money arrives on the second instalment while the change waits: approval splits the plans as they are then
    await b.collected(id, '450.00', { plan_id: plans[1] });
    expect(((await diff()).split as Row).plans).toEqual([
      expect.objectContaining({ plan_id: plans[0], new_amount: '250.00' }),
      expect.objectContaining({ plan_id: plans[1], new_amount: '450.00', new_status: 5 }),
    ]);
    expect(
      await b.msg(
        b.send('/api/flow/examine', b.people.leader, { flow_type: 2, detail_id: change, pass_type: 2, reason: '同意' }),
      ),
    ).toBe('操作成功');
    expect(await planRow(plans[0])).toMatchObject({ amount: '250.00', stay_amount: '250.00' });
    expect(await planRow(plans[1])).toMatchObject({ amount: '450.00', actual_amount: '450.00', status: 5 });
    // once approved the diff is what was applied: the plans' log has the split
    expect((await diff()).split).toBeNull();
    const log = (await t.call<Row[]>('GET', '/api/ContractRepay/getLog', { token: admin, query: { id: plans[0] } }))
      .body.data;
    expect(log.map((l) => l.content).join('\n')).toContain('计划回款金额由「500.00」改为「250.00」');
  });

  it('keeps what a write-off closed when it takes an instalment down', async () => {
    const { id, plans } = await planned('1000.00', [
      ['500.00', -100],
      ['500.00', 30],
    ]);
    await b.approvedWriteOff('ContractBroken', 11, id, '300.00');
    expect(await planRow(plans[0])).toMatchObject({ stay_amount: '200.00', status: 2 });
    expect((await amend(id, '299.99')).msg).toBe('变更后合同金额不能小于已登记的回款与已核销金额合计 300.00 元');
    expect((await amend(id, '300.00')).ok).toBe(true);
    expect(await planRow(plans[0])).toMatchObject({ amount: '300.00', stay_amount: '0.00', status: PLAN_WRITTEN_OFF });
    expect(await planRow(plans[1])).toMatchObject({ amount: '0.00', status: PLAN_VOID });
    expect(await contractOf(id)).toMatchObject({ amount: '300.00', stay_amount: '0.00' });
  });
});

describe('splitPlans', () => {
  const row = (id: number, amount: string, extra: Partial<SplitRow> = {}): SplitRow => ({
    id,
    name: `第${id}期`,
    date: `2027-0${id}-01`,
    amount,
    actual: '0.00',
    floor: '0.00',
    closed: '0.00',
    open: true,
    ...extra,
  });
  it('moves nothing when the amount and the plans agree', () => {
    const s = splitPlans({
      amount: '100.00',
      newAmount: '100.00',
      rows: [row(1, '100.00')],
      endDate: '2027-12-31',
      today: '2027-01-01',
    });
    expect(s).toMatchObject({ changed: false, refused: '', newPlanned: '100.00' });
  });
  it('refuses when the open instalments cannot give up enough', () => {
    const s = splitPlans({
      amount: '100.00',
      newAmount: '10.00',
      rows: [row(1, '50.00', { floor: '50.00' }), row(2, '50.00', { open: false, floor: '50.00' })],
      endDate: null,
      today: '2027-01-01',
    });
    expect(s.refused).toBe('回款计划中已登记回款与已核销的部分合计 100.00 元，变更后合同金额不能低于该金额');
  });
});

describe('after random amendments, collections and write-offs', () => {
  const SEED = Number(process.env.CONTRACT_AMENDMENTS_SEED ?? 20_261_128);
  const OPERATIONS = Number(process.env.CONTRACT_AMENDMENTS_OPERATIONS ?? (process.env.TEST_DATABASE_URL ? 300 : 80));

  it(
    `the open instalments add up to what the contract still has outstanding (${OPERATIONS} operations)`,
    { timeout: 1_800_000 },
    async () => {
      const r = random(SEED);
      const base = await overview();
      const models: Model[] = [];
      const counts = { up: 0, down: 0, refused: 0, registered: 0, confirmed: 0, writtenOff: 0 };
      for (let i = 0; i < 4; i++) {
        const amount = r.cents(20_000).plus(100);
        const title = `随机变更合同-${SEED}-${String.fromCharCode(65 + i)}`;
        const n = 1 + r.int(4);
        const shares: [string, number][] = [];
        let left = amount;
        for (let k = 0; k < n; k++) {
          const share =
            k === n - 1
              ? left
              : Decimal.min(r.cents(left.dividedBy(n - k).times(1.5)), left.minus(d('0.01').times(n - k - 1)));
          left = left.minus(share);
          shares.push([moneyText(share), r.int(300) - 150]);
        }
        const { id } = await planned(moneyText(amount), shares, title);
        models.push({ id, title, amount, writtenOff: d(0), collections: [] });
      }
      for (const m of models) await checkContract(m, `开始 ${m.title}`);

      for (let n = 1; n <= OPERATIONS; n++) {
        const m = r.pick(models);
        const label = `${n} ${m.title}`;
        const roll = r.next();
        if (roll < 0.3) {
          // a collection on an open instalment, within what is still to be collected on it (what is registered and
          // has not arrived, confirmed in part or not yet, still holds its share)
          const plans = (await plansOf(m.id)).filter((p) => [1, 2, 3, 4].includes(p.status as number));
          const waiting = (plan: unknown) =>
            m.collections.filter((x) => x.plan === plan).reduce((s, x) => s.plus(x.amount.minus(x.actual ?? 0)), d(0));
          const rooms = plans
            .map((p) => ({ p, room: d(p.stay_amount as string).minus(waiting(p.id)) }))
            .filter((x) => x.room.gt(0));
          if (rooms.length === 0) continue;
          const { p, room } = r.pick(rooms);
          const amount = r.next() < 0.3 ? room : r.cents(room);
          const res = await b.collect(m.id, moneyText(amount), { plan_id: p.id });
          expect(res.body.msg, label).toBe('操作成功');
          m.collections.push({ id: res.body.data.id, plan: p.id as number, amount, actual: null });
          counts.registered++;
        } else if (roll < 0.5) {
          const c = m.collections.find((x) => x.actual === null);
          if (!c) continue;
          const actual = r.next() < 0.7 ? c.amount : r.cents(c.amount);
          expect(
            await b.msg(
              b.send('/api/ContractPayment/confirm', b.people.finance, {
                receivable_id: c.id,
                actual_amount: moneyText(actual),
              }),
            ),
            label,
          ).toBe('操作成功');
          c.actual = actual;
          counts.confirmed++;
        } else if (roll < 0.56) {
          // write-offs close the oldest balances (amount less what arrived): finance first confirms in full what
          // is still waiting on the contract, so no balance a write-off closes is still waiting for money
          for (const c of m.collections.filter((x) => x.actual === null || !x.actual.eq(x.amount))) {
            // the rest of a part-confirmed collection arriving is 更正到账 (confirmed money changes only with a reason)
            const topUp = c.actual !== null && c.actual.gt(0);
            const body = {
              receivable_id: c.id,
              actual_amount: moneyText(c.amount),
              ...(topUp ? { reason: '余款到账' } : {}),
            };
            expect(
              await b.msg(
                b.send(topUp ? '/api/ContractPayment/correct' : '/api/ContractPayment/confirm', b.people.finance, body),
              ),
              label,
            ).toBe('操作成功');
            c.actual = c.amount;
          }
          const room = outstanding(m);
          if (room.lte(0)) continue;
          const amount = r.cents(Decimal.min(room, 2000));
          await b.approvedWriteOff('ContractBroken', 11, m.id, moneyText(amount));
          m.writtenOff = m.writtenOff.plus(amount);
          counts.writtenOff++;
        } else {
          const floor = registered(m).plus(m.writtenOff);
          const roll2 = r.next();
          const target =
            roll2 < 0.1
              ? Decimal.max(floor.minus(r.cents(100)), 0)
              : roll2 < 0.2
                ? floor
                : roll2 < 0.25
                  ? m.amount
                  : roll2 < 0.6
                    ? floor.plus(r.cents(Decimal.max(m.amount.minus(floor), '0.01')))
                    : m.amount.plus(r.cents(5000));
          const res = await amend(m.id, moneyText(target));
          const fits = target.gte(floor);
          expect(res.ok, `${label}: 变更为 ${moneyText(target)}（下限 ${moneyText(floor)}）：${res.msg}`).toBe(fits);
          if (!fits) {
            expect(res.msg, label).toMatch(/^变更后合同金额不能小于已登记的回款/);
            counts.refused++;
            continue;
          }
          if (target.lt(m.amount)) counts.down++;
          else counts.up++;
          m.amount = target;
          await checkContract(m, label);
          await checkOverview(models, base, label);
        }
      }
      for (const m of models) await checkContract(m, `结束 ${m.title}`);
      await checkOverview(models, base, '结束');
      for (const [what, count] of Object.entries(counts)) expect(count, what).toBeGreaterThan(0);
    },
  );
});
