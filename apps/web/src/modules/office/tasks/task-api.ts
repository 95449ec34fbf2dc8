import { taskAnswers, type DataOf } from '@suwork/domain/contracts';
import { http } from '../../../api/http.ts';
import type { LogItem } from '../../../components/OperationLog.tsx';

export type { TaskInfo, TaskRow } from '@suwork/domain/contracts';

export type TaskInput = {
  title: string;
  description: string;
  assignee_id: number;
  participant_ids: number[];
  start_time: string;
  due_time: string;
  priority: number;
  status: number;
  attachments: number[];
};
export type TaskQuery = { page: number; limit: number; mine?: number; status?: number; priority?: number; keyword?: string };
type Opts = { signal?: AbortSignal };

export const TASK_KEY = ['office', 'task'] as const;
export const TASK_NODE = { page: 'home_task', add: 'home_task_add', edit: 'home_task_edit', del: 'home_task_del' } as const;

/** Calls of 任务. */
export const taskApi = {
  list: (q: TaskQuery, { signal }: Opts = {}) => http.get<DataOf<typeof taskAnswers.getList>>('/api/Task/getList', q, { signal }),
  info: (id: number, { signal }: Opts = {}) => http.get<DataOf<typeof taskAnswers.info>>('/api/Task/info', { id }, { signal }),
  add: (t: TaskInput, idempotencyKey?: string) => http.post<DataOf<typeof taskAnswers.add>>('/api/Task/add', t, { idempotencyKey }),
  update: (id: number, t: TaskInput) => http.post<DataOf<typeof taskAnswers.update>>('/api/Task/update', { id, ...t }),
  setStatus: (id: number, status: number) => http.post<DataOf<typeof taskAnswers.setStatus>>('/api/Task/setStatus', { id, status }),
  del: (id: number) => http.post<DataOf<typeof taskAnswers.del>>('/api/Task/del', { id }),
  /** read as the shared timeline's LogItem (taskAnswers.getLog also names the action, which the timeline does not show) */
  log: (id: number, page: number, limit: number, signal: AbortSignal) => http.get<LogItem[]>('/api/Task/getLog', { id, page, limit }, { signal }),
  addSubtask: (task_id: number, title: string) => http.post<DataOf<typeof taskAnswers.addSubtask>>('/api/Task/addSubtask', { task_id, title }),
  checkSubtask: (id: number, done: boolean) => http.post<DataOf<typeof taskAnswers.checkSubtask>>('/api/Task/checkSubtask', { id, done }),
  comment: (task_id: number, content: string) => http.post<DataOf<typeof taskAnswers.comment>>('/api/Task/comment', { task_id, content }),
};
