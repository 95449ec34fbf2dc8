import { randomUUID } from 'node:crypto';
import { DATA_SCOPE, ERR, EXPORT_JOB_HEADER, EXPORT_STATUS } from '@suwork/domain';
import type { ExportProgress, JobRow } from '@suwork/domain/contracts';
import { ENTITY_BY_KEY, customerEntity } from '@suwork/domain/entities';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXPORT_BATCH_SIZE, EXPORT_MAX_ROWS } from '../src/core/excel/export.ts';
import { beginExportJob } from '../src/core/excel/export-job.ts';
import { tableOf } from '../src/db/entity-tables.ts';
import { users } from '../src/db/schema.ts';
import { auditLogs } from '../src/db/security-tables.ts';
import { createRecord, memberWith } from './entity-fixtures.ts';
import { appForFile, bulkSetup, SALES } from './harness.ts';
import { downloadWorkbook, getRaw, sheetRows } from './upload-helpers.ts';

const { t, admin } = await appForFile();

const customer = customerEntity;
let seq = 0;
const mark = () => `导出${++seq}号${Date.now() % 100000}`;

async function exportRows(token: string, filters: Record<string, string> = {}, controller = customer.controller) {
  const res = await t.call<{ url: string }>('POST', `/api/${controller}/export`, { token, body: filters });
  expect(res.body.code, res.body.msg).toBe(0);
  const wb = await downloadWorkbook(t, res.body.data.url);
  const rows = sheetRows(wb.worksheets[0]);
  return { header: rows[0] as string[], rows: rows.slice(1), url: res.body.data.url, sheet: wb.worksheets[0] };
}

const cell = (header: string[], row: unknown[], label: string) => row[header.indexOf(label)];

