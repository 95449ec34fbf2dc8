import { MESSAGE_TYPE, TASK_MSG } from '@suwork/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema.ts';
import { resolveMessageLink } from '../src/core/message-links.ts';
import { todoProviders } from '../src/core/todo.ts';
import { appForFile, SALES } from './harness.ts';
import { userId } from './org-fixtures.ts';
import { addDays, companyToday } from '../src/core/time-format.ts';

const { t } = await appForFile();
const wang = await t.login(SALES);
const li = await t.login({ username: '李娜', password: '123456' });
const chen = await t.login({ username: '陈静', password: '123456' });
const [liId, wangId, chenId] = await Promise.all([userId(t, '李娜'), userId(t, '王强'), userId(t, '陈静')]);

type Row = {
  id: number;
  title: string;
  status: number;
  status_name: string;
  overdue: boolean;
  assignee_name: string;
  subtask_total: number;
  subtask_done: number;
};
type Info = Row & {
  description: string;
  can_edit: boolean;
  subtasks: { id: number; title: string; done: boolean }[];
  comments: { content: string; user_name: string }[];
};
const post = <T = unknown>(url: string, body: Record<string, unknown>, token = wang) =>
  t.call<T>('POST', url, { token, body });
const get = <T = unknown>(url: string, query: Record<string, string | number> = {}, token = wang) =>
  t.call<T>('GET', url, { token, query });
const addTask = async (body: Record<string, unknown>, token = wang) => {
  const res = await post<{ id: number }>('/api/Task/add', { title: '任务', assignee_id: liId, ...body }, token);
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.id;
};
const messagesOf = (user: number, businessId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, user),
        eq(notifications.business_type, 'task'),
        eq(notifications.business_id, businessId),
      ),
    );

