import { DATA_SCOPE, ERR } from '@suwork/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestContext } from './harness.ts';
import { memberWithNodes, userId, type Member } from './org-fixtures.ts';
import { postMultipart } from './upload-helpers.ts';

// 财产交接 (/api/PropertyHandover/*): validation, the receiver's confirmation and what a confirmed record allows.

type Handover = {
  handover_id: number;
  status: number;
  from_user_name: string;
  to_user_name: string;
  item_summary: string;
  items: unknown[];
  reason: string;
  attachments_files?: { name: string }[];
};

let t: TestContext;
let admin: string;
let receiver: Member;
let zhang: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  // the page only (a pattern takes a node's subtree; '!' removes): reads and confirms, writes nothing
  receiver = await memberWithNodes(
    t,
    ['personnel_handover', '!personnel_handover_add', '!personnel_handover_edit', '!personnel_handover_del'],
    { scope: DATA_SCOPE.self },
  );
  zhang = await userId(t, '张伟');
});
afterAll(async () => t.close());

const post = (action: string, body: unknown, token = admin) =>
  t.call<{ handover_id: number; count?: number }>('POST', `/api/PropertyHandover/${action}`, { token, body });
const list = async (query: Record<string, string | number> = {}, token = admin) =>
  (await t.call<Handover[]>('GET', '/api/PropertyHandover/getList', { token, query })).body;
const info = async (id: number, token = admin) =>
  (await t.call<Handover>('GET', '/api/PropertyHandover/info', { token, query: { handover_id: id } })).body;
const form = (extra: Record<string, unknown> = {}) => ({
  from_user_id: zhang,
  to_user_id: receiver.userId,
  handover_date: '2025-06-01',
  items: [
    { item_name: '笔记本电脑', quantity: 1, remark: 'ThinkPad X1' },
    { item_name: '显示器', quantity: 2 },
  ],
  reason: '岗位调整',
  ...extra,
});
const add = async (extra: Record<string, unknown> = {}) => {
  const res = await post('add', form(extra));
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return res.body.data.handover_id;
};

describe('property handover', () => {
  it('adds a record with its item rows, listed with names and a summary', async () => {
    const id = await add();
    const row = (await list({ keyword: '显示器' })).data.find((r) => r.handover_id === id)!;
    expect(row).toMatchObject({
      status: 1,
      from_user_name: '张伟',
      item_summary: '笔记本电脑×1、显示器×2',
      reason: '岗位调整',
    });
    expect((await info(id)).data.items).toEqual([
      { item_name: '笔记本电脑', quantity: 1, remark: 'ThinkPad X1' },
      { item_name: '显示器', quantity: 2, remark: '' },
    ]);
    expect((await list({ keyword: '打印机' })).data.some((r) => r.handover_id === id)).toBe(false);
  });

  it('refuses bad input with a message naming the field, saving nothing', async () => {
    const before = (await list()).count;
    const msg = async (extra: Record<string, unknown>) => (await post('add', form(extra))).body;
    expect(await msg({ to_user_id: zhang })).toMatchObject({
      code: ERR.validation.code,
      msg: '交出人和接收人不能是同一人',
    });
    expect((await msg({ items: [] })).msg).toBe('请添加交接物品');
    expect((await msg({ items: [{ item_name: ' ', quantity: 1 }] })).msg).toBe('请输入物品名称');
    expect((await msg({ items: [{ item_name: '椅子', quantity: 0 }] })).msg).toBe('物品数量应为正整数');
    expect((await msg({ items: [{ item_name: '椅子', quantity: 1.5 }] })).msg).toBe('物品数量应为正整数');
    expect((await msg({ handover_date: '2025-13-01' })).msg).toBe('交接日期应为 YYYY-MM-DD 格式的日期');
    expect((await msg({ from_user_id: undefined })).msg).toBe('请选择交出人');
    expect((await msg({ to_user_id: 99999 })).msg).toBe('接收人不存在或已禁用');
    expect((await msg({ status: 2 })).code).toBe(ERR.validation.code); // set by confirming only
    expect((await list()).count).toBe(before);
  });

  it('accepts only attachments the member uploaded', async () => {
    const up = await postMultipart(t, '/api/Upload/doUpload', admin, [
      { name: 'file', file: Buffer.from('清单'), filename: '交接清单.txt' },
    ]);
    const file = up.json<{ id: number }>().data.id;
    const id = await add({ attachments: [file] });
    expect((await info(id)).data.attachments_files?.map((f) => f.name)).toEqual(['交接清单.txt']);
    const stranger = await memberWithNodes(t, ['personnel_handover']);
    expect((await post('add', form({ attachments: [file] }), stranger.token)).body.msg).toBe('附件包含无效的文件');
  });

  it('lets only the receiver confirm, once; a confirmed record can be neither edited nor deleted', async () => {
    const id = await add();
    expect((await post('update', { handover_id: id, ...form({ reason: '离职交接' }) })).body.code).toBe(0);
    expect((await info(id)).data.reason).toBe('离职交接');

    expect((await post('confirm', { handover_id: id })).body).toMatchObject({
      code: ERR.noPermission.code,
      msg: '只有接收人可以确认交接',
    });
    expect((await post('confirm', { handover_id: id }, receiver.token)).body.code).toBe(0);
    expect((await info(id)).data.status).toBe(2);
    expect((await post('confirm', { handover_id: id }, receiver.token)).body).toMatchObject({
      code: ERR.conflict.code,
      msg: '该交接单已确认',
    });

    expect((await post('update', { handover_id: id, ...form({ reason: '改' }) })).body.msg).toBe(
      '已确认的交接单不能编辑',
    );
    expect((await post('del', { ids: [id] })).body.msg).toBe('已确认的交接单不能删除');
    expect((await info(id)).data.reason).toBe('离职交接');
    expect((await list({ status: 2 })).data.map((r) => r.handover_id)).toContain(id);
  });

  it('deletes a pending record', async () => {
    const id = await add();
    expect((await post('del', { ids: [id] })).body).toMatchObject({ code: 0, data: { count: 1 } });
    expect((await info(id)).code).toBe(ERR.notFound.code);
  });

  it('shows a member with a narrow data scope only the records they take part in', async () => {
    const mine = await add();
    const other = await add({ to_user_id: await userId(t, '李娜') });
    const seen = (await list({}, receiver.token)).data.map((r) => r.handover_id);
    expect(seen).toContain(mine);
    expect(seen).not.toContain(other);
    expect((await info(other, receiver.token)).code).toBe(ERR.notFound.code);
  });

  it('needs the handover nodes', async () => {
    const id = await add();
    const outsider = await memberWithNodes(t, ['home_home']);
    expect((await list({}, outsider.token)).code).toBe(ERR.noPermission.code);
    expect((await info(id, outsider.token)).code).toBe(ERR.noPermission.code);
    expect((await post('confirm', { handover_id: id }, outsider.token)).body.code).toBe(ERR.noPermission.code);
    // the receiver holds the page only: reading and confirming, not writing
    expect((await post('add', form(), receiver.token)).body.code).toBe(ERR.noPermission.code);
    expect((await post('update', { handover_id: id, ...form() }, receiver.token)).body.code).toBe(
      ERR.noPermission.code,
    );
    expect((await post('del', { ids: [id] }, receiver.token)).body.code).toBe(ERR.noPermission.code);
    expect((await t.call('GET', '/api/PropertyHandover/getList')).body.code).toBe(403);
  });
});
