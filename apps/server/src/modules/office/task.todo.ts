import { TASK_MSG, TASK_OPEN_STATUSES, TODO_COUNT_CAP } from '@suwork/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tasks } from '../../db/office-tables.ts';
import { cappedCountColumn, cappedTotal } from '../../core/kit/index.ts';
import { registerTodo } from '../../core/todo.ts';
import type { App } from '../../core/types.ts';
import { formatDateTime } from '../../core/time-format.ts';

/** 我的任务: open tasks assigned to me, overdue first, then by due time. */
export function registerTaskTodo(app: App) {
  registerTodo(app, {
    key: 'task',
    title: '我的任务',
    order: 30,
    node: 'home_task',
    load: async (app, auth, limit) => {
      const db = app.database.db;
      const now = app.config.now();
      const where = and(eq(tasks.assignee_id, auth.user.user_id), inArray(tasks.status, [...TASK_OPEN_STATUSES]));
      const rows = await db
        .select({
          id: tasks.id,
          title: tasks.title,
          due_time: tasks.due_time,
          n: cappedCountColumn(tasks, where, TODO_COUNT_CAP),
        })
        .from(tasks)
        .where(where)
        .orderBy(
          sql`case when ${tasks.due_time} < ${now} then 0 else 1 end`,
          sql`${tasks.due_time} asc nulls last`,
          tasks.id,
        )
        .limit(limit);
      return {
        ...cappedTotal(rows, TODO_COUNT_CAP),
        morePath: '/home/task',
        items: rows.map((r) => ({
          id: r.id,
          title: r.due_time && r.due_time < now ? `【${TASK_MSG.overdue}】${r.title}` : r.title,
          time: formatDateTime(r.due_time, app.config.tzOffsetMinutes) ?? undefined,
          path: '/home/taskInfo',
          query: { id: r.id },
        })),
      };
    },
  });
}