describe('任务', () => {
  it('validates with Chinese messages', async () => {
    const msg = async (body: Record<string, unknown>) =>
      (await post('/api/Task/add', { title: '周报', assignee_id: liId, ...body })).body.msg;
    expect(await msg({ title: ' ' })).toBe(TASK_MSG.titleRequired);
    expect(await msg({ title: '长'.repeat(101) })).toBe(TASK_MSG.titleTooLong);
    expect(await msg({ assignee_id: 0 })).toBe(TASK_MSG.assigneeRequired);
    expect(await msg({ assignee_id: 999_999 })).toBe(TASK_MSG.memberMissing);
    expect(await msg({ priority: 9 })).toBe(TASK_MSG.priorityInvalid);
    expect(await msg({ start_time: '2026-05-02 10:00', due_time: '2026-05-01 10:00' })).toBe(TASK_MSG.dueBeforeStart);
    expect(await msg({ due_time: '明天' })).toBe(TASK_MSG.timeInvalid);
  });

  it('a due day without a time is due at the end of that day, company time', async () => {
    const today = companyToday(t.app.config.now(), t.app.config.tzOffsetMinutes);
    const dueToday = await addTask({ title: '今天之内', due_time: today });
    const dueYesterday = await addTask({ title: '昨天之内', due_time: addDays(today, -1) });
    const info = async (id: number) => (await get<Info & { due_time: string }>('/api/Task/info', { id })).body.data;
    expect(await info(dueToday)).toMatchObject({ due_time: `${today} 23:59:59`, overdue: false });
    expect(await info(dueYesterday)).toMatchObject({ due_time: `${addDays(today, -1)} 23:59:59`, overdue: true });
  });

  it('adds a task, tells the assignee, and shows it to creator, assignee and participants only', async () => {
    const id = await addTask({
      title: '整理客户名单',
      description: '<p>名单<script>x</script></p>',
      participant_ids: [wangId],
      priority: 3,
    });
    const [message] = await messagesOf(liId, id);
    expect(message.message_type).toBe(MESSAGE_TYPE.task);
    expect(message.title).toBe('王强给您分配了任务「整理客户名单」');
    expect(await resolveMessageLink(t.app, t.database.db, 'task', id)).toEqual({
      path: '/home/taskInfo',
      query: { id },
    });
    expect((await messagesOf(wangId, id)).length).toBe(0);
    const info = (await get<Info>('/api/Task/info', { id }, li)).body.data;
    expect(info.title).toBe('整理客户名单');
    expect(info.assignee_name).toBe('李娜');
    expect(info.description).not.toContain('script');
    expect(info.can_edit).toBe(true);
    const outsider = await get('/api/Task/info', { id }, chen);
    expect(outsider.body.msg).toBe(TASK_MSG.notFound);
    expect((await post('/api/Task/update', { id, title: '改', assignee_id: chenId }, chen)).body.msg).toBe(
      TASK_MSG.notFound,
    );
    expect((await get<Row[]>('/api/Task/getList', { limit: 200 }, chen)).body.data.map((r) => r.id)).not.toContain(id);
  });

  it('lets a participant read and comment but not edit; only the creator deletes', async () => {
    const id = await addTask({ title: '参与人权限', participant_ids: [chenId] });
    expect((await get<Info>('/api/Task/info', { id }, chen)).body.data.can_edit).toBe(false);
    expect((await post('/api/Task/update', { id, title: '改名', assignee_id: liId }, chen)).body.msg).toBe(
      TASK_MSG.noEdit,
    );
    expect((await post('/api/Task/setStatus', { id, status: 3 }, chen)).body.msg).toBe(TASK_MSG.noEdit);
    expect((await post('/api/Task/del', { id }, li)).body.msg).toBe(TASK_MSG.noDelete);
    expect((await post('/api/Task/del', { id }, wang)).body.code).toBe(0);
    expect((await get('/api/Task/info', { id }, wang)).body.msg).toBe(TASK_MSG.notFound);
  });

  it('tells a new assignee on reassignment and logs who changed what', async () => {
    const id = await addTask({ title: '改派' });
    expect((await post('/api/Task/update', { id, title: '改派', assignee_id: chenId, priority: 4 })).body.code).toBe(0);
    const [message] = await messagesOf(chenId, id);
    expect(message.title).toBe('王强给您分配了任务「改派」');
    expect(message.message_type).toBe(3);
    const log = (await get<{ content: string; user_name: string }[]>('/api/Task/getLog', { id })).body.data;
    expect(log[0].user_name).toBe('王强');
    expect(log[0].content).toContain('负责人：李娜 → 陈静');
    expect(log[0].content).toContain('优先级：中 → 紧急');
    expect(log.at(-1)!.content).toBe('创建了任务「改派」');
  });

  it('filters 我负责的 / 我参与的 / 我创建的, status, priority and keyword; marks overdue open tasks', async () => {
    const mine = await addTask({ title: '筛选-李娜负责', due_time: '2020-01-01 09:00' });
    const joined = await addTask({ title: '筛选-李娜参与', assignee_id: wangId, participant_ids: [liId], priority: 1 });
    const created = await addTask({ title: '筛选-李娜创建', assignee_id: wangId, status: 2 }, li);
    const ids = async (q: Record<string, string | number>) =>
      (await get<Row[]>('/api/Task/getList', { limit: 200, keyword: '筛选', ...q }, li)).body.data.map((r) => r.id);
    expect(await ids({ mine: 1 })).toEqual([mine]);
    expect(await ids({ mine: 2 })).toEqual([joined]);
    expect(await ids({ mine: 3 })).toEqual([created]);
    expect(await ids({ status: 2 })).toEqual([created]);
    expect(await ids({ priority: 1 })).toEqual([joined]);
    const rows = (await get<Row[]>('/api/Task/getList', { limit: 200, keyword: '筛选' }, li)).body.data;
    expect(rows.find((r) => r.id === mine)!.overdue).toBe(true);
    expect(rows.find((r) => r.id === joined)!.overdue).toBe(false);
    await post('/api/Task/setStatus', { id: mine, status: 3 });
    const done = (await get<Row[]>('/api/Task/getList', { limit: 200, keyword: '筛选-李娜负责' }, li)).body.data[0];
    expect(done.status_name).toBe('已完成');
    expect(done.overdue).toBe(false);
  });

  it('adds and checks subtasks; comments notify the others on the task', async () => {
    const id = await addTask({ title: '子任务', participant_ids: [chenId] });
    expect((await post('/api/Task/addSubtask', { task_id: id, title: ' ' })).body.msg).toBe(TASK_MSG.subtaskRequired);
    const sub = (await post<{ id: number }>('/api/Task/addSubtask', { task_id: id, title: '准备材料' })).body.data.id;
    await post('/api/Task/addSubtask', { task_id: id, title: '发邮件' }, li);
    expect((await post('/api/Task/checkSubtask', { id: sub, done: true }, li)).body.code).toBe(0);
    const info = (await get<Info>('/api/Task/info', { id })).body.data;
    expect(info.subtasks).toEqual([
      expect.objectContaining({ title: '准备材料', done: true }),
      expect.objectContaining({ title: '发邮件', done: false }),
    ]);
    expect([info.subtask_done, info.subtask_total]).toEqual([1, 2]);
    expect((await post('/api/Task/comment', { task_id: id, content: '' }, chen)).body.msg).toBe(
      TASK_MSG.commentRequired,
    );
    expect((await post('/api/Task/comment', { task_id: id, content: '我来补充数据' }, chen)).body.code).toBe(0);
    expect((await get<Info>('/api/Task/info', { id })).body.data.comments).toEqual([
      expect.objectContaining({ content: '我来补充数据', user_name: '陈静' }),
    ]);
    const toWang = await messagesOf(wangId, id);
    expect(toWang.map((m) => m.title)).toEqual(['陈静评论了任务「子任务」']);
    expect((await messagesOf(liId, id)).map((m) => m.title)).toContain('陈静评论了任务「子任务」');
    expect((await messagesOf(chenId, id)).map((m) => m.title)).not.toContain('陈静评论了任务「子任务」');
  });

  it('lists 我的任务 in the to-do hub: open tasks assigned to me, overdue first', async () => {
    const later = await addTask({ title: '待办-稍后', assignee_id: chenId, due_time: '2099-01-01 09:00' });
    const late = await addTask({ title: '待办-逾期', assignee_id: chenId, due_time: '2021-01-01 09:00' });
    const closed = await addTask({ title: '待办-已取消', assignee_id: chenId, status: 4 });
    const provider = todoProviders(t.app).find((p) => p.key === 'task')!;
    expect(provider.title).toBe('我的任务');
    const auth = { tokenHash: '', user: { user_id: chenId } } as Parameters<typeof provider.load>[1];
    const section = await provider.load(t.app, auth, 10);
    const ids = section.items.map((i) => i.id);
    expect(ids.indexOf(late)).toBeLessThan(ids.indexOf(later));
    expect(ids).not.toContain(closed);
    expect(section.items.find((i) => i.id === late)).toMatchObject({
      title: '【已逾期】待办-逾期',
      path: '/home/taskInfo',
      query: { id: late },
    });
    expect(section.items.find((i) => i.id === later)?.title).toBe('待办-稍后');
    // overdue follows the server's clock: once 2099-01-01 09:00 has passed, the later one is overdue too
    t.clock.advance(Date.parse('2099-01-02T00:00:00+08:00') - t.clock.now().getTime());
    expect((await provider.load(t.app, auth, 10)).items.find((i) => i.id === later)?.title).toBe('【已逾期】待办-稍后');
  });
});