describe('Excel export', () => {
  it('writes the list columns, then the other fields, then owner, creator and time, with labels and names', async () => {
    const m = mark();
    await createRecord(t, admin, customer, { enterprise_name: `${m}甲`, source: 2, level: 1, mobile: '13912345678' });
    const { header, rows } = await exportRows(admin, { keyword: m });
    expect(header.slice(0, 7)).toEqual(['客户名称', '客户来源', '所属行业', '客户级别', '成交状态', '联系人', '电话']);
    expect(header.slice(-3)).toEqual(['负责人', '创建人', '创建时间']);
    expect(header).toEqual(expect.arrayContaining(['手机', '邮箱', '详细地址', '备注']));
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(cell(header, row, '客户名称')).toBe(`${m}甲`);
    expect(cell(header, row, '客户来源')).toBe('搜索引擎');
    expect(cell(header, row, '客户级别')).toBe('A（重点客户）');
    expect(cell(header, row, '成交状态')).toBe('未成交');
    expect(cell(header, row, '手机')).toBe('13912345678');
    expect(cell(header, row, '负责人')).toBe('admin');
    expect(cell(header, row, '创建人')).toBe('admin');
    expect(String(cell(header, row, '创建时间'))).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('exports only what the member may see: a 销售员 with self scope gets their own rows', async () => {
    const m = mark();
    const seller = await memberWith(t, customer, '销售一部', DATA_SCOPE.self);
    const [me] = await t.database.db.select().from(users).where(eq(users.user_id, seller.userId));
    await createRecord(t, admin, customer, { enterprise_name: `${m}管理员的一` });
    await createRecord(t, admin, customer, { enterprise_name: `${m}管理员的二` });
    await createRecord(t, seller.token, customer, { enterprise_name: `${m}销售的` });

    const all = await exportRows(admin, { keyword: m });
    expect(all.rows.map((r) => cell(all.header, r, '客户名称')).sort()).toEqual(
      [`${m}管理员的一`, `${m}管理员的二`, `${m}销售的`].sort(),
    );

    const mine = await exportRows(seller.token, { keyword: m });
    expect(mine.rows.map((r) => cell(mine.header, r, '客户名称'))).toEqual([`${m}销售的`]);
    expect(cell(mine.header, mine.rows[0], '负责人')).toBe(me.user_name);

    const unfiltered = await exportRows(seller.token);
    expect(unfiltered.rows.map((r) => cell(unfiltered.header, r, '负责人'))).toEqual([me.user_name]);
  });

  it('applies the getList filters and keeps paging out of them', async () => {
    const m = mark();
    await createRecord(t, admin, customer, { enterprise_name: `${m}展会`, source: 10 });
    await createRecord(t, admin, customer, { enterprise_name: `${m}广告`, source: 3 });
    const { header, rows } = await exportRows(admin, { keyword: m, source: '10' });
    expect(rows.map((r) => cell(header, r, '客户名称'))).toEqual([`${m}展会`]);

    const paged = await t.call('POST', '/api/Customer/export', { token: admin, body: { page: '2' } });
    expect(paged.body).toMatchObject({ code: 400, msg: '不允许的字段：page' });
    const cursor = await t.call('POST', '/api/Customer/export', { token: admin, body: { after_id: '5' } });
    expect(cursor.body.msg).toBe('不允许的字段：after_id');
    const unknown = await t.call('POST', '/api/Customer/export', { token: admin, body: { owner: '1' } });
    expect(unknown.body.msg).toBe('不允许的字段：owner');
    const noBody = await t.call<{ url: string }>('POST', '/api/Customer/export', { token: admin });
    expect(noBody.body.code).toBe(0);
  });

  it('neutralises cells that a spreadsheet would take for formulas', async () => {
    const m = mark();
    await createRecord(t, admin, customer, {
      enterprise_name: `${m}公式`,
      contact_name: '=HYPERLINK("http://evil.example","点我")',
      address: '@SUM(A1:A9)',
      website: '-2+3',
      remark: '+cmd|/c calc',
      phone: '+86 755 1234',
    });
    const { header, rows } = await exportRows(admin, { keyword: m });
    const row = rows[0];
    expect(cell(header, row, '联系人')).toBe(`'=HYPERLINK("http://evil.example","点我")`);
    expect(cell(header, row, '详细地址')).toBe(`'@SUM(A1:A9)`);
    expect(cell(header, row, '网址')).toBe(`'-2+3`);
    expect(cell(header, row, '备注')).toBe(`'+cmd|/c calc`);
    expect(cell(header, row, '电话')).toBe(`'+86 755 1234`);
    expect(cell(header, row, '客户名称')).toBe(`${m}公式`);
  });

  it('writes money as numbers with two decimals', async () => {
    const market = ENTITY_BY_KEY.get('market')!;
    const m = mark();
    const budget = market.fields.find((f) => f.type === 'money')!;
    await createRecord(t, admin, market, { [market.titleField]: m, [budget.key]: '1234.5' });
    const { header, rows, sheet } = await exportRows(admin, { keyword: m }, market.controller);
    const col = header.indexOf(budget.label);
    expect(rows[0][col]).toBe(1234.5);
    expect(sheet.getRow(2).getCell(col + 1).numFmt).toBe('0.00');
  });

  it('reads past the first batch: every matching row once, newest first', async () => {
    const m = mark();
    const table = tableOf(customer);
    const names = Array.from({ length: 2 * EXPORT_BATCH_SIZE + 7 }, (_, i) => `${m}-${String(i).padStart(4, '0')}`);
    const defaults = Object.fromEntries(
      customer.fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.key, f.defaultValue]),
    );
    await t.database.db.insert(table).values(
      names.map((enterprise_name) => ({
        ...defaults,
        enterprise_name,
        owner_user_id: 1,
        dept_id: 1,
        create_user_id: 1,
      })),
    );
    const { header, rows } = await exportRows(admin, { keyword: m });
    const exported = rows.map((r) => String(cell(header, r, '客户名称')));
    expect(exported).toHaveLength(names.length);
    expect(exported).toEqual([...names].reverse());
  });

  it('gives a link that expires after ten minutes, and needs the export node', async () => {
    const { url } = await exportRows(admin, { keyword: mark() });
    t.clock.advance(10 * 60_000 + 1000);
    const expired = await getRaw(t, url);
    expect(expired.status).toBe(404);
    expect(expired.json().msg).toBe('下载链接无效或已过期，请重新导出');

    const sales = await t.login(SALES);
    const denied = await t.call('POST', '/api/Customer/export', { token: sales, body: {} });
    expect(denied.body).toMatchObject({ code: 4031, msg: '没有权限执行此操作' });
  });
});

