import { customerEntity } from '@suwork/domain/entities';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetGramStats, keywordShare } from '../src/core/engine/short-keyword.ts';
import { tableOf } from '../src/db/entity-tables.ts';
import { resultRows } from '../src/db/result-rows.ts';
import { appForFile, bulkSetup, SALES } from './harness.ts';
import { getRaw } from './upload-helpers.ts';

// Keywords of one or two characters are answered by a statement that depends on how common they are (a fifth of
// the records or more, fewer, or too few for the statistics to track); whichever it is, a member finds exactly the
// records holding the keyword in any search field, any case, and the total counts them.

type Row = Record<string, unknown>;
const { t, admin } = await appForFile();
const customers = tableOf(customerEntity);
const SEARCH = customerEntity.fields.filter((f) => f.search).map((f) => f.key);
const list = (token: string, query: Record<string, string | number>) =>
  t.call<Row[]>('GET', '/api/Customer/getList', { token, query });

/** Every id the member's list shows for the keyword, page by page, and the total it answers. */
async function found(token: string, keyword: string) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await list(token, { keyword, page, limit: 100 });
    expect(res.body.code, res.body.msg).toBe(0);
    ids.push(...res.body.data.map((r) => r.id as number));
    if (res.body.data.length < 100) return { ids: ids.sort((a, b) => a - b), count: res.body.count };
  }
}

/** The customers admin's list holds whose search fields contain the keyword, any case (the oracle, in JavaScript). */
async function holding(keyword: string, owner?: number) {
  const rows = resultRows<Row>(await t.database.db.execute(sql`select * from ${customers} where in_pool = 1`));
  const kw = keyword.toLowerCase();
  return rows
    .filter((r) => owner === undefined || r.owner_user_id === owner)
    .filter((r) =>
      SEARCH.some((k) =>
        String(r[k] ?? '')
          .toLowerCase()
          .includes(kw),
      ),
    )
    .map((r) => r.id as number)
    .sort((a, b) => a - b);
}

let salesId: number;
beforeAll(async () => {
  [{ id: salesId }] = resultRows<{ id: number }>(
    await t.database.db.execute(sql`select user_id as id from sys_user where user_name = ${SALES.username}`),
  );
  // 240 named 鹳鹬商行N (every third one 王强's), 40 of them with a contact 'Zq' in mixed case; two rare ones
  await bulkSetup(
    t.database.db,
    sql`
    insert into ${customers} (enterprise_name, contact_name, mobile, in_pool, pool_exempt, create_user_id, owner_user_id, dept_id)
    select '鹳鹬商行' || g, case when g % 6 = 0 then (case when g % 12 = 0 then 'ZQ' else 'zQ' end) || '贸易' || g else '联络人' end,
           '1370000' || lpad(g::text, 4, '0'), 1, 1, 1, case when g % 3 = 0 then ${salesId} else 1 end, 1
    from generate_series(1, 240) g
    union all select '鸊鷉' || g || '号', '', '', 1, 1, 1, 1, 1 from generate_series(1, 2) g`,
  );
  // the statistics of a large table keep its most common grams only; here, of the names, the ten most common
  await t.database.db.execute(sql`alter index crm_customer_enterprise_name_grams_idx alter column 1 set statistics 1`);
  await t.database.db.execute(sql`analyze ${customers}`);
  forgetGramStats(customerEntity.table);
}, 60_000);

describe('short keywords', () => {
  it('finds and counts every record holding a keyword, common, less common or rare', async () => {
    await list(admin, { keyword: '鹳' }); // reads the statistics
    expect([
      keywordShare(customerEntity.table, '鹳鹬'),
      keywordShare(customerEntity.table, 'zq'),
      keywordShare(customerEntity.table, '鸊鷉'),
    ]).toEqual(['common', 'seen', 'rare']);
    for (const keyword of ['鹳', '鹳鹬', '鹬商', '行1', 'zq', 'ZQ', 'Zq', 'q贸', '鸊', '鸊鷉', '鷉1', '12', '7']) {
      const expected = await holding(keyword);
      expect(expected.length, keyword).toBeGreaterThan(0);
      expect(await found(admin, keyword), keyword).toEqual({ ids: expected, count: expected.length });
    }
  });

  it('finds nothing for characters that never stand side by side, and takes % and _ literally', async () => {
    for (const keyword of ['鹬鹳', '商鹳', '鷉鸊', '%', '_', '鹳%', 'q_'])
      expect(await found(admin, keyword), keyword).toEqual({ ids: [], count: 0 });
  });

  it('keeps the data scope: a member finds a common keyword only in records they may see', async () => {
    const sales = await t.login(SALES);
    const expected = await holding('鹳鹬', salesId);
    expect(expected).toHaveLength(80);
    expect(await found(sales, '鹳鹬')).toEqual({ ids: expected, count: 80 });
    expect(await found(sales, '鸊鷉')).toEqual({ ids: [], count: 0 });
  });

  it('exports the same records the list finds', async () => {
    for (const keyword of ['鹳鹬', 'zq', '鸊鷉']) {
      const res = await t.call<{ url: string }>('POST', '/api/Customer/export', {
        token: admin,
        body: { keyword, format: 'csv' },
      });
      expect(res.body.code, res.body.msg).toBe(0);
      const file = await getRaw(t, res.body.data.url);
      const lines = file.body.toString('utf8').trim().split('\n');
      expect(lines.length - 1, keyword).toBe((await holding(keyword)).length);
    }
  });
});
