import {
  ERR,
  MESSAGE_TYPE,
  type LogAction,
  TASK_MSG,
  TASK_OPEN_STATUSES,
  TASK_PRIORITY,
  TASK_STATUS,
} from '@suwork/domain';
import type { TaskInfo, TaskRow } from '@suwork/domain/contracts';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taskComments, tasks, taskSubtasks, type Task } from '../../db/office-tables.ts';
import { filesOf } from '../../core/engine/attachments.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { sanitizeRichText } from '../../core/engine/sanitize.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { assertAttachable } from '../../core/files/file-access.ts';
import type { MessageLink } from '../../core/message-links.ts';
import type { WithRegistries } from '../../core/registries.ts';
import { containing, inTx, memberNames, paged, type Page, type Tx } from '../../core/kit/index.ts';
import { notify } from '../../core/notify.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime, parseDateTime } from '../../core/time-format.ts';
import { assertMembers } from './office-members.ts';
import { canEdit, editableTask, peopleOf, visibleTask, visibleTo } from './task-access.ts';
import type { ParsedOf, taskRoutes } from '@suwork/domain/routes';

export const TASK_LOG_ENTITY = 'task';

/** Where a task's messages open: its page, while the task exists. */
export async function taskLink(db: Db, id: number): Promise<MessageLink | null> {
  const [row] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, id));
  return row ? { path: '/home/taskInfo', query: { id } } : null;
}

/** What the task calls share: the database and the company time zone (minutes east of UTC). */
export type TaskDeps = { db: Db; tz: number; app: WithRegistries };
type TaskInput = ParsedOf<typeof taskRoutes.add>;
type TaskListQuery = ParsedOf<typeof taskRoutes.getList>;
type TaskValues = Omit<Task, 'id' | 'create_user_id' | 'create_time' | 'update_time'>;

const isOpen = (status: number) => (TASK_OPEN_STATUSES as readonly number[]).includes(status);
const isOverdue = (t: Task, now: Date) => t.due_time !== null && t.due_time < now && isOpen(t.status);
const statusName = (s: number) => TASK_STATUS[s as keyof typeof TASK_STATUS] ?? String(s);
const priorityName = (s: number) => TASK_PRIORITY[s as keyof typeof TASK_PRIORITY] ?? String(s);

/** API rows of tasks, names resolved with one query. */
export async function taskRows(db: Db, list: Task[], tz: number, now: Date): Promise<TaskRow[]> {
  const names = await memberNames(
    db,
    list.flatMap((t) => [t.assignee_id, t.create_user_id, ...t.participant_ids]),
  );
  const ids = list.map((t) => t.id);
  const progress = ids.length
    ? await db
        .select({
          task_id: taskSubtasks.task_id,
          total: count(),
          done: sql<number>`count(*) filter (where ${taskSubtasks.done})::int`,
        })
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

/** One page of the tasks the member sees, open ones first, then by due time (none last), newest first. */
export async function taskPage({ db, tz }: TaskDeps, me: number, q: TaskListQuery, now: Date): Promise<Page<TaskRow>> {
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
    q.keyword ? ilike(tasks.title, containing(q.keyword)) : undefined,
  );
  const page = await paged(db, q, { from: tasks, where }, ({ limit, offset }) =>
    db
      .select()
      .from(tasks)
      .where(where)
      .orderBy(
        sql`case when ${inArray(tasks.status, [...TASK_OPEN_STATUSES])} then 0 else 1 end`,
        sql`${tasks.due_time} asc nulls last`,
        desc(tasks.id),
      )
      .limit(limit)
      .offset(offset),
  );
  return { ...page, rows: await taskRows(db, page.rows, tz, now) };
}

/** A task with its description, files, subtasks and comments, and what the member may do with it. */
export async function taskInfo({ db, tz }: TaskDeps, user: SessionUser, id: number, now: Date): Promise<TaskInfo> {
  const task = await visibleTask(db, id, user.user_id);
  const [[row], subtasks, comments, files] = await Promise.all([
    taskRows(db, [task], tz, now),
    db.select().from(taskSubtasks).where(eq(taskSubtasks.task_id, task.id)).orderBy(asc(taskSubtasks.id)),
    db.select().from(taskComments).where(eq(taskComments.task_id, task.id)).orderBy(asc(taskComments.id)),
    filesOf(db, task.attachments),
  ]);
  const commenters = await memberNames(
    db,
    comments.map((c) => c.user_id),
  );
  return {
    ...row,
    description: task.description,
    attachments: task.attachments,
    attachments_files: files,
    can_edit: canEdit(task, user.user_id),
    can_delete: task.create_user_id === user.user_id,
    subtasks: subtasks.map((s) => ({ id: s.id, title: s.title, done: s.done })),
    comments: comments.map((c) => ({
      id: c.id,
      content: c.content,
      user_id: c.user_id,
      user_name: commenters.get(c.user_id) ?? '',
      create_time: formatDateTime(c.create_time, tz),
    })),
  };
}

/** The checked values to store from a task form; `before` keeps its own attachments attachable. */
export async function taskValues(
  { db, tz, app }: TaskDeps,
  user: SessionUser,
  b: TaskInput,
  before?: Task,
): Promise<TaskValues> {
  const timeOf = (s: string) => {
    if (s === '') return null;
    const d = parseDateTime(s, tz);
    if (!d) throw invalid(TASK_MSG.timeInvalid);
    return d;
  };
  const start_time = timeOf(b.start_time);
  // a due day without a time is due at its end (company time): due the 28th is not overdue on the 28th
  const due_time = timeOf(/^\d{4}-\d{2}-\d{2}$/.test(b.due_time) ? `${b.due_time} 23:59:59` : b.due_time);
  if (start_time && due_time && due_time < start_time) throw invalid(TASK_MSG.dueBeforeStart);
  await assertMembers(db, [b.assignee_id, ...b.participant_ids], TASK_MSG.memberMissing);
  const attachments = [...new Set(b.attachments)];
  await assertAttachable(app, db, user, attachments, { kept: before?.attachments });
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
}

