import { Decimal, moneyText } from '@suwork/domain';
import { PLAN_WRITTEN_OFF } from '@suwork/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtBooks, type Answer } from './debt-fixtures.ts';
import { createTestApp, type TestContext } from './harness.ts';

// Write-offs and recoveries at the same moment on one contract (PGlite runs them one after the other, PostgreSQL
// with TEST_DATABASE_URL really in parallel): what is written off, in approval and collected never exceeds the
// contract's amount, and the contract's outstanding amount always equals what its instalments still hold.

let t: TestContext;
let b: ReturnType<typeof debtBooks>;
beforeAll(async () => {
  t = await createTestApp();
  b = debtBooks(t);
  await b.signIn();
});
afterAll(async () => t.close());

type Row = Record<string, unknown>;
const ok = (a: Answer) => a.status === 200 && a.body.code === 0;
const N = 50;
const parallel = <T>(n: number, fn: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)));
const sum = (rows: Row[], key: string) => moneyText(rows.reduce((s, r) => s.plus(r[key] as string), new Decimal(0)));

describe('50 write-off requests at once on one contract', () => {
  it('submit only as many as its balance holds, and approved they close exactly the balance', async () => {
    const id = await b.approvedContract('10000.00');
    await b.planId(id, '4000.00', '2026-02-01');
    await b.planId(id, '6000.00', '2026-05-01');
    // drafts hold nothing: each fits alone
    const created = await parallel(N, () => b.writeOff('ContractBroken', id, '500.00'));
    expect(created.filter(ok)).toHaveLength(N);
    const submitted = await parallel(N, (i) => b.submit(11, created[i].body.data.id));
    expect(submitted.filter(ok)).toHaveLength(20);
    expect(new Set(submitted.filter((a) => !ok(a)).map((a) => a.body.msg))).toEqual(
      new Set(['核销金额不能超过合同未回款余额，该合同最多还可核销 0.00 元']),
    );
    const running = created.filter((_, i) => ok(submitted[i])).map((a) => a.body.data.id);
    // approvals and collections at once: the write-offs in approval hold the whole balance
    const [approved, collections] = await Promise.all([
      parallel(running.length, (i) => b.decide(11, running[i])),
      parallel(10, () => b.collect(id, '100.00')),
    ]);
    expect(approved.filter(ok)).toHaveLength(20);
    expect(collections.filter(ok)).toHaveLength(0);
    const c = await b.info('Contract', id);
    expect(c).toMatchObject({ back_amount: '0.00', stay_amount: '0.00' });
    const plans = await b.plans(id);
    expect(plans.map((p) => [p.status, p.stay_amount])).toEqual([
      [PLAN_WRITTEN_OFF, '0.00'],
      [PLAN_WRITTEN_OFF, '0.00'],
    ]);
    const rows = (
      await b.get<Row[]>('/api/ContractBroken/getList', b.people.finance, { contract_id: id, status: 3, limit: 100 })
    ).data as unknown as Row[];
    expect(sum(rows, 'amount')).toBe('10000.00');
  });

  it('save and submit together: what reaches approval never exceeds the balance', async () => {
    const id = await b.approvedContract('3000.00');
    await b.collected(id, '500.00');
    const attempts = await parallel(N, async (i) => {
      const created = await b.writeOff(i % 2 ? 'ContractBroken' : 'ContractBad', id, '300.00');
      return ok(created) ? b.submit(i % 2 ? 11 : 12, created.body.data.id) : created;
    });
    expect(attempts.filter(ok)).toHaveLength(8);
    const room = (await b.get<Row>('/api/ContractBroken/room', b.people.finance, { contract_id: id })).data;
    expect(room).toMatchObject({ registered_amount: '500.00', pending_amount: '2400.00', room: '100.00' });
  });

  it('recover at most what was written off, the contract staying settled', async () => {
    const id = await b.approvedContract('6000.00');
    await b.planId(id, '2500.00', '2026-02-01');
    await b.planId(id, '3500.00', '2026-03-01');
    const wo = await b.approvedWriteOff('ContractBad', 12, id, '6000.00');
    const recovered = await parallel(N, () =>
      b.send('/api/ContractBad/addRecovery', b.people.finance, {
        debt_id: wo,
        amount: '200.00',
        recover_date: '2026-11-20',
        pay_method: 1,
      }),
    );
    expect(recovered.filter(ok)).toHaveLength(30);
    expect(new Set(recovered.filter((a) => !ok(a)).map((a) => a.body.msg))).toEqual(
      new Set(['收回金额不能超过该呆账未收回金额 0.00 元']),
    );
    expect(await b.info('ContractBad', wo)).toMatchObject({ recovered_amount: '6000.00' });
    expect(await b.info('Contract', id)).toMatchObject({ back_amount: '6000.00', stay_amount: '0.00' });
    const plans = await b.plans(id);
    expect(plans.map((p) => [p.status, p.actual_amount, p.stay_amount])).toEqual([
      [5, '2500.00', '0.00'],
      [5, '3500.00', '0.00'],
    ]);
    const collections = (
      await b.get<Row[]>('/api/ContractPayment/getList', b.people.finance, { contract_id: id, limit: 100 })
    ).data as unknown as Row[];
    expect(sum(collections, 'actual_amount')).toBe('6000.00');
  });
});
