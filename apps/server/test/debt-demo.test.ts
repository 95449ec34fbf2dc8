import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedModuleDemos } from '../src/core/module.ts';
import { demo } from './flow-fixtures.ts';
import { createTestApp, type TestContext } from './harness.ts';

// The write-off demo of a new installation, as 赵敏 (财务经理) finds it: overdue instalments in every bucket of the
// ageing, a 坏账 she approved with money recovered on it, and a 呆账 黄丽 filed waiting for her.

type Row = Record<string, unknown>;
let t: TestContext;
let zhao: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedModuleDemos(t.app);
  zhao = await t.login(demo('赵敏'));
});
afterAll(async () => t.close());

const get = async <T = Row>(url: string, query: Record<string, string | number> = {}) =>
  (await t.call<T>('GET', url, { token: zhao, query })).body;

describe('the write-off demo', () => {
  it('fills every bucket of 赵敏’s ageing and proposes the oldest contracts for write-off', async () => {
    const ageing = (
      await get<{ buckets: { label: string; amount: string }[]; rows: Row[] }>('/api/Financial/ageing', {
        dimension: 'contract',
        sort: 'days',
      })
    ).data;
    for (const b of ageing.buckets) expect(Number(b.amount), b.label).toBeGreaterThan(0);
    expect(ageing.rows[0]).toMatchObject({ contract_name: '秦川软件测试管理平台合同', candidate: 2 });
    expect(ageing.rows.find((r) => r.contract_name === '金陵商贸会员积分系统合同')).toMatchObject({ candidate: 1 });
  });

  it('shows the approved 坏账 with its recovery, and the 呆账 waiting in 赵敏’s 待我审批', async () => {
    const broken = (await get<Row[]>('/api/ContractBroken/getList')).data;
    expect(broken.map((r) => [r.contract_name, r.amount, r.recovered_amount, r.status, r.create_user_name])).toEqual([
      ['云杉信息移动办公二期合同', '52800.00', '8000.00', 3, '黄丽'],
    ]);
    const recoveries = await get<Row[]>('/api/ContractBroken/recoveryList', { id: broken[0].id as number });
    expect(recoveries.data.map((r) => [r.amount, r.create_user_name])).toEqual([['8000.00', '赵敏']]);
    const contract = (await get<Row>('/api/Contract/info', { id: broken[0].contract_id as number })).data;
    expect(contract).toMatchObject({ amount: '88000.00', back_amount: '43200.00', stay_amount: '0.00' });
    const bad = (await get<Row[]>('/api/ContractBad/getList')).data;
    expect(bad.map((r) => [r.contract_name, r.amount, r.status])).toEqual([
      ['金陵商贸会员积分系统合同', '32000.00', 2],
    ]);
    const pending = (await get<Row[]>('/api/flow/examineList', { tab: 1, page: 1, limit: 20 })).data;
    expect(pending.find((r) => r.flow_type === 12)).toMatchObject({
      detail_id: bad[0].id,
      title: '呆账 · 金陵商贸会员积分系统合同 · ¥32,000.00',
      initiator_name: '黄丽',
    });
  });
});
