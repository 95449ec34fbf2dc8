import { clueEntity, customerEntity } from '@suwork/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from './entity-fixtures.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Overview = {
  totals: Record<string, number | string>;
  trend: { labels: string[]; clues: number[]; customers: number[]; granularity: string };
  ranking: { user_name: string; new_customers: number }[];
};
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe('CRM dashboard', () => {
  it("counts new clues, customers, follow-ups and conversions within the member's scope", async () => {
    const admin = await t.login(ADMIN);
    const seller = await t.login(SALES);
    const other = await t.login({ username: '杨磊', password: '123456' });
    await createRecord(t, admin, customerEntity);
    for (let i = 0; i < 2; i++) await createRecord(t, seller, customerEntity);
    const clueId = await createRecord(t, seller, clueEntity);
    await createRecord(t, seller, clueEntity);
    await createRecord(t, other, clueEntity);
    const now = `${today()} 09:00:00`;
    await t.call('POST', '/api/CommonFollow/add', {
      token: seller,
      body: {
        entity: 'clue',
        real_id: clueId,
        follow_type: 1,
        follow_time: now,
        contact_name: '甲',
        content: '<p>ok</p>',
      },
    });
    // the follow-up goes with the clue to its customer (a converted clue takes no more)
    expect(
      (await t.call('POST', '/api/Clue/transferCustomer', { token: seller, body: { id: clueId } })).body.code,
    ).toBe(0);

    const query = { start_date: today(), end_date: today() };
    const mineRes = await t.call<Overview>('GET', '/api/CrmDashboard/overview', { token: seller, query });
    expect(mineRes.body.msg).toBe('操作成功');
    const mine = mineRes.body.data;
    expect(mine.totals).toMatchObject({
      new_clues: 2,
      new_customers: 3,
      converted_clues: 1,
      follow_count: 1,
      conversion_rate: '50.00',
    });
    expect(mine.trend).toMatchObject({ granularity: 'day', labels: [today()], clues: [2], customers: [3] });
    expect(mine.ranking).toEqual([{ user_id: expect.any(Number), user_name: '王强', new_customers: 3 }]);

    const all = (await t.call<Overview>('GET', '/api/CrmDashboard/overview', { token: admin, query })).body.data;
    expect(all.totals).toMatchObject({ new_clues: 3, new_customers: 4 });
    expect(all.ranking.map((r) => r.user_name)).toEqual(['王强', 'admin']);
  });

  it('refuses a reversed or missing period', async () => {
    const admin = await t.login(ADMIN);
    expect(
      (
        await t.call('GET', '/api/CrmDashboard/overview', {
          token: admin,
          query: { start_date: '2026-11-20', end_date: '2026-11-01' },
        })
      ).body.msg,
    ).toBe('结束日期不能早于开始日期');
    expect(
      (await t.call('GET', '/api/CrmDashboard/overview', { token: admin, query: { end_date: '2026-11-01' } })).body.msg,
    ).toBe('请选择开始日期');
  });
});