const log = (tx: Tx, userId: number, taskId: number, action: LogAction, content: string) =>
  writeLog(tx, { entity: TASK_LOG_ENTITY, record_id: taskId, action, user_id: userId, content });

/** The new assignee hears of the task, unless they assigned it themselves. */
const notifyAssignee = (tx: Tx, user: SessionUser, task: { id: number; title: string; assignee_id: number }) =>
  task.assignee_id === user.user_id
    ? Promise.resolve()
    : notify(tx, {
        user_ids: [task.assignee_id],
        business_type: 'task',
        business_id: task.id,
        title: TASK_MSG.assigned(user.user_name, task.title),
        message_type: MESSAGE_TYPE.task,
      });

export function createTask(db: Db, user: SessionUser, values: TaskValues): Promise<number> {
  return inTx(db, async (tx) => {
    const [row] = await tx
      .insert(tasks)
      .values({ ...values, create_user_id: user.user_id })
      .returning({ id: tasks.id });
    await log(tx, user.user_id, row.id, 'add', `创建了任务「${values.title}」`);
    await notifyAssignee(tx, user, { id: row.id, title: values.title, assignee_id: values.assignee_id });
    return row.id;
  });
}

/** Saves a task form, logging each change a user would notice; a new assignee is told. */
export function updateTask(
  { db, tz }: TaskDeps,
  user: SessionUser,
  before: Task,
  values: TaskValues,
  now: Date,
): Promise<void> {
  return inTx(db, async (tx) => {
    await tx
      .update(tasks)
      .set({ ...values, update_time: now })
      .where(eq(tasks.id, before.id));
    const changes = await describeChanges(tx, before, values, tz);
    if (changes.length > 0) await log(tx, user.user_id, before.id, 'update', changes.join('；'));
    if (values.assignee_id !== before.assignee_id)
      await notifyAssignee(tx, user, { id: before.id, title: values.title, assignee_id: values.assignee_id });
  });
}

/** A board move (or the status select on a card); the same status changes nothing. */
export async function setTaskStatus(db: Db, user: SessionUser, id: number, status: number, now: Date): Promise<void> {
  const before = await editableTask(db, id, user.user_id);
  if (before.status === status) return;
  await inTx(db, async (tx) => {
    await tx.update(tasks).set({ status, update_time: now }).where(eq(tasks.id, before.id));
    await log(tx, user.user_id, before.id, 'update', `状态：${statusName(before.status)} → ${statusName(status)}`);
  });
}

/** Only the creator deletes a task, with its subtasks and comments. */
export async function deleteTask(db: Db, user: SessionUser, id: number): Promise<void> {
  const task = await visibleTask(db, id, user.user_id);
  if (task.create_user_id !== user.user_id) throw fail(ERR.noPermission, TASK_MSG.noDelete);
  await inTx(db, async (tx) => {
    await tx.delete(taskSubtasks).where(eq(taskSubtasks.task_id, task.id));
    await tx.delete(taskComments).where(eq(taskComments.task_id, task.id));
    await tx.delete(tasks).where(eq(tasks.id, task.id));
    await log(tx, user.user_id, task.id, 'del', `删除了任务「${task.title}」`);
  });
}

export async function addSubtask(db: Db, user: SessionUser, taskId: number, title: string): Promise<number> {
  const task = await editableTask(db, taskId, user.user_id);
  return inTx(db, async (tx) => {
    const [row] = await tx.insert(taskSubtasks).values({ task_id: task.id, title }).returning({ id: taskSubtasks.id });
    await log(tx, user.user_id, task.id, 'subtask', `添加了子任务「${title}」`);
    return row.id;
  });
}

export async function checkSubtask(db: Db, user: SessionUser, id: number, done: boolean): Promise<void> {
  const [sub] = await db.select().from(taskSubtasks).where(eq(taskSubtasks.id, id));
  if (!sub) throw fail(ERR.notFound, TASK_MSG.subtaskNotFound);
  const task = await editableTask(db, sub.task_id, user.user_id);
  await inTx(db, async (tx) => {
    await tx.update(taskSubtasks).set({ done }).where(eq(taskSubtasks.id, sub.id));
    await log(tx, user.user_id, task.id, 'subtask', `${done ? '完成了' : '重新打开了'}子任务「${sub.title}」`);
  });
}

/** Anyone on the task may comment; the others on it are told. */
export async function commentOnTask(db: Db, user: SessionUser, taskId: number, content: string): Promise<number> {
  const task = await visibleTask(db, taskId, user.user_id);
  return inTx(db, async (tx) => {
    const [row] = await tx
      .insert(taskComments)
      .values({ task_id: task.id, user_id: user.user_id, content })
      .returning({ id: taskComments.id });
    await notify(tx, {
      user_ids: peopleOf(task).filter((u) => u !== user.user_id),
      business_type: 'task',
      business_id: task.id,
      title: TASK_MSG.commented(user.user_name, task.title),
      message_type: MESSAGE_TYPE.task,
    });
    return row.id;
  });
}

/** 「字段：旧 → 新」 for each field a user would notice changing. */
async function describeChanges(db: Db, before: Task, after: TaskValues, tz: number): Promise<string[]> {
  const names = await memberNames(db, [
    before.assignee_id,
    after.assignee_id,
    ...before.participant_ids,
    ...after.participant_ids,
  ]);
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
