import { http } from '../../../api/http.ts';
import type { AttachedFile } from '../../../components/upload/attached-files.ts';
import type { LogItem } from '../../../components/OperationLog.tsx';

export type TaskRow = {
  id: number;
  title: string;
  assignee_id: number;
  assignee_name: string;
  participant_ids: number[];
  participant_names: string[];
  start_time: string;
  due_time: string;
  priority: number;
  priority_name: string;
  status: number;
  status_name: string;
  overdue: boolean;
  subtask_total: number;
  subtask_done: number;
  create_user_id: number;
  create_user_name: string;
  create_time: string;
};
export type TaskInfo = TaskRow & {
  description: string;
  attachments: number[];
  attachments_files: AttachedFile[];
  can_edit: boolean;
  can_delete: boolean;
  subtasks: { id: number; title: string; done: boolean }[];
  comments: { id: number; content: string; user_name: string; create_time: string }[];
};
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
  list: (q: TaskQuery, { signal }: Opts = {}) => http.get<TaskRow[]>('/api/Task/getList', q, { signal }),
  info: (id: number, { signal }: Opts = {}) => http.get<TaskInfo>('/api/Task/info', { id }, { signal }),
  add: (t: TaskInput, idempotencyKey?: string) => http.post<{ id: number }>('/api/Task/add', t, { idempotencyKey }),
  update: (id: number, t: TaskInput) => http.post<{ id: number }>('/api/Task/update', { id, ...t }),
  setStatus: (id: number, status: number) => http.post<{ id: number }>('/api/Task/setStatus', { id, status }),
  del: (id: number) => http.post<{ id: number }>('/api/Task/del', { id }),
  log: (id: number, page: number, limit: number, signal: AbortSignal) => http.get<LogItem[]>('/api/Task/getLog', { id, page, limit }, { signal }),
  addSubtask: (task_id: number, title: string) => http.post<{ id: number }>('/api/Task/addSubtask', { task_id, title }),
  checkSubtask: (id: number, done: boolean) => http.post<{ id: number }>('/api/Task/checkSubtask', { id, done }),
  comment: (task_id: number, content: string) => http.post<{ id: number }>('/api/Task/comment', { task_id, content }),
};
