import type { AbnormalItem, TodoSection } from '@suwork/domain';
import { http } from '../../../api/http.ts';

export const TODO_LIST_KEY = ['home', 'todoList'] as const;

/** The workbench's to-do hub and the shell's abnormal reminder. */
export const homeApi = {
  todoList: ({ signal }: { signal?: AbortSignal } = {}) => http.get<TodoSection[]>('/api/Home/todoList', undefined, { signal }),
  abnormalRemind: () => http.get<AbnormalItem[]>('/api/project/getAbnormalRemind'),
};
