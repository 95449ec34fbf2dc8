import { ERR } from '@suwork/domain';
import { customerEntity } from '@suwork/domain/entities';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clientErrorOfDb } from '../src/core/db-errors.ts';
import { countRows, EXACT_COUNT_LIMIT } from '../src/core/kit/paging.ts';
import { openDatabase } from '../src/db/client.ts';
import { tableOf } from '../src/db/entity-tables.ts';
import { resultRows } from '../src/db/result-rows.ts';
import { withDatabase } from './global-setup.ts';
import { appForFile, bulkSetup, SALES } from './harness.ts';

// Totals a member can trust at any size: exact up to 10,000, then "10,000+", never the planner's guess for a
// scoped or filtered list; offset pages stop at the first 10,000 rows while the cursor goes on.

type Row = Record<string, unknown>;
const { t } = await appForFile();
const customers = tableOf(customerEntity);
const dialect = new PgDialect();
const MANY = EXACT_COUNT_LIMIT + 50;
const list = (token: string, query: Record<string, string | number>) =>
  t.call<Row[]>('GET', '/api/Customer/getList', { token, query });

let sales: string;
let other: string;
let otherBefore: number;
beforeAll(async () => {
  sales = await t.login(SALES);
  other = await t.login({ username: '杨磊', password: '123456' });
  otherBefore = (await list(other, {})).body.count!;
  // 王强 gets 10,050 more customers; 杨磊, in another department, none of them
  await bulkSetup(
    t.database.db,
    sql`
    insert into ${customers} (enterprise_name, in_pool, pool_exempt, create_user_id, owner_user_id, dept_id)
    select '批量客户' || g, 1, 1, u.user_id, u.user_id, u.dept_id
    from generate_series(1, ${MANY}) g, (select user_id, dept_id from sys_user where user_name = ${SALES.username}) u`,
  );
  await t.database.db.execute(sql`analyze ${customers}`);
}, 120_000);

describe('list totals', () => {
  it('says 10,000+ (capped) for a member with more, never an estimate of the table', async () => {
    const res = await list(sales, { limit: 20 });
    expect(res.body).toMatchObject({ code: 0, count: EXACT_COUNT_LIMIT, capped: true });
    expect(res.body.estimated).toBeUndefined();
    expect(res.body.data).toHaveLength(20);
  });

  it('counts exactly for a member with few records, however large the table', async () => {
    const res = await list(other, {});
    expect(res.body.count).toBe(otherBefore);
    expect(res.body.capped).toBeUndefined();
    expect(res.body.estimated).toBeUndefined();
    expect(res.body.count).toBeLessThan(EXACT_COUNT_LIMIT);
  });

  it('counts a filtered list exactly when the filter leaves few', async () => {
    const res = await list(sales, { keyword: '批量客户1000', limit: 20 });
    // 批量客户1000, 批量客户10000 … 批量客户10009
    expect(res.body).toMatchObject({ count: 11 });
    expect(res.body.capped).toBeUndefined();
    expect(res.body.data.map((r) => r.enterprise_name)).toContain('批量客户1000');
  });

  it('estimates only the whole unscoped table, and counts it when small', async () => {
    const whole = await countRows(t.database.db, customers);
    expect(whole.estimated).toBe(true);
    expect(whole.count).toBeGreaterThanOrEqual(EXACT_COUNT_LIMIT);
    const small = await countRows(t.database.db, customers, sql`${customers.owner_user_id} = -1`);
    expect(small).toEqual({ count: 0, estimated: false, capped: false });
  });

  it("asks the planner for the whole table's size once every few seconds, not on every page", async () => {
    const db = t.database.db;
    const explains = vi.spyOn(db, 'execute');
    const asked = () =>
      explains.mock.calls.filter(([q]) => dialect.sqlToQuery(q as SQL).sql.startsWith('explain')).length;
    try {
      await countRows(db, customers);
      const first = asked();
      const again = await countRows(db, customers);
      expect(again.estimated).toBe(true);
      expect(asked()).toBe(first);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 6_000);
      await countRows(db, customers);
      expect(asked()).toBe(first + 1);
    } finally {
      vi.useRealTimers();
      explains.mockRestore();
    }
  });
});

describe('deep pages', () => {
  it('serves offset pages up to the 10,000th row and refuses deeper ones with advice', async () => {
    const last = await list(sales, { page: EXACT_COUNT_LIMIT / 20, limit: 20 });
    expect(last.body.code).toBe(0);
    expect(last.body.data).toHaveLength(20);
    const deeper = await list(sales, { page: EXACT_COUNT_LIMIT / 20 + 1, limit: 20 });
    expect(deeper.status).toBe(400);
    expect(deeper.body).toMatchObject({ code: ERR.pageTooDeep.code, msg: '仅可翻阅前10000条，请缩小筛选范围' });
  });

  it('reads on past 10,000 rows with the cursor, without gaps or repeats', async () => {
    const seen = new Set<number>();
    let after: { after_id: number; after_value: string } | undefined;
    let pages = 0;
    for (;;) {
      const res = await list(sales, { limit: 100, sort_field: 'update_time', sort_order: 'desc', ...(after ?? {}) });
      expect(res.body.code).toBe(0);
      for (const r of res.body.data) {
        expect(seen.has(r.id as number)).toBe(false);
        seen.add(r.id as number);
      }
      pages++;
      if (res.body.data.length < 100) break;
      const lastRow = res.body.data.at(-1)!;
      after = { after_id: lastRow.id as number, after_value: lastRow.update_time as string };
    }
    expect(seen.size).toBeGreaterThanOrEqual(MANY);
    expect(pages).toBeGreaterThan(EXACT_COUNT_LIMIT / 100);
  });

  it('joins names and formats only the page: each row still carries its owner and department', async () => {
    const res = await list(sales, { page: 37, limit: 50 });
    expect(res.body.data).toHaveLength(50);
    for (const r of res.body.data) expect(r).toMatchObject({ owner_user_name: '王强', dept_name: '销售一部' });
  });
});

describe('statement timeout', () => {
  it('answers a cancelled query with 查询超时，请缩小筛选范围, a 400 and no internals', () => {
    const err = clientErrorOfDb(
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    );
    expect(err).toMatchObject({ code: ERR.queryTimeout.code, http: 400, message: '查询超时，请缩小筛选范围' });
  });

  // PGlite runs one query at a time in-process and has no timer to cancel it: the limit is PostgreSQL's
  const url = process.env.TEST_DATABASE_URL;
  if (url)
    it('cancels an API query running past the configured limit on PostgreSQL', async () => {
      const [{ db: dbName }] = resultRows<{ db: string }>(
        await t.database.db.execute(sql`select current_database() as db`),
      );
      const database = await openDatabase({ databaseUrl: withDatabase(url, dbName), statementTimeoutMs: 200 });
      try {
        const failure = await database.db.execute(sql`select pg_sleep(2)`).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(clientErrorOfDb(failure)?.message).toBe('查询超时，请缩小筛选范围');
        // the connection is not lost: the next query runs
        expect(resultRows<{ n: number }>(await database.db.execute(sql`select 1 as n`))[0].n).toBe(1);
      } finally {
        await database.close();
      }
    });
});
