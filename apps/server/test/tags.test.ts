import { clueEntity, customerEntity } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { createRecord } from './entity-fixtures.ts';
import { appForFile, SALES } from './harness.ts';
import { memberWithNodes } from './org-fixtures.ts';
import { downloadWorkbook, postMultipart, sheetRows, xlsxOf } from './upload-helpers.ts';

type Tag = { tag_id: number; tag_name: string; group_id: number; sort: number };
type Group = { group_id: number; group_name: string; color: string; sort: number; tags: Tag[] };
type Row = Record<string, unknown> & { id: number };

const { t, admin } = await appForFile();
const sales = await t.login(SALES);

let seq = 0;
const mark = () => `标${++seq}${Date.now() % 10000}`;

const tree = async (token = admin) => {
  const res = await t.call<Group[]>('GET', '/api/Tag/getList', { token });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
};
const post = (action: string, body: unknown, token = admin) =>
  t.call<Record<string, number>>('POST', `/api/Tag/${action}`, { token, body });
async function ok(action: string, body: unknown) {
  const res = await post(action, body);
  expect(res.body.code, `${action}: ${res.body.msg}`).toBe(0);
  return res.body.data;
}
const info = async (id: number, controller = 'Customer') =>
  (await t.call<Row>('GET', `/api/${controller}/info`, { token: admin, query: { id } })).body;

/** A group with the given tags: their ids by name. */
async function groupWith(names: string[], color = '#1677ff') {
  const group_name = mark();
  const { group_id } = await ok('addGroup', { group_name, color });
  const ids: Record<string, number> = {};
  for (const tag_name of names) ids[tag_name] = (await ok('add', { group_id, tag_name })).tag_id;
  return { group_id, group_name, ids };
}

