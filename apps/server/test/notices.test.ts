import { ERR } from '@suwork/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema.ts';
import { noticeReads } from '../src/modules/system/system.tables.ts';
import { appForFile, SALES } from './harness.ts';
import { deptId, memberWithNodes, userId } from './org-fixtures.ts';
import { postMultipart } from './upload-helpers.ts';

const { t, admin } = await appForFile();
let sales = await t.login(SALES);

type ShellNotice = {
  id: number;
  notice_id: number;
  title: string;
  summary: string;
  publish_time: string | null;
  is_top: number;
  is_read: number;
  status: number;
  message_type: number;
};
type Row = Record<string, unknown>;

let seq = 0;
async function addNotice(extra: Row = {}, token = admin): Promise<number> {
  const res = await t.call<{ id: number }>('POST', '/api/Notice/add', {
    token,
    body: { title: `测试公告${++seq}`, content: '<p>公告正文</p>', ...extra },
  });
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return res.body.data.id;
}
const publish = (id: number, token = admin) => t.call('POST', '/api/Notice/publish', { token, body: { id } });
const withdraw = (id: number, token = admin) => t.call('POST', '/api/Notice/withdraw', { token, body: { id } });
const info = async (id: number) =>
  (await t.call<Row>('GET', '/api/Notice/info', { token: admin, query: { id } })).body.data;
const shellList = async (token: string) =>
  (await t.call<ShellNotice[]>('GET', '/api/Message/getSysNoticeList', { token })).body;
