import { MESSAGE_TYPE } from '@suwork/domain';
import { describe, expect, it } from 'vitest';
import { notify } from '../src/core/notify.ts';
import { MESSAGE_MSG } from '@suwork/domain/routes';
import { demo } from './flow-fixtures.ts';
import { appForFile, SALES } from './harness.ts';
import { userId } from './org-fixtures.ts';

const { t } = await appForFile();
const [sales, liu] = await Promise.all([t.login(SALES), t.login(demo('刘洋'))]);
const salesId = await userId(t, '王强');

type Row = {
  msg_id: number;
  content: string;
  create_time: string;
  status: number;
  business_type: string;
  business_id: number;
  message_type: number;
};
type Counts = { countAll: number; work: number; customer: number; task: number; schedule: number };
type List = { list: { data: Row[]; count: number }; count: Counts };
type Info = Row & { link: { path: string; query?: Record<string, string | number> } | null };

const list = async (token: string, query: Record<string, number> = {}) =>
  (await t.call<List>('GET', '/api/Message/messageList', { token, query })).body;
const get = (path: string, token: string, query: Record<string, number>) =>
  t.call<Info>('GET', `/api/Message/${path}`, { token, query });
const leave = (token: string) =>
  t.call<{ id: number }>('POST', '/api/Leave/add', {
    token,
    body: {
      leave_type: 3,
      start_date: '2026-03-02',
      start_half: 1,
      end_date: '2026-03-03',
      end_half: 1,
      reason: '回家探亲',
    },
  });

// 王强's messages: 8 办公, 2 客户管理, 1 任务, 1 日程 (all unread)
// one after another, so "newest first" has a defined order
const leave_for = async (message_type: (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE], n: number, what: string) => {
  for (let i = 0; i < n; i++)
    await notify(t.database.db, {
      user_ids: [salesId],
      business_type: 'nothing',
      business_id: i + 1,
      title: `${what}${i + 1}`,
      message_type,
    });
};
await leave_for(MESSAGE_TYPE.office, 8, '办公消息');
await leave_for(MESSAGE_TYPE.customer, 2, '客户消息');
await leave_for(MESSAGE_TYPE.task, 1, '任务消息');
await leave_for(MESSAGE_TYPE.schedule, 1, '日程消息');

describe('消息中心 list', () => {
  it('lists the member own messages, 7 a page, newest first, with unread counts per tab', async () => {
    const body = await list(sales);
    expect(body.code).toBe(0);
    expect(body.data.list.count).toBe(12);
    expect(body.data.list.data).toHaveLength(7);
    expect(body.data.list.data[0]).toMatchObject({
      content: '日程消息1',
      status: 1,
      business_type: 'nothing',
      business_id: 1,
      message_type: 4,
    });
    expect(body.data.list.data[0].create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.data.count).toEqual({ countAll: 12, work: 8, customer: 2, task: 1, schedule: 1 });
    expect((await list(sales, { page: 2 })).data.list.data).toHaveLength(5);
  });

  it('filters by tab and by status', async () => {
    const customer = await list(sales, { message_type: 2 });
    expect(customer.data.list.data.map((r) => r.content)).toEqual(['客户消息2', '客户消息1']);
    expect((await list(sales, { status: 2 })).data.list.count).toBe(0);
    expect((await list(sales, { status: 1, message_type: 1 })).data.list.count).toBe(8);
    expect((await list(sales, { message_type: 5 })).msg).toBe(MESSAGE_MSG.badType);
  });

  it('shows nobody else anything of 王强', async () => {
    const other = await list(liu, { message_type: 2 });
    expect(other.data.list.count).toBe(0);
  });
});