describe('export jobs: progress and cancel', () => {
  const progress = async (token: string, job_key: string) =>
    (await t.call<ExportProgress>('GET', '/api/ExportJob/progress', { token, query: { job_key } })).body;
  const cancel = (token: string, job_key: string) =>
    t.call('POST', '/api/ExportJob/cancel', { token, body: { job_key } });
  const exportAs = (token: string, job_key: string, body: Record<string, string>) =>
    t.call<{ url: string }>('POST', '/api/Customer/export', { token, body, headers: { [EXPORT_JOB_HEADER]: job_key } });

  it("counts the rows written under the member's key; another member does not see it", async () => {
    const m = mark();
    for (const n of [1, 2, 3]) await createRecord(t, admin, customer, { enterprise_name: `${m}-${n}` });
    const key = randomUUID();
    expect((await progress(admin, key)).data).toBeNull();
    const res = await exportAs(admin, key, { keyword: m });
    expect(res.body.code, res.body.msg).toBe(0);
    const written = (await progress(admin, key)).data!;
    expect(written).toMatchObject({ status: EXPORT_STATUS.written, done: 3, total: 3 });
    // the link to the same file, for a page that lost the export's own answer
    expect(written.url).not.toBe(res.body.data.url);
    expect(sheetRows((await downloadWorkbook(t, written.url!)).worksheets[0])).toHaveLength(4);
    const sales = await t.login(SALES);
    expect((await progress(sales, key)).data).toBeNull();
    // another member's cancel under the same key touches only their own
    await cancel(sales, key);
    expect((await progress(admin, key)).data?.status).toBe(EXPORT_STATUS.written);
    // the same request again (a retry, a double click) is answered by the same run
    const exported = async () =>
      (await t.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'export'))).filter((r) =>
        r.detail.includes(m),
      ).length;
    const repeated = await exportAs(admin, key, { keyword: m });
    expect(repeated.body.code, repeated.body.msg).toBe(0);
    expect(await exported()).toBe(1);
    expect((await progress(admin, key)).data).toMatchObject({ status: EXPORT_STATUS.written, done: 3, total: 3 });
    // a finished export stays finished
    await cancel(admin, key);
    expect((await progress(admin, key)).data?.status).toBe(EXPORT_STATUS.written);
  });

  it('a cancel that arrives before the export begins stops it: 导出已取消, and no link', async () => {
    const key = randomUUID();
    expect((await cancel(admin, key)).body.code).toBe(0);
    const res = await exportAs(admin, key, { keyword: mark() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: ERR.exportCancelled.code, msg: '导出已取消' });
    expect((await progress(admin, key)).data?.status).toBe(EXPORT_STATUS.cancelled);
  });

  it('a cancel while rows are being written stops at the next batch', async () => {
    const key = randomUUID();
    const job = await beginExportJob(t.database.db, t.clock.now(), 1, key, 5000);
    await job.progress(1000);
    await cancel(admin, key);
    await expect(job.progress(2000)).rejects.toMatchObject({ message: '导出已取消' });
    await job.end(EXPORT_STATUS.failed);
    expect((await progress(admin, key)).data).toEqual({
      status: EXPORT_STATUS.cancelled,
      done: 1000,
      total: 5000,
      url: null,
    });
  });

  it('取消导出 during a long export: it answers 导出已取消, and the server goes on serving', async () => {
    const m = mark();
    const table = tableOf(customer);
    await bulkSetup(
      t.database.db,
      sql`
      insert into ${table} (enterprise_name, in_pool, pool_exempt, create_user_id, owner_user_id, dept_id)
      select ${m} || g, 1, 1, 1, 1, 1 from generate_series(1, ${40 * EXPORT_BATCH_SIZE}) g`,
    );
    const key = randomUUID();
    const answer = exportAs(admin, key, { keyword: m });
    // cancelled as soon as the first batch is written
    while (((await progress(admin, key)).data?.done ?? 0) === 0) await new Promise((r) => setTimeout(r, 5));
    await cancel(admin, key);
    const res = await answer;
    expect(res.body).toMatchObject({ code: ERR.exportCancelled.code, msg: '导出已取消' });
    const job = (await progress(admin, key)).data!;
    expect(job.status).toBe(EXPORT_STATUS.cancelled);
    expect(job.done).toBeLessThan(job.total);
    // the same rows export in full afterwards
    const again = await exportAs(admin, randomUUID(), { keyword: `${m}1000` });
    expect(again.body.code).toBe(0);
  }, 60_000);

  it('refuses a malformed key, and ignores one in the header (the export is simply not followed)', async () => {
    expect((await t.call('GET', '/api/ExportJob/progress', { token: admin, query: { job_key: 'a b' } })).status).toBe(
      400,
    );
    expect((await t.call('POST', '/api/ExportJob/cancel', { token: admin, body: { job_key: '' } })).status).toBe(400);
    const res = await exportAs(admin, '../x', { keyword: mark() });
    expect(res.body.code).toBe(0);
  });
});

