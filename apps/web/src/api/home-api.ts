import { homeRoutes } from '@suwork/domain/routes';
import { call } from './call.ts';

export const TODO_LIST_KEY = ['home', 'todoList'] as const;

/** The workbench's to-do hub and the shell's abnormal reminder. */
export const homeApi = {
  todoList: ({ signal }: { signal?: AbortSignal } = {}) => call(homeRoutes.todoList, undefined, { signal }),
  abnormalRemind: () => call(homeRoutes.getAbnormalRemind),
};
