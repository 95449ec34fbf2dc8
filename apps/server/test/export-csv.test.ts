import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { DATA_SCOPE, ERR, EXPORT_JOB_HEADER, EXPORT_STATUS } from '@suwork/domain';
import type { ExportProgress } from '@suwork/domain/contracts';
import {
  businessProjectEntity,
  contractEntity,
  customerEntity,
  ENTITY_BY_KEY,
  type EntityDef,
} from '@suwork/domain/entities';
import { and, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { readFirstSheet } from '../src/core/excel/sheet-reader.ts';
import { cellText, neutralise, plainText, readCell } from '../src/core/excel/cells.ts';
import { csvLine } from '../src/core/excel/csv-output.ts';
import { exportColumns } from '../src/core/excel/export-columns.ts';
import { EXPORT_MAX_ROWS, writeExport } from '../src/core/excel/export.ts';
import { writeCsvExport } from '../src/core/excel/export-csv.ts';
import type { ExportJob } from '../src/core/excel/export-job.ts';
import { exportSelect } from '../src/core/excel/export-select.ts';
import { EntityService } from '../src/core/engine/entity-service.ts';
import { fail } from '../src/core/envelope.ts';
import { JobStopped, type JobContext } from '../src/core/jobs.ts';
import type { SessionUser } from '../src/core/sessions.ts';
import { copyCsv } from '../src/core/excel/pg-copy.ts';
import { sanitizeRichText } from '../src/core/engine/sanitize.ts';
import { rawQueryOf } from '../src/db/client.ts';
import { tableOf } from '../src/db/entity-tables.ts';
import { options, tagGroups, tags, users } from '../src/db/schema.ts';
import { createRecord, memberWith } from './entity-fixtures.ts';
import { appForFile, bulkSetup } from './harness.ts';
import { getRaw } from './upload-helpers.ts';

const { t, admin } = await appForFile();
const db = t.database.db;
const expense = ENTITY_BY_KEY.get('expense')!;
const market = ENTITY_BY_KEY.get('market')!;

let seq = 0;
const mark = () => `CSV${++seq}号${Date.now() % 100000}`;

/** RFC 4180 fields: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\n')) field += c;
    else {
      row.push(field);
      field = '';
      if (c === '\n') {
        rows.push(row);
        row = [];
      }
    }
  }
  expect(field, 'the file ends with a line break').toBe('');
  return rows;
}

async function download(url: string) {
  const res = await getRaw(t, url);
  expect(res.status).toBe(200);
  return res;
}

/** The export's POST (`format`: csv, or the default xlsx), asserted to succeed. */
async function exportTo(format: 'xlsx' | 'csv', def: EntityDef, filters: Record<string, string>, token = admin) {
  const res = await t.call<{ url: string }>('POST', `/api/${def.controller}/export`, {
    token,
    // xlsx is what an export writes unless it is asked for another format
    body: format === 'csv' ? { ...filters, format } : filters,
  });
  expect(res.body.code, res.body.msg).toBe(0);
  return download(res.body.data.url);
}

async function csvOf(def: EntityDef, filters: Record<string, string>, token = admin) {
  const res = await exportTo('csv', def, filters, token);
  expect([...res.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = res.body.toString('utf8').slice(1);
  return { text, rows: parseCsv(text), disposition: String(res.headers['content-disposition']) };
}

/** The xlsx's cells as text: money and percentages to two decimals (their number format), the rest as written. */
async function xlsxTexts(def: EntityDef, filters: Record<string, string>, token = admin): Promise<string[][]> {
  const res = await exportTo('xlsx', def, filters, token);
  const sheet = await readFirstSheet(res.body, EXPORT_MAX_ROWS);
  const twoDecimals = exportColumns(def).map((c) => c.numFmt === '0.00');
  const text = (v: unknown, i: number) =>
    typeof v === 'number' && twoDecimals[i] ? v.toFixed(2) : cellText(v as never);
  return [sheet.header, ...sheet.rows.map((r) => sheet.header.map((_, i) => text(r.cells[i] ?? null, i)))];
}

/**
 * Exports the same filtered set both ways and asserts the same header and the same cells, row by row. `unread`:
 * columns left out of the comparison (exceljs decodes entities twice: a cell written as `&lt;` reads as `<`).
 */
async function sameBothWays(def: EntityDef, filters: Record<string, string>, token = admin, unread: string[] = []) {
  const csv = await csvOf(def, filters, token);
  const xlsx = await xlsxTexts(def, filters, token);
  // the sheet reader trims and takes a neutralising apostrophe off: the csv's cells read the same way
  const skip = unread.map((label) => csv.rows[0].indexOf(label));
  const read = csv.rows.map((r, i) =>
    i === 0 ? r : r.map((c, j) => (skip.includes(j) ? xlsx[i][j] : cellText(readCell(c)))),
  );
  expect(read[0]).toEqual(xlsx[0]);
  expect(read.length).toBe(xlsx.length);
  for (let i = 1; i < read.length; i++) expect(read[i], `row ${i}`).toEqual(xlsx[i]);
  return csv;
}

const col = (rows: string[][], label: string) => rows.slice(1).map((r) => r[rows[0].indexOf(label)]);

async function insert(def: EntityDef, values: Record<string, unknown>[]) {
  const defaults = Object.fromEntries(
    def.fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.key, f.defaultValue]),
  );
  const system = def.owned ? { owner_user_id: 1, dept_id: 1 } : {};
  await db.insert(tableOf(def)).values(values.map((v) => ({ ...defaults, create_user_id: 1, ...system, ...v })));
}

describe('csv export: the same cells as the xlsx', () => {
  it('customers: dictionary and declared labels, tags in order, times in company time, owner and creator names', async () => {
    const m = mark();
    const [group] = await db
      .insert(tagGroups)
      .values({ group_name: `导出组${m}` })
      .returning();
    const [a, b] = await db
      .insert(tags)
      .values([
        { group_id: group.group_id, tag_name: `重点${m}` },
        { group_id: group.group_id, tag_name: `老客户${m}` },
      ])
      .returning();
    // a dictionary label renamed reads as renamed; a value the dictionary lacks reads as its declared label
    await db
      .update(options)
      .set({ label: '搜索引擎（改名）' })
      .where(and(eq(options.group_key, 'customer_source'), eq(options.value, 2)));
    // a label is written into the statement: quotes, backslashes and what reads as a parameter stay text
    await db
      .update(options)
      .set({ label: "=$1 '\\级" })
      .where(and(eq(options.group_key, 'customer_level'), eq(options.value, 1)));
    await createRecord(t, admin, customerEntity, {
      enterprise_name: `${m}甲`,
      source: 2,
      level: 1,
      tags: [b.tag_id, a.tag_id],
      next_follow_time: '2026-11-25 08:05:09',
      remark: '',
    });
    await insert(customerEntity, [{ enterprise_name: `${m}乙` }]);
    await insert(customerEntity, [
      { enterprise_name: `${m}丙`, industry: 99, tags: [a.tag_id, 2_000_000], owner_user_id: 0, create_user_id: 0 },
    ]);
    const csv = await sameBothWays(customerEntity, { keyword: m });
    expect(col(csv.rows, '客户名称')).toEqual([`${m}丙`, `${m}乙`, `${m}甲`]);
    expect(col(csv.rows, '客户来源')).toEqual(['', '', '搜索引擎（改名）']);
    expect(col(csv.rows, '所属行业')[0]).toBe('99');
    expect(col(csv.rows, '客户级别')).toEqual(['', '', "'=$1 '\\级"]);
    expect(col(csv.rows, '标签')).toEqual([`重点${m}`, '', `老客户${m}、重点${m}`]);
    expect(col(csv.rows, '下次联系时间')[2]).toBe('2026-11-25 08:05:09');
    expect(col(csv.rows, '负责人')).toEqual(['', 'admin', 'admin']);
    expect(col(csv.rows, '创建人')).toEqual(['', 'admin', 'admin']);
    expect(col(csv.rows, '创建时间')[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(csv.disposition).toMatch(/\.csv/);
  });

  it('contracts: product lines, rich text as plain text, references and members by name, money to the cent, dates', async () => {
    const m = mark();
    const enterprise_id = await createRecord(t, admin, customerEntity, { enterprise_name: `${m}客户` });
    const line = (product_name: string, spec_name: string, module_name: string, quantity: string) => ({
      product_id: 1,
      spec_id: null,
      module_id: null,
      service_id: null,
      price: '10.00',
      quantity,
      discount: '0',
      remark: '',
      product_name,
      spec_name,
      module_name,
      unit: '台',
      subtotal: '10.00',
    });
    const terms = [
      '<p>首付 30%，验收后付清</p><p>含税&nbsp;价 &lt; 100 &amp; "引号"</p>',
      '  <h2>标题</h2><ul><li>一</li><li>二<br>行</li></ul>\n',
      '<p>=1+2</p>',
      '<table><tr><td>a</td><td>b</td></tr></table><img src="https://x.example/a.png" alt="a>b">',
      '',
    ].map(sanitizeRichText);
    await insert(
      contractEntity,
      terms.map((html, i) => ({
        contract_no: `${m}-${i}`,
        title: `${m}合同${i}`,
        enterprise_id,
        company_name: `${m}客户`,
        sign_user_id: i % 2 ? 1 : null,
        sign_date: '2026-03-0' + (i + 1),
        start_date: '2026-03-01',
        end_date: '2027-02-28',
        contract_type: i === 0 ? 1 : null,
        product_lines:
          i === 4
            ? []
            : [
                line('服务器', i === 1 ? '' : '标准版', i === 1 ? '扩展模块' : '', '2'),
                line('实施服务', '', '', '1.50'),
              ],
        amount: ['1234.5', '0', '99999999.99', '-12.3', '7'][i],
        stay_amount: null,
        terms: html,
      })),
    );
    const csv = await sameBothWays(contractEntity, { keyword: m }, admin, ['付款条款']);
    // the xlsx's rich text cells are cells.ts plainText of what is stored
    expect(col(csv.rows, '付款条款')).toEqual([...terms].reverse().map((html) => neutralise(plainText(html))));
    expect(col(csv.rows, '付款条款')[4]).toBe('首付 30%，验收后付清含税\u00a0价 &lt; 100 &amp; "引号"');
    expect(col(csv.rows, '产品明细')).toContain('服务器 标准版 × 2；实施服务 × 1.50');
    expect(col(csv.rows, '产品明细')).toContain('服务器 扩展模块 × 2；实施服务 × 1.50');
    expect(col(csv.rows, '合同金额（元）')).toEqual(['7.00', '-12.30', '99999999.99', '0.00', '1234.50']);
    expect(col(csv.rows, '客户')).toEqual(Array(5).fill(`${m}客户`));
    expect(col(csv.rows, '付款条款')).toContain("'=1+2");
  });

  it('expenses: rows as their text (choices by label), references by name', async () => {
    const m = mark();
    const items = (n: number) => [
      { date: '2026-11-02', category: 1, amount: '120.00', description: `出租车${n}`, bill_count: 2 },
      { date: '2026-11-03', category: 99, amount: '8.50', description: '', bill_count: null },
      { date: '', category: null, amount: '', description: '' },
    ];
    await insert(
      expense,
      [0, 1, 2].map((n) => ({
        code: `${m}-${n}`,
        title: `${m}报销${n}`,
        items: n === 2 ? [] : items(n),
        amount: '128.50',
        payable_amount: '128.50',
        unpaid_amount: '128.50',
        paid_amount: '0',
        borrow_ids: n === 1 ? [2_000_000] : [],
      })),
    );
    const csv = await sameBothWays(expense, { keyword: m });
    expect(col(csv.rows, '报销明细')[2]).toMatch(/^2026-11-02 \S+ 120\.00 出租车0 2；2026-11-03 99 8\.50；$/);
  });

  it('references joined in order (商机项目 关键决策人), and money of another entity', async () => {
    const m = mark();
    await createRecord(t, admin, businessProjectEntity, { [businessProjectEntity.titleField]: `${m}项目` });
    await sameBothWays(businessProjectEntity, { keyword: m });
    await createRecord(t, admin, market, {
      [market.titleField]: `${m}活动`,
      [market.fields.find((f) => f.type === 'money')!.key]: '1234.5',
    });
    await sameBothWays(market, { keyword: m });
  });
});

describe('csv export: the list scope and the limit', () => {
  it("holds exactly what the member's list holds", async () => {
    const m = mark();
    const seller = await memberWith(t, customerEntity, '销售一部', DATA_SCOPE.self);
    await createRecord(t, admin, customerEntity, { enterprise_name: `${m}管理员的` });
    await createRecord(t, seller.token, customerEntity, { enterprise_name: `${m}销售的一` });
    await createRecord(t, seller.token, customerEntity, { enterprise_name: `${m}销售的二` });
    const list = await t.call<{ enterprise_name: string }[]>('GET', '/api/Customer/getList', {
      token: seller.token,
      query: { keyword: m, limit: 100 },
    });
    const mine = await sameBothWays(customerEntity, { keyword: m }, seller.token);
    expect(col(mine.rows, '客户名称').sort()).toEqual(list.body.data.map((r) => r.enterprise_name).sort());
    expect(col(mine.rows, '客户名称').sort()).toEqual([`${m}销售的一`, `${m}销售的二`]);
    // unfiltered: still their own only
    const all = await csvOf(customerEntity, {}, seller.token);
    expect(new Set(col(all.rows, '负责人'))).toEqual(
      new Set([(await db.select().from(users).where(eq(users.user_id, seller.userId)))[0].user_name]),
    );
  });

  it("the pool's export holds the pool's records, the customers' export the others", async () => {
    const m = mark();
    await insert(customerEntity, [
      { enterprise_name: `${m}公海的`, in_pool: 2, owner_user_id: 0, dept_id: 0 },
      { enterprise_name: `${m}在用的`, in_pool: 1 },
    ]);
    const exported = async (controller: string) => {
      const res = await t.call<{ url: string }>('POST', `/api/${controller}/export`, {
        token: admin,
        body: { keyword: m, format: 'csv' },
      });
      expect(res.body.code, res.body.msg).toBe(0);
      return col(parseCsv((await download(res.body.data.url)).body.toString('utf8').slice(1)), '客户名称');
    };
    expect(await exported(customerEntity.pool!.controller)).toEqual([`${m}公海的`]);
    expect(await exported(customerEntity.controller)).toEqual([`${m}在用的`]);
  });

  it('refuses a format it does not know', async () => {
    const res = await t.call('POST', '/api/Customer/export', { token: admin, body: { format: 'pdf' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('导出格式应为 xlsx 或 csv');
  });

  it('follows the job: counted when done, and a cancel before it begins stops it', async () => {
    const m = mark();
    for (const n of [1, 2]) await createRecord(t, admin, customerEntity, { enterprise_name: `${m}-${n}` });
    const progress = async (job_key: string) =>
      (await t.call<ExportProgress>('GET', '/api/ExportJob/progress', { token: admin, query: { job_key } })).body.data;
    const exportAs = (job_key: string) =>
      t.call<{ url: string }>('POST', '/api/Customer/export', {
        token: admin,
        body: { keyword: m, format: 'csv' },
        headers: { [EXPORT_JOB_HEADER]: job_key },
      });
    const key = randomUUID();
    expect((await exportAs(key)).body.code).toBe(0);
    expect(await progress(key)).toMatchObject({ status: EXPORT_STATUS.written, done: 2, total: 2 });
    const cancelled = randomUUID();
    await t.call('POST', '/api/ExportJob/cancel', { token: admin, body: { job_key: cancelled } });
    expect((await exportAs(cancelled)).body).toMatchObject({ code: ERR.exportCancelled.code, msg: '导出已取消' });
  });

  it('refuses more than 100,000 rows before writing anything', async () => {
    await bulkSetup(
      db,
      sql`
      insert into ${tableOf(customerEntity)} (enterprise_name, in_pool, pool_exempt, create_user_id, owner_user_id, dept_id)
      select '超量CSV' || g, 1, 1, 1, 1, 1 from generate_series(1, ${EXPORT_MAX_ROWS + 1}) g`,
    );
    const refused = await t.call('POST', '/api/Customer/export', { token: admin, body: { format: 'csv' } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('导出数据超过100000条，请缩小筛选范围后分批导出');
    const narrowed = await csvOf(customerEntity, { keyword: '超量CSV10000' });
    expect(narrowed.rows).toHaveLength(1 + 3);
  }, 120_000);

  it('a cancel read while rows are copied stops it: nothing kept, and the database goes on serving', async () => {
    const service = new EntityService(customerEntity, db, t.config.tzOffsetMinutes, 'owned', t.app);
    const user = { user_id: 1, scope: { all: true, deptIds: [] } } as unknown as SessionUser;
    // 11,113 rows: past the first report (10,000 on PostgreSQL, 500 on PGlite)
    const q = { keyword: '超量CSV1' };
    expect(await service.exportTotal(user, q, EXPORT_MAX_ROWS)).toBe(11_113);
    const reported: number[] = [];
    const job: ExportJob = {
      progress: async (done) => {
        reported.push(done);
        throw fail(ERR.exportCancelled);
      },
      end: async () => undefined,
    };
    const files = () =>
      fs.readdirSync(t.config.dataDir, { recursive: true }).filter((f) => !String(f).includes('.tmp')).length;
    const before = files();
    await expect(writeCsvExport(t.app, service, user, q, job)).rejects.toMatchObject({ message: '导出已取消' });
    // read with the first report, before the last row (the rows PostgreSQL has sent may run ahead of those stored)
    expect(reported).toHaveLength(1);
    expect(reported[0]).toBeLessThan(11_113);
    expect(files()).toBe(before);
    expect(await service.exportTotal(user, { keyword: '超量CSV10000' }, EXPORT_MAX_ROWS)).toBe(3);
    expect((await csvOf(customerEntity, { keyword: '超量CSV10000' })).rows).toHaveLength(1 + 3);
  });

  it("a server stopping mid-export hands it to the job's next try: the member's page is not told it failed", async () => {
    const service = new EntityService(customerEntity, db, t.config.tzOffsetMinutes, 'owned', t.app);
    const user = { user_id: 1, scope: { all: true, deptIds: [] } } as unknown as SessionUser;
    const stopping = new AbortController();
    // the server begins to stop as soon as the export has started
    const run: JobContext = { signal: stopping.signal, progress: async () => stopping.abort() };
    const key = randomUUID();
    const file = { sheetName: '客户', downloadName: '客户.csv', format: 'csv' as const };
    await expect(writeExport(t.app, service, user, { keyword: '超量CSV1' }, file, key, run)).rejects.toBeInstanceOf(
      JobStopped,
    );
    const progress = async () =>
      (await t.call<ExportProgress>('GET', '/api/ExportJob/progress', { token: admin, query: { job_key: key } })).body
        .data;
    expect(await progress()).toMatchObject({ status: EXPORT_STATUS.writing, url: null });
    // the next try, on another instance, writes it and the page gets its link
    await writeExport(t.app, service, user, { keyword: '超量CSV1' }, file, key);
    expect(await progress()).toMatchObject({ status: EXPORT_STATUS.written, done: 11_113, total: 11_113 });
    expect((await progress())?.url).toEqual(expect.any(String));
  });
});

describe('csv export: what Excel opens', () => {
  it('quotes commas, quotes and line breaks, and keeps them through', async () => {
    const m = mark();
    const remark = '第一行, 逗号\n第二行 "引号"\n第三行';
    await insert(customerEntity, [
      { enterprise_name: `${m},有逗号`, contact_name: '"张三"', address: '  前后空格  ', remark },
      // a carriage return, which the xlsx keeps too
      { enterprise_name: `${m}回车`, remark: '甲\r\n乙\r丙' },
    ]);
    const csv = await csvOf(customerEntity, { keyword: m });
    expect(csv.text).toContain(`"${m},有逗号"`);
    expect(csv.text).toContain('"""张三"""');
    expect(csv.text).toContain('"甲\r\n乙\r丙"');
    expect(col(csv.rows, '备注')).toEqual(['甲\r\n乙\r丙', remark]);
    expect(col(csv.rows, '联系人')).toEqual(['', '"张三"']);
    expect(col(csv.rows, '详细地址')).toEqual(['', '  前后空格  ']);
    await sameBothWays(customerEntity, { keyword: m });
  });

  it('neutralises text a spreadsheet would take for a formula, as the xlsx does', async () => {
    const m = mark();
    const [user] = await db
      .insert(users)
      .values({
        user_name: `-${m}成员`,
        user_phone: `1360${String(Date.now() % 1e7).padStart(7, '0')}`,
        user_pwd: 'x',
        dept_id: 1,
      })
      .returning();
    const [group] = await db
      .insert(tagGroups)
      .values({ group_name: `公式组${m}` })
      .returning();
    const [tag] = await db
      .insert(tags)
      .values({ group_id: group.group_id, tag_name: `@${m}` })
      .returning();
    await insert(customerEntity, [
      {
        enterprise_name: `${m}公式`,
        contact_name: '=HYPERLINK("http://evil.example","点我")',
        address: '@SUM(A1:A9)',
        website: '-2+3',
        remark: '\tcmd|/c calc',
        phone: '+86 755 1234',
        tags: [tag.tag_id],
        owner_user_id: user.user_id,
      },
    ]);
    const csv = await sameBothWays(customerEntity, { keyword: m });
    const row = csv.rows[1];
    const cell = (label: string) => row[csv.rows[0].indexOf(label)];
    expect(cell('联系人')).toBe(`'=HYPERLINK("http://evil.example","点我")`);
    expect(cell('详细地址')).toBe(`'@SUM(A1:A9)`);
    expect(cell('网址')).toBe(`'-2+3`);
    expect(cell('备注')).toBe(`'\tcmd|/c calc`);
    expect(cell('电话')).toBe(`'+86 755 1234`);
    expect(cell('标签')).toBe(`'@${m}`);
    expect(cell('负责人')).toBe(`'-${m}成员`);
    expect(cell('客户名称')).toBe(`${m}公式`);
  });

  it.runIf(t.database.kind === 'postgres')("PostgreSQL's COPY writes the very bytes the batches write", async () => {
    const select = exportSelect(customerEntity, t.config.tzOffsetMinutes, new Map());
    const where = sql`${tableOf(customerEntity).enterprise_name} like ${'CSV%'}`;
    const { sql: text, params } = new PgDialect().sqlToQuery(select.statement(where, 1000));
    const chunks: Buffer[] = [];
    const rows = await copyCsv(db, { text, params }, async (chunk) => void chunks.push(chunk));
    const keyed = new PgDialect().sqlToQuery(select.statement(where, 1000, 2_147_483_647));
    const batch = (await rawQueryOf(db)!({ text: keyed.sql, values: keyed.params })) as [
      number,
      ...(string | null)[],
    ][];
    expect(rows).toBeGreaterThan(5);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(batch.map(([, ...cells]) => csvLine(cells)).join(''));
  });
});