const shellIds = async (token: string) => (await shellList(token)).data.map((n) => n.id);
/** the company date `days` from the test clock's today */
const dayFromToday = (days: number) =>
  new Date(t.clock.now().getTime() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('notice management', () => {
  it('requires a title and a content, each with its own message, and saves nothing without them', async () => {
    const before = (await t.call('GET', '/api/Notice/getList', { token: admin })).body.count;
    expect(
      (await t.call('POST', '/api/Notice/add', { token: admin, body: { content: '<p>正文</p>' } })).body,
    ).toMatchObject({ code: 400, msg: '请输入公告标题' });
    expect(
      (await t.call('POST', '/api/Notice/add', { token: admin, body: { title: '  ', content: '<p>正文</p>' } })).body
        .msg,
    ).toBe('请输入公告标题');
    expect((await t.call('POST', '/api/Notice/add', { token: admin, body: { title: '无正文' } })).body.msg).toBe(
      '请输入公告内容',
    );
    expect(
      (await t.call('POST', '/api/Notice/add', { token: admin, body: { title: '空正文', content: '<p> </p>' } })).body
        .msg,
    ).toBe('请输入公告内容');
    expect((await t.call('GET', '/api/Notice/getList', { token: admin })).body.count).toBe(before);
  });

  it('creates a draft: publish status and time are set only by publishing', async () => {
    const id = await addNotice({ is_top: 2 });
    expect(await info(id)).toMatchObject({ publish_status: 1, publish_time: null, is_top: 2 });
    expect(
      (
        await t.call('POST', '/api/Notice/add', {
          token: admin,
          body: { title: '直接发布', content: '<p>x</p>', publish_status: 2 },
        })
      ).body.msg,
    ).toBe('不允许的字段：publish_status');
    expect(
      (await t.call('POST', '/api/Notice/update', { token: admin, body: { id, publish_time: '2026-01-01 00:00:00' } }))
        .body.msg,
    ).toBe('不允许的字段：publish_time');
    expect(await shellIds(admin)).not.toContain(id);
  });

  it('publishes and withdraws, once each, stamping and clearing the publish time, and logs both', async () => {
    const id = await addNotice();
    const res = await publish(id);
    expect(res.body).toMatchObject({ code: 0, data: { id } });
    const published = await info(id);
    expect(published.publish_status).toBe(2);
    expect(published.publish_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await shellIds(admin)).toContain(id);
    expect((await publish(id)).body).toMatchObject({ code: 400, msg: '该公告已发布' });

    expect((await withdraw(id)).body.code).toBe(0);
    expect(await info(id)).toMatchObject({ publish_status: 1, publish_time: null });
    expect(await shellIds(admin)).not.toContain(id);
    expect((await withdraw(id)).body).toMatchObject({ code: 400, msg: '该公告未发布，无需撤回' });

    const log = await t.call<{ content: string }[]>('GET', '/api/Notice/getLog', { token: admin, query: { id } });
    const title = String(published.title);
    expect(log.body.data.map((l) => l.content).slice(0, 2)).toEqual([`撤回了公告：${title}`, `发布了公告：${title}`]);
  });

  it('answers a missing notice as not found and a malformed id with a message', async () => {
    expect((await publish(999_999)).body).toMatchObject({ code: ERR.notFound.code, msg: '数据不存在或无权查看' });
    expect((await t.call('POST', '/api/Notice/publish', { token: admin, body: { id: 'x' } })).body).toMatchObject({
      code: 400,
      msg: '请选择公告',
    });
    expect((await t.call('POST', '/api/Notice/publish', { token: admin, body: { id: 1, extra: 1 } })).body.msg).toBe(
      '不允许的字段：extra',
    );
  });

  it('refuses to publish a notice already past its expiry date', async () => {
    const id = await addNotice({ expire_date: dayFromToday(-1) });
    expect((await publish(id)).body).toMatchObject({ code: 400, msg: '该公告已过期，请先修改过期日期再发布' });
    expect((await info(id)).publish_status).toBe(1);
  });
});

describe('GET /api/Message/getSysNoticeList', () => {
  it('lists published notices as system notices (status 1, message_type 0) with a plain-text summary, pinned first', async () => {
    const plain = await addNotice({
      title: '普通公告',
      content: `<p>第一段 &amp; <b>加粗</b></p><p>${'长'.repeat(100)}</p>`,
    });
    const pinned = await addNotice({ title: '置顶公告', is_top: 2 });
    await publish(plain);
    await publish(pinned);
    const body = await shellList(sales);
    expect(body.code).toBe(0);
    expect(body.count).toBe(body.data.length);
    const a = body.data.find((n) => n.id === plain)!;
    expect(a).toMatchObject({ notice_id: plain, title: '普通公告', status: 1, message_type: 0, is_read: 1, is_top: 1 });
    expect(a.summary.startsWith('第一段 & 加粗 长长')).toBe(true);
    expect(a.summary.endsWith('…')).toBe(true);
    expect(a.summary.length).toBe(81);
    expect(a).not.toHaveProperty('content');
    const order = body.data.map((n) => n.id);
    expect(order.indexOf(pinned)).toBeLessThan(order.indexOf(plain));
    expect(body.data.filter((n) => n.is_top === 2).every((n) => order.indexOf(n.id) < order.indexOf(plain))).toBe(true);
  });

  it('leaves out drafts and notices past their expiry date (the expiry day itself still shows)', async () => {
    const draft = await addNotice();
    const lastDay = await addNotice({ expire_date: dayFromToday(0) });
    await publish(lastDay);
    const ids = await shellIds(sales);
    expect(ids).not.toContain(draft);
    expect(ids).toContain(lastDay);
    // a day later (sessions idle out over a day: sign in again)
    t.clock.advance(86_400_000);
    try {
      const tomorrow = await t.login(SALES);
      expect(await shellIds(tomorrow)).not.toContain(lastDay);
      expect(
        (await t.call('GET', '/api/Message/sysNoticeInfo', { token: tomorrow, query: { id: lastDay } })).body.code,
      ).toBe(ERR.notFound.code);
    } finally {
      t.clock.advance(-86_400_000);
      sales = await t.login(SALES);
    }
  });

  it("shows a department's notice to that department and the ones below it only, on the server", async () => {
    const sameDept = await memberWithNodes(t, [], { dept: '销售部' });
    const finance = await memberWithNodes(t, [], { dept: '财务部' });
    const id = await addNotice({ visible_dept_id: await deptId(t, '销售部'), content: '<p>销售部内部通知</p>' });
    await publish(id);
    expect(await shellIds(sameDept.token)).toContain(id);
    expect(await shellIds(sales)).toContain(id); // 销售一部, below 销售部
    expect(await shellIds(finance.token)).not.toContain(id);
    expect(await shellIds(admin)).not.toContain(id); // 总经办: the range applies to everyone
    const denied = await t.call('GET', '/api/Message/sysNoticeInfo', { token: finance.token, query: { id } });
    expect(denied.body).toMatchObject({ code: ERR.notFound.code, data: null });
    expect((await t.call('POST', '/api/Message/readSysNotice', { token: finance.token, body: { id } })).body.code).toBe(
      ERR.notFound.code,
    );
    const seen = await t.call<Row>('GET', '/api/Message/sysNoticeInfo', { token: sales, query: { id } });
    expect(seen.body.data).toMatchObject({ id, content: '<p>销售部内部通知</p>', status: 1, message_type: 0 });
  });

  it('publishing leaves a message for each member it reaches, which opens the notice on the workbench', async () => {
    const sameDept = await memberWithNodes(t, [], { dept: '销售部' });
    const finance = await memberWithNodes(t, [], { dept: '财务部' });
    const id = await addNotice({ visible_dept_id: await deptId(t, '销售部') });
    await publish(id);
    const messages = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.business_type, 'notice'), eq(notifications.business_id, id)));
    const to = new Set(messages.map((m) => m.user_id));
    expect([
      to.has(sameDept.userId),
      to.has(await userId(t, '王强')),
      to.has(finance.userId),
      to.has(await userId(t, 'admin')),
    ]).toEqual([true, true, false, false]);
    expect(messages[0].title).toBe(`新公告：${(await info(id)).title as string}`);
    const opened = await t.call<{ link: unknown }>('GET', '/api/Message/messageInfo', {
      token: sameDept.token,
      query: { type: 1, msg_id: messages.find((m) => m.user_id === sameDept.userId)!.id },
    });
    expect(opened.body.data.link).toEqual({ path: '/home/home', query: { notice_id: id } });
  });

  it('remembers per member which notices were read', async () => {
    const other = await memberWithNodes(t, [], { dept: '财务部' });
    const id = await addNotice();
    await publish(id);
    const readOf = async (token: string) => (await shellList(token)).data.find((n) => n.id === id)?.is_read;
    expect(await readOf(sales)).toBe(1);
    expect((await t.call('POST', '/api/Message/readSysNotice', { token: sales, body: { id } })).body).toMatchObject({
      code: 0,
      data: { id },
    });
    expect((await t.call('POST', '/api/Message/readSysNotice', { token: sales, body: { id } })).body.code).toBe(0);
    expect(await readOf(sales)).toBe(2);
    expect(
      (await t.call<Row>('GET', '/api/Message/sysNoticeInfo', { token: sales, query: { id } })).body.data.is_read,
    ).toBe(2);
    expect(await readOf(other.token)).toBe(1);
    // a draft cannot be marked read
    const draft = await addNotice();
    expect((await t.call('POST', '/api/Message/readSysNotice', { token: sales, body: { id: draft } })).body.code).toBe(
      ERR.notFound.code,
    );
  });

  it('forgets the reads of a deleted notice', async () => {
    const id = await addNotice();
    await publish(id);
    await t.call('POST', '/api/Message/readSysNotice', { token: sales, body: { id } });
    expect((await t.call('POST', '/api/Notice/del', { token: admin, body: { ids: [id] } })).body.code).toBe(0);
    expect(await t.database.db.select().from(noticeReads).where(eq(noticeReads.notice_id, id))).toEqual([]);
  });

  it('takes no parameters and needs a signed-in member', async () => {
    expect((await t.call('GET', '/api/Message/getSysNoticeList', { token: sales, query: { page: 1 } })).body.msg).toBe(
      '不允许的字段：page',
    );
    const anonymous = await t.call('GET', '/api/Message/getSysNoticeList');
    expect(anonymous.body.code).toBe(ERR.notSignedIn.code);
  });
});

