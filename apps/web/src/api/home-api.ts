import { homeAnswers, type DataOf } from '@suwork/domain/contracts';
import { http } from './http.ts';

export const TODO_LIST_KEY = ['home', 'todoList'] as const;

/** The workbench's to-do hub and the shell's abnormal reminder. */
export const homeApi = {
  todoList: ({ signal }: { signal?: AbortSignal } = {}) => http.get<DataOf<typeof homeAnswers.todoList>>('/api/Home/todoList', undefined, { signal }),
  abnormalRemind: () => http.get<DataOf<typeof homeAnswers.getAbnormalRemind>>('/api/project/getAbnormalRemind'),
};
