import { customerEntity, DICTIONARIES } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { createRecord } from './entity-fixtures.ts';
import { appForFile, SALES } from './harness.ts';
import { memberWithNodes } from './org-fixtures.ts';
import { downloadWorkbook, postMultipart, sheetRows, xlsxOf } from './upload-helpers.ts';

type Option = {
  option_id: number;
  group: string;
  value: number;
  label: string;
  sort: number;
  status: number;
  status_name: string;
};
type Row = Record<string, unknown> & { id: number };

const { t, admin } = await appForFile();
const sales = await t.login(SALES);

let seq = 0;
const mark = () => `选项${++seq}号${Date.now() % 100000}`;

const options = async (group: string, token = admin) => {
  const res = await t.call<Option[]>('GET', '/api/Option/getList', { token, query: { group } });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
};
const post = (action: string, body: unknown, token = admin) =>
  t.call<Record<string, number>>('POST', `/api/Option/${action}`, { token, body });
const optionOf = async (group: string, label: string) => (await options(group)).find((o) => o.label === label)!;
const info = async (id: number) =>
  (await t.call<Row>('GET', '/api/Customer/info', { token: admin, query: { id } })).body;
const listed = async (keyword: string) =>
  (await t.call<Row[]>('GET', '/api/Customer/getList', { token: admin, query: { keyword } })).body.data;

async function addOption(group: string, label: string) {
  const res = await post('add', { group, label });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data as { option_id: number; value: number };
}

