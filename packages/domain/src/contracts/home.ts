import { z } from 'zod';
import { listBody, okBody } from './envelope.ts';

/** Where a line opens: a route path and its query. */
const routeQuery = z.record(z.string(), z.union([z.string(), z.number()]));

/** One line of the workbench's to-do hub; `path` and `query` open the record. */
export const todoItemView = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  time: z.string().optional(),
  path: z.string(),
  query: routeQuery.optional(),
});
/** A section of the to-do hub, e.g. 待我审批 or 今日日程. `total` may exceed the items shown. */
export const todoSectionView = z.object({
  key: z.string(),
  title: z.string(),
  total: z.number(),
  capped: z.boolean().optional(),
  items: z.array(todoItemView),
  morePath: z.string().optional(),
});
/** One thing gone wrong for the member, as the shell's abnormal reminder lists it. */
export const abnormalItemView = z.object({
  type: z.string(),
  type_name: z.string(),
  id: z.number(),
  title: z.string(),
  content: z.string(),
  time: z.string().nullable(),
  path: z.string(),
  query: routeQuery.optional(),
});
export type TodoItem = z.infer<typeof todoItemView>;
export type TodoSection = z.infer<typeof todoSectionView>;
export type AbnormalItem = z.infer<typeof abnormalItemView>;

/** 工作台: /api/Home/todoList and /api/project/getAbnormalRemind. */
export const homeAnswers = {
  todoList: okBody(z.array(todoSectionView)),
  getAbnormalRemind: listBody(abnormalItemView),
};