describe('标签管理', () => {
  it('keeps groups and their tags in the order they were made, renamed and recoloured', async () => {
    const g = await groupWith(['重点', '老客户']);
    const found = (await tree(sales)).find((x) => x.group_id === g.group_id)!;
    expect(found).toMatchObject({ group_name: g.group_name, color: '#1677ff' });
    expect(found.tags.map((x) => x.tag_name)).toEqual(['重点', '老客户']);
    await ok('updateGroup', { group_id: g.group_id, group_name: `${g.group_name}改`, color: '' });
    await ok('update', { tag_id: g.ids['重点'], tag_name: '非常重点' });
    const again = (await tree()).find((x) => x.group_id === g.group_id)!;
    expect(again).toMatchObject({ group_name: `${g.group_name}改`, color: '' });
    expect(again.tags.map((x) => x.tag_name)).toEqual(['非常重点', '老客户']);
  });

  it('reorders groups and the tags of a group', async () => {
    const g = await groupWith(['甲', '乙', '丙']);
    await ok('sort', { group_id: g.group_id, tag_ids: [g.ids['丙'], g.ids['甲'], g.ids['乙']] });
    const groups = await tree();
    expect(groups.find((x) => x.group_id === g.group_id)!.tags.map((x) => x.tag_name)).toEqual(['丙', '甲', '乙']);
    const reversed = groups.map((x) => x.group_id).reverse();
    await ok('sortGroup', { group_ids: reversed.join(',') });
    expect((await tree()).map((x) => x.group_id)).toEqual(reversed);
  });

  it('explains every refused input in Chinese and changes nothing', async () => {
    const g = await groupWith(['已有']);
    const other = await groupWith([]);
    const before = await tree();
    const cases: [string, unknown, string][] = [
      ['addGroup', {}, '请输入标签组名称'],
      ['addGroup', { group_name: ' ' }, '请输入标签组名称'],
      ['addGroup', { group_name: '长'.repeat(21) }, '标签组名称不能超过20个字符'],
      ['addGroup', { group_name: g.group_name }, `已有名为「${g.group_name}」的标签组`],
      ['addGroup', { group_name: mark(), color: 'red' }, '颜色应为 #RRGGBB 格式'],
      ['addGroup', { group_name: mark(), sort: 1 }, '不允许的字段：sort'],
      ['updateGroup', { group_id: 999999, group_name: 'x' }, '标签组不存在'],
      ['updateGroup', { group_id: other.group_id, group_name: g.group_name }, `已有名为「${g.group_name}」的标签组`],
      ['updateGroup', { group_name: 'x' }, '请选择标签组'],
      ['delGroup', { group_id: 999999 }, '标签组不存在'],
      ['sortGroup', { group_ids: [g.group_id] }, '标签组顺序应包含全部标签组，且每项一次，请刷新后重试'],
      ['add', { group_id: g.group_id }, '请输入标签名称'],
      ['add', { group_id: g.group_id, tag_name: '长'.repeat(21) }, '标签名称不能超过20个字符'],
      ['add', { group_id: g.group_id, tag_name: '已有' }, `标签组「${g.group_name}」中已有名为「已有」的标签`],
      ['add', { group_id: 999999, tag_name: '新' }, '标签组不存在'],
      ['add', { tag_name: '新' }, '请选择标签组'],
      ['update', { tag_id: 999999, tag_name: '新' }, '标签不存在'],
      ['update', { tag_id: g.ids['已有'], tag_name: '' }, '请输入标签名称'],
      ['update', { tag_name: '新' }, '请选择标签'],
      ['del', { tag_id: 999999 }, '标签不存在'],
      ['sort', { group_id: g.group_id, tag_ids: [] }, '标签顺序应包含该组的全部标签，且每项一次，请刷新后重试'],
      ['sort', { group_id: g.group_id, tag_ids: 'x' }, '标签顺序应为标签编号列表'],
    ];
    for (const [action, body, msg] of cases) {
      const res = await post(action, body);
      expect(res.status, `${action} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.msg, `${action} ${JSON.stringify(body)}`).toBe(msg);
    }
    expect(await tree()).toEqual(before);
  });

  it('needs system_tagList_add / _edit / _del to change tags; reads need only a sign-in', async () => {
    const g = await groupWith(['x']);
    const refused: [string, unknown][] = [
      ['addGroup', { group_name: mark() }],
      ['add', { group_id: g.group_id, tag_name: 'y' }],
      ['updateGroup', { group_id: g.group_id, group_name: mark() }],
      ['update', { tag_id: g.ids.x, tag_name: 'z' }],
      ['sort', { group_id: g.group_id, tag_ids: [g.ids.x] }],
      ['sortGroup', { group_ids: [g.group_id] }],
      ['del', { tag_id: g.ids.x }],
      ['delGroup', { group_id: g.group_id }],
    ];
    for (const [action, body] of refused) expect((await post(action, body, sales)).body.code, action).toBe(4031);
    expect((await t.call('GET', '/api/Tag/getList', {})).body.code).toBe(403);

    const adder = await memberWithNodes(t, ['system_tagList_add']);
    expect((await post('add', { group_id: g.group_id, tag_name: 'y' }, adder.token)).body.code).toBe(0);
    expect((await post('del', { tag_id: g.ids.x }, adder.token)).body.code).toBe(4031);
    const deleter = await memberWithNodes(t, ['system_tagList_del']);
    expect((await post('del', { tag_id: g.ids.x }, deleter.token)).body.code).toBe(0);
  });
});

describe('the tags field of customers and clues', () => {
  it('stores tag ids, names them on info and list, and filters the list by any of the chosen tags', async () => {
    const g = await groupWith(['VIP', '渠道', '冷淡']);
    const m = mark();
    const a = await createRecord(t, admin, customerEntity, {
      enterprise_name: `${m}甲`,
      tags: [g.ids.VIP, g.ids['渠道']],
    });
    const b = await createRecord(t, admin, customerEntity, { enterprise_name: `${m}乙`, tags: [g.ids['冷淡']] });
    await createRecord(t, admin, customerEntity, { enterprise_name: `${m}丙` });
    expect((await info(a)).data).toMatchObject({ tags: [g.ids.VIP, g.ids['渠道']], tags_names: 'VIP、渠道' });

    const list = async (tags?: string) =>
      (
        await t.call<Row[]>('GET', '/api/Customer/getList', {
          token: admin,
          query: { keyword: m, ...(tags ? { tags } : {}) },
        })
      ).body.data;
    expect((await list()).find((r) => r.id === a)).toMatchObject({ tags_names: 'VIP、渠道' });
    expect((await list(`${g.ids.VIP},${g.ids['冷淡']}`)).map((r) => r.id).sort()).toEqual([a, b].sort());
    expect((await list(String(g.ids['渠道']))).map((r) => r.id)).toEqual([a]);

    expect(
      (await t.call('POST', '/api/Customer/update', { token: admin, body: { id: b, tags: [g.ids.VIP] } })).body.code,
    ).toBe(0);
    const log = await t.call<{ content: string }[]>('GET', '/api/Customer/getLog', { token: admin, query: { id: b } });
    expect(log.body.data[0].content).toBe('将 标签 由「冷淡」修改为「VIP」');
    await t.call('POST', '/api/Customer/update', { token: admin, body: { id: b, tags: [g.ids['冷淡']] } });

    const clue = await createRecord(t, admin, clueEntity, { clue_name: `${m}线索`, tags: [g.ids['冷淡']] });
    expect((await info(clue, 'Clue')).data.tags_names).toBe('冷淡');
  });

  it('refuses tags that do not exist and more than 50', async () => {
    const bad = await t.call('POST', '/api/Customer/add', {
      token: admin,
      body: { enterprise_name: mark(), tags: [999999] },
    });
    expect(bad.body.msg).toBe('标签包含不存在的标签，请刷新后重新选择');
    const many = await t.call('POST', '/api/Customer/add', {
      token: admin,
      body: { enterprise_name: mark(), tags: Array.from({ length: 51 }, (_, i) => i + 1) },
    });
    expect(many.body.msg).toBe('标签最多选择50个');
  });

  it('deleting a tag takes it off every record, and says so in the record log; deleting a group takes its tags', async () => {
    const g = await groupWith(['留', '删']);
    const m = mark();
    const id = await createRecord(t, admin, customerEntity, { enterprise_name: m, tags: [g.ids['删'], g.ids['留']] });
    const clue = await createRecord(t, admin, clueEntity, { clue_name: m, tags: [g.ids['删']] });
    expect(await ok('del', { tag_id: g.ids['删'] })).toEqual({ records: 2 });
    expect((await info(id)).data).toMatchObject({ tags: [g.ids['留']], tags_names: '留' });
    expect((await info(clue, 'Clue')).data.tags).toEqual([]);
    const log = await t.call<{ content: string }[]>('GET', '/api/Customer/getLog', { token: admin, query: { id } });
    expect(log.body.data[0].content).toBe('删除标签时移除了标签：删');

    expect(await ok('delGroup', { group_id: g.group_id })).toEqual({ records: 1 });
    expect((await info(id)).data.tags).toEqual([]);
    expect((await tree()).some((x) => x.group_id === g.group_id)).toBe(false);
  });

  it('exports tag names and imports them by name', async () => {
    const g = await groupWith(['出口', '进口']);
    const m = mark();
    await createRecord(t, admin, customerEntity, { enterprise_name: `${m}甲`, tags: [g.ids['出口'], g.ids['进口']] });
    const exported = await t.call<{ url: string }>('POST', '/api/Customer/export', {
      token: admin,
      body: { keyword: m },
    });
    const rows = sheetRows((await downloadWorkbook(t, exported.body.data.url)).worksheets[0]);
    expect(rows[1][(rows[0] as string[]).indexOf('标签')]).toBe('出口、进口');

    const file = await xlsxOf(
      ['*客户名称', '标签'],
      [
        [`${m}乙`, '进口、出口'],
        [`${m}丙`, '没有这个'],
      ],
    );
    const checked = await postMultipart(t, '/api/Customer/import', admin, [
      { name: 'mode', value: 'check' },
      { name: 'file', file, filename: 'x.xlsx' },
    ]);
    expect(checked.json<{ errors: unknown[] }>().data.errors).toEqual([
      { row: 3, message: '标签「没有这个」不是已有的标签' },
    ]);
    const good = await xlsxOf(['*客户名称', '标签'], [[`${m}乙`, '进口、出口']]);
    expect(
      (
        await postMultipart(t, '/api/Customer/import', admin, [
          { name: 'mode', value: 'commit' },
          { name: 'file', file: good, filename: 'x.xlsx' },
        ])
      ).json().code,
    ).toBe(0);
    const [row] = (await t.call<Row[]>('GET', '/api/Customer/getList', { token: admin, query: { keyword: `${m}乙` } }))
      .body.data;
    expect(row).toMatchObject({ tags: [g.ids['进口'], g.ids['出口']], tags_names: '进口、出口' });
  });
});
