import { taskRoutes, type InputOf } from '@suwork/domain/routes';
import { call } from '../../../api/call.ts';

export type { TaskInfo, TaskRow } from '@suwork/domain/contracts';

/** A task as its form sends it. */
export type TaskInput = InputOf<typeof taskRoutes.add>;
export type TaskQuery = InputOf<typeof taskRoutes.getList>;

type Opts = { signal?: AbortSignal };

export const TASK_KEY = ['office', 'task'] as const;
export const TASK_NODE = {
  page: 'home_task',
  add: 'home_task_add',
  edit: 'home_task_edit',
  del: 'home_task_del',
} as const;

/** Calls of 任务. */
export const taskApi = {
  list: (q: TaskQuery, { signal }: Opts = {}) => call(taskRoutes.getList, q, { signal }),
  info: (id: number, { signal }: Opts = {}) => call(taskRoutes.info, { id }, { signal }),
  add: (t: TaskInput, idempotencyKey?: string) => call(taskRoutes.add, t, { idempotencyKey }),
  update: (id: number, t: TaskInput) => call(taskRoutes.update, { id, ...t }),
  setStatus: (id: number, status: number) => call(taskRoutes.setStatus, { id, status }),
  del: (id: number) => call(taskRoutes.del, { id }),
  /** read by the shared timeline (the answer also names the action, which the timeline does not show) */
  log: (id: number, page: number, limit: number, signal: AbortSignal) =>
    call(taskRoutes.getLog, { id, page, limit }, { signal }),
  addSubtask: (task_id: number, title: string) => call(taskRoutes.addSubtask, { task_id, title }),
  checkSubtask: (id: number, done: boolean) => call(taskRoutes.checkSubtask, { id, done }),
  comment: (task_id: number, content: string) => call(taskRoutes.comment, { task_id, content }),
};
