import { MESSAGE_TYPE, TASK_MSG, TASK_OPEN_STATUSES, TASK_PRIORITY, TASK_STATUS } from '@suwork/domain';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taskComments, tasks, taskSubtasks, type Task } from '../../db/office-tables.ts';
import { users } from '../../db/schema.ts';
import { filesOf } from '../../core/engine/attachments.ts';
import { assertAttachable } from '../../core/files/file-access.ts';
import { readLog, writeLog } from '../../core/engine/operation-log.ts';
import { sanitizeRichText } from '../../core/engine/sanitize.ts';
import { fail, invalid, ok } from '../../core/envelope.ts';
import { registerMessageLink } from '../../core/message-links.ts';
import { notify } from '../../core/notify.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime, parseDateTime } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { ERR } from '@suwork/domain';
import { escapeLike, inTx, memberNames } from '../org/org-common.ts';
import { assertMembers } from './office-members.ts';
import { canEdit, editableTask, peopleOf, visibleTask, visibleTo } from './task-access.ts';
import * as input from './task.input.ts';

const TASK_NODE = 'home_task';
const LOG_ENTITY = 'task';

type TaskInput = typeof input.taskBody._output;

const isOpen = (status: number) => (TASK_OPEN_STATUSES as readonly number[]).includes(status);
const isOverdue = (t: Task, now: Date) => t.due_time !== null && t.due_time < now && isOpen(t.status);

/** API rows of tasks, names resolved with one query. */
export async function taskRows(db: Db, list: Task[], tz: number, now: Date) {
  const names = await memberNames(db, list.flatMap((t) => [t.assignee_id, t.create_user_id, ...t.participant_ids]));
  const ids = list.map((t) => t.id);
  const progress = ids.length
    ? await db
        .select({ task_id: taskSubtasks.task_id, total: count(), done: sql<number>`count(*) filter (where ${taskSubtasks.done})::int` })
        .from(taskSubtasks)
        .where(inArray(taskSubtasks.task_id, ids))
        .groupBy(taskSubtasks.task_id)
    : [];
  const byTask = new Map(progress.map((p) => [p.task_id, p]));
  return list.map((t) => ({
    id: t.id,
    title: t.title,
    assignee_id: t.assignee_id,
    assignee_name: names.get(t.assignee_id) ?? '',
    participant_ids: t.participant_ids,
    participant_names: t.participant_ids.map((id) => names.get(id) ?? ''),
    start_time: formatDateTime(t.start_time, tz) ?? '',
    due_time: formatDateTime(t.due_time, tz) ?? '',
    priority: t.priority,
    priority_name: TASK_PRIORITY[t.priority as keyof typeof TASK_PRIORITY] ?? '',
    status: t.status,
    status_name: TASK_STATUS[t.status as keyof typeof TASK_STATUS] ?? '',
    overdue: isOverdue(t, now),
    subtask_total: Number(byTask.get(t.id)?.total ?? 0),
    subtask_done: Number(byTask.get(t.id)?.done ?? 0),
    create_user_id: t.create_user_id,
    create_user_name: names.get(t.create_user_id) ?? '',
    create_time: formatDateTime(t.create_time, tz),
    update_time: formatDateTime(t.update_time, tz),
  }));
}