describe('export size limit', () => {
  it('refuses more than 100,000 rows before writing anything, and exports once a filter narrows them', async () => {
    const table = tableOf(customer);
    await bulkSetup(
      t.database.db,
      sql`
      insert into ${table} (enterprise_name, in_pool, pool_exempt, create_user_id, owner_user_id, dept_id)
      select '超量导出' || g, 1, 1, 1, 1, 1 from generate_series(1, ${EXPORT_MAX_ROWS + 1}) g`,
    );
    const refused = await t.call('POST', '/api/Customer/export', { token: admin, body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('导出数据超过100000条，请缩小筛选范围后分批导出');
    const { rows } = await exportRows(admin, { keyword: '超量导出10000' });
    // 超量导出10000 and 超量导出100000, 100001
    expect(rows).toHaveLength(3);
  }, 120_000);
});

describe('exports run on the queue', () => {
  it("a member's export does not wait behind a long background job, and shows on 后台任务 as 导出", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    t.app.jobs.register({
      name: 'long-background',
      label: '长任务测试',
      run: async () => {
        started = true;
        await held;
      },
    });
    await t.app.jobs.send('long-background');
    while (!started) await new Promise((r) => setTimeout(r, 10));
    try {
      const m = mark();
      await createRecord(t, admin, customer, { enterprise_name: m });
      const { rows } = await exportRows(admin, { keyword: m });
      expect(rows).toHaveLength(1);
      const list = await t.call<JobRow[]>('GET', '/api/Job/getList', { token: admin, query: { limit: 10 } });
      expect(list.body.data.slice(0, 2)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ label: '导出「客户」', state: 'completed' }),
          expect.objectContaining({ label: '长任务测试', state: 'active' }),
        ]),
      );
    } finally {
      release();
    }
  });

  it('a member disabled before their export runs gets no file', async () => {
    const { token, userId: user_id } = await memberWith(t, customer, '销售一部', DATA_SCOPE.self);
    const m = mark();
    await createRecord(t, token, customer, { enterprise_name: m });
    expect((await exportRows(token, { keyword: m })).rows).toHaveLength(1);
    // the job reads the member as they are when it runs, not as the request saw them
    await t.database.db.update(users).set({ status: 2 }).where(eq(users.user_id, user_id));
    const ended = await t.app.jobs.outcome(
      'export',
      (await t.app.jobs.send('export', {
        list: 'customer',
        title: '客户',
        user_id,
        ip: '127.0.0.1',
        job_key: randomUUID(),
        format: 'xlsx',
        filters: { keyword: m },
      }))!,
    );
    expect(ended?.output).toEqual({ refused: expect.objectContaining({ code: ERR.notSignedIn.code }) });
  });
});