describe('notice permissions', () => {
  it('lets a member without the 公告 nodes read published notices but not manage them', async () => {
    const id = await addNotice();
    await publish(id);
    const none = await memberWithNodes(t, [], { dept: '销售一部' });
    expect(await shellIds(none.token)).toContain(id);
    const refused = [
      await t.call('GET', '/api/Notice/getList', { token: none.token }),
      await t.call('GET', '/api/Notice/info', { token: none.token, query: { id } }),
      await t.call('POST', '/api/Notice/add', { token: none.token, body: { title: '越权', content: '<p>x</p>' } }),
      await t.call('POST', '/api/Notice/update', { token: none.token, body: { id, title: '越权' } }),
      await t.call('POST', '/api/Notice/del', { token: none.token, body: { ids: [id] } }),
      await withdraw(id, none.token),
    ];
    for (const res of refused)
      expect(res.body).toMatchObject({ code: ERR.noPermission.code, msg: '没有权限执行此操作' });
    expect((await info(id)).publish_status).toBe(2);
  });

  it('needs the page for reading, _add, _edit (also publish and withdraw) and _del for the rest', async () => {
    const reader = await memberWithNodes(t, [
      'system_notice',
      '!system_notice_add',
      '!system_notice_edit',
      '!system_notice_del',
      '!system_notice_export',
    ]);
    const editor = await memberWithNodes(t, ['system_notice', '!system_notice_add', '!system_notice_del']);
    const id = await addNotice();
    expect((await t.call('GET', '/api/Notice/info', { token: reader.token, query: { id } })).body.code).toBe(0);
    expect(
      (await t.call('POST', '/api/Notice/add', { token: reader.token, body: { title: '越权', content: '<p>x</p>' } }))
        .body.code,
    ).toBe(ERR.noPermission.code);
    expect((await publish(id, reader.token)).body.code).toBe(ERR.noPermission.code);
    expect((await publish(id, editor.token)).body.code).toBe(0);
    expect(
      (await t.call('POST', '/api/Notice/update', { token: editor.token, body: { id, title: '改过的标题' } })).body
        .code,
    ).toBe(0);
    expect(
      (await t.call('POST', '/api/Notice/add', { token: editor.token, body: { title: '越权', content: '<p>x</p>' } }))
        .body.code,
    ).toBe(ERR.noPermission.code);
    expect((await t.call('POST', '/api/Notice/del', { token: editor.token, body: { ids: [id] } })).body.code).toBe(
      ERR.noPermission.code,
    );
  });
});