/** 任务: list (我负责的 / 我参与的 / 我创建的), board moves, subtasks, comments and its activity log. */
export function taskRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const node = (n: string) => ({ config: { auth: { node: n } } });

  registerMessageLink('task', async (d, id) => {
    const [row] = await d.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, id));
    return row ? { path: '/home/taskInfo', query: { id } } : null;
  });

  const timeOf = (s: string) => {
    if (s === '') return null;
    const d = parseDateTime(s, tz);
    if (!d) throw invalid(TASK_MSG.timeInvalid);
    return d;
  };

  /** Checked values to store. */
  const valuesOf = async (user: SessionUser, b: TaskInput, before?: Task) => {
    const start_time = timeOf(b.start_time);
    const due_time = timeOf(b.due_time);
    if (start_time && due_time && due_time < start_time) throw invalid(TASK_MSG.dueBeforeStart);
    await assertMembers(db, [b.assignee_id, ...b.participant_ids], TASK_MSG.memberMissing);
    const attachments = [...new Set(b.attachments)];
    await assertAttachable(db, user, attachments, { kept: before?.attachments });
    return {
      title: b.title,
      description: sanitizeRichText(b.description),
      assignee_id: b.assignee_id,
      participant_ids: b.participant_ids.filter((id) => id !== b.assignee_id),
      start_time,
      due_time,
      priority: b.priority,
      status: b.status,
      attachments,
    };
  };

  const notifyAssignee = (tx: Db, user: SessionUser, task: { id: number; title: string; assignee_id: number }) =>
    task.assignee_id === user.user_id
      ? Promise.resolve()
      : notify(tx, { user_ids: [task.assignee_id], business_type: 'task', business_id: task.id, title: TASK_MSG.assigned(user.user_name, task.title), message_type: MESSAGE_TYPE.task });

  app.get('/api/Task/getList', { ...node(TASK_NODE), schema: { querystring: input.taskListQuery } }, async (req) => {
    const me = currentUser(req).user_id;
    const q = req.query;
    const mine: Record<number, SQL | undefined> = {
      0: undefined,
      1: eq(tasks.assignee_id, me),
      2: sql`${me} = any(${tasks.participant_ids})`,
      3: eq(tasks.create_user_id, me),
    };
    const where = and(
      visibleTo(me),
      mine[q.mine],
      q.status ? eq(tasks.status, q.status) : undefined,
      q.priority ? eq(tasks.priority, q.priority) : undefined,
      q.keyword ? ilike(tasks.title, `%${escapeLike(q.keyword)}%`) : undefined,
    );
    const [list, [{ n }]] = await Promise.all([
      db
        .select()
        .from(tasks)
        .where(where)
        .orderBy(sql`case when ${inArray(tasks.status, [...TASK_OPEN_STATUSES])} then 0 else 1 end`, sql`${tasks.due_time} asc nulls last`, desc(tasks.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db.select({ n: count() }).from(tasks).where(where),
    ]);
    return ok(await taskRows(db, list, tz, app.config.now()), Number(n));
  });

  app.get('/api/Task/info', { ...node(TASK_NODE), schema: { querystring: input.taskIdQuery } }, async (req) => {
    const user = currentUser(req);
    const task = await visibleTask(db, req.query.id, user.user_id);
    const [[row], subtasks, comments, files] = await Promise.all([
      taskRows(db, [task], tz, app.config.now()),
      db.select().from(taskSubtasks).where(eq(taskSubtasks.task_id, task.id)).orderBy(asc(taskSubtasks.id)),
      db
        .select({ id: taskComments.id, content: taskComments.content, user_id: taskComments.user_id, user_name: users.user_name, create_time: taskComments.create_time })
        .from(taskComments)
        .leftJoin(users, eq(users.user_id, taskComments.user_id))
        .where(eq(taskComments.task_id, task.id))
        .orderBy(asc(taskComments.id)),
      filesOf(db, task.attachments),
    ]);
    return ok({
      ...row,
      description: task.description,
      attachments: task.attachments,
      attachments_files: files,
      can_edit: canEdit(task, user.user_id),
      can_delete: task.create_user_id === user.user_id,
      subtasks: subtasks.map((s) => ({ id: s.id, title: s.title, done: s.done })),
      comments: comments.map((c) => ({ ...c, user_name: c.user_name ?? '', create_time: formatDateTime(c.create_time, tz) })),
    });
  });

  app.post('/api/Task/add', { ...node('home_task_add'), schema: { body: input.taskBody } }, async (req) => {
    const user = currentUser(req);
    const values = await valuesOf(user, req.body);
    const id = await inTx(db, async (tx) => {
      const [row] = await tx.insert(tasks).values({ ...values, create_user_id: user.user_id }).returning({ id: tasks.id });
      await writeLog(tx, { entity: LOG_ENTITY, record_id: row.id, action: 'add', user_id: user.user_id, content: `创建了任务「${values.title}」` });
      await notifyAssignee(tx, user, { id: row.id, title: values.title, assignee_id: values.assignee_id });
      return row.id;
    });
    return ok({ id });
  });

  app.post('/api/Task/update', { ...node('home_task_edit'), schema: { body: input.taskUpdateBody } }, async (req) => {
    const user = currentUser(req);
    const before = await editableTask(db, req.body.id, user.user_id);
    const values = await valuesOf(user, req.body, before);
    await inTx(db, async (tx) => {
      await tx.update(tasks).set({ ...values, update_time: new Date() }).where(eq(tasks.id, before.id));
      const changes = await describeChanges(tx, before, values, tz);
      if (changes.length > 0) await writeLog(tx, { entity: LOG_ENTITY, record_id: before.id, action: 'update', user_id: user.user_id, content: changes.join('；') });
      if (values.assignee_id !== before.assignee_id) await notifyAssignee(tx, user, { id: before.id, title: values.title, assignee_id: values.assignee_id });
    });
    return ok({ id: before.id });
  });

  /** A board move (or the status select on a card). */
  app.post('/api/Task/setStatus', { ...node('home_task_edit'), schema: { body: input.taskStatusBody } }, async (req) => {
    const user = currentUser(req);
    const before = await editableTask(db, req.body.id, user.user_id);
    if (before.status === req.body.status) return ok({ id: before.id });
    await inTx(db, async (tx) => {
      await tx.update(tasks).set({ status: req.body.status, update_time: new Date() }).where(eq(tasks.id, before.id));
      await writeLog(tx, { entity: LOG_ENTITY, record_id: before.id, action: 'update', user_id: user.user_id, content: `状态：${statusName(before.status)} → ${statusName(req.body.status)}` });
    });
    return ok({ id: before.id });
  });

  app.post('/api/Task/del', { ...node('home_task_del'), schema: { body: input.taskIdBody } }, async (req) => {
    const user = currentUser(req);
    const task = await visibleTask(db, req.body.id, user.user_id);
    if (task.create_user_id !== user.user_id) throw fail(ERR.noPermission, TASK_MSG.noDelete);
    await inTx(db, async (tx) => {
      await tx.delete(taskSubtasks).where(eq(taskSubtasks.task_id, task.id));
      await tx.delete(taskComments).where(eq(taskComments.task_id, task.id));
      await tx.delete(tasks).where(eq(tasks.id, task.id));
      await writeLog(tx, { entity: LOG_ENTITY, record_id: task.id, action: 'del', user_id: user.user_id, content: `删除了任务「${task.title}」` });
    });
    return ok({ id: task.id });
  });

  app.get('/api/Task/getLog', { ...node(TASK_NODE), schema: { querystring: input.taskLogQuery } }, async (req) => {
    await visibleTask(db, req.query.id, currentUser(req).user_id);
    const { rows, count: total } = await readLog(db, LOG_ENTITY, req.query.id, req.query.page, req.query.limit, tz);
    return ok(rows, total);
  });

  app.post('/api/Task/addSubtask', { ...node('home_task_edit'), schema: { body: input.subtaskAddBody } }, async (req) => {
    const user = currentUser(req);
    const task = await editableTask(db, req.body.task_id, user.user_id);
    const id = await inTx(db, async (tx) => {
      const [row] = await tx.insert(taskSubtasks).values({ task_id: task.id, title: req.body.title }).returning({ id: taskSubtasks.id });
      await writeLog(tx, { entity: LOG_ENTITY, record_id: task.id, action: 'subtask', user_id: user.user_id, content: `添加了子任务「${req.body.title}」` });
      return row.id;
    });
    return ok({ id });
  });

  app.post('/api/Task/checkSubtask', { ...node('home_task_edit'), schema: { body: input.subtaskDoneBody } }, async (req) => {
    const user = currentUser(req);
    const [sub] = await db.select().from(taskSubtasks).where(eq(taskSubtasks.id, req.body.id));
    if (!sub) throw fail(ERR.notFound, TASK_MSG.subtaskNotFound);
    const task = await editableTask(db, sub.task_id, user.user_id);
    await inTx(db, async (tx) => {
      await tx.update(taskSubtasks).set({ done: req.body.done }).where(eq(taskSubtasks.id, sub.id));
      await writeLog(tx, { entity: LOG_ENTITY, record_id: task.id, action: 'subtask', user_id: user.user_id, content: `${req.body.done ? '完成了' : '重新打开了'}子任务「${sub.title}」` });
    });
    return ok({ id: sub.id });
  });

  /** Anyone on the task may comment; the others on it are told. */
  app.post('/api/Task/comment', { ...node(TASK_NODE), schema: { body: input.commentBody } }, async (req) => {
    const user = currentUser(req);
    const task = await visibleTask(db, req.body.task_id, user.user_id);
    const id = await inTx(db, async (tx) => {
      const [row] = await tx.insert(taskComments).values({ task_id: task.id, user_id: user.user_id, content: req.body.content }).returning({ id: taskComments.id });
      await notify(tx, {
        user_ids: peopleOf(task).filter((u) => u !== user.user_id),
        business_type: 'task',
        business_id: task.id,
        title: TASK_MSG.commented(user.user_name, task.title),
        message_type: MESSAGE_TYPE.task,
      });
      return row.id;
    });
    return ok({ id });
  });
}

const statusName = (s: number) => TASK_STATUS[s as keyof typeof TASK_STATUS] ?? String(s);
const priorityName = (s: number) => TASK_PRIORITY[s as keyof typeof TASK_PRIORITY] ?? String(s);

/** 「字段：旧 → 新」 for each field a user would notice changing. */
async function describeChanges(db: Db, before: Task, after: Omit<Task, 'id' | 'create_user_id' | 'create_time' | 'update_time'>, tz: number): Promise<string[]> {
  const names = await memberNames(db, [before.assignee_id, after.assignee_id, ...before.participant_ids, ...after.participant_ids]);
  const people = (ids: number[]) => ids.map((id) => names.get(id) ?? '').join('、') || '无';
  const time = (d: Date | null) => (d ? formatDateTime(d, tz)!.slice(0, 16) : '无');
  const out: string[] = [];
  const diff = (label: string, a: string, b: string) => a !== b && out.push(`${label}：${a} → ${b}`);
  diff('标题', before.title, after.title);
  diff('负责人', names.get(before.assignee_id) ?? '', names.get(after.assignee_id) ?? '');
  diff('参与人', people(before.participant_ids), people(after.participant_ids));
  diff('开始时间', time(before.start_time), time(after.start_time));
  diff('截止时间', time(before.due_time), time(after.due_time));
  diff('优先级', priorityName(before.priority), priorityName(after.priority));
  diff('状态', statusName(before.status), statusName(after.status));
  if (before.description !== after.description) out.push('修改了任务描述');
  if (before.attachments.join(',') !== after.attachments.join(',')) out.push('修改了附件');
  return out;
}