describe('选项配置: reading', () => {
  it('lists every dictionary with its declared defaults, in order and enabled, to any signed-in member', async () => {
    const res = await t.call<{ group: string; title: string; options: Option[] }[]>('GET', '/api/Option/getAll', {
      token: sales,
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data.map((g) => g.title)).toEqual([
      '客户来源',
      '所属行业',
      '客户级别',
      '跟进方式',
      '商机来源',
      '合同类型',
      '报销类型',
      '请假类型',
      '印章类型',
      '供应商类别',
    ]);
    for (const d of DICTIONARIES) {
      const got = res.body.data.find((g) => g.group === d.key)!;
      expect(got.options.map((o) => [o.value, o.label])).toEqual(
        Object.entries(d.defaults).map(([v, l]) => [Number(v), l]),
      );
      expect(got.options.every((o) => o.status === 1 && o.status_name === '启用')).toBe(true);
    }
    expect((await options('leave_type', sales)).map((o) => o.label)).toContain('年假');
  });

  it('refuses an unknown group and callers who are not signed in', async () => {
    expect((await t.call('GET', '/api/Option/getList', { token: admin, query: { group: 'nope' } })).body.msg).toBe(
      '选项分组不存在',
    );
    expect((await t.call('GET', '/api/Option/getList', { query: { group: 'industry' } })).body.code).toBe(403);
  });
});

describe('选项配置: changes', () => {
  it('adds an option at the end with the next unused value', async () => {
    const before = await options('contract_type');
    const label = mark();
    const created = await addOption('contract_type', label);
    expect(created.value).toBe(Math.max(...before.map((o) => o.value)) + 1);
    const after = await options('contract_type');
    expect(after.at(-1)).toMatchObject({ option_id: created.option_id, label, status: 1 });
  });

  it('explains every refused input in Chinese and changes nothing', async () => {
    const before = await options('seal_type');
    const cases: [string, unknown, string][] = [
      ['add', { group: 'seal_type' }, '请输入选项名称'],
      ['add', { group: 'seal_type', label: '   ' }, '请输入选项名称'],
      ['add', { group: 'seal_type', label: '长'.repeat(31) }, '选项名称不能超过30个字符'],
      ['add', { group: 'seal_type', label: '发票专用章' }, '「印章类型」中已有名为「发票专用章」的选项'],
      ['add', { group: 'nope', label: 'x' }, '选项分组不存在'],
      ['add', { label: 'x' }, '请选择选项分组'],
      ['add', { group: 'seal_type', label: 'x', status: 3 }, '状态应为 1（启用）或 2（停用）'],
      ['add', { group: 'seal_type', label: 'x', value: 9 }, '不允许的字段：value'],
      ['update', { option_id: before[0].option_id, label: '' }, '请输入选项名称'],
      ['update', { option_id: before[0].option_id, label: '发票专用章' }, '「印章类型」中已有名为「发票专用章」的选项'],
      ['update', { option_id: 999999, label: '新名字' }, '选项不存在'],
      ['update', { label: '新名字' }, '请选择选项'],
      ['setStatus', { option_id: before[0].option_id, status: 0 }, '状态应为 1（启用）或 2（停用）'],
      ['setStatus', { option_id: 999999, status: 2 }, '选项不存在'],
      [
        'sort',
        { group: 'seal_type', option_ids: before.slice(1).map((o) => o.option_id) },
        '选项顺序应包含该分组的全部选项，且每项一次，请刷新后重试',
      ],
      ['sort', { group: 'seal_type', option_ids: 'a,b' }, '选项顺序应为选项编号列表'],
    ];
    for (const [action, body, msg] of cases) {
      const res = await post(action, body);
      expect(res.status, `${action} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.msg, `${action} ${JSON.stringify(body)}`).toBe(msg);
    }
    expect(await options('seal_type')).toEqual(before);
  });

  it('keeps at least one option of a group enabled', async () => {
    const group = await options('customer_level');
    for (const o of group.slice(1))
      expect((await post('setStatus', { option_id: o.option_id, status: 2 })).body.code).toBe(0);
    const last = await post('setStatus', { option_id: group[0].option_id, status: 2 });
    expect(last.body.msg).toBe('「客户级别」至少要保留一个启用的选项');
    for (const o of group.slice(1)) await post('setStatus', { option_id: o.option_id, status: 1 });
    expect((await options('customer_level')).every((o) => o.status === 1)).toBe(true);
  });

  it('persists a new order, moving one option up, and forms read it in that order', async () => {
    const before = await options('expense_type');
    const ids = before.map((o) => o.option_id);
    [ids[0], ids[1]] = [ids[1], ids[0]];
    expect((await post('sort', { group: 'expense_type', option_ids: ids.join(',') })).body.code).toBe(0);
    const after = await options('expense_type');
    expect(after.map((o) => o.option_id)).toEqual(ids);
    // values stay what records hold; only the order changes
    expect(after.map((o) => o.value)).toEqual([2, 1, 3, 4, 5, 6, 7, 8]);
    const all = await t.call<{ group: string; options: Option[] }[]>('GET', '/api/Option/getAll', { token: sales });
    expect(
      all.body.data
        .find((g) => g.group === 'expense_type')!
        .options.map((o) => o.label)
        .slice(0, 2),
    ).toEqual(['交通费', '差旅费']);
  });

  it('needs system_optionConfig_edit for every change; reads need only a sign-in', async () => {
    const some = (await options('industry'))[0];
    for (const [action, body] of [
      ['add', { group: 'industry', label: mark() }],
      ['update', { option_id: some.option_id, label: mark() }],
      ['setStatus', { option_id: some.option_id, status: 2 }],
      ['sort', { group: 'industry', option_ids: [some.option_id] }],
    ] as const) {
      const res = await post(action, body, sales);
      expect(res.body.code, action).toBe(4031);
      expect(res.body.msg).toBe('没有权限执行此操作');
    }
    expect((await options('industry'))[0]).toEqual(some);
    const editor = await memberWithNodes(t, ['system_optionConfig_edit']);
    const res = await post('add', { group: 'industry', label: mark() }, editor.token);
    expect(res.body.code, res.body.msg).toBe(0);
  });
});

describe('dictionary-backed fields on records', () => {
  it('shows a renamed option by its new name on the list, the detail and the export', async () => {
    const m = mark();
    const id = await createRecord(t, admin, customerEntity, { enterprise_name: m, source: 8, industry: 2, level: 1 });
    const option = await optionOf('customer_source', '陌拜');
    expect((await post('update', { option_id: option.option_id, label: '陌生拜访' })).body.code).toBe(0);

    const [row] = await listed(m);
    expect(row).toMatchObject({
      source: 8,
      source_name: '陌生拜访',
      industry: 2,
      industry_name: '金融',
      level_name: 'A（重点客户）',
    });
    expect((await info(id)).data).toMatchObject({ source: 8, source_name: '陌生拜访' });

    const exported = await post('../Customer/export', { keyword: m });
    const rows = sheetRows((await downloadWorkbook(t, String(exported.body.data.url))).worksheets[0]);
    expect(rows[1][(rows[0] as string[]).indexOf('客户来源')]).toBe('陌生拜访');
  });

  it('refuses a disabled option on add and update, but keeps and shows it on records that hold it', async () => {
    const m = mark();
    const id = await createRecord(t, admin, customerEntity, { enterprise_name: m, source: 10 });
    const option = await optionOf('customer_source', '展会');
    expect((await post('setStatus', { option_id: option.option_id, status: 2 })).body.code).toBe(0);

    const add = await t.call('POST', '/api/Customer/add', {
      token: admin,
      body: { enterprise_name: `${m}新`, source: 10 },
    });
    expect(add.status).toBe(400);
    expect(add.body.msg).toBe('客户来源「展会」已停用，请选择其他选项');
    expect(await listed(`${m}新`)).toEqual([]);

    const other = await createRecord(t, admin, customerEntity, { enterprise_name: `${m}乙`, source: 1 });
    const change = await t.call('POST', '/api/Customer/update', { token: admin, body: { id: other, source: 10 } });
    expect(change.body.msg).toBe('客户来源「展会」已停用，请选择其他选项');
    expect((await info(other)).data.source).toBe(1);

    // the record holding it is saved again unchanged (as the edit form sends it) with another change
    const keep = await t.call('POST', '/api/Customer/update', {
      token: admin,
      body: { id, source: 10, remark: '仍是展会客户' },
    });
    expect(keep.body.code, keep.body.msg).toBe(0);
    expect((await info(id)).data).toMatchObject({ source: 10, source_name: '展会', remark: '仍是展会客户' });
    expect((await listed(m)).find((r) => r.id === id)).toMatchObject({ source_name: '展会' });

    await post('setStatus', { option_id: option.option_id, status: 1 });
    expect(
      (await t.call('POST', '/api/Customer/add', { token: admin, body: { enterprise_name: `${m}丙`, source: 10 } }))
        .body.code,
    ).toBe(0);
  });

  it('refuses a value no option has', async () => {
    const res = await t.call('POST', '/api/Customer/add', {
      token: admin,
      body: { enterprise_name: mark(), industry: 99 },
    });
    expect(res.body.msg).toBe('所属行业的取值无效');
  });

  it('offers a new option at once and logs the change by label', async () => {
    const label = mark();
    const { value } = await addOption('industry', label);
    const id = await createRecord(t, admin, customerEntity, { enterprise_name: label, industry: 1 });
    expect(
      (await t.call('POST', '/api/Customer/update', { token: admin, body: { id, industry: value } })).body.code,
    ).toBe(0);
    expect((await info(id)).data.industry_name).toBe(label);
    const log = await t.call<{ content: string }[]>('GET', '/api/Customer/getLog', { token: admin, query: { id } });
    expect(log.body.data[0].content).toBe(`将 所属行业 由「IT/互联网」修改为「${label}」`);
  });

  it('imports by the current label, refuses a disabled one, and the template lists the enabled labels in order', async () => {
    const m = mark();
    const renamed = await optionOf('customer_source', '广告');
    await post('update', { option_id: renamed.option_id, label: '广告投放' });
    const disabled = await optionOf('customer_source', '线上询价');
    await post('setStatus', { option_id: disabled.option_id, status: 2 });

    const file = await xlsxOf(
      ['*客户名称', '客户来源'],
      [
        [`${m}甲`, '广告投放'],
        [`${m}乙`, '线上询价'],
        [`${m}丙`, '广告'],
      ],
    );
    const parts = (mode: string) => [
      { name: 'mode', value: mode },
      { name: 'file', file, filename: '客户.xlsx' },
    ];
    const checked = (await postMultipart(t, '/api/Customer/import', admin, parts('check'))).json<{
      errors: { row: number; message: string }[];
    }>().data;
    expect(checked.errors[0]).toEqual({ row: 3, message: '客户来源「线上询价」已停用，请选择其他选项' });
    expect(checked.errors[1].row).toBe(4);
    expect(checked.errors[1].message).toMatch(/^客户来源「广告」不是可选的值，可选：促销活动、搜索引擎、广告投放、/);
    expect(checked.errors[1].message).not.toContain('线上询价');

    const good = await xlsxOf(['*客户名称', '客户来源'], [[`${m}甲`, '广告投放']]);
    const committed = await postMultipart(t, '/api/Customer/import', admin, [
      { name: 'mode', value: 'commit' },
      { name: 'file', file: good, filename: '客户.xlsx' },
    ]);
    expect(committed.json().code, committed.json().msg).toBe(0);
    expect((await listed(`${m}甲`))[0]).toMatchObject({ source: 3, source_name: '广告投放' });

    const template = await t.call<{ url: string }>('GET', '/api/Customer/importTemplate', { token: admin });
    const wb = await downloadWorkbook(t, template.body.data.url);
    const lists = wb.getWorksheet('选项')!;
    const column = (sheetRows(lists) as unknown[][]).map((r) => r[0]);
    expect(column).toContain('广告投放');
    expect(column).not.toContain('线上询价');
    await post('setStatus', { option_id: disabled.option_id, status: 1 });
  });

  it('follow-ups: a disabled 跟进方式 is refused for a new follow-up, and the feed shows the current names', async () => {
    const id = await createRecord(t, admin, customerEntity, { enterprise_name: mark() });
    const qq = await optionOf('follow_type', 'QQ');
    const body = {
      entity: 'customer',
      real_id: id,
      follow_type: 2,
      follow_time: '2026-01-05 10:00:00',
      contact_name: '张三',
      content: '<p>聊了需求</p>',
    };
    expect((await t.call('POST', '/api/CommonFollow/add', { token: admin, body })).body.code).toBe(0);
    await post('update', { option_id: qq.option_id, label: '即时通讯' });
    await post('setStatus', { option_id: qq.option_id, status: 2 });
    const refused = await t.call('POST', '/api/CommonFollow/add', { token: admin, body });
    expect(refused.body.msg).toBe('跟进方式「即时通讯」已停用，请选择其他选项');
    expect(
      (await t.call('POST', '/api/CommonFollow/add', { token: admin, body: { ...body, follow_type: 42 } })).body.msg,
    ).toBe('请选择跟进类型');
    const feed = await t.call<Record<string, { follow_type: number; follow_type_name: string }[]>>(
      'GET',
      '/api/CommonFollow/getList',
      { token: admin, query: { entity: 'customer', real_id: id } },
    );
    expect(Object.values(feed.body.data).flat()).toEqual([
      expect.objectContaining({ follow_type: 2, follow_type_name: '即时通讯' }),
    ]);
    await post('setStatus', { option_id: qq.option_id, status: 1 });
  });
});