describe('remark templates for forms', () => {
  it('lists the enabled templates of one module to any signed-in member, in their order', async () => {
    const add = async (body: Row) =>
      (
        await t.call<{ id: number }>('POST', '/api/RemarkTemplate/add', {
          token: admin,
          body: { content: '备注内容', ...body },
        })
      ).body.data.id;
    const second = await add({ name: '报价备注B', category: 2, sort: 20 });
    const first = await add({ name: '报价备注A', category: 2, sort: 10 });
    const disabled = await add({ name: '停用的报价备注', category: 2, status: 2 });
    const contract = await add({ name: '合同备注', category: 1 });
    const res = await t.call<{ id: number; name: string; content: string; category: number }[]>(
      'GET',
      '/api/RemarkTemplate/getEnabledList',
      { token: sales, query: { category: 2 } },
    );
    expect(res.body.code).toBe(0);
    const ids = res.body.data.map((r) => r.id);
    expect(ids).not.toContain(disabled);
    expect(ids).not.toContain(contract);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(res.body.data.every((r) => r.category === 2)).toBe(true);
    expect(res.body.data.find((r) => r.id === first)).toMatchObject({
      template_id: first,
      name: '报价备注A',
      content: '备注内容',
    });
  });

  it('asks which module, and refuses an unknown one', async () => {
    expect((await t.call('GET', '/api/RemarkTemplate/getEnabledList', { token: sales })).body).toMatchObject({
      code: 400,
      msg: '请选择适用模块',
    });
    expect(
      (await t.call('GET', '/api/RemarkTemplate/getEnabledList', { token: sales, query: { category: 9 } })).body.msg,
    ).toBe('适用模块的取值无效');
  });

  it('keeps managing templates to holders of the pages', async () => {
    for (const [url, body] of [
      ['/api/RemarkTemplate/add', { name: '越权', content: 'x' }],
      ['/api/LegalTemplate/add', { name: '越权' }],
    ] as const) {
      expect((await t.call('POST', url, { token: sales, body })).body.code).toBe(ERR.noPermission.code);
    }
    expect((await t.call('GET', '/api/LegalTemplate/getList', { token: sales })).body.code).toBe(ERR.noPermission.code);
  });
});

describe('legal templates', () => {
  it('keep their uploaded files', async () => {
    const up = await postMultipart(t, '/api/Upload/doUpload', admin, [
      { name: 'file', file: Buffer.from('%PDF-1.4'), filename: '采购合同范本.pdf' },
    ]);
    const file = up.json<{ id: number }>().data;
    const res = await t.call<{ id: number }>('POST', '/api/LegalTemplate/add', {
      token: admin,
      body: { name: '采购合同范本', category: 1, attachments: [file.id] },
    });
    expect(res.body.code).toBe(0);
    const row = (await t.call<Row>('GET', '/api/LegalTemplate/info', { token: admin, query: { id: res.body.data.id } }))
      .body.data;
    expect(row).toMatchObject({ name: '采购合同范本', category: 1, status: 1, attachments: [file.id] });
    expect(row.attachments_files).toMatchObject([{ id: file.id, name: '采购合同范本.pdf', ext: 'pdf' }]);
  });
});
