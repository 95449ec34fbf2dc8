import { DATA_SCOPE } from '@suwork/domain';
import { contactEntity, customerEntity } from '@suwork/domain/entities';
import type { JobRow } from '@suwork/domain/contracts';
import { describe, expect, it } from 'vitest';
import { createRecord, memberWith } from './entity-fixtures.ts';
import { appForFile, SALES } from './harness.ts';
import { downloadWorkbook, postMultipart, sheetRows, xlsxOf } from './upload-helpers.ts';

const { t, admin } = await appForFile();

type CheckResult = {
  total: number;
  valid: number;
  invalid: number;
  errors: { row: number; message: string }[];
  report_url: string | null;
};
type Row = Record<string, unknown> & { id: number };

let seq = 0;
const mark = () => `导入${++seq}批${Date.now() % 100000}`;

const importFile = (token: string, file: Buffer, mode: string, controller = customerEntity.controller) =>
  postMultipart(t, `/api/${controller}/import`, token, [
    { name: 'mode', value: mode },
    { name: 'file', file, filename: '客户导入.xlsx' },
  ]);

async function check(token: string, file: Buffer, controller?: string) {
  const res = await importFile(token, file, 'check', controller);
  const body = res.json<CheckResult>();
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

async function list(token: string, keyword: string, controller = customerEntity.controller) {
  return (await t.call<Row[]>('GET', `/api/${controller}/getList`, { token, query: { keyword, limit: 100 } })).body;
}

describe('Excel import template', () => {
  it('has the writable fields as headers, * on required ones, and enum options as drop-down lists', async () => {
    const res = await t.call<{ url: string }>('GET', '/api/Customer/importTemplate', { token: admin });
    expect(res.body.code).toBe(0);
    const wb = await downloadWorkbook(t, res.body.data.url);
    const ws = wb.worksheets[0];
    const header = sheetRows(ws)[0];
    expect(header).toEqual([
      '*客户名称',
      '客户来源',
      '所属行业',
      '客户级别',
      '联系人',
      '电话',
      '手机',
      '邮箱',
      '网址',
      '所在地区',
      '详细地址',
      '标签',
      '下次联系时间',
      '备注',
      '发票抬头',
      '纳税人识别号',
      '开户行',
      '银行账号',
      '开票地址',
      '开票电话',
    ]);
    const validation = ws.getCell('B2').dataValidation;
    expect(validation).toMatchObject({ type: 'list', allowBlank: true, showErrorMessage: true });
    const range = String(validation.formulae?.[0]);
    const [sheetName, cells] = range.split('!');
    const lists = wb.getWorksheet(sheetName.replace(/'/g, ''))!;
    expect(lists.state).toBe('hidden');
    const col = cells.replace(/\$/g, '').split(':')[0].replace(/\d+/g, '');
    expect(lists.getColumn(col).values.slice(1)).toEqual(
      Object.values(customerEntity.fields.find((f) => f.key === 'source')!.options!),
    );
    expect(ws.getCell('B5001').dataValidation?.type).toBe('list');
    expect(ws.getCell('E2').dataValidation).toBeUndefined();
  });
});

describe('Excel import', () => {
  const header = ['*客户名称', '客户来源', '邮箱', '手机', '下次联系时间', '备注'];

  it('check: reports each bad row with its reasons and a report of the bad rows, and writes nothing', async () => {
    const m = mark();
    const file = await xlsxOf(header, [
      [`${m}甲`, '搜索引擎', 'a@example.com', '13800138000', '2026-12-01 09:30:00', '好客户'],
      [null, '广告'],
      [`${m}乙`, '不存在的来源'],
      [`${m}丙`, null, 'not-an-email'],
      [`${m}甲`, '展会'],
      [],
      [`${m}丁`, '展会', null, 13800138001, new Date(Date.UTC(2026, 11, 2, 14, 0, 0))],
    ]);
    const result = await check(admin, file);
    expect(result).toMatchObject({ total: 6, valid: 2, invalid: 4 });
    expect(result.errors).toEqual([
      { row: 3, message: '请输入客户名称' },
      {
        row: 4,
        message:
          '客户来源「不存在的来源」不是可选的值，可选：促销活动、搜索引擎、广告、转介绍、线上注册、线上询价、预约上门、陌拜、电话咨询、展会、其他',
      },
      { row: 5, message: '邮箱格式不正确' },
      { row: 6, message: `客户名称「${m}甲」与第2行重复` },
    ]);
    expect(result.report_url).toMatch(/^\/api\/Common\/download\?token=/);
    const report = sheetRows((await downloadWorkbook(t, result.report_url!)).worksheets[0]);
    expect(report[0]).toEqual([...header, '错误原因']);
    expect(report.slice(1).map((r) => r[header.length])).toEqual(result.errors.map((e) => e.message));
    expect(report[2][0]).toBe(`${m}乙`);
    expect((await list(admin, m)).count).toBe(0);
  });

  it('check: a clean file has no report', async () => {
    const result = await check(admin, await xlsxOf(header, [[`${mark()}好`, '广告']]));
    expect(result).toEqual({ total: 1, valid: 1, invalid: 0, errors: [], report_url: null });
  });

  it('commit: all or nothing — one bad row and no row is written', async () => {
    const m = mark();
    const file = await xlsxOf(header, [[`${m}一`], [`${m}二`], [`${m}三`, '乱填']]);
    const res = await importFile(admin, file, 'commit');
    expect(res.status).toBe(400);
    expect(res.json().msg).toBe(
      `有1行数据有误（第4行：客户来源「乱填」不是可选的值，可选：促销活动、搜索引擎、广告、转介绍、线上注册、线上询价、预约上门、陌拜、电话咨询、展会、其他），未导入任何数据，请先检查并修正`,
    );
    expect((await list(admin, m)).count).toBe(0);
  });

  it('commit: creates new keys and updates existing ones in one go, with operation logs', async () => {
    const m = mark();
    const oldId = await createRecord(t, admin, customerEntity, {
      enterprise_name: `${m}老客户`,
      remark: '旧备注',
      level: 1,
    });
    const file = await xlsxOf(
      ['*客户名称', '客户级别', '手机', '下次联系时间', '备注'],
      [
        [`${m}老客户`, 'B（普通客户）', null, null, '新备注'],
        [`${m}新客户`, null, 13800138000, new Date(Date.UTC(2026, 11, 1, 9, 30, 0)), '=1+1'],
      ],
    );
    const res = await importFile(admin, file, 'commit');
    expect(res.json()).toMatchObject({ code: 0, data: { created: 1, updated: 1 } });

    const old = (await t.call<Row>('GET', '/api/Customer/info', { token: admin, query: { id: oldId } })).body.data;
    expect(old).toMatchObject({ remark: '新备注', level: 2 });
    const log = (
      await t.call<{ content: string }[]>('GET', '/api/Customer/getLog', { token: admin, query: { id: oldId } })
    ).body.data;
    expect(log[0].content).toContain('将 备注 由「旧备注」修改为「新备注」');

    const found = (await list(admin, `${m}新客户`)).data;
    expect(found).toHaveLength(1);
    const created = (await t.call<Row>('GET', '/api/Customer/info', { token: admin, query: { id: found[0].id } })).body
      .data;
    expect(created).toMatchObject({
      owner_user_id: 1,
      mobile: '13800138000',
      next_follow_time: '2026-12-01 09:30:00',
      remark: '=1+1',
    });
    const createdLog = (
      await t.call<{ content: string }[]>('GET', '/api/Customer/getLog', { token: admin, query: { id: found[0].id } })
    ).body.data;
    expect(createdLog.map((l) => l.content)).toEqual([`新建了客户：${m}新客户`]);
    expect((await list(admin, m)).count).toBe(2);
  });

  it('upserts only within the data scope: a key owned outside it is an error, new rows belong to the importer', async () => {
    const m = mark();
    const seller = await memberWith(t, customerEntity, '销售一部', DATA_SCOPE.self);
    await createRecord(t, admin, customerEntity, { enterprise_name: `${m}别人的`, remark: '不许动' });
    const mineId = await createRecord(t, seller.token, customerEntity, { enterprise_name: `${m}自己的` });

    const rows = [
      [`${m}别人的`, '改了'],
      [`${m}自己的`, '更新了'],
      [`${m}新的`, '新建'],
    ];
    const result = await check(seller.token, await xlsxOf(['*客户名称', '备注'], rows));
    expect(result).toMatchObject({ total: 3, valid: 2, invalid: 1 });
    expect(result.errors).toEqual([{ row: 2, message: `客户名称「${m}别人的」已存在于您无权查看的客户中，不能导入` }]);
    const refused = await importFile(seller.token, await xlsxOf(['*客户名称', '备注'], rows), 'commit');
    expect(refused.status).toBe(400);

    const ok = await importFile(seller.token, await xlsxOf(['*客户名称', '备注'], rows.slice(1)), 'commit');
    expect(ok.json()).toMatchObject({ code: 0, data: { created: 1, updated: 1 } });
    const all = (await list(admin, m)).data;
    expect(all.find((r) => r.enterprise_name === `${m}别人的`)).toMatchObject({ owner_user_id: 1 });
    expect(all.find((r) => r.enterprise_name === `${m}新的`)).toMatchObject({ owner_user_id: seller.userId });
    const mine = (await t.call<Row>('GET', '/api/Customer/info', { token: seller.token, query: { id: mineId } })).body
      .data;
    expect(mine.remark).toBe('更新了');
    const others = all.find((r) => r.enterprise_name === `${m}别人的`)!;
    expect(
      (await t.call<Row>('GET', '/api/Customer/info', { token: admin, query: { id: others.id } })).body.data.remark,
    ).toBe('不许动');
  });

  it('turns reference titles into ids, only among records the member can see', async () => {
    const m = mark();
    const seller = await memberWith(t, contactEntity, '销售一部', DATA_SCOPE.self);
    await createRecord(t, admin, customerEntity, { enterprise_name: `${m}别人的公司` });
    const ownId = await createRecord(t, seller.token, customerEntity, { enterprise_name: `${m}我的公司` });
    const file = await xlsxOf(
      ['*姓名', '*客户名称', '手机'],
      [
        [`${m}张三`, `${m}别人的公司`, '13700001111'],
        [`${m}李四`, `${m}我的公司`, '13700002222'],
      ],
    );
    const result = await check(seller.token, file, contactEntity.controller);
    expect(result.errors).toEqual([{ row: 2, message: `客户名称「${m}别人的公司」不存在或无权查看` }]);
    const ok = await importFile(
      seller.token,
      await xlsxOf(['*姓名', '*客户名称', '手机'], [[`${m}李四`, `${m}我的公司`, '13700002222']]),
      'commit',
      contactEntity.controller,
    );
    expect(ok.json()).toMatchObject({ code: 0, data: { created: 1, updated: 0 } });
    const [contact] = (await list(seller.token, `${m}李四`, contactEntity.controller)).data;
    expect(contact).toMatchObject({ enterprise_id: ownId, enterprise_name: `${m}我的公司` });
  });

  it('accepts its own export back: exported cells (labels, names, neutralised text) import cleanly as updates', async () => {
    const m = mark();
    await createRecord(t, admin, customerEntity, {
      enterprise_name: `${m}回环`,
      source: 4,
      remark: '-负数开头',
      address: '@某处',
    });
    const exp = await t.call<{ url: string }>('POST', '/api/Customer/export', { token: admin, body: { keyword: m } });
    const res = await t.app.inject({ method: 'GET', url: exp.body.data.url });
    const result = await check(admin, res.rawPayload);
    expect(result).toMatchObject({ total: 1, valid: 1, invalid: 0 });
    const commit = await importFile(admin, res.rawPayload, 'commit');
    expect(commit.json()).toMatchObject({ code: 0, data: { created: 0, updated: 1 } });
    const [row] = (await list(admin, m)).data;
    expect(row).toMatchObject({ source: 4 });
    expect(
      (await t.call<Row>('GET', '/api/Customer/info', { token: admin, query: { id: row.id } })).body.data,
    ).toMatchObject({ remark: '-负数开头', address: '@某处' });
  });

  it('refuses bad requests in Chinese: mode, missing file, not xlsx, missing key column, too many rows, too large, no permission', async () => {
    const good = await xlsxOf(header, [[`${mark()}x`]]);
    expect((await importFile(admin, good, 'go')).json().msg).toBe('导入方式 mode 应为 check（检查）或 commit（导入）');
    const noFile = await postMultipart(t, '/api/Customer/import', admin, [{ name: 'mode', value: 'check' }]);
    expect(noFile.json().msg).toBe('请选择要导入的 Excel 文件（字段 file）');
    expect((await importFile(admin, Buffer.from('姓名,电话\n张三,1'), 'check')).json().msg).toBe(
      '请上传 .xlsx 格式的 Excel 文件',
    );
    const brokenZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect((await importFile(admin, brokenZip, 'check')).json().msg).toBe(
      '无法读取 Excel 文件，请使用导入模板重新填写后上传',
    );
    expect((await importFile(admin, await xlsxOf(['备注'], [['x']]), 'check')).json().msg).toBe(
      '导入文件缺少「客户名称」列，请使用导入模板',
    );
    const many = await xlsxOf(
      ['*客户名称'],
      Array.from({ length: 5001 }, (_, i) => [`多${i}`]),
    );
    expect((await importFile(admin, many, 'check')).json().msg).toBe('导入数据不能超过5000行');
    const huge = await importFile(admin, Buffer.alloc(10 * 1024 * 1024 + 1, 0x50), 'check');
    expect(huge.status).toBe(413);
    expect(huge.json().msg).toBe('导入文件不能超过10M');
    const sales = await t.login(SALES);
    expect((await importFile(sales, good, 'check')).json()).toMatchObject({ code: 4031 });
    expect((await t.call('GET', '/api/Customer/importTemplate', { token: sales })).body).toMatchObject({ code: 4031 });
  });
});

describe('imports run on the queue', () => {
  it('each import is a 导入 job on 后台任务, and its sheet is not kept once it has ended', async () => {
    const m = mark();
    const res = await importFile(admin, await xlsxOf(['*客户名称'], [[`${m}甲`], [`${m}乙`]]), 'commit');
    expect(res.json().data).toEqual({ created: 2, updated: 0 });
    expect((await list(admin, m)).count).toBe(2);
    const jobs = await t.call<JobRow[]>('GET', '/api/Job/getList', { token: admin, query: { limit: 10 } });
    expect(jobs.body.data[0]).toMatchObject({ label: '导入「客户」', state: 'completed', error: '' });
    const { rows } = await t.database.executeSql(`select data->>'file_key' as file_key from pgboss.job where id = $1`, [
      jobs.body.data[0].id,
    ]);
    expect(rows[0]?.file_key).toEqual(expect.any(String));
    expect(await t.app.storage.size(String(rows[0].file_key))).toBeNull();
  });
});