describe('marking read and deleting', () => {
  it('readMsg marks one message read; the unread count drops', async () => {
    const [first] = (await list(sales, { message_type: 3 })).data.list.data;
    expect((await get('readMsg', sales, { msg_id: first.msg_id })).body.code).toBe(0);
    const after = await list(sales, { message_type: 3 });
    expect(after.data.list.data[0].status).toBe(2);
    expect(after.data.count.task).toBe(0);
    expect((await list(sales, { status: 2 })).data.list.count).toBe(1);
  });

  it('refuses another member msg_id on every call and changes nothing', async () => {
    const [mine] = (await list(sales, { message_type: 4 })).data.list.data;
    for (const path of ['messageInfo', 'readMsg', 'delMessmage']) {
      const res = await get(path, liu, { msg_id: mine.msg_id });
      expect(res.body.code).not.toBe(0);
      expect(res.body.msg).toBe(MESSAGE_MSG.notYours);
    }
    const after = (await list(sales, { message_type: 4 })).data.list.data;
    expect(after).toEqual([mine]);
    expect((await get('readMsg', sales, {})).body.msg).toBe(MESSAGE_MSG.pickMessage);
  });

  it('readBatch marks one tab read, then all tabs', async () => {
    expect((await get('readBatch', sales, { message_type: 2 })).body.code).toBe(0);
    expect((await list(sales)).data.count).toEqual({ countAll: 9, work: 8, customer: 0, task: 0, schedule: 1 });
    expect((await get('readBatch', sales, { message_type: 0 })).body.code).toBe(0);
    expect((await list(sales)).data.count).toEqual({ countAll: 0, work: 0, customer: 0, task: 0, schedule: 0 });
  });

  it('delReadMessmage deletes the read messages of one tab only, then of all tabs', async () => {
    await notify(t.database.db, {
      user_ids: [salesId],
      business_type: 'nothing',
      business_id: 99,
      title: '新的客户消息',
      message_type: MESSAGE_TYPE.customer,
    });
    expect((await get('delReadMessmage', sales, { message_type: 2 })).body.code).toBe(0);
    expect((await list(sales, { message_type: 2 })).data.list.data.map((r) => [r.content, r.status])).toEqual([
      ['新的客户消息', 1],
    ]);
    expect((await list(sales)).data.list.count).toBe(11);
    expect((await get('delReadMessmage', sales, { message_type: 0 })).body.code).toBe(0);
    expect((await list(sales)).data.list.data.map((r) => r.content)).toEqual(['新的客户消息']);
  });

  it('delMessmage deletes one message', async () => {
    const [one] = (await list(sales)).data.list.data;
    expect((await get('delMessmage', sales, { msg_id: one.msg_id })).body.code).toBe(0);
    expect((await list(sales)).data.list.count).toBe(0);
    expect((await get('delMessmage', sales, { msg_id: one.msg_id })).body.msg).toBe(MESSAGE_MSG.notYours);
  });
});

describe('messageInfo', () => {
  it('opens an approval message at its record, and marks it read', async () => {
    const leaveId = (await leave(sales)).body.data.id;
    const [msg] = (await list(liu, { message_type: 1, status: 1 })).data.list.data;
    expect(msg).toMatchObject({ content: '王强提交的请假审批待您处理', business_type: 'flow', status: 1 });
    const info = await get('messageInfo', liu, { type: 1, msg_id: msg.msg_id });
    expect(info.body.code).toBe(0);
    expect(info.body.data).toMatchObject({ msg_id: msg.msg_id, content: msg.content, status: 2 });
    expect(info.body.data.link).toEqual({
      path: '/home/applicationInfo',
      query: { id: leaveId, flow_type: 14, detail_id: leaveId },
    });
    expect((await list(liu, { status: 1 })).data.list.data.find((r) => r.msg_id === msg.msg_id)).toBeUndefined();
  });

  it('has no link when the record is gone', async () => {
    await notify(t.database.db, {
      user_ids: [salesId],
      business_type: 'flow',
      business_id: 987654,
      title: '已删除的审批',
    });
    const [msg] = (await list(sales)).data.list.data;
    const info = await get('messageInfo', sales, { msg_id: msg.msg_id });
    expect(info.body.data.link).toBeNull();
  });
});
