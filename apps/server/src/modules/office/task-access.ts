import { TASK_MSG } from '@suwork/domain';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tasks, type Task } from '../../db/office-tables.ts';
import { ERR } from '@suwork/domain';
import { fail } from '../../core/envelope.ts';

/** A task is seen by its creator, its assignee and its participants. */
export const visibleTo = (userId: number): SQL =>
  or(eq(tasks.create_user_id, userId), eq(tasks.assignee_id, userId), sql`${userId} = any(${tasks.participant_ids})`)!;

export const canEdit = (task: Task, userId: number) => task.create_user_id === userId || task.assignee_id === userId;

/** The task if the member may see it; otherwise 任务不存在或无权查看. */
export async function visibleTask(db: Db, id: number, userId: number): Promise<Task> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(sql`${tasks.id} = ${id} and ${visibleTo(userId)}`);
  if (!row) throw fail(ERR.notFound, TASK_MSG.notFound);
  return row;
}

/** The task if the member may change it (creator or assignee). */
export async function editableTask(db: Db, id: number, userId: number): Promise<Task> {
  const task = await visibleTask(db, id, userId);
  if (!canEdit(task, userId)) throw fail(ERR.noPermission, TASK_MSG.noEdit);
  return task;
}

/** Everyone on the task. */
export const peopleOf = (task: Task) => [...new Set([task.create_user_id, task.assignee_id, ...task.participant_ids])];
