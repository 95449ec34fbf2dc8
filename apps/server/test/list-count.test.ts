import { customerEntity } from '@suwork/domain/entities';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '../src/db/entity-tables.ts';
import { ADMIN, createTestApp, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  const table = tableOf(customerEntity);
  await t.database.db.execute(sql`
    insert into ${table} (enterprise_name, in_pool, pool_exempt, deal_status, owner_user_id, dept_id, create_user_id)
    select '批量客户' || g, 1, 1, 1, 1, 1, 1 from generate_series(1, 12000) g`);
  await t.database.db.execute(sql`analyze ${table}`);
});
afterAll(async () => t.close());

describe('list totals', () => {
  it('estimates the total of a large list and says so, but counts a small one exactly', async () => {
    const token = await t.login(ADMIN);
    const big = await t.call('GET', '/api/Customer/getList', { token, query: { limit: 20 } });
    expect(big.body.estimated).toBe(true);
    expect(big.body.count).toBeGreaterThan(9000);
    expect(big.body.count).toBeLessThan(15000);
    const small = await t.call('GET', '/api/Customer/getList', { token, query: { keyword: '批量客户1199' } });
    expect(small.body.estimated).toBeUndefined();
    expect(small.body.count).toBe(11); // 1199 and 11990–11999
  });
});
